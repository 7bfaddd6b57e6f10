// How the store's elements write money, declared once for each of them (commerce/money.ts).
import { bool, oneOf } from '../contract/settings.js';
import type { MoneyFormat } from '../commerce/money.js';

export const moneySettings = {
  /** `en-US` writes A$, CA$, €, £, HK$, $ before the amount (and the code for other currencies); `native` writes each currency as at
   * home (`1,234.50 kr`, `R$1,234.50`). */
  symbols: oneOf(['en-US', 'native'], 'en-US', { keys: [] }),
  /** Drops a fraction of zeros: `$5` rather than `$5.00`. */
  trimZeroFraction: bool(false, { keys: [] }),
};

/** The format of an element's settings. */
export const moneyFormat = (el: { symbols: MoneyFormat['symbols']; trimZeroFraction: boolean }): MoneyFormat => ({
  symbols: el.symbols,
  trimZeroFraction: el.trimZeroFraction,
});
