// The relative time's setting, declared once (spec 001 §9 "Timing and geometry"). Its JSDoc is
// its documentation in the manifest and docs/elements.md. No JSON keys: no published block
// carries one.
import { str, named } from '../../contract/settings.js';

export const settings = named({
  /** The time, ISO 8601 (`2026-03-01T09:30:00Z`); while it is empty or cannot be read, the element's own text shows. */
  datetime: str(''),
});

export type RelativeTimeSettings = typeof settings;
