// The shopping cart as the store's API answers it (spec 001 §3 "Shopping cart"): checked
// with zod; a field of the wrong type is reported and takes its default, the rest is kept.
import * as z from 'zod/mini';
import { fromDecimal, type Money } from '../commerce/money.js';
import { parseLeniently, type Problem } from './lenient.js';

const o = z.optional;

function makeSchema() {
  const list = o(z.array(z.unknown()));
  const record = o(z.looseObject({}));
  const cents = o(z.number());
  const flag = o(z.boolean());
  return z.looseObject({
    id: o(z.string()),
    websiteId: o(z.string()),
    orderId: o(z.string()),
    created: o(z.number()),
    isPurchased: flag,
    entries: list,
    shippingOptions: list,
    applicableTaxRules: list,
    coupons: list,
    validCoupons: list,
    invalidCoupons: list,
    selectedShippingOption: record,
    shippingLocation: record,
    subtotalCents: cents,
    taxCents: cents,
    shippingCostCents: cents,
    discountCents: cents,
    grandTotalCents: cents,
    totalQuantity: cents,
    // Money as the store's API writes it, { currency: 'USD', value: '12.50' }: read below,
    // where a bad one gets the money's own message.
    subtotalAmount: record,
    hasDigital: flag,
    purelyDigital: flag,
    requiresShipping: flag,
  });
}

let schema: ReturnType<typeof makeSchema> | undefined;

type Read = z.infer<ReturnType<typeof makeSchema>>;

/** A cart with every field the spec names, each at its default where the answer left it out. */
export interface Cart extends Omit<Read, 'subtotalAmount'> {
  entries: unknown[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  isPurchased: boolean;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** The spec's defaults: numbers 0, lists empty, flags false (001 §3). */
const defaults = () => ({
  entries: [],
  shippingOptions: [],
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  isPurchased: false,
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
});

/** Reads a cart answer: the cart and the problems found (each field reported is at its
 * default). Not an object: undefined. */
export function parseCart(raw: unknown): { cart: Cart | undefined; problems: Problem[] } {
  const problems: Problem[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { cart: undefined, problems };
  const read = parseLeniently((schema ??= makeSchema()), raw, problems);
  if (!read) return { cart: undefined, problems };
  // No subtotal, or one that cannot be read (reported): $0.00.
  let subtotal: Money = { currency: 'USD', minor: 0n };
  const amount = read.subtotalAmount as { currency?: unknown; value?: unknown } | undefined;
  try {
    if (amount) subtotal = fromDecimal(String(amount.currency), typeof amount.value === 'number' ? amount.value : String(amount.value));
  } catch (error) {
    problems.push({ path: 'subtotalAmount', message: (error as Error).message });
  }
  return { cart: { ...defaults(), ...read, subtotalAmount: subtotal }, problems };
}
