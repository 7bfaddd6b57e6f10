// <ss-product-price> (spec 001 §3 "Product", "Subscription plan"; §4 "Sales state"; §9
// "Commerce and limits": 'from {startingPrice}', the subscription and installment texts). The
// element, its markup and the screen-reader wording of a sale are ours.
import { expect, fixture } from '@open-wc/testing';
import '../../../../src/blocks/ss-product-price/ss-product-price.js';
import type { SsProductPrice } from '../../../../src/blocks/ss-product-price/ss-product-price.js';
import { expectAccessible, roleAndName } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { switchTo } from '../../i18n/locale.js';
import { siteContextWith } from '../../services/telemetry/helpers.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';

const usd = (value: string) => ({ currency: 'USD', value });
const product = (p: Record<string, unknown>) => JSON.stringify(p).replace(/'/g, '&#39;');

async function mount(data: Record<string, unknown> | undefined, attrs = '', text = '$1.00'): Promise<SsProductPrice> {
  const json = data ? ` data-block-json='${product(data)}'` : '';
  const el = await fixture<SsProductPrice>(`<ss-product-price${json} ${attrs}>${text}</ss-product-price>`);
  await el.updateComplete;
  return el;
}

const part = (el: SsProductPrice, names: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(
    names
      .split(' ')
      .map((name) => `[part~="${name}"]`)
      .join(''),
  );
/** What a screen reader hears: the accessible text of the price line. */
const heard = (el: SsProductPrice) => roleAndName(part(el, 'base')!)[1];
const seen = (el: SsProductPrice, name: string) => part(el, name)?.textContent?.trim();

describe('ss-product-price', () => {
  afterEach(() => switchTo('en'));

  it('one price: the price alone, no badge', async () => {
    const el = await mount({ productType: 'physical', variants: [{ price: usd('25.00'), qtyInStock: 3 }] });
    expect(seen(el, 'current')).to.equal('$25.00');
    expect(part(el, 'badge')).to.equal(null);
    await expectAccessible(el, 'one price');
  });

  it("variants at different prices: 'from' the lowest current price", async () => {
    const el = await mount({
      productType: 'service',
      variants: [
        { price: usd('60.00'), unlimited: true },
        { price: usd('240.00'), salePrice: usd('45.00'), onSale: true, unlimited: true },
      ],
    });
    expect(seen(el, 'current')).to.equal('from $45.00');
    expect(part(el, 'original'), 'a range strikes nothing').to.equal(null);
    expect(seen(el, 'badge sale')).to.equal('Sale');
  });

  it('on sale: the original struck, announced as such; a Sale badge for a physical product', async () => {
    const el = await mount({
      productType: 'physical',
      variants: [{ price: usd('40.00'), salePrice: usd('30.00'), onSale: true, qtyInStock: 2 }],
    });
    expect(part(el, 'original')!.localName).to.equal('s');
    expect(seen(el, 'original')).to.equal('$40.00');
    expect(seen(el, 'current')).to.equal('$30.00');
    expect(heard(el)).to.equal('Original price: $40.00 Sale price: $30.00 Sale');
    await expectAccessible(el, 'on sale');
  });

  it('a digital product on sale has no badge (physical or service only) and is never sold out', async () => {
    const el = await mount({ productType: 'digital', priceCents: 900, salePriceCents: 500, onSale: true });
    expect(seen(el, 'current')).to.equal('$5.00');
    expect(seen(el, 'original')).to.equal('$9.00');
    expect(part(el, 'badge')).to.equal(null);
  });

  it('sold out when no variant is unlimited or has stock above zero; sold out wins over sale', async () => {
    const el = await mount({
      productType: 'physical',
      variants: [
        { price: usd('10'), qtyInStock: 0, onSale: true, salePrice: usd('8') },
        { price: usd('10'), qtyInStock: -1 },
      ],
    });
    expect(seen(el, 'badge sold-out')).to.equal('Sold out');
    expect(part(el, 'badge sale')).to.equal(null);
    await expectAccessible(el, 'sold out');
  });

  it("a price of zero shows the free label: 'Free', or free-label", async () => {
    const data = { productType: 'digital', priceCents: 0 };
    expect(seen(await mount(data), 'current')).to.equal('Free');
    expect(seen(await mount(data, 'free-label="No charge"'), 'current')).to.equal('No charge');
  });

  it("a subscription's period: 'renews every month', 'every 2 weeks for 6 payments'", async () => {
    const plan = (value: number, unit: string, numBillingCycles?: number) => ({
      productType: 'service',
      variants: [{ price: usd('12'), unlimited: true }],
      subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles },
    });
    expect(seen(await mount(plan(1, 'MONTH')), 'subscription')).to.equal('renews every month');
    expect(seen(await mount(plan(2, 'WEEK', 6)), 'subscription')).to.equal('every 2 weeks for 6 payments');
    expect(seen(await mount(plan(1, 'YEAR', 1)), 'subscription')).to.equal('every year for 1 payment');
  });

  it('the installment offer: the price in equal payments rounded up, or the bound it is outside', async () => {
    const data = (value: string) => ({ productType: 'physical', variants: [{ price: usd(value), unlimited: true }] });
    const bounds = 'installments="4" installments-min="35" installments-max="1000"';
    expect(seen(await mount(data('100.01'), bounds), 'installments')).to.equal('4 interest-free payments of $25.01');
    expect(seen(await mount(data('20'), bounds), 'installments')).to.equal('available for orders over $35.00');
    expect(seen(await mount(data('1000.01'), bounds), 'installments')).to.equal('available for orders up to $1,000.00');
    expect(part(await mount(data('100')), 'installments'), 'no offer unless asked').to.equal(null);
  });

  it('money as the settings write it; minor units in the element’s currency', async () => {
    const el = await mount({ productType: 1, variants: [{ price: 125000 }] }, 'currency="SEK" symbols="native" trim-zero-fraction');
    expect(seen(el, 'current')).to.equal('1,250\u00a0kr');
  });

  it('the product property takes precedence over the block’s data', async () => {
    const el = await mount({ productType: 1, variants: [{ price: 100 }] });
    el.product = { productType: 'physical', variants: [{ price: usd('7.50'), unlimited: true }] };
    await el.updateComplete;
    expect(seen(el, 'current')).to.equal('$7.50');
  });

  it('without a product, the markup’s own text shows', async () => {
    const el = await mount(undefined, '', '$19.00');
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
    expect(el.textContent).to.equal('$19.00');
  });

  it('a product that cannot be read keeps the markup’s text, is marked skipped, and names the field', async () => {
    const { result: el, messages } = await captureConsole('error', () =>
      mount({ productType: 'physical', variants: [{ price: '12' }] }, '', '$12.00'),
    );
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
    expect(el.hasAttribute('data-ss-skipped')).to.equal(true);
    expect(messages.map((m) => m[0])).to.deep.equal([
      '[ss-blocks] product variants.0.price: expected minor units or { currency, value }; its markup is kept.',
    ]);
  });

  it("JSON that cannot be parsed: the block's message, the markup's text", async () => {
    const { result: el, messages } = await captureConsole('error', async () => {
      const e = await fixture<SsProductPrice>(`<ss-product-price data-block-json="{oops">$3.00</ss-product-price>`);
      await e.updateComplete;
      return e;
    });
    expect(el.hasAttribute('data-ss-skipped')).to.equal(true);
    expect(el.textContent).to.equal('$3.00');
    expect(String(messages[0]![0])).to.contain('product price');
  });

  it('ours: with show-measurements, the shared weight and size in the store’s units, said in words', async () => {
    const shipped = { shippingWeight: { value: 1.2 }, shippingSize: { len: 30, width: 20, height: 8 } };
    const data = { productType: 'physical', variants: [{ price: usd('5'), qtyInStock: 1, ...shipped }] };
    expect(part(await mount(data), 'measurements'), 'not unless asked').to.equal(null);
    try {
      siteContextWith({ storeSettings: { measurementStandard: 2 } });
      const metric = await mount(data, 'show-measurements');
      const shown = [...part(metric, 'measurements')!.children].map((m) => m.querySelector('[aria-hidden]')!.textContent);
      expect(shown).to.deep.equal(['1.2 kg', '30 × 20 × 8 cm']);
      expect(roleAndName(part(metric, 'measurements')!)[1]).to.equal('1.2 kilograms 30 centimeters × 20 centimeters × 8 centimeters');
      await expectAccessible(metric, 'measurements');
      const imperial = await mount(data, 'show-measurements measurement-standard="imperial"');
      expect(seen(imperial, 'measurements')).to.contain('1.2 lbs').and.contain('30 × 20 × 8″');
    } finally {
      document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
      resetSiteContext();
    }
  });

  it('in French, and right to left', async () => {
    await switchTo('fr');
    const el = await mount({
      productType: 'service',
      variants: [
        { price: usd('10'), unlimited: true },
        { price: usd('20'), unlimited: true },
      ],
    });
    expect(seen(el, 'current')).to.equal('à partir de $10.00');
    el.dir = 'rtl';
    await expectAccessible(el, 'rtl');
  });
});
