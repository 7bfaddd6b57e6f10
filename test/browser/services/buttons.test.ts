// The button block's census (services/buttons, spec 001 §7 button-render and button-click:
// id, buttonText, clickthroughUrl, alignment, size, newWindow, context; §5 "Simple button
// clicks on external targets wait for tracking before navigating"; §9 census timeout 2500 ms),
// and the page's start that begins it on a page with a site context.
import { expect, fixture, html } from '@open-wc/testing';
import { setNavigationHandler } from '../../../src/contract/page.js';
import { startButtonCensus } from '../../../src/services/buttons.js';
import { startCheckoutLinks, stopCheckoutLinks } from '../../../src/services/checkout.js';
import { startPage } from '../../../src/services/start.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { fault, clearFaults } from '../blocks/ss-form/helpers.js';
import { frames, mark, received, resetAll, siteContextWith, takeTurns } from './telemetry/helpers.js';

// The census's consent cookies and outbox are the origin's: take turns with other files.
takeTurns();

const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';

type Body = Record<string, string>;
const bodies = async (path: string, m: string) =>
  (await received(path)).map((r) => r.body as Body).filter((b) => b.buttonText?.includes(m));

/** A published button block (the platform's markup). */
const block = (m: string, href: string, target = '') => html`
  <div class="sqs-block button-block sqs-block-button" id=${`block-${m}`}>
    <div class="sqs-block-content">
      <div class="sqs-block-button-container" data-alignment="center" data-button-size="large">
        <a href=${href} target=${target} class="sqs-block-button-element--large sqs-button-element--primary sqs-block-button-element"
          >Visit ${m}</a
        >
      </div>
    </div>
  </div>
`;

/** A click as a visitor makes it; the window prevents it after, so that no test follows a link. */
function click(el: HTMLElement, init: MouseEventInit = {}): { prevented: () => boolean } {
  let prevented = false;
  const seen = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', seen, { once: true });
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  return { prevented: () => prevented };
}

describe('services/buttons', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  let stop: (() => void) | undefined;
  let navigations: string[] = [];
  let restore: ReturnType<typeof setNavigationHandler>;

  before(() => (restore = setNavigationHandler((url) => navigations.push(url))));
  after(() => setNavigationHandler(restore));
  beforeEach(async () => {
    await resetAll();
    navigations = [];
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    stop?.();
    stop = undefined;
    await clearFaults(CLICK);
    await resetAll();
  });

  it('records each button’s render census once, with the spec’s fields', async () => {
    const m = mark();
    await fixture(html`<div>${block(m, '/shop')}${block(`${m}b`, 'https://example.com/x', '_blank')}</div>`);
    stop = startButtonCensus();
    startButtonCensus(); // a second start changes nothing
    await frames(async () => (await bodies(RENDER, m)).length === 2);
    const [first, second] = await bodies(RENDER, m);
    expect(first).to.deep.include({
      id: `block-${m}`,
      buttonText: `Visit ${m}`,
      clickthroughUrl: '/shop',
      alignment: 'center',
      size: 'large',
      newWindow: 'false',
      context: 'block',
    });
    expect([second!.clickthroughUrl, second!.newWindow]).to.deep.equal(['https://example.com/x', 'true']);
  });

  it('a plain click that leaves the site waits for its click census: the page goes once it is answered', async () => {
    clock = installManualClock(window, { date: true });
    await fault({ path: CLICK, delay: 300, times: 1 });
    const m = mark();
    const el = await fixture(block(m, 'https://example.com/away'));
    stop = startButtonCensus();
    const { prevented } = click(el.querySelector('a')!);
    expect(prevented(), 'the link does not go by itself').to.equal(true);
    await new Promise((r) => requestAnimationFrame(r));
    expect(navigations, 'waits for the census').to.deep.equal([]);
    await frames(() => navigations.length === 1);
    expect(navigations).to.deep.equal(['https://example.com/away']);
    expect(clock.now, 'no time passed on the page’s clock').to.equal(0);
    expect((await bodies(CLICK, m))[0]).to.deep.include({ clickthroughUrl: 'https://example.com/away', newWindow: 'false' });
  });

  it('a census that hangs holds an external click 2500 ms at most (manual clock)', async () => {
    clock = installManualClock(window, { date: true });
    await fault({ path: CLICK, delay: 60_000, times: 1 });
    const el = await fixture(block(mark(), 'https://example.com/slow'));
    stop = startButtonCensus();
    click(el.querySelector('a')!);
    await clock.advance(2499);
    expect(navigations, 'at 2499 ms').to.deep.equal([]);
    await clock.advance(1);
    await frames(() => navigations.length === 1, 60);
    expect(navigations).to.deep.equal(['https://example.com/slow']);
  });

  it('a page of the site, a new window or a modified click goes as the browser sends it, its census recorded', async () => {
    const m = mark();
    const inside = await fixture(block(m, '/inside'));
    const away = await fixture(block(`${m}n`, 'https://example.com/new', '_blank'));
    const modified = await fixture(block(`${m}m`, 'https://example.com/mod'));
    stop = startButtonCensus();
    expect(click(inside.querySelector('a')!).prevented()).to.equal(false);
    expect(click(away.querySelector('a')!).prevented()).to.equal(false);
    expect(click(modified.querySelector('a')!, { ctrlKey: true }).prevented()).to.equal(false);
    await frames(async () => (await bodies(CLICK, m)).length === 3);
    expect(navigations).to.deep.equal([]);
  });

  it('a button that goes to the checkout has one click census, the checkout’s', async () => {
    const m = mark();
    const el = await fixture(block(m, '/donate'));
    el.querySelector('a')!.setAttribute('data-checkout', 'donate');
    el.querySelector('a')!.setAttribute('data-donate-page-id', 'd1');
    stop = startButtonCensus();
    startCheckoutLinks();
    try {
      click(el.querySelector('a')!);
      await frames(() => navigations.length === 1);
      const clicks = await bodies(CLICK, m);
      expect(clicks.map((b) => b.clickthroughUrl)).to.deep.equal(['/checkout/donate?donatePageId=d1']);
    } finally {
      stopCheckoutLinks();
    }
  });

  it('the page’s start begins it where the page has a site context and a button, not with the census off', async () => {
    const m = mark();
    await fixture(block(m, '/start'));
    siteContextWith({ telemetry: { census: false, performance: false, errors: false, visitor: false } });
    startPage();
    await new Promise((r) => setTimeout(r, 200));
    expect(await bodies(RENDER, m), 'census off').to.deep.equal([]);
    siteContextWith({ telemetry: { performance: false, errors: false, visitor: false } });
    startPage();
    await frames(async () => (await bodies(RENDER, m)).length === 1);
    stop = startButtonCensus();
  });
});
