// Money (spec 000 §3 "Money", §5 free label, §9 "Currency display"; 001 §3 "Commerce currency
// list", §9 "Currency formatting"): minor units, exact decimals, display in both modes.
import { describe, it, expect } from 'vitest';
import {
  CURRENCY_CODES,
  compareMoney,
  currencyDigits,
  formatMoney,
  formatPrice,
  fromDecimal,
  fromMinorUnits,
  MoneyError,
  toDecimal,
  type CurrencyCode,
} from '../../../src/commerce/money.js';

const NBSP = '\u00a0';
const TWO_DIGITS = 'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR'.split(' ');
const usd = (minor: number | bigint) => fromMinorUnits('USD', minor);

describe('currencies (000 §3, 001 §3)', () => {
  it('the commerce currency list: 26 currencies with two minor-unit digits, JPY with none', () => {
    expect(TWO_DIGITS).toHaveLength(26);
    expect([...CURRENCY_CODES].sort()).toEqual([...TWO_DIGITS, 'JPY'].sort());
    for (const code of TWO_DIGITS) expect(currencyDigits(code), code).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('an unknown code is a clear error (ours), wherever it comes in', () => {
    const message = /^XBT is not a currency of the store \(expected one of EUR, USD, .*JPY\)\.$/;
    expect(() => currencyDigits('XBT')).toThrow(message);
    expect(() => fromMinorUnits('XBT', 1)).toThrow(MoneyError);
    expect(() => fromDecimal('XBT', '1')).toThrow(message);
    expect(() => fromMinorUnits('usd', 1), 'codes are upper case, as the spec writes them').toThrow(MoneyError);
    expect(() => formatMoney({ currency: 'XBT' as CurrencyCode, minor: 1n })).toThrow(message);
  });
});

describe('building money', () => {
  it('from minor units, divided by ten to the power of the digits', () => {
    expect(toDecimal(usd(12345))).toBe('123.45');
    expect(toDecimal(usd(5))).toBe('0.05');
    expect(toDecimal(usd(-5))).toBe('-0.05');
    expect(toDecimal(fromMinorUnits('JPY', 1234))).toBe('1234');
    expect(toDecimal(fromMinorUnits('EUR', '99999999999999999'))).toBe('999999999999999.99');
    expect(fromMinorUnits('EUR', 7n).minor).toBe(7n);
  });

  it('minor units must be an integer', () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53, '12a', '', '1.0']) {
      expect(() => fromMinorUnits('USD', bad), String(bad)).toThrow(MoneyError);
    }
    expect(() => fromMinorUnits('USD', 1.5)).toThrow('1.5 is not an amount of money.');
  });

  it('from a decimal, exactly: 0.1 + 0.2 is 0.30, rounded half away from zero to the digits', () => {
    expect(fromDecimal('USD', 0.1 + 0.2).minor).toBe(30n);
    expect(fromDecimal('USD', '12.5').minor).toBe(1250n);
    expect(fromDecimal('USD', 1.005).minor, 'as written, not as the float 1.00499…').toBe(101n);
    expect(fromDecimal('USD', '-2.345').minor).toBe(-235n);
    expect(fromDecimal('USD', '2.344').minor).toBe(234n);
    expect(fromDecimal('JPY', '1234.5').minor).toBe(1235n);
    expect(fromDecimal('USD', '.5').minor).toBe(50n);
    expect(fromDecimal('USD', '+3.').minor).toBe(300n);
    expect(fromDecimal('USD', 1e3).minor).toBe(100000n);
    expect(fromDecimal('USD', '1e-7').minor).toBe(0n);
    expect(fromDecimal('EUR', '999999999999999.99').minor).toBe(99999999999999999n);
  });

  it('a decimal that is not one is a clear error', () => {
    for (const bad of ['', '.', 'abc', '1,234.50', '12 000', 'e5', '1e', Number.NaN, Infinity, '1e999999']) {
      expect(() => fromDecimal('USD', bad), String(bad)).toThrow(MoneyError);
    }
    expect(() => fromDecimal('USD', '1,234.50')).toThrow('1,234.50 is not an amount of money.');
  });

  it('compares amounts of one currency; across currencies it is an error', () => {
    expect(compareMoney(usd(100), usd(99))).toBe(1);
    expect(compareMoney(usd(-1), usd(0))).toBe(-1);
    expect(compareMoney(usd(5), fromDecimal('USD', '0.05'))).toBe(0);
    expect(() => compareMoney(usd(1), fromMinorUnits('EUR', 1))).toThrow('Cannot compare USD with EUR: the currencies differ.');
  });
});

describe('currency display (000 §9)', () => {
  it("decimal separator '.', thousands separator ',' at every boundary", () => {
    const shown = [0, 5, 99999, 100000, 123456789, 100000000000].map((minor) => formatMoney(usd(minor)));
    expect(shown).toEqual(['$0.00', '$0.05', '$999.99', '$1,000.00', '$1,234,567.89', '$1,000,000,000.00']);
    expect(formatMoney(usd(-123450))).toBe('-$1,234.50');
    expect(formatMoney(fromMinorUnits('JPY', 1234567))).toBe('¥1,234,567');
  });

  it('at most 15 integer places: 15 are shown exactly, 16 are an error, never a wrong number', () => {
    expect(formatMoney(fromMinorUnits('USD', 99999999999999999n))).toBe('$999,999,999,999,999.99');
    expect(formatMoney(fromMinorUnits('JPY', 999999999999999n))).toBe('¥999,999,999,999,999');
    expect(formatMoney(fromMinorUnits('USD', -99999999999999999n))).toBe('-$999,999,999,999,999.99');
    expect(() => formatMoney(fromMinorUnits('USD', 100000000000000000n))).toThrow(
      '1000000000000000.00 has more than 15 integer places: it cannot be shown.',
    );
    expect(() => formatMoney(fromMinorUnits('JPY', 1000000000000000n))).toThrow(MoneyError);
  });

  it("en-US shows A$, CA$, €, £, HK$ and $ before the amount; other currencies by their code (ours: Intl's en-US)", () => {
    const at = (code: string) => formatMoney(fromMinorUnits(code, 123450));
    expect(['AUD', 'CAD', 'EUR', 'GBP', 'HKD', 'USD'].map(at)).toEqual([
      'A$1,234.50',
      'CA$1,234.50',
      '€1,234.50',
      '£1,234.50',
      'HK$1,234.50',
      '$1,234.50',
    ]);
    expect(at('NOK')).toBe(`NOK${NBSP}1,234.50`);
  });

  it('native mode shows local symbols: kr, Kč, zł and R$, where the currency’s home puts them', () => {
    const native = (code: string) => formatMoney(fromMinorUnits(code, 123450), { symbols: 'native' });
    expect(['NOK', 'CZK', 'PLN', 'BRL'].map(native)).toEqual([
      `1,234.50${NBSP}kr`,
      `1,234.50${NBSP}Kč`,
      `1,234.50${NBSP}zł`,
      `R$${NBSP}1,234.50`,
    ]);
    expect(formatMoney(fromMinorUnits('EUR', -500), { symbols: 'native' })).toBe(`-5.00${NBSP}€`);
  });

  it('zero fractions optionally trimmed (001 §9); other fractions always shown', () => {
    expect(formatMoney(usd(500), { trimZeroFraction: true })).toBe('$5');
    expect(formatMoney(usd(550), { trimZeroFraction: true })).toBe('$5.50');
    expect(formatMoney(usd(500))).toBe('$5.00');
    expect(formatMoney(fromMinorUnits('NOK', 100000), { symbols: 'native', trimZeroFraction: true })).toBe(`1,000${NBSP}kr`);
  });

  it('a free price requires a free label (000 §5), otherwise an error is raised', () => {
    expect(formatPrice(usd(0), { freeLabel: 'Free' })).toBe('Free');
    expect(() => formatPrice(usd(0))).toThrow(MoneyError);
    expect(() => formatPrice(usd(0), { freeLabel: '' })).toThrow('A free price is shown by its free label, and none was given.');
    expect(formatPrice(usd(1999), { freeLabel: 'Free' })).toBe('$19.99');
    expect(formatPrice(usd(1999))).toBe('$19.99');
  });
});

// The symbols and where they stand are CLDR's, as Intl.NumberFormat has them: en-US's for the
// en-US mode, the currency's home locale's narrow symbol for the native one. The separators
// are the spec's whatever the locale, so only what is around the number is compared.
const HOME: Record<CurrencyCode, string> = {
  EUR: 'de-DE',
  USD: 'en-US',
  AUD: 'en-AU',
  NOK: 'nb-NO',
  CAD: 'en-CA',
  NZD: 'en-NZ',
  DKK: 'da-DK',
  GBP: 'en-GB',
  HKD: 'zh-HK',
  CHF: 'de-CH',
  MXN: 'es-MX',
  SGD: 'en-SG',
  SEK: 'sv-SE',
  CZK: 'cs-CZ',
  ILS: 'he-IL',
  PHP: 'fil-PH',
  RUB: 'ru-RU',
  PLN: 'pl-PL',
  THB: 'th-TH',
  MYR: 'ms-MY',
  ARS: 'es-AR',
  BRL: 'pt-BR',
  COP: 'es-CO',
  IDR: 'id-ID',
  INR: 'hi-IN',
  ZAR: 'en-ZA',
  JPY: 'ja-JP',
};
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
/** Intl's display of 1234.5 with the number as '#' (its separators are not the spec's) and
 * without bidi marks (he-IL's). */
function intlShape(locale: string, currency: string, display: 'symbol' | 'narrowSymbol'): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1234.5);
  return parts
    .map((p) => (NUMBER_PARTS.has(p.type) ? '#' : p.value))
    .join('')
    .replace(/#+/, '#')
    .replace(/[\u200e\u200f]/g, '');
}
const ourShape = (code: CurrencyCode, symbols: 'en-US' | 'native') =>
  formatMoney(fromMinorUnits(code, 123450), { symbols }).replace(/[\d.,]+/, '#');

describe('every currency of the list in both modes, against Intl.NumberFormat', () => {
  for (const code of CURRENCY_CODES) {
    it(`${code}: en-US and native symbols and places match Intl's`, () => {
      expect(ourShape(code, 'en-US')).toBe(intlShape('en-US', code, 'symbol'));
      expect(ourShape(code, 'native')).toBe(intlShape(HOME[code], code, 'narrowSymbol'));
    });
  }

  it("minor-unit digits match Intl's, except COP and IDR, which the spec gives two (Intl: none); the spec wins", () => {
    const differing = CURRENCY_CODES.filter(
      (code) =>
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits !==
        currencyDigits(code),
    );
    expect(differing).toEqual(['COP', 'IDR']);
  });
});
