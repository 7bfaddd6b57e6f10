// The texts of a form rendered from its definition (spec 001 §3 likert labels; the rest are
// ours: the spec renders no form): sub-input captions, the select's placeholder, the
// button's default, the definition's problems. Only a form rendered from JSON, and the
// editor, load them.
import type { Area } from '../format.js';

export const formFields = {
  'formFields.likertStronglyDisagree': 'Strongly Disagree',
  'formFields.likertDisagree': 'Disagree',
  'formFields.likertNeutral': 'Neutral',
  'formFields.likertAgree': 'Agree',
  'formFields.likertStronglyAgree': 'Strongly Agree',
  'formFields.submit': 'Submit', // ours
  'formFields.selectPlaceholder': 'Select an option', // ours
  'formFields.partFirstName': 'First Name', // ours
  'formFields.partLastName': 'Last Name', // ours
  'formFields.partAddress1': 'Address 1', // ours
  'formFields.partAddress2': 'Address 2', // ours
  'formFields.partCity': 'City', // ours
  'formFields.partState': 'State/Province', // ours
  'formFields.partZip': 'Zip/Postal Code', // ours
  'formFields.partCountry': 'Country', // ours
  'formFields.partMonth': 'Month', // ours
  'formFields.partDay': 'Day', // ours
  'formFields.partYear': 'Year', // ours
  'formFields.partHour': 'Hour', // ours
  'formFields.partMinute': 'Minute', // ours
  'formFields.partSecond': 'Second', // ours
  'formFields.partAmPm': 'AM/PM', // ours
  'formFields.am': 'AM', // ours
  'formFields.pm': 'PM', // ours
  'formFields.partCountryCode': 'Country code', // ours
  'formFields.partAreaCode': 'Area code', // ours
  'formFields.partPrefix': 'Prefix', // ours
  'formFields.partLine': 'Line number', // ours
  // Definition problems, logged with console.warn.
  'formFields.fieldSkipped': '[ss-blocks] Form field {path} was left out of the form: {problem}', // ours
  'formFields.fieldIdTwice': 'its id {id} is used by an earlier field', // ours
  'formFields.definitionNotObject': 'the definition is not a JSON object', // ours
} as const satisfies Area<'formFields'>;
