// Every block's settings declaration, by tag (each element's `static settings`, imported from
// its *.settings.ts so the editor need not define the element to read it): the generic panel
// builds its fields from these.
import type { Settings } from '../../src/contract/settings.js';
import { settings as accordion } from '../../src/blocks/ss-accordion/ss-accordion.settings.js';
import { settings as announcementBar } from '../../src/blocks/ss-announcement-bar/ss-announcement-bar.settings.js';
import { settings as cartIndicator } from '../../src/blocks/ss-cart-indicator/ss-cart-indicator.settings.js';
import { settings as booking } from '../../src/blocks/ss-booking/ss-booking.settings.js';
import { settings as confirm } from '../../src/blocks/ss-confirm/ss-confirm.settings.js';
import { settings as form } from '../../src/blocks/ss-form/ss-form.settings.js';
import { settings as gallery } from '../../src/blocks/ss-gallery/ss-gallery.settings.js';
import { settings as lightbox } from '../../src/blocks/ss-lightbox/ss-lightbox.settings.js';
import { settings as map } from '../../src/blocks/ss-map/ss-map.settings.js';
import { settings as memberPricing } from '../../src/blocks/ss-member-pricing/ss-member-pricing.settings.js';
import { settings as menu } from '../../src/blocks/ss-menu/ss-menu.settings.js';
import { settings as popup } from '../../src/blocks/ss-popup/ss-popup.settings.js';
import { settings as productPrice } from '../../src/blocks/ss-product-price/ss-product-price.settings.js';
import { settings as video } from '../../src/blocks/ss-video/ss-video.settings.js';

const DECLARATIONS: Record<string, Settings> = {
  'ss-accordion': accordion,
  'ss-announcement-bar': announcementBar,
  'ss-booking': booking,
  'ss-cart-indicator': cartIndicator,
  'ss-confirm': confirm,
  'ss-form': form,
  'ss-gallery': gallery,
  'ss-lightbox': lightbox,
  'ss-map': map,
  'ss-member-pricing': memberPricing,
  'ss-menu': menu,
  'ss-popup': popup,
  'ss-product-price': productPrice,
  'ss-video': video,
};

/** A block's settings declaration: its own module's, else a defined element class's
 * `static settings` (a block added later), else none. */
export function settingsOf(tag: string): Settings {
  return DECLARATIONS[tag] ?? (customElements.get(tag) as (CustomElementConstructor & { settings?: Settings }) | undefined)?.settings ?? {};
}
