// Money: a currency code and an amount in minor units, exact (a bigint: 0.1 + 0.2 never
// shows in a price), and its display (spec 000 §3 "Money", §5, §9 "Currency display"; 001
// §3 "Commerce currency list", §9 "Currency formatting: zero fractions optionally trimmed").
import { fill } from '../i18n/format.js';
import { money as text } from '../i18n/en/money.js';

/** Thrown for a currency outside the store's list, an amount that is not one, an amount
 * too large to show, a free price without its label, and a comparison across currencies. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

const NBSP = '\u00a0';

// Each currency of the store: its minor-unit digits (the spec's: COP and IDR have two, which
// CLDR counts as none), its symbol as en-US shows it, and its native display, `#` standing
// for the amount. The symbols and where they stand are CLDR's (test/unit/commerce checks
// them against Intl.NumberFormat); the separators are always the spec's '.' and ','.
const CURRENCIES = {
  EUR: [2, '€', `#${NBSP}€`],
  USD: [2, '$', '$#'],
  AUD: [2, 'A$', '$#'],
  NOK: [2, 'NOK', `#${NBSP}kr`],
  CAD: [2, 'CA$', '$#'],
  NZD: [2, 'NZ$', '$#'],
  DKK: [2, 'DKK', `#${NBSP}kr.`],
  GBP: [2, '£', '£#'],
  HKD: [2, 'HK$', '$#'],
  CHF: [2, 'CHF', `CHF${NBSP}#`],
  MXN: [2, 'MX$', '$#'],
  SGD: [2, 'SGD', '$#'],
  SEK: [2, 'SEK', `#${NBSP}kr`],
  CZK: [2, 'CZK', `#${NBSP}Kč`],
  ILS: [2, '₪', `#${NBSP}₪`],
  PHP: [2, '₱', '₱#'],
  RUB: [2, 'RUB', `#${NBSP}₽`],
  PLN: [2, 'PLN', `#${NBSP}zł`],
  THB: [2, 'THB', '฿#'],
  MYR: [2, 'MYR', `RM${NBSP}#`],
  ARS: [2, 'ARS', `$${NBSP}#`],
  BRL: [2, 'R$', `R$${NBSP}#`],
  COP: [2, 'COP', `$${NBSP}#`],
  IDR: [2, 'IDR', `Rp${NBSP}#`],
  INR: [2, '₹', '₹#'],
  ZAR: [2, 'ZAR', `R${NBSP}#`],
  JPY: [0, '¥', '￥#'],
} as const satisfies Record<string, readonly [digits: number, enUS: string, native: string]>;

/** The store's currencies (001 §3 "Commerce currency list"). */
export type CurrencyCode = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** A currency and an amount in its minor units (cents; yen for JPY). */
export interface Money {
  readonly currency: CurrencyCode;
  readonly minor: bigint;
}

export const isCurrencyCode = (code: unknown): code is CurrencyCode => typeof code === 'string' && Object.hasOwn(CURRENCIES, code);

function currencyOf(code: unknown): CurrencyCode {
  if (isCurrencyCode(code)) return code;
  throw new MoneyError(fill(text['money.unknownCurrency'], { currency: String(code), expected: CURRENCY_CODES.join(', ') }));
}

/** The currency's minor-unit digits: 2, or 0 for JPY. */
export const currencyDigits = (code: string): number => CURRENCIES[currencyOf(code)][0];

const notAnAmount = (amount: unknown) => new MoneyError(fill(text['money.notAnAmount'], { amount: String(amount) }));

/** Money from minor units (an integer: a number, a bigint or a string of digits). */
export function fromMinorUnits(currency: string, minor: number | bigint | string): Money {
  const code = currencyOf(currency);
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw notAnAmount(minor);
  if (typeof minor === 'string' && !/^-?\d+$/.test(minor.trim())) throw notAnAmount(minor);
  return { currency: code, minor: BigInt(typeof minor === 'string' ? minor.trim() : minor) };
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Money from an amount in major units, a decimal string ('12.50') or a number, read as
 * written (`String(n)`) and rounded half away from zero to the currency's digits: 0.1 + 0.2
 * is 0.30, never 0.30000000000000004. */
export function fromDecimal(currency: string, amount: string | number): Money {
  const code = currencyOf(currency);
  const written = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount;
  const m = typeof written === 'string' ? DECIMAL.exec(written.trim()) : null;
  if (!m || (!m[2] && !m[3])) throw notAnAmount(amount);
  const [, sign, whole = '', fraction = '', exponent = '0'] = m;
  // The digits as one integer and the power of ten that places its point.
  const digits = BigInt(whole + fraction || '0');
  const shift = Number(exponent) - fraction.length + CURRENCIES[code][0];
  if (Math.abs(shift) > 400) throw notAnAmount(amount);
  let minor: bigint;
  if (shift >= 0) minor = digits * 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    minor = digits / unit + (2n * (digits % unit) >= unit ? 1n : 0n);
  }
  return { currency: code, minor: sign === '-' ? -minor : minor };
}

/** The amount in major units as a plain decimal string ('1234.50'; '-3'), for machines. */
export function toDecimal({ currency, minor }: Money): string {
  const digits = CURRENCIES[currency][0];
  const abs = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  return `${minor < 0n ? '-' : ''}${whole}${digits ? `.${abs.slice(-digits)}` : ''}`;
}

/** Orders two amounts of one currency (negative, 0, positive); a MoneyError across currencies. */
export function compareMoney(a: Money, b: Money): number {
  if (a.currency !== b.currency) throw new MoneyError(fill(text['money.mixedCurrencies'], { a: a.currency, b: b.currency }));
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export interface MoneyFormat {
  /** 'en-US' (default): A$, CA$, €, £, HK$, $ and the code for the rest, before the amount;
   * 'native': the symbol and place of the currency's home (kr, Kč, zł, R$). */
  symbols?: 'en-US' | 'native';
  /** Drops a fraction of zeros: $5 rather than $5.00. */
  trimZeroFraction?: boolean;
}

/** The amount as a visitor reads it: '.' before the fraction, ',' between thousands, at most
 * 15 integer places (a MoneyError beyond: never a wrong number), e.g. 'A$1,234.50',
 * '1,234.50 kr'. */
export function formatMoney(value: Money, { symbols = 'en-US', trimZeroFraction = false }: MoneyFormat = {}): string {
  const [, enUS, native] = CURRENCIES[currencyOf(value.currency)];
  const decimal = toDecimal(value);
  const negative = decimal.startsWith('-');
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split('.') as [string, string?];
  if (whole.length > 15) throw new MoneyError(fill(text['money.tooLarge'], { amount: decimal }));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const amount = fraction && !(trimZeroFraction && /^0+$/.test(fraction)) ? `${grouped}.${fraction}` : grouped;
  // A code (NOK) is set apart from the amount; a sign ($, A$) is not.
  const pattern = symbols === 'native' ? native : /[A-Z]$/.test(enUS) ? `${enUS}${NBSP}#` : `${enUS}#`;
  return `${negative ? '-' : ''}${pattern.replace('#', amount)}`;
}

/** A price: the money formatted, or for a zero amount the free label, which a free price
 * needs (spec 000 §5: a MoneyError without one). */
export function formatPrice(value: Money, { freeLabel, ...format }: MoneyFormat & { freeLabel?: string } = {}): string {
  if (value.minor !== 0n) return formatMoney(value, format);
  if (!freeLabel) throw new MoneyError(text['money.freeWithoutLabel']);
  return freeLabel;
}
