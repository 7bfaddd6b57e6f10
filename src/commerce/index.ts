// `ss-blocks/commerce`: the store's pure logic, for a bundler or a server: money, its
// display and the store's currencies.
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
