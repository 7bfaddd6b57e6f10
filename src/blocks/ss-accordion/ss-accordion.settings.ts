// The accordion's settings, declared once (spec 001 §4 "Accordion"; real pages' keys). The
// JSDoc of each is its documentation in the manifest and docs/elements.md.
import { bool } from '../../contract/settings.js';

export const settings = {
  /** Let several items be open at once (markup: data-should-allow-multiple-open-items). */
  allowMultiple: bool(false, { attribute: 'allow-multiple', keys: ['allowMultiple', 'shouldAllowMultipleOpenItems'], reflect: true }),
  /** Open the first item when the element first renders (markup: data-is-expanded-first-item). */
  firstExpanded: bool(false, { attribute: 'first-expanded', keys: ['firstExpanded', 'isExpandedFirstItem'], reflect: true }),
};

export type AccordionSettings = typeof settings;
