// The shopping cart answer (spec 001 §3 "Shopping cart"): every field with its default,
// subtotalAmount zero USD; a bad field reported and defaulted, never the whole cart lost.
import { describe, it, expect } from 'vitest';
import { parseCart } from '../../../src/contract/cart.js';
import { fromDecimal, fromMinorUnits } from '../../../src/commerce/money.js';

describe('parseCart', () => {
  it('an empty answer is a cart with every default: numbers 0, lists empty, flags false, subtotal zero USD', () => {
    const { cart, problems } = parseCart({});
    expect(problems).toEqual([]);
    expect(cart).toEqual({
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
      subtotalAmount: fromMinorUnits('USD', 0),
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('keeps what the answer gives, the subtotal as exact money, and fields the spec does not name', () => {
    const { cart, problems } = parseCart({
      id: 'c1',
      websiteId: 'w1',
      created: 1700000000000,
      entries: [{ id: 'e1', quantity: 2 }],
      totalQuantity: 3,
      subtotalCents: 4550,
      subtotalAmount: { currency: 'EUR', value: '45.50' },
      requiresShipping: true,
      selectedShippingOption: { name: 'Post' },
      extra: 'kept',
    });
    expect(problems).toEqual([]);
    expect(cart).toMatchObject({
      id: 'c1',
      websiteId: 'w1',
      created: 1700000000000,
      entries: [{ id: 'e1', quantity: 2 }],
      totalQuantity: 3,
      subtotalCents: 4550,
      requiresShipping: true,
      selectedShippingOption: { name: 'Post' },
      extra: 'kept',
    });
    expect(cart!.subtotalAmount).toEqual(fromDecimal('EUR', '45.50'));
  });

  it('a field of the wrong type is reported and takes its default; the rest of the cart is kept', () => {
    const { cart, problems } = parseCart({ id: 'c1', totalQuantity: 'three', entries: {}, hasDigital: 'yes' });
    expect(problems.map((p) => p.path).sort()).toEqual(['entries', 'hasDigital', 'totalQuantity']);
    expect(cart).toMatchObject({ id: 'c1', totalQuantity: 0, entries: [], hasDigital: false });
  });

  it("a subtotal in a currency outside the store's, or not an amount: reported with the money's message, zero USD", () => {
    const bad = parseCart({ id: 'c1', subtotalAmount: { currency: 'XBT', value: '1' } });
    expect(bad.cart!.subtotalAmount).toEqual(fromMinorUnits('USD', 0));
    expect(bad.problems).toEqual([{ path: 'subtotalAmount', message: expect.stringMatching(/^XBT is not a currency of the store/) }]);
    const nan = parseCart({ subtotalAmount: { currency: 'USD', value: 'lots' } });
    expect(nan.problems).toEqual([{ path: 'subtotalAmount', message: 'lots is not an amount of money.' }]);
  });

  it('not an object: no cart', () => {
    for (const raw of [null, undefined, 'cart', [1], 3]) expect(parseCart(raw).cart, String(raw)).toBe(undefined);
  });
});
