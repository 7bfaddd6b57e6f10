// Products, subscriptions, installments and the cart count (spec 001 §3 "Product",
// "Subscription plan", §4 "Sales state", §9 "Commerce and limits"), each at its boundaries,
// in English and in French.
import { afterEach, describe, expect, it } from 'vitest';
import { fromDecimal, fromMinorUnits, type Money } from '../../../src/commerce/money.js';
import {
  generatedSku,
  isOnSale,
  isSoldOut,
  MAX_PRICE_MINOR,
  MAX_SKU_LENGTH,
  measurementTexts,
  measurementUnits,
  priceDisplay,
  priceText,
  productType,
  type Product,
  type Variant,
} from '../../../src/commerce/product.js';
import type { ProductType } from '../../../src/model/enumerations.js';
import { billingUnit, subscriptionText } from '../../../src/commerce/subscription.js';
import { cartCountBadge, cartCountText, installmentText } from '../../../src/commerce/cart.js';
import { registerMessages, setLocale } from '../../../src/i18n/index.js';
import { fr } from '../../../src/i18n/fr/index.js';

const usd = (amount: string): Money => fromDecimal('USD', amount);
const variant = (price: string, more: Partial<Variant> = {}): Variant => ({ price: usd(price), ...more });
const product = (type: ProductType, ...variants: Variant[]): Product => ({ type, variants });

afterEach(() => setLocale('en'));

describe('product types (001 §3)', () => {
  it('the numeric enumeration: physical 1, digital 2, service 3, gift card 4, paywall 5', () => {
    expect([1, 2, 3, 4, 5].map(productType)).toEqual(['physical', 'digital', 'service', 'gift card', 'paywall']);
    expect(['PHYSICAL', 'gift card', 'GIFT_CARD', ' Service '].map(productType)).toEqual(['physical', 'gift card', 'gift card', 'service']);
    expect([0, 6, 'toy', null, undefined, '__proto__'].map(productType)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('sales state (001 §4)', () => {
  it('sold out when no variant is unlimited or has stock above zero', () => {
    expect(isSoldOut(product('physical', variant('1', { qtyInStock: 0 }), variant('1')))).toBe(true);
    expect(isSoldOut(product('physical', variant('1', { qtyInStock: 0 }), variant('1', { qtyInStock: 1 })))).toBe(false);
    expect(isSoldOut(product('service', variant('1', { qtyInStock: 0, unlimited: true })))).toBe(false);
    expect(isSoldOut(product('physical'))).toBe(true);
  });

  it('digital is never sold out', () => {
    expect(isSoldOut(product('digital', variant('1', { qtyInStock: 0 })))).toBe(false);
    expect(isSoldOut(product('digital'))).toBe(false);
  });

  it('on sale for physical or service when any variant is; never for the other types', () => {
    const some = [variant('2'), variant('2', { onSale: true, salePrice: usd('1') })];
    expect(isOnSale(product('physical', ...some))).toBe(true);
    expect(isOnSale(product('service', ...some))).toBe(true);
    for (const type of ['digital', 'gift card', 'paywall'] as const) expect(isOnSale(product(type, ...some)), type).toBe(false);
    expect(isOnSale(product('physical', variant('2'), variant('3')))).toBe(false);
  });
});

describe('price display (001 §9)', () => {
  it("'from {startingPrice}' when variant prices differ: the lowest current price", () => {
    const display = priceDisplay(product('service', variant('30'), variant('20'), variant('25')))!;
    expect(display).toEqual({ price: usd('20'), from: true });
    expect(priceText(display)).toBe('from $20.00');
    // A sale price is the current one: it can make the prices differ, and be the lowest.
    const sale = priceDisplay(product('physical', variant('30'), variant('30', { onSale: true, salePrice: usd('18') })))!;
    expect(priceText(sale)).toBe('from $18.00');
    expect(sale.original, 'ours: a range shows no struck price').toBe(undefined);
  });

  it('one price: shown alone; on sale, the sale price with the original to strike', () => {
    expect(priceDisplay(product('physical', variant('19.99'), variant('19.99')))).toEqual({ price: usd('19.99'), from: false });
    const sale = priceDisplay(product('physical', variant('30', { onSale: true, salePrice: usd('20') })))!;
    expect(sale).toEqual({ price: usd('20'), from: false, original: usd('30') });
    expect(priceText(sale)).toBe('$20.00');
    expect(priceDisplay(product('physical', variant('30', { onSale: false, salePrice: usd('20') })))).toEqual({
      price: usd('30'),
      from: false,
    });
    expect(priceDisplay(product('physical'))).toBe(undefined);
  });

  it('in French, the same money with the French words', () => {
    registerMessages('fr', fr);
    setLocale('fr');
    expect(priceText(priceDisplay(product('service', variant('30'), variant('20')))!)).toBe('à partir de $20.00');
  });
});

describe('units and limits (001 §3, §9)', () => {
  it('weight and dimensions by the measurement standard: imperial 1 (lbs, ″), metric 2 (kg, cm)', () => {
    expect(measurementUnits(1)).toEqual({ weight: 'lbs', dimension: '″' });
    expect(measurementUnits('IMPERIAL')).toEqual({ weight: 'lbs', dimension: '″' });
    expect(measurementUnits(2)).toEqual({ weight: 'kg', dimension: 'cm' });
    expect(measurementUnits('metric')).toEqual({ weight: 'kg', dimension: 'cm' });
  });

  it('ours: the weight and size every variant shares, in the units of the standard, with words for a screen reader', () => {
    const sized = (weight?: number, size?: [number, number, number]) => variant('1', { weight, size });
    expect(measurementTexts(product('physical', sized(2.5, [12, 8, 3.25])), 1, 'en')).toEqual([
      { text: '2.5 lbs', spoken: '2.5 pounds' },
      { text: '12 × 8 × 3.25″', spoken: '12 inches × 8 inches × 3.25 inches' },
    ]);
    expect(measurementTexts(product('physical', sized(1.2, [30, 20, 8]), sized(1.2, [30, 20, 8])), 'metric', 'en')).toEqual([
      { text: '1.2 kg', spoken: '1.2 kilograms' },
      { text: '30 × 20 × 8 cm', spoken: '30 centimeters × 20 centimeters × 8 centimeters' },
    ]);
    expect(measurementTexts(product('physical', sized(1.5)), 2, 'fr'), 'the locale’s numbers').toEqual([
      { text: '1,5 kg', spoken: '1,5\u00a0kilogramme' },
    ]);
    // Variants that differ show nothing of what differs; none given, nothing.
    expect(measurementTexts(product('physical', sized(1, [1, 1, 1]), sized(2, [1, 1, 1])), 1, 'en')).toEqual([
      { text: '1 × 1 × 1″', spoken: '1 inch × 1 inch × 1 inch' },
    ]);
    expect(measurementTexts(product('physical', sized(1), sized()), 1, 'en')).toEqual([]);
    expect(measurementTexts(product('physical', variant('1')), 1, 'en')).toEqual([]);
  });

  it("max price 100000000 minor units, SKU length 60, a generated SKU is 'SQ' and 7 digits", () => {
    expect(MAX_PRICE_MINOR).toBe(100000000n);
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(generatedSku(() => 0)).toBe('SQ0000000');
    expect(generatedSku(() => 0.9999999999)).toBe('SQ9999999');
    expect(generatedSku(() => 0.0123456)).toBe('SQ0123456');
    for (let i = 0; i < 50; i++) expect(generatedSku()).toMatch(/^SQ\d{7}$/);
  });
});

describe('subscription text (001 §3, §9)', () => {
  const plan = (value: number, unit: string, numBillingCycles?: number | null) =>
    subscriptionText({ billingPeriod: { value, unit }, numBillingCycles });

  it("one unit: 'renews every week/month/year'; 0 or no cycles means until cancelled", () => {
    expect([plan(1, 'WEEK'), plan(1, 'MONTH', 0), plan(1, 'YEAR', null)]).toEqual([
      'renews every week',
      'renews every month',
      'renews every year',
    ]);
  });

  it("more: 'every {n} weeks/months/years'", () => {
    expect([plan(2, 'WEEK'), plan(3, 'MONTH'), plan(10, 'YEAR')]).toEqual(['every 2 weeks', 'every 3 months', 'every 10 years']);
  });

  it("with cycles: 'for {p} payments' after the period, at 1 and 2 payments", () => {
    expect(plan(1, 'MONTH', 12)).toBe('every month for 12 payments');
    expect(plan(2, 'WEEK', 2)).toBe('every 2 weeks for 2 payments');
    expect(plan(1, 'YEAR', 1)).toBe('every year for 1 payment');
  });

  it('durations are in weeks, months or years: anything else has no text', () => {
    expect(['weeks', 'Month', 'YEARS', 'day', ''].map(billingUnit)).toEqual(['week', 'month', 'year', undefined, undefined]);
    expect([plan(1, 'DAY'), plan(0, 'MONTH'), plan(1.5, 'MONTH')]).toEqual([undefined, undefined, undefined]);
  });

  it('in French', () => {
    registerMessages('fr', fr);
    setLocale('fr');
    expect(plan(1, 'MONTH')).toBe('renouvelé chaque mois');
  });
});

describe('installment text (001 §9)', () => {
  const offer = { payments: 4, min: usd('35'), max: usd('1000') };

  it("'interest-free payments of {amount}': the total in 4, rounded up to the cent (ours)", () => {
    expect(installmentText(usd('100'), offer)).toBe('4 interest-free payments of $25.00');
    expect(installmentText(usd('100.01'), offer)).toBe('4 interest-free payments of $25.01');
    expect(installmentText(usd('35'), offer), 'at the minimum').toBe('4 interest-free payments of $8.75');
    expect(installmentText(usd('1000'), offer), 'at the maximum').toBe('4 interest-free payments of $250.00');
    expect(installmentText(fromMinorUnits('JPY', 10001), { payments: 4 })).toBe('4 interest-free payments of ¥2,501');
  });

  it("outside the offer: 'available for orders over {min}' or 'up to {max}'", () => {
    expect(installmentText(usd('34.99'), offer)).toBe('available for orders over $35.00');
    expect(installmentText(usd('1000.01'), offer)).toBe('available for orders up to $1,000.00');
  });
});

describe('cart count (001 §9): capped at 100+', () => {
  it("'One item in cart', '{n} items in cart' up to 100, 'More than 100 items in cart' beyond", () => {
    expect([0, 1, 2, 99, 100, 101, 5000].map(cartCountText)).toEqual([
      '0 items in cart',
      'One item in cart',
      '2 items in cart',
      '99 items in cart',
      '100 items in cart',
      'More than 100 items in cart',
      'More than 100 items in cart',
    ]);
    expect([0, 1, 99, 100, 101].map(cartCountBadge)).toEqual(['0', '1', '99', '100', '100+']);
  });
});
