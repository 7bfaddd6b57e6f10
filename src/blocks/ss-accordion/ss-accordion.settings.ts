// The accordion's settings, declared once (spec 001 §4 "Accordion"; real pages' keys). The
// JSDoc of each is its documentation in the manifest and docs/elements.md.
import { bool, named } from '../../contract/settings.js';

export const settings = named({
  /** Let several items be open at once (markup: data-should-allow-multiple-open-items). */
  allowMultiple: bool(false, { keys: ['allowMultiple', 'shouldAllowMultipleOpenItems'], reflect: true }),
  /** Open the first item when the element first renders (markup: data-is-expanded-first-item). */
  firstExpanded: bool(false, { keys: ['firstExpanded', 'isExpandedFirstItem'], reflect: true }),
});

export type AccordionSettings = typeof settings;
