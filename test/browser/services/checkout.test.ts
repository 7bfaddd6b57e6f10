// The store's checkout entry (services/checkout, spec 001 §2 "Checkout entry"): each route's
// address, the cart's checkout only with a cart (else the spec's alert), the top window
// inside the editor's frame, the markup way (`data-checkout`), and a checkout button's click
// census waited for, 2.5 s at most (spec 001 §5, §7 button-click, §9 "Census timeout
// 2500 ms"). The cart answers come from faults set for this file's page only, so the cart
// cookie other files use changes nothing here.
import { expect, fixture, html } from '@open-wc/testing';
import { setNavigationHandler } from '../../../src/contract/page.js';
import { resetCart, syncCart } from '../../../src/services/cart.js';
import {
  checkoutWindow,
  goToCheckout,
  goToDonate,
  goToGiftCard,
  goToSubscribe,
  startCheckoutLinks,
  stopCheckoutLinks,
} from '../../../src/services/checkout.js';
import { startPageHelpers } from '../../../src/services/start.js';
import { provideElementLoaders } from '../../../src/services/elements/on-demand.js';
import { elements } from '../../../src/autoload/elements.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import { captureConsole } from '../helpers/console.js';
import { expectAccessible } from '../helpers/a11y.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { fault, clearFaults } from '../blocks/ss-form/helpers.js';
import { frames, mark, received, resetAll, siteContextWith, takeTurns } from './telemetry/helpers.js';

// As on a page with the autoloader: the alert loads <ss-confirm> from its map.
provideElementLoaders(elements);
// The census's consent cookies and outbox are the origin's: take turns with other files.
takeTurns();

const CART = '/api/commerce/cart';
const CLICK = '/api/census/button-click';
const NO_CART = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

interface Navigation {
  url: string;
  newWindow: boolean;
  target: Window;
}
let navigations: Navigation[] = [];
let restore: ReturnType<typeof setNavigationHandler>;

/** The store's answer to the cart read, for this page's requests. */
const cartAnswer = (cart: Record<string, unknown> | null) => fault({ path: CART, status: 200, json: { cart }, times: 1 });
const A_CART = { id: 'c1', totalQuantity: 1, entries: [{ id: 'e1', productId: 'tide-tables', quantity: 1 }] };

const alerts = () => [...document.querySelectorAll('body > ss-confirm')] as SsConfirm[];
const part = (el: SsConfirm, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
async function shownAlert(): Promise<SsConfirm> {
  await waitUntil(() => alerts().length === 1, 'the alert shows');
  const el = alerts()[0]!;
  await el.updateComplete;
  return el;
}
const alertText = (el: SsConfirm) => part(el, 'message').textContent!.trim();

/** A click as a visitor makes it, and whether it reached the window prevented (which then
 * prevents it, so that no test follows a link's href). */
function click(el: HTMLElement, init: MouseEventInit = {}): { prevented: () => boolean } {
  let prevented = false;
  const win = el.ownerDocument.defaultView!;
  const seen = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  win.addEventListener('click', seen, { once: true });
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  return { prevented: () => prevented };
}

describe('services/checkout', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;

  // For the whole file: a navigation a broken checkout makes late is recorded, never made.
  before(() => (restore = setNavigationHandler((url, newWindow, target) => navigations.push({ url, newWindow, target }))));
  after(() => setNavigationHandler(restore));
  beforeEach(async () => {
    await resetAll();
    resetCart();
    navigations = [];
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    stopCheckoutLinks();
    alerts().forEach((a) => a.remove());
    await clearFaults(CART);
    await clearFaults(CLICK);
    resetCart();
    await resetAll();
  });

  describe('the routes (spec 001 §2)', () => {
    it('subscribe, donate and gift card go to their address, each query value encoded, in this window', async () => {
      expect(await goToSubscribe('tok/1 &=?#é')).to.equal(true);
      expect(await goToDonate('page one')).to.equal(true);
      expect(await goToGiftCard({ websiteId: 'w&1', giftCardProductId: 'g+1', sku: 'SQ 1234567' })).to.equal(true);
      expect(navigations.map((n) => n.url)).to.deep.equal([
        '/checkout/subscribe?cartToken=tok%2F1%20%26%3D%3F%23%C3%A9',
        '/checkout/donate?donatePageId=page%20one',
        '/checkout/giftcard?websiteId=w%261&giftCardProductId=g%2B1&sku=SQ%201234567',
      ]);
      for (const n of navigations) expect([n.newWindow, n.target]).to.deep.equal([false, window]);
      // What the server reads back is what was given.
      expect(new URL(navigations[0]!.url, location.href).searchParams.get('cartToken')).to.equal('tok/1 &=?#é');
    });

    it('the gift card: the sku only when given; the website id is the page’s by default (ours)', async () => {
      siteContextWith({ website: { id: 'site-9' } });
      await goToGiftCard({ giftCardProductId: 'g1' });
      await goToGiftCard({ giftCardProductId: 'g1', sku: '' });
      await goToGiftCard({ websiteId: 'w2', giftCardProductId: 'g1', sku: 'S1' });
      expect(navigations.map((n) => n.url)).to.deep.equal([
        '/checkout/giftcard?websiteId=site-9&giftCardProductId=g1',
        '/checkout/giftcard?websiteId=site-9&giftCardProductId=g1',
        '/checkout/giftcard?websiteId=w2&giftCardProductId=g1&sku=S1',
      ]);
    });

    it('a gift card sku of 60 characters goes; of 61, the console says so and the page stays (001 §9)', async () => {
      expect(await goToGiftCard({ websiteId: 'w', giftCardProductId: 'g', sku: 'S'.repeat(60) })).to.equal(true);
      const { messages, result } = await captureConsole('error', () =>
        goToGiftCard({ websiteId: 'w', giftCardProductId: 'g', sku: 'S'.repeat(61) }),
      );
      expect(await result).to.equal(false);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] checkout /checkout/giftcard: the sku is longer than 60 characters; the page stays.',
      ]);
      expect(navigations).to.have.length(1);
    });

    it('the cart’s checkout: /commerce/goto-checkout when the store has a cart', async () => {
      await cartAnswer(A_CART);
      expect(await goToCheckout()).to.equal(true);
      expect(navigations.map((n) => [n.url, n.newWindow, n.target])).to.deep.equal([['/commerce/goto-checkout', false, window]]);
    });

    it('the cart is read from the store at the call: one the page had but the store no longer has does not go (ours)', async () => {
      await cartAnswer(A_CART);
      expect((await syncCart()).status).to.equal('ready');
      await cartAnswer(null);
      expect(await goToCheckout()).to.equal(false);
      expect(alertText(await shownAlert())).to.equal(NO_CART);
      expect(navigations).to.deep.equal([]);
    });

    it("no cart: the alert shows the spec's text exactly, confirm-only with 'Okay', and the page stays", async () => {
      await cartAnswer(null);
      expect(await goToCheckout()).to.equal(false);
      const el = await shownAlert();
      expect(alertText(el)).to.equal(NO_CART);
      expect(el.confirmStyle).to.equal('confirm-only');
      expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Okay']);
      await expectAccessible(el);
      expect(navigations).to.deep.equal([]);
    });

    it("a minimum subtotal: below it, 'To check out, your order subtotal must be {subtotal} or more.' and the page stays; at it, it goes", async () => {
      const withSubtotal = (value: string) => ({ ...A_CART, subtotalAmount: { currency: 'USD', value } });
      await cartAnswer(withSubtotal('24.99'));
      expect(await goToCheckout({ minimumSubtotal: '25' })).to.equal(false);
      expect(alertText(await shownAlert())).to.equal('To check out, your order subtotal must be $25.00 or more.');
      expect(navigations).to.deep.equal([]);
      alerts().forEach((a) => a.remove());
      await cartAnswer(withSubtotal('25.00'));
      expect(await goToCheckout({ minimumSubtotal: '25' })).to.equal(true);
      expect(navigations.map((n) => n.url)).to.deep.equal(['/commerce/goto-checkout']);
    });

    it('the cart cannot be read: the alert says what to do (the cart’s own words), and the page stays (ours)', async () => {
      await fault({ path: CART, status: 500, times: 1 });
      expect(await goToCheckout()).to.equal(false);
      expect(alertText(await shownAlert())).to.equal('Please try again.');
      alerts().forEach((a) => a.remove());
      await fault({ path: CART, drop: 'before', times: 1 });
      expect(await goToCheckout()).to.equal(false);
      expect(alertText(await shownAlert())).to.equal('Please check your internet connection.');
      expect(navigations).to.deep.equal([]);
    });
  });

  describe('inside the site editor’s frame, the top window (spec 001 §2)', () => {
    let frame: HTMLIFrameElement;
    const home = location.href;
    const frameWindow = () => frame.contentWindow as Window & { navigations: { url: string; target: string }[]; ready?: boolean };
    async function load(src: string): Promise<void> {
      frame = Object.assign(document.createElement('iframe'), { src, title: 'page' });
      document.body.append(frame);
      await waitUntil(() => frameWindow()?.ready === true, 'the framed page started');
    }
    /** This page plays the editor: its path is under /config (the runner keeps its query). */
    const beTheEditor = () => history.replaceState(history.state, '', `/config/pages${location.search}`);
    afterEach(() => {
      frame?.remove();
      history.replaceState(history.state, '', home);
    });

    it('the window a navigation acts on: the top inside the editor’s frame, else the frame', async () => {
      await load('/test/fixtures/checkout-page.html');
      expect(checkoutWindow(frameWindow()) === frameWindow(), 'framed by a page that is not the editor').to.equal(true);
      beTheEditor();
      expect(checkoutWindow(frameWindow()) === window, 'in the editor’s frame').to.equal(true);
      expect(checkoutWindow(window) === window, 'the top itself').to.equal(true);
    });

    it('a top that cannot be reached (another origin): the frame itself', () => {
      const unreachable = {
        get location(): Location {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        },
      };
      const framed = { location: { pathname: '/shop' }, parent: { location: { pathname: '/config/pages' } }, top: unreachable };
      expect(checkoutWindow(framed as unknown as Window)).to.equal(framed);
    });

    it('a checkout link clicked in the editor’s frame sends the top there', async () => {
      beTheEditor();
      await load('/test/fixtures/checkout-page.html');
      click(frame.contentDocument!.getElementById('donate')!);
      await waitUntil(() => frameWindow().navigations.length === 1, 'navigated');
      expect(frameWindow().navigations).to.deep.equal([{ url: '/checkout/donate?donatePageId=page%20one%26two', target: 'top' }]);
    });

    it('in any other frame the frame goes, for real: the reference server’s page shows what arrived', async () => {
      await load('/test/fixtures/checkout-page.html?real');
      // Checked first: were it the top, this test page would be the one to go.
      expect(checkoutWindow(frameWindow()) === frameWindow(), 'the frame goes').to.equal(true);
      const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
      click(frame.contentDocument!.getElementById('donate')!);
      await loaded;
      expect(frame.contentWindow!.location.pathname + frame.contentWindow!.location.search).to.equal(
        '/checkout/donate?donatePageId=page%20one%26two',
      );
      expect(frame.contentDocument!.querySelector('dd')!.textContent).to.equal('page one&two');
      expect(location.href, 'this page stayed').to.equal(home);
    });
  });

  describe('the markup way: data-checkout links and buttons', () => {
    it('each route by its data-* parameters; the click is taken from the link', async () => {
      await cartAnswer(A_CART);
      siteContextWith({ website: { id: 'site-9' } });
      const page = await fixture<HTMLDivElement>(html`<div>
        <a id="cart" href="#cart" data-checkout="cart">Check out</a>
        <button id="sub" type="button" data-checkout="subscribe" data-cart-token="t 1"><span>Subscribe</span></button>
        <a id="donate" href="#donate" data-checkout="donate" data-donate-page-id="d1">Donate</a>
        <a id="gift" href="#gift" data-checkout="giftcard" data-gift-card-product-id="g1" data-sku="S1">Gift card</a>
      </div>`);
      startCheckoutLinks();
      const expected = [
        '/commerce/goto-checkout',
        '/checkout/subscribe?cartToken=t%201',
        '/checkout/donate?donatePageId=d1',
        '/checkout/giftcard?websiteId=site-9&giftCardProductId=g1&sku=S1',
      ];
      for (const [i, id] of ['cart', 'sub', 'donate', 'gift'].entries()) {
        // The subscribe button's text is clicked: the click reaches the button through it.
        const target = id === 'sub' ? page.querySelector<HTMLElement>('#sub span')! : page.querySelector<HTMLElement>(`#${id}`)!;
        const c = click(target);
        expect(c.prevented(), id).to.equal(true);
        await waitUntil(() => navigations.length === i + 1, id);
        expect(navigations[i]!.url).to.equal(expected[i]);
      }
    });

    it('a cart button without a cart shows the alert; nothing navigates', async () => {
      await cartAnswer(null);
      const el = await fixture<HTMLButtonElement>(html`<button type="button" data-checkout="cart">Check out</button>`);
      startCheckoutLinks();
      click(el);
      expect(alertText(await shownAlert())).to.equal(NO_CART);
      expect(navigations).to.deep.equal([]);
    });

    it('the page’s start loads the listener when the markup has a checkout link', async () => {
      const el = await fixture<HTMLButtonElement>(
        html`<button type="button" data-checkout="donate" data-donate-page-id="d2">Donate</button>`,
      );
      // The listener comes with the checkout's code, fetched by the start: seen as it is added.
      const add = document.addEventListener;
      let listening = false;
      document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
        if (args[0] === 'click') listening = true;
        add.apply(this, args);
      };
      try {
        startPageHelpers(document);
        await waitUntil(() => listening, 'the checkout listens');
      } finally {
        document.addEventListener = add;
      }
      click(el);
      await waitUntil(() => navigations.length > 0, 'the click was taken');
      expect(navigations.map((n) => n.url)).to.deep.equal(['/checkout/donate?donatePageId=d2']);
    });

    it('started twice, or clicked twice while the first waits: one navigation', async () => {
      await fault({ path: CART, status: 200, json: { cart: A_CART }, delay: 300, times: 1 });
      const el = await fixture<HTMLButtonElement>(html`<button type="button" data-checkout="cart">Check out</button>`);
      startCheckoutLinks();
      startCheckoutLinks();
      click(el);
      const second = click(el);
      expect(second.prevented(), 'the second click is still the checkout’s').to.equal(true);
      await waitUntil(() => navigations.length > 0, 'navigated');
      await new Promise((r) => requestAnimationFrame(r));
      expect(navigations.map((n) => n.url)).to.deep.equal(['/commerce/goto-checkout']);
      // Once it went, the next click goes again.
      await cartAnswer(A_CART);
      click(el);
      await waitUntil(() => navigations.length === 2, 'navigated again');
    });

    it('a link clicked with a modifier, or with another button, is left to the browser', async () => {
      const el = await fixture<HTMLAnchorElement>(html`<a href="#modifier" data-checkout="donate" data-donate-page-id="d1">Donate</a>`);
      startCheckoutLinks();
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }] as MouseEventInit[]) {
        expect(click(el, init).prevented(), JSON.stringify(init)).to.equal(false);
      }
      await new Promise((r) => requestAnimationFrame(r));
      expect(navigations).to.deep.equal([]);
    });
  });

  describe('a checkout button’s click census (spec 001 §5, §7, §9)', () => {
    it('is sent with the button’s fields, and the page leaves once it is answered, not before', async () => {
      // Time stands still: only the census's answer can let the page go.
      clock = installManualClock(window, { date: true });
      await cartAnswer(A_CART);
      await fault({ path: CLICK, delay: 300, times: 1 });
      const m = mark();
      const el = await fixture<HTMLButtonElement>(html`<button id=${m} type="button" data-checkout="cart">Check <b>out</b></button>`);
      startCheckoutLinks();
      click(el);
      await new Promise((r) => requestAnimationFrame(r));
      expect(navigations, 'waits for the census').to.deep.equal([]);
      // A frame at a time: waitUntil polls with the timers the manual clock holds.
      await frames(() => navigations.length === 1);
      expect(clock.now, 'no time passed on the page’s clock').to.equal(0);
      const [census] = (await received(CLICK)).filter((r) => (r.body as Record<string, string>).id === m);
      expect(census!.status).to.equal(204);
      expect(census!.body).to.deep.include({
        id: m,
        buttonText: 'Check out',
        clickthroughUrl: '/commerce/goto-checkout',
        newWindow: 'false',
      });
    });

    it('a census that hangs holds the page 2500 ms at most (manual clock)', async () => {
      clock = installManualClock(window, { date: true });
      // The server holds the census longer than this test may run: only the 2.5 s can end the wait.
      await fault({ path: CLICK, delay: 60_000, times: 1 });
      const el = await fixture<HTMLButtonElement>(
        html`<button type="button" data-checkout="donate" data-donate-page-id="d1">Donate</button>`,
      );
      startCheckoutLinks();
      click(el);
      await clock.advance(2499);
      expect(navigations, 'at 2499 ms').to.deep.equal([]);
      await clock.advance(1);
      await frames(() => navigations.length === 1, 60);
      expect(navigations[0]!.url).to.equal('/checkout/donate?donatePageId=d1');
    });

    it('a call without a button records nothing and leaves at once', async () => {
      clock = installManualClock(window, { date: true });
      await fault({ path: CLICK, delay: 10_000, times: 1 });
      const m = mark();
      expect(await goToDonate(m)).to.equal(true);
      expect(navigations.length).to.equal(1);
      expect((await received(CLICK)).filter((r) => JSON.stringify(r.body).includes(m))).to.deep.equal([]);
    });
  });

  describe('bad input', () => {
    it('a missing parameter: a console error naming it, and no navigation', async () => {
      const { messages } = await captureConsole('error', async () => {
        expect(await goToSubscribe('')).to.equal(false);
        expect(await goToDonate('  ')).to.equal(false);
        expect(await goToGiftCard({ giftCardProductId: 'g1' })).to.equal(false);
        expect(await goToGiftCard({ websiteId: 'w1', giftCardProductId: '' })).to.equal(false);
        expect(await goToDonate(undefined as unknown as string)).to.equal(false);
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] checkout /checkout/subscribe: cartToken is missing; the page stays.',
        '[ss-blocks] checkout /checkout/donate: donatePageId is missing; the page stays.',
        '[ss-blocks] checkout /checkout/giftcard: websiteId is missing; the page stays.',
        '[ss-blocks] checkout /checkout/giftcard: giftCardProductId is missing; the page stays.',
        '[ss-blocks] checkout /checkout/donate: donatePageId is missing; the page stays.',
      ]);
      expect(navigations).to.deep.equal([]);
    });

    it('markup without its parameter: the error, the click taken, no navigation; an unknown route is left to the page', async () => {
      const page = await fixture<HTMLDivElement>(html`<div>
        <a id="no-id" href="#no-id" data-checkout="donate">Donate</a>
        <a id="unknown" href="#unknown" data-checkout="basket">Basket</a>
      </div>`);
      startCheckoutLinks();
      let clicks: ReturnType<typeof click>[] = [];
      const { messages } = await captureConsole('error', async () => {
        clicks = [click(page.querySelector('#no-id')!), click(page.querySelector('#unknown')!)];
        await new Promise((r) => requestAnimationFrame(r));
      });
      expect(clicks.map((c) => c.prevented())).to.deep.equal([true, false]);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] checkout /checkout/donate: donatePageId is missing; the page stays.',
        '[ss-blocks] data-checkout="basket" is not cart, subscribe, donate or giftcard; ignored.',
      ]);
      expect(navigations).to.deep.equal([]);
    });
  });
});
