// A product as a page hands it to the price element (spec 001 §3 "Product", "Subscription
// plan"): checked with zod, then read into the store's own types (commerce/product.ts). A
// price is minor units (`1250`) in the product's currency, or money as the store's API writes
// it (`{ "currency": "EUR", "value": "12.50" }`). The fields may sit in `structuredContent`,
// as on the platform's items.
import * as z from 'zod/mini';
import { fromDecimal, fromMinorUnits, MoneyError, type Money } from '../commerce/money.js';
import { MAX_PRICE_MINOR, MAX_SKU_LENGTH } from '../commerce/limits.js';
import { productType, type Product, type Variant } from '../commerce/product.js';
import type { SubscriptionPlan } from '../commerce/subscription.js';

const o = z.optional;

function makeSchema() {
  const amount = z.custom<number | { currency: string; value: string | number }>(
    (v) =>
      (typeof v === 'number' && Number.isInteger(v)) ||
      (!!v &&
        typeof v === 'object' &&
        typeof (v as { currency?: unknown }).currency === 'string' &&
        ['string', 'number'].includes(typeof (v as { value?: unknown }).value)),
    { message: 'expected minor units or { currency, value }' },
  );
  const measure = z.custom<number>((v) => typeof v === 'number' && v >= 0 && Number.isFinite(v), {
    message: 'expected a number from 0',
  });
  const variant = z.looseObject({
    price: amount,
    salePrice: o(amount),
    onSale: o(z.boolean()),
    qtyInStock: o(z.number()),
    unlimited: o(z.boolean()),
    sku: o(z.string()),
    optionValues: o(z.array(z.unknown())),
    // Not in the spec (it names only the units): the platform's own fields, so its JSON works.
    shippingWeight: o(z.looseObject({ value: measure })),
    shippingSize: o(z.looseObject({ len: o(measure), width: o(measure), height: o(measure) })),
  });
  return z.looseObject({
    productType: z.custom<string | number>((v) => productType(v) !== undefined, { message: 'expected a product type' }),
    currency: o(z.string()),
    variants: o(z.array(variant)),
    priceCents: o(z.number()),
    salePriceCents: o(z.number()),
    onSale: o(z.boolean()),
    subscriptionPlan: o(
      z.looseObject({
        billingPeriod: z.looseObject({ value: z.number(), unit: z.string() }),
        numBillingCycles: o(z.nullable(z.number())),
      }),
    ),
  });
}

let schema: ReturnType<typeof makeSchema> | undefined;

export interface ProductData {
  product: Product;
  plan?: SubscriptionPlan;
}

/** What went wrong: where, and what was expected. */
export class ProductDataError extends Error {
  override name = 'ProductDataError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Length × width × height, when all three are given. */
function sizeOf(s?: { len?: number; width?: number; height?: number }): Variant['size'] {
  const all = s && [s.len, s.width, s.height];
  return all?.every((n) => n !== undefined) ? (all as [number, number, number]) : undefined;
}

/** Reads a product; `currency` is that of amounts in minor units when the product names none.
 * A ProductDataError names the first field that does not fit (a price above the limit too). */
export function readProduct(raw: unknown, currency: string): ProductData {
  if (!raw || typeof raw !== 'object') throw new ProductDataError('', 'expected an object');
  const nested = (raw as { structuredContent?: unknown }).structuredContent;
  const merged = nested && typeof nested === 'object' ? { ...raw, ...nested } : raw;
  const result = (schema ??= makeSchema()).safeParse(merged);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new ProductDataError(issue.path.join('.'), issue.message);
  }
  const data = result.data;
  const code = data.currency ?? currency;
  const money = (value: number | { currency: string; value: string | number }, path: string): Money => {
    try {
      const m = typeof value === 'number' ? fromMinorUnits(code, value) : fromDecimal(value.currency, value.value);
      if (m.minor < 0n || m.minor > MAX_PRICE_MINOR) throw new MoneyError(`expected 0 to ${MAX_PRICE_MINOR} minor units`);
      return m;
    } catch (error) {
      throw new ProductDataError(path, (error as Error).message);
    }
  };
  const type = productType(data.productType)!;
  const variants: Variant[] = (data.variants ?? []).map((v, i) => {
    if (v.sku && v.sku.length > MAX_SKU_LENGTH)
      throw new ProductDataError(`variants.${i}.sku`, `expected at most ${MAX_SKU_LENGTH} characters`);
    return {
      price: money(v.price, `variants.${i}.price`),
      salePrice: v.salePrice === undefined ? undefined : money(v.salePrice, `variants.${i}.salePrice`),
      onSale: v.onSale,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
      weight: v.shippingWeight?.value,
      size: sizeOf(v.shippingSize),
    };
  });
  // A digital product's price is its own (no variants), and it never runs out.
  if (!variants.length && data.priceCents !== undefined)
    variants.push({
      price: money(data.priceCents, 'priceCents'),
      salePrice: data.salePriceCents === undefined ? undefined : money(data.salePriceCents, 'salePriceCents'),
      onSale: data.onSale,
      unlimited: true,
    });
  if (!variants.length) throw new ProductDataError('variants', 'expected at least one variant with a price');
  const first = variants[0].price.currency;
  variants.forEach((v, i) => {
    if ([v.price, v.salePrice].some((m) => m && m.currency !== first))
      throw new ProductDataError(`variants.${i}`, `expected every price in ${first}`);
  });
  const plan = data.subscriptionPlan as SubscriptionPlan | undefined;
  return { product: { type, variants }, plan };
}
