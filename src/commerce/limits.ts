// The store's limits (spec 001 §9 "Commerce and limits"), apart from the store's texts so
// that what only checks a value loads nothing more.

/** The largest price a product can have, in minor units. */
export const MAX_PRICE_MINOR = 100_000_000n;
/** The longest SKU. */
export const MAX_SKU_LENGTH = 60;

/** A generated SKU: 'SQ' and 7 random digits. */
export const generatedSku = (random: () => number = Math.random): string => `SQ${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
