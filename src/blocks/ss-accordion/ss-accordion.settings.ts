// The accordion's settings, declared once (spec 001 §4 "Accordion"; real pages' keys).
import { bool } from '../../contract/settings.js';

export const settings = {
  allowMultiple: bool(false, {
    attribute: 'allow-multiple',
    keys: ['allowMultiple', 'shouldAllowMultipleOpenItems'],
    reflect: true,
    doc: 'Let several items be open at once (markup: data-should-allow-multiple-open-items). Default false.',
  }),
  firstExpanded: bool(false, {
    attribute: 'first-expanded',
    keys: ['firstExpanded', 'isExpandedFirstItem'],
    reflect: true,
    doc: 'Open the first item when the element first renders (markup: data-is-expanded-first-item). Default false.',
  }),
};

export type AccordionSettings = typeof settings;
