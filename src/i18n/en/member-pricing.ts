// The member pricing toggle (spec 001 §1 "Site members see … a member pricing toggle", §4
// "Member pricing toggle": two options swap selected state, visible price and join button).
// The spec shows no texts for it: every text here is ours.
import type { Area } from '../format.js';

export const memberPricing = {
  // The radio group's name when the markup gives none.
  'memberPricing.options': 'Pricing options', // ours
  'memberPricing.unsafeJoin': '[ss-blocks] ss-member-pricing: the join link {url} is not a web, mail or phone address: it is disabled.', // ours
  'memberPricing.unknownOption':
    '[ss-blocks] ss-member-pricing: there is no option "{option}" (options: {options}); {fallback} is selected.', // ours
} as const satisfies Area<'memberPricing'>;
