// The tooltip's setting, declared once (WAI-ARIA APG "Tooltip"; spec 001 §9 "Timing and
// geometry"). Its JSDoc is its documentation in the manifest and docs/elements.md. No JSON
// keys: no published block carries one.
import { str, named } from '../../contract/settings.js';

export const settings = named({
  /** The id of the control it describes, in the same document or shadow root. */
  htmlFor: str('', { attribute: 'for' }),
});

export type TooltipSettings = typeof settings;
