// A product as the price element reads it (spec 001 §3 "Product": variants with price,
// salePrice, onSale, qtyInStock, unlimited; digital products' priceCents, salePriceCents;
// "Subscription plan"; §9 max price 100000000 minor units). The two price shapes and the
// errors' wording are ours.
import { describe, expect, it } from 'vitest';
import { fromDecimal, fromMinorUnits } from '../../../src/commerce/money.js';
import { ProductDataError, readProduct } from '../../../src/contract/product.js';

const fails = (raw: unknown, currency = 'USD'): ProductDataError => {
  try {
    readProduct(raw, currency);
  } catch (error) {
    expect(error).toBeInstanceOf(ProductDataError);
    return error as ProductDataError;
  }
  throw new Error('read');
};

describe('readProduct', () => {
  it('a price in minor units is in the product’s currency, else the one given; money is read as written', () => {
    const { product } = readProduct(
      { productType: 'physical', variants: [{ price: 1250 }, { price: { currency: 'USD', value: '9.99' } }] },
      'USD',
    );
    expect(product.type).toBe('physical');
    expect(product.variants.map((v) => v.price)).toEqual([fromMinorUnits('USD', 1250), fromDecimal('USD', '9.99')]);
    expect(readProduct({ productType: 2, currency: 'JPY', variants: [{ price: 500 }] }, 'USD').product.variants[0].price).toEqual(
      fromMinorUnits('JPY', 500),
    );
  });

  it('the fields may sit in structuredContent, as on the platform’s items; the plan is kept', () => {
    const plan = { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 };
    const data = readProduct(
      { structuredContent: { productType: 'SERVICE', variants: [{ price: 100, onSale: true, salePrice: 80 }] }, subscriptionPlan: plan },
      'EUR',
    );
    expect(data.product).toEqual({
      type: 'service',
      variants: [
        {
          price: fromMinorUnits('EUR', 100),
          salePrice: fromMinorUnits('EUR', 80),
          onSale: true,
          qtyInStock: undefined,
          unlimited: undefined,
        },
      ],
    });
    expect(data.plan).toEqual(plan);
  });

  it('a digital product’s own price is one unlimited variant', () => {
    const { product } = readProduct({ productType: 'digital', priceCents: 500, salePriceCents: 300, onSale: true }, 'GBP');
    expect(product.variants).toEqual([
      { price: fromMinorUnits('GBP', 500), salePrice: fromMinorUnits('GBP', 300), onSale: true, unlimited: true },
    ]);
  });

  it('a price of 100,000,000 minor units is read; one more, or below zero, names the field', () => {
    expect(readProduct({ productType: 1, variants: [{ price: 100_000_000 }] }, 'USD').product.variants[0].price.minor).toBe(100_000_000n);
    expect(fails({ productType: 1, variants: [{ price: 1 }, { price: 100_000_001 }] })).toMatchObject({ path: 'variants.1.price' });
    expect(fails({ productType: 1, variants: [{ price: -1 }] })).toMatchObject({ path: 'variants.0.price' });
  });

  it('what cannot be read names its field: type, price shape, currency, no price, prices in two currencies', () => {
    expect(fails({ productType: 'boat', variants: [{ price: 1 }] })).toMatchObject({
      path: 'productType',
      message: 'expected a product type',
    });
    expect(fails({ productType: 1, variants: [{ price: '12' }] })).toMatchObject({
      path: 'variants.0.price',
      message: 'expected minor units or { currency, value }',
    });
    expect(fails({ productType: 1, variants: [{ price: 12.5 }] }).path).toBe('variants.0.price');
    expect(fails({ productType: 1, variants: [{ price: { currency: 'XXX', value: '1' } }] }).path).toBe('variants.0.price');
    expect(fails({ productType: 1, variants: [] })).toMatchObject({ path: 'variants' });
    expect(fails({ productType: 1, variants: [{ price: 100 }, { price: { currency: 'EUR', value: '1' } }] })).toMatchObject({
      path: 'variants.1',
      message: 'expected every price in USD',
    });
    expect(fails({ productType: 1, variants: [{ price: 1, sku: 'S'.repeat(61) }] }).path, 'SKU length 60').toBe('variants.0.sku');
    expect(readProduct({ productType: 1, variants: [{ price: 1, sku: 'S'.repeat(60) }] }, 'USD').product.variants).toHaveLength(1);
    expect(fails(null).path).toBe('');
    expect(fails({ productType: 1, variants: [{ price: 1 }] }, 'ABC').path).toBe('variants.0.price');
  });

  it('ours: a variant’s shipping weight and size as the platform writes them; a negative or missing measure', () => {
    const read = (v: Record<string, unknown>) => readProduct({ productType: 1, variants: [{ price: 1, ...v }] }, 'USD').product.variants[0];
    expect(read({ shippingWeight: { unit: 'KILOGRAM', value: 2.5 } }).weight).toBe(2.5);
    expect(read({ shippingWeight: { unit: 'POUND', value: 0 } }).weight).toBe(0);
    expect(read({ shippingSize: { unit: 'INCH', len: 12, width: 8, height: 3 } }).size).toEqual([12, 8, 3]);
    expect(read({ shippingSize: { width: 8, height: 3 } }).size, 'without its length: no size').toBe(undefined);
    expect(fails({ productType: 1, variants: [{ price: 1, shippingWeight: { value: -1 } }] })).toMatchObject({
      path: 'variants.0.shippingWeight.value',
    });
    expect(fails({ productType: 1, variants: [{ price: 1, shippingSize: { len: 1, width: 'x', height: 1 } }] }).path).toBe(
      'variants.0.shippingSize.width',
    );
  });
});
