// `ss-blocks/commerce`: money and its display, for a bundler or a server. (The store's texts,
// products and cart in this folder are the elements' own.)
export {
  CURRENCY_CODES,
  compareMoney,
  currencyDigits,
  formatMoney,
  formatPrice,
  fromDecimal,
  fromMinorUnits,
  isCurrencyCode,
  MoneyError,
  toDecimal,
  type CurrencyCode,
  type Money,
  type MoneyFormat,
} from './money.js';
