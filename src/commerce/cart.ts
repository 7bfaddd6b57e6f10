// The cart as the indicator shows it (spec 001 §3 "Shopping cart", §9 "Cart count text":
// display capped at 100+), and the installment offer of a total (§9 "Installment text").
import { cart } from '../i18n/en/cart.js';
import { commerce } from '../i18n/en/commerce.js';
import { t } from '../i18n/translator.js';
import { compareMoney, formatMoney, type Money, type MoneyFormat } from './money.js';

/** The most items the indicator counts; beyond, 'More than 100 items in cart' and '100+'. */
export const CART_COUNT_CAP = 100;

/** 'One item in cart', '{n} items in cart', 'More than 100 items in cart'. */
export const cartCountText = (items: number): string =>
  items > CART_COUNT_CAP ? t(cart, 'cart.countCapped', { count: CART_COUNT_CAP }) : t(cart, 'cart.count', { count: items });

/** The count as the indicator draws it: '7', '100', '100+'. */
export const cartCountBadge = (items: number): string => (items > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(items));

export interface InstallmentOffer {
  /** How many payments (Afterpay: 4). */
  payments: number;
  /** The smallest and largest order the offer takes. */
  min?: Money;
  max?: Money;
}

/** The offer for a total: '4 interest-free payments of $2.50', or when the total is outside
 * the offer 'available for orders over $35.00' / 'up to $1,000.00'. Each payment is the
 * total divided, rounded up to the minor unit (ours: the payments never add up to less). */
export function installmentText(total: Money, { payments, min, max }: InstallmentOffer, format?: MoneyFormat): string {
  if (min && compareMoney(total, min) < 0) return t(commerce, 'commerce.installmentsOver', { amount: formatMoney(min, format) });
  if (max && compareMoney(total, max) > 0) return t(commerce, 'commerce.installmentsUpTo', { amount: formatMoney(max, format) });
  const n = BigInt(payments);
  const each: Money = { currency: total.currency, minor: (total.minor + n - 1n) / n };
  return t(commerce, 'commerce.installments', { count: payments, amount: formatMoney(each, format) });
}
