import { html, nothing, svg, type PropertyDeclarations, type TemplateResult } from 'lit';
import { cartCountBadge, cartCountText } from '../../commerce/cart.js';
import { formatMoney, type Money } from '../../commerce/money.js';
import type { SettingValues } from '../../contract/settings.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { store as storeText } from '../../i18n/en/store.js';
import { safeUrl } from '../../model/safe-url.js';
import { onCartChange, type CartState } from '../../services/cart.js';
import { BlockElement } from '../block-element.js';
import { moneyFormat } from '../money-settings.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type CartIndicatorSettings } from './ss-cart-indicator.settings.js';
import { styles } from './ss-cart-indicator.styles.js';

const ICON = svg`<path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3" /><circle cx="9.5" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" />`;

/**
 * @tag ss-cart-indicator
 * @summary The visitor's cart in the site header: its item count and subtotal, a link to the cart page, updated in every tab.
 *
 * @csspart link - The link to the cart page.
 * @csspart icon - The cart icon.
 * @csspart count - The item count ('7', '100+').
 * @csspart subtotal - The subtotal.
 *
 * @cssprop [--ss-cart-indicator-color=currentColor] - The icon's and text's color.
 * @cssprop [--ss-cart-indicator-badge-background=#1a1a1a] - The count's background.
 * @cssprop [--ss-cart-indicator-badge-color=#fff] - The count's color.
 */
export class SsCartIndicator extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. `attribute: false` as well, for the
   * manifest analyzer, which reads `state: true` as an attribute. */
  static override properties: PropertyDeclarations = {
    ...settingProperties(settings),
    cart: { state: true, attribute: false },
    announced: { state: true, attribute: false },
  };

  private readonly texts = new LocaleController(this);
  /** The page's cart as last told (services/cart.ts). */
  private cart: CartState = { status: 'uninitialised' };
  /** What the live region says: the new count after a change, never the first reading. */
  private announced = '';
  private stop?: () => void;
  private readonly badMoney = new Set<string>();

  /** True once the cart was read: the count and subtotal show. */
  get initialised(): boolean {
    return this.cart.status === 'ready';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stop = onCartChange((state) => this.take(state));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop?.();
    this.stop = undefined;
  }

  protected override render(): TemplateResult {
    const { cart } = this;
    const ready = cart.status === 'ready';
    const count = ready ? (cart.cart?.totalQuantity ?? 0) : 0;
    const subtotal = ready && this.subtotal && cart.cart ? this.money(cart.cart.subtotalAmount) : undefined;
    const label = !ready
      ? this.texts.t(storeText, 'store.cartName')
      : subtotal
        ? this.texts.t(storeText, 'store.cartNameWithSubtotal', { count: cartCountText(count), subtotal })
        : cartCountText(count);
    // Named by its text, not aria-label: the visible count and subtotal are drawn for sight,
    // and the name says them as sentences (a label unlike the visible text fails WCAG 2.5.3).
    return html`<a part="link" href=${safeUrl(this.href) ?? nothing}
        ><svg part="icon" viewBox="0 0 24 24" aria-hidden="true">${ICON}</svg
        ><span part="count" class=${ready ? 'count' : 'count pending'} aria-hidden="true">${ready ? cartCountBadge(count) : '0'}</span
        >${subtotal ? html`<span part="subtotal" aria-hidden="true">${subtotal}</span>` : nothing}<span class="sr">${label}</span></a
      ><span class="sr" role="status">${this.announced}</span>`;
  }

  private take(state: CartState): void {
    const before = this.cart;
    this.cart = state;
    if (before.status !== 'ready' || state.status !== 'ready') return;
    const was = before.cart?.totalQuantity ?? 0;
    const now = state.cart?.totalQuantity ?? 0;
    if (was !== now) this.announced = cartCountText(now);
  }

  /** The subtotal as the settings write it; an amount it cannot write is left out, and said once. */
  private money(amount: Money): string | undefined {
    try {
      return formatMoney(amount, moneyFormat(this));
    } catch (error) {
      const message = (error as Error).message;
      if (!this.badMoney.has(message)) console.error(`[ss-cart-indicator] ${message}`);
      this.badMoney.add(message);
      return undefined;
    }
  }
}

/** The settings' properties, typed from their declaration (`ss-cart-indicator.settings.ts`). */
export interface SsCartIndicator extends SettingValues<CartIndicatorSettings> {}
