import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { installmentText } from '../../commerce/cart.js';
import { formatPrice, fromDecimal, type Money } from '../../commerce/money.js';
import { isOnSale, isSoldOut, measurementTexts, priceDisplay } from '../../commerce/product.js';
import { subscriptionText } from '../../commerce/subscription.js';
import { blockDataMessages } from '../../contract/block-data.js';
import { readProduct, type ProductData } from '../../contract/product.js';
import type { SettingValues } from '../../contract/settings.js';
import { siteContext } from '../../contract/site-context.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { commerce as text } from '../../i18n/en/commerce.js';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { moneyFormat } from '../money-settings.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type ProductPriceSettings } from './ss-product-price.settings.js';
import { styles } from './ss-product-price.styles.js';

/**
 * @tag ss-product-price
 * @summary A product's price as its store shows it: 'from' a range, a sale with the original struck, sold out, a subscription's
 *   period, an installment offer.
 *
 * @attr data-block-json - The product's JSON (also `data-props`, or a JSON island); the `product` property takes precedence.
 *
 * @slot - The markup's own price text: shown before the element is defined, without a product, and when the product cannot be read.
 *
 * @csspart base - The price line: the prices and the badge.
 * @csspart current - The price to pay ('$30.00', 'from $10.00').
 * @csspart original - The original price, struck, while on sale.
 * @csspart badge - 'Sale' or 'Sold out' (also `sale` or `sold-out`).
 * @csspart subscription - The subscription's period ('every 2 weeks for 6 payments').
 * @csspart installments - The installment offer.
 * @csspart measurements - The shipping weight and size (with `show-measurements`).
 *
 * @cssprop [--ss-product-price-original-color=#595959] - The struck original price's color.
 */
export class SsProductPrice extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('product price');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = { ...settingProperties(settings), product: { attribute: false } };

  /** The product (its JSON as an object): takes precedence over the block's data. */
  product?: unknown;

  private readonly texts = new LocaleController(this);
  private data?: ProductData;
  private readonly said = new Set<string>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('product') || changed.has('currency') || !this.hasUpdated) this.read();
  }

  protected override render(): TemplateResult {
    const data = this.data;
    if (!data) return html`<slot></slot>`;
    const display = priceDisplay(data.product)!;
    const format = { ...moneyFormat(this), freeLabel: this.freeLabel || this.texts.t(text, 'commerce.free') };
    const price = (m: Money) => formatPrice(m, format);
    const current = display.from ? this.texts.t(text, 'commerce.fromPrice', { startingPrice: price(display.price) }) : price(display.price);
    const original = display.original && price(display.original);
    const soldOut = isSoldOut(data.product);
    const badge = soldOut ? 'sold-out' : isOnSale(data.product) ? 'sale' : undefined;
    const plan = data.plan && subscriptionText(data.plan);
    const offer = this.installments ? this.offer(display.price) : undefined;
    const say = (id: 'commerce.originalPrice' | 'commerce.salePrice', price: string) =>
      html`<span class="sr">${this.texts.t(text, id, { price })}</span>`;
    // On sale, the struck and the current price are drawn for sight and said in words: a
    // screen reader does not announce a strikethrough. The spaces part what is said.
    const prices = original
      ? html`<s part="original" aria-hidden="true">${original}</s> ${say('commerce.originalPrice', original)}
          <span part="current" aria-hidden="true">${current}</span> ${say('commerce.salePrice', current)}`
      : html`<span part="current">${current}</span>`;
    const sizes = this.showMeasurements
      ? measurementTexts(data.product, this.measurementStandard || siteContext().storeSettings?.measurementStandard, this.texts.locale)
      : [];
    const label = badge && this.texts.t(text, badge === 'sale' ? 'commerce.onSale' : 'commerce.soldOut');
    return html`<div part="base" class="price">${prices} ${badge ? html`<span part="badge ${badge}">${label}</span>` : nothing}</div>
      ${plan ? html`<span part="subscription">${plan}</span>` : nothing}
      ${offer ? html`<span part="installments">${offer}</span>` : nothing}
      ${
        sizes.length
          ? html`<span part="measurements"
            >${sizes.map((m) => html`<span><span aria-hidden="true">${m.text}</span><span class="sr">${m.spoken}</span></span> `)}</span
          >`
          : nothing
      }`;
  }

  /** Reads the product: a product that cannot be read leaves the markup's own text, and says why. */
  private read(): void {
    const given = this.product !== undefined;
    const raw = given ? this.product : !this.skipped && Object.keys(this.blockData).length ? this.blockData : undefined;
    this.data = undefined;
    this.toggleAttribute('data-ss-skipped', this.skipped && !given);
    if (raw === undefined) return;
    try {
      this.data = readProduct(raw, this.currency || siteContext().storeSettings?.selectedCurrency || 'USD');
    } catch (error) {
      const { path, message } = error as { path?: string; message: string };
      this.sayOnce(this.texts.t(text, 'commerce.badProduct', { path: path || '(product)', message }));
      this.setAttribute('data-ss-skipped', '');
    }
  }

  /** The installment offer on the price; a bound that is no amount is left out, and said. */
  private offer(total: Money): string {
    const bound = (value: string, attribute: string): Money | undefined => {
      if (!value) return undefined;
      try {
        return fromDecimal(total.currency, value);
      } catch (error) {
        this.sayOnce(`[ss-product-price] ${attribute}: ${(error as Error).message}`);
        return undefined;
      }
    };
    const min = bound(this.installmentsMin, 'installments-min');
    const max = bound(this.installmentsMax, 'installments-max');
    return installmentText(total, { payments: this.installments, min, max }, moneyFormat(this));
  }

  /** Logs an error once for this element (it renders again on every change of language). */
  private sayOnce(message: string): void {
    if (!this.said.has(message)) console.error(message);
    this.said.add(message);
  }
}

/** The settings' properties, typed from their declaration (`ss-product-price.settings.ts`). */
export interface SsProductPrice extends SettingValues<ProductPriceSettings> {}
