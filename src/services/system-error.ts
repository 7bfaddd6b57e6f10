// Shows the system error overlay (spec 001 §8 "System error overlay") for the data layer and
// anyone else: one <ss-system-error> in document.body, created on first use and updated
// after. The element is registered only when first shown, never at import time.
import { SsSystemError, type SystemErrorVariant } from '../blocks/ss-system-error/ss-system-error.element.js';
import { define } from '../blocks/element-helpers.js';

export type { SystemErrorVariant };

export interface SystemErrorDetail {
  variant: SystemErrorVariant;
  /** The error text (network and other variants). */
  message?: string;
  /** The URL called (other variant). */
  url?: string;
  /** The answer's expected format, e.g. 'JSON' (other variant). */
  format?: string;
}

const SELECTOR = 'body > ss-system-error';

/** Opens (or updates, when already open) the page's system error overlay. */
export function showSystemError(detail: SystemErrorDetail, doc: Document = document): SsSystemError {
  define('ss-system-error', SsSystemError);
  let el = doc.querySelector<SsSystemError>(SELECTOR);
  if (!el) {
    el = doc.createElement('ss-system-error') as SsSystemError;
    doc.body.append(el);
  }
  el.variant = detail.variant;
  el.message = detail.message ?? '';
  el.url = detail.url ?? '';
  el.format = detail.format ?? '';
  el.open = true;
  return el;
}

/** Closes the overlay if it is open, as its Clear button does (without the event). */
export function hideSystemError(doc: Document = document): void {
  const el = doc.querySelector<SsSystemError>(SELECTOR);
  if (el) el.open = false;
}
