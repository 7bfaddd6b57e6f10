// The member pricing toggle's settings, declared once (spec 001 §4 "Member pricing toggle").
// The JSDoc of each is its documentation in the manifest and docs/elements.md.
import { str, named } from '../../contract/settings.js';

export const settings = named({
  /** The selected option's name (its `data-option`, e.g. "yearly"; options without a name are "1", "2"). Default: the option the markup
   * marks (`aria-checked`/`aria-pressed="true"`), else the first. Reflects the selection. */
  selected: str('', { keys: ['selected', 'selectedOption'], reflect: true }),
});

export type MemberPricingSettings = typeof settings;
