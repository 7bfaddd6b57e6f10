// Products (spec 001 §3 "Product").

/** The product types and their numbers. */
export const PRODUCT_TYPES = { physical: 1, digital: 2, service: 3, 'gift card': 4, paywall: 5 } as const;
export type ProductType = keyof typeof PRODUCT_TYPES;

/** The store's measurement standard (its unit system) and its numbers. */
export const UNIT_SYSTEMS = { imperial: 1, metric: 2 } as const;
export type UnitSystem = keyof typeof UNIT_SYSTEMS;
