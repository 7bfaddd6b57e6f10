// A money value that cannot be built or shown (spec 000 §3 "Money", §5 "A free-price
// display requires a free label, otherwise an error is raised", §9 "Currency display"). The
// spec names the rules; the texts are ours.
import type { Area } from '../format.js';

export const money = {
  'money.unknownCurrency': '{currency} is not a currency of the store (expected one of {expected}).', // ours
  'money.notAnAmount': '{amount} is not an amount of money.', // ours
  'money.tooLarge': '{amount} has more than 15 integer places: it cannot be shown.', // ours
  'money.freeWithoutLabel': 'A free price is shown by its free label, and none was given.', // ours
  'money.mixedCurrencies': 'Cannot compare {a} with {b}: the currencies differ.', // ours
} as const satisfies Area<'money'>;
