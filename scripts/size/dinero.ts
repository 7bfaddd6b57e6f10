// Size report only (a peer): Dinero.js as a shop would use it for what src/commerce does:
// exact amounts (its bigint build) in the store's currencies, comparison, and the display
// through Intl.NumberFormat wrapped by hand.
import { toDecimal, type Dinero } from 'dinero.js/bigint';

export { compare, dinero } from 'dinero.js/bigint';
export {
  ARS,
  AUD,
  BRL,
  CAD,
  CHF,
  COP,
  CZK,
  DKK,
  EUR,
  GBP,
  HKD,
  IDR,
  ILS,
  INR,
  JPY,
  MXN,
  MYR,
  NOK,
  NZD,
  PHP,
  PLN,
  RUB,
  SEK,
  SGD,
  THB,
  USD,
  ZAR,
} from 'dinero.js/bigint/currencies';
export const format = (amount: Dinero<bigint>, locale = 'en-US') =>
  toDecimal(amount, ({ value, currency }) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code }).format(Number(value)),
  );
