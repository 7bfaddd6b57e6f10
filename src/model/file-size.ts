// File sizes in the platform's units (spec 001 §9 "File size units: Bytes to YB, base 1024"),
// and the megabyte its limits are stated in ("Bytes in a megabyte 1,000,000"): a size is
// shown in units of 1024, a limit given in MB is counted in millions of bytes.
import { editor } from '../i18n/en/editor.js';
import { t } from '../i18n/translator.js';

/** The bytes of a megabyte where a limit is stated in MB (a 20 MB limit: 20,000,000 bytes). */
export const BYTES_IN_MEGABYTE = 1_000_000;

const UNITS = [
  'editor.sizeBytes',
  'editor.sizeKB',
  'editor.sizeMB',
  'editor.sizeGB',
  'editor.sizeTB',
  'editor.sizePB',
  'editor.sizeEB',
  'editor.sizeZB',
  'editor.sizeYB',
] as const;

/** A file size in the spec's units, Bytes to YB, base 1024, to two decimals at most
 * (1048576 → "1 MB", 1536 → "1.5 KB"). */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return t(editor, UNITS[unit], { size: String(Math.round(size * 100) / 100) });
}
