// The product price's settings, declared once. The JSDoc of each is its documentation in the
// manifest and docs/elements.md. The product itself is the block's data (its JSON) or the
// `product` property, so only the settings of how it is shown are read from that JSON.
import { bool, num, oneOf, str, named } from '../../contract/settings.js';
import { moneySettings } from '../money-settings.js';

export const settings = named({
  /** The currency of prices given in minor units (`1250`) when the product names none. Default: the store's currency (the site
   * context's `storeSettings.selectedCurrency`), else USD. */
  currency: str('', { keys: [] }),
  /** What a price of zero shows. Default: 'Free' in the page's language. */
  freeLabel: str(''),
  /** Shows the installment offer (Afterpay: 4 payments): the price divided into this many payments. 0: no offer. */
  installments: num(0, { keys: [], int: true, min: 0, max: 24 }),
  /** The smallest order the installment offer takes, in the price's currency (`35.00`); below it the offer says 'available for
   * orders over …'. */
  installmentsMin: str('', { keys: [] }),
  /** The largest order the installment offer takes (`1000.00`); above it the offer says 'available for orders up to …'. */
  installmentsMax: str('', { keys: [] }),
  /** Shows the product's shipping weight and size under the price ('2.5 lbs', '12 × 8 × 3″'), when every variant has the same:
   * the platform's `shippingWeight` and `shippingSize` of its variants. */
  showMeasurements: bool(false),
  /** The units of the weight and size: `imperial` (lbs, ″) or `metric` (kg, cm). Default: the store's measurement standard (the
   * site context's `storeSettings.measurementStandard`), else imperial. */
  measurementStandard: oneOf(['', 'imperial', 'metric'], '', { keys: [] }),
  ...moneySettings,
});

export type ProductPriceSettings = typeof settings;
