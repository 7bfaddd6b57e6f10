// The editing frame's texts: validation (spec 001 §5 "Editor messages"), failures (§8
// "Editor"), content status labels (§3 "Enumerations"), the connected-account link title
// (§3) and file sizes (§9, "Bytes to YB, base 1024").
import type { Area } from '../format.js';

export const editor = {
  'editor.invalidEmail': 'Please enter a valid email',
  'editor.emailFormat': 'Emails must be formatted as {email}',
  'editor.linkFormat': 'Links must be formatted as {host} or {otherHost}',
  'editor.fileNameRequired': 'Please enter a file name',
  'editor.invalidPageUrl': '{val} is not a valid page URL',
  'editor.notAnOption': '{val} is not one of the expected options',
  'editor.tagExists': 'This {tagType} already exists',
  'editor.oneTagAtATime': 'You may only edit one {tagType} at a time',
  'editor.listRequired': 'A List must be selected',
  'editor.datasetNoColumn': 'Your dataset must have at least one column',
  'editor.datasetNoRow': 'Your dataset must have at least one row',
  'editor.enterData': 'Enter some data!',
  'editor.rowsMissingData': 'One or more rows was missing data',
  'editor.datasetTruncatedRows': 'Your dataset has been truncated to {maxRows} rows',
  // The spec: "(and columns)".
  'editor.datasetTruncatedColumns': 'Your dataset has been truncated to {maxColumns} columns',
  'editor.unsupportedFile': 'The file {fileName} does not appear to be a supported file',
  'editor.fileTooLarge': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'editor.vimeoBasic': 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  'editor.somethingWentWrong': 'Something went wrong',
  'editor.unableToLoadResults': 'Unable to load results',
  'editor.unableToLoadTryAgain': 'Unable to load. Try again.',
  'editor.unableToLoadCollections': 'Unable to load collections',
  'editor.unableToLoadFonts': 'Unable to load fonts',
  'editor.unableToLoadPreview': 'Unable to load preview for {fontName}',
  'editor.unableToConnect': 'Unable to connect. Please try again',
  'editor.networkError': 'Network error',
  'editor.noJobResponse': 'No response data from job request',
  'editor.fileProcessingFailed': 'File processing failed',
  'editor.fileProcessingIncomplete': 'File processing failed to complete',
  'editor.fileProcessingCancelled': 'File processing cancelled',
  'editor.fileUploadIncomplete': 'File upload failed to complete',
  'editor.uploadError': 'Error uploading',
  'editor.renameProblem': 'There was a problem while renaming your file.',
  'editor.uploadProblem': 'There was a problem while uploading your file.',
  'editor.codeEditingAndroid': 'Code editing is not available on Android.',
  'editor.timezoneFailed': 'Failed to load timezone',
  // The spec: "with a retry hint".
  'editor.timezoneRetryHint': 'Check your connection, then try again.', // ours
  'editor.noMailingLists': "You don't have any mailing lists. Please create one before continuing.",
  'editor.tryAgain': 'Try again',
  'editor.retry': 'Retry',
  'editor.statusScheduled': 'Scheduled',
  'editor.statusNeedsReview': 'Needs Review',
  'editor.statusDraft': 'Draft',
  'editor.statusPrivate': 'Private',
  'editor.orderNow': 'Order Now',
  // The editing frame's page side (services/editor-frame.ts), in the console.
  'editor.frameNoBlock': 'The editor changed "{id}", which is not a block on this page; nothing was applied.', // ours
  'editor.frameNoSetting': '<{tag}> has no setting "{attribute}"; the editor\'s change to it was not applied.', // ours
  'editor.frameBadAesthetics': 'The editor\'s site styles at "{path}" are not a value the page takes; they were not applied.', // ours
  'editor.colorThemeHarbour': 'Harbour', // ours: the Site styles' theme and font names
  'editor.colorThemeSand': 'Sand', // ours: the Site styles' theme and font names
  'editor.colorThemeMoss': 'Moss', // ours: the Site styles' theme and font names
  'editor.fontThemeSerifClassic': 'Serif classic', // ours: the Site styles' theme and font names
  'editor.fontThemeSansModern': 'Sans modern', // ours: the Site styles' theme and font names
  'editor.fontThemeEditorial': 'Editorial', // ours: the Site styles' theme and font names
  'editor.fontSystemSans': 'System sans-serif', // ours: the Site styles' theme and font names
  'editor.sizeBytes': '{size} Bytes', // ours
  'editor.sizeKB': '{size} KB', // ours
  'editor.sizeMB': '{size} MB', // ours
  'editor.sizeGB': '{size} GB', // ours
  'editor.sizeTB': '{size} TB', // ours
  'editor.sizePB': '{size} PB', // ours
  'editor.sizeEB': '{size} EB', // ours
  'editor.sizeZB': '{size} ZB', // ours
  'editor.sizeYB': '{size} YB', // ours
} as const satisfies Area<'editor'>;
