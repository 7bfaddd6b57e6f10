// A product as a published page shows it: its type, its sales state and its price (spec 001
// §3 "Product", §4 "Sales state", §9 "Commerce and limits").
import { commerce } from '../i18n/en/commerce.js';
import { t } from '../i18n/translator.js';
import { entryName } from '../model/enumerations/lookup.js';
import { PRODUCT_TYPES, UNIT_SYSTEMS, type ProductType } from '../model/enumerations/products.js';
import { compareMoney, formatMoney, type Money, type MoneyFormat } from './money.js';

/** A type from its name ('physical', 'GIFT_CARD', 'gift card') or its number; undefined for
 * anything else. */
export const productType = (value: unknown): ProductType | undefined => entryName(PRODUCT_TYPES, value);

export interface Variant {
  price: Money;
  salePrice?: Money;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  /** Its shipping weight, in the store's weight unit. */
  weight?: number;
  /** Its shipping size: length, width and height, in the store's dimension unit. */
  size?: readonly [number, number, number];
}

export interface Product {
  type: ProductType;
  variants: readonly Variant[];
}

/** Sold out when no variant is unlimited or has stock above zero; digital never is. */
export const isSoldOut = ({ type, variants }: Product): boolean =>
  type !== 'digital' && !variants.some((v) => v.unlimited || (v.qtyInStock ?? 0) > 0);

/** On sale, for a physical product or a service, when any variant is. */
export const isOnSale = ({ type, variants }: Product): boolean =>
  (type === 'physical' || type === 'service') && variants.some((v) => v.onSale);

/** What a variant costs now: its sale price while on sale (when it has one). */
const current = (v: Variant): Money => (v.onSale && v.salePrice ? v.salePrice : v.price);

/** The price a product shows: its lowest current price, `from` it when its variants' prices
 * differ; the original price (to strike) when its one price is a sale price. */
export interface PriceDisplay {
  price: Money;
  from: boolean;
  original?: Money;
}

/** The product's price display; undefined without variants. */
export function priceDisplay(product: Product): PriceDisplay | undefined {
  const prices = product.variants.map(current);
  if (!prices.length) return undefined;
  const price = prices.reduce((low, p) => (compareMoney(p, low) < 0 ? p : low));
  const from = prices.some((p) => compareMoney(p, price) !== 0);
  // Ours: a range of prices shows its lowest with 'from', never a struck price beside it.
  const sale = from ? undefined : product.variants.find((v) => v.onSale && v.salePrice);
  return sale && compareMoney(sale.price, price) > 0 ? { price, from, original: sale.price } : { price, from };
}

/** The display as text: 'from $10.00', or the price alone. */
export const priceText = ({ price, from }: PriceDisplay, format?: MoneyFormat): string =>
  from ? t(commerce, 'commerce.fromPrice', { startingPrice: formatMoney(price, format) }) : formatMoney(price, format);

/** The units a product's weight and size are given in, by the store's measurement standard
 * (imperial 1, metric 2). */
export function measurementUnits(standard: unknown): { weight: 'lbs' | 'kg'; dimension: '″' | 'cm' } {
  const metric = standard === UNIT_SYSTEMS.metric || (typeof standard === 'string' && standard.trim().toLowerCase() === 'metric');
  return metric ? { weight: 'kg', dimension: 'cm' } : { weight: 'lbs', dimension: '″' };
}

/** A product's weight and size as its page shows them: '2.5 lbs', '12 × 8 × 3″' (metric: 'kg',
 * 'cm'), each with its words for a screen reader ('2.5 pounds'). Only what every variant shares:
 * a product whose variants differ shows none (which one would it be?). */
export interface Measurement {
  text: string;
  spoken: string;
}

export function measurementTexts({ variants }: Product, standard: unknown, locale: string): Measurement[] {
  const metric = measurementUnits(standard).weight === 'kg';
  const format = (n: number, unit?: string) =>
    n.toLocaleString(locale, { maximumFractionDigits: 2, ...(unit && { style: 'unit', unit, unitDisplay: 'long' }) });
  const shared = <K extends 'weight' | 'size'>(key: K): Variant[K] => {
    const [first, ...rest] = variants.map((v) => v[key]);
    return rest.every((v) => String(v) === String(first)) ? first : undefined;
  };
  const weight = shared('weight');
  const size = shared('size');
  const unit = metric ? 'centimeter' : 'inch';
  return [
    ...(weight === undefined
      ? []
      : [{ text: `${format(weight)} ${metric ? 'kg' : 'lbs'}`, spoken: format(weight, metric ? 'kilogram' : 'pound') }]),
    ...(size
      ? [{ text: size.map((n) => format(n)).join(' × ') + (metric ? ' cm' : '″'), spoken: size.map((n) => format(n, unit)).join(' × ') }]
      : []),
  ];
}

export { MAX_PRICE_MINOR, MAX_SKU_LENGTH, generatedSku } from './limits.js';
