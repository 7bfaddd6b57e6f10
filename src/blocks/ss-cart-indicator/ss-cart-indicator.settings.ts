// The cart indicator's settings, declared once. The JSDoc of each is its documentation in the
// manifest and docs/elements.md. No JSON keys: the indicator is part of the site's header,
// not a block with data.
import { bool, str, named } from '../../contract/settings.js';
import { moneySettings } from '../money-settings.js';

export const settings = named({
  /** Where the indicator leads: the cart page. Only a web page or a path is followed. */
  href: str('/cart'),
  /** Shows the cart's subtotal beside the count (`subtotal="false"`: the count alone). */
  subtotal: bool(true),
  ...moneySettings,
});

export type CartIndicatorSettings = typeof settings;
