// <ss-booking> (spec 001 §4 "Booking widgets": loading, then loaded; §6 the preview-only
// alert for logged-in admins; §7 partner booking widget scripts, URLs taken from the page;
// §8 "Booking widget failures are logged only"; §9 booking widget wide above 850 px,
// reservation block column layout at 750 px or less), with no network: partner hosts are
// answered by the runner's router with the fake partner script (demo/fake-booking.js).
import { expect } from '@open-wc/testing';
import type { SsBooking } from '../../../../src/blocks/ss-booking/ss-booking.js';
import { allowBookingHost } from '../../../../src/blocks/ss-booking/ss-booking.js';
import { SCRIPT_TIMEOUT_MS } from '../../../../src/services/scripts.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock } from '../../helpers/manual-clock.js';
import {
  ACUITY,
  LOCAL_FAKE,
  ZOLA,
  fake,
  frames,
  installPartners,
  mount,
  next,
  part,
  requested,
  requestsAfterHang,
  resetBooking,
  scripts,
  siteContextWith,
  until,
} from './helpers.js';

/** The partner's markup as published: its link to the booking page is the fallback. */
const LINK = '<div data-fake-booking="Book a table"><a href="https://www.exploretock.com/tidewater">Book a table on Tock</a></div>';
const DETAILS = '<div slot="details"><h3>Opening hours</h3><p>Tuesday to Sunday, 8 am to 4 pm.</p></div>';
const ADMIN = { authenticatedAccount: { id: 'owner-1' }, websiteRoles: { '1': true } };

const loaded = async (el: SsBooking) => {
  if (el.state !== 'loaded') await next(el, 'ss-booking-load');
};
const visible = (node: Element | null) => !!node && node.getBoundingClientRect().width > 0 && node.getBoundingClientRect().height > 0;

describe('ss-booking', () => {
  before(installPartners);
  beforeEach(resetBooking);
  after(resetBooking);

  describe('accessibility (axe, every state)', () => {
    it('loading: the widget busy, no violations', async () => {
      const el = await mount(`<ss-booking script-src="https://www.opentable.com/hang" style="width: 900px">${DETAILS}${LINK}</ss-booking>`);
      expect(el.state).to.equal('loading');
      expect(part(el, 'widget')!.getAttribute('aria-busy')).to.equal('true');
      await expectAccessible(el, 'loading');
    });

    it('loaded: not busy, the partner widget drawn', async () => {
      const el = await mount(`<ss-booking script-src="${ZOLA}" style="width: 900px">${DETAILS}${LINK}</ss-booking>`);
      await loaded(el);
      expect(part(el, 'widget')!.hasAttribute('aria-busy')).to.equal(false);
      expect(el.querySelector('form.fake-booking-form')).to.not.equal(null);
      await expectAccessible(el, 'loaded');
    });

    it('failed: not busy, the published link', async () => {
      const { result: el } = await captureConsole('error', async () => {
        const el = await mount(`<ss-booking script-src="https://www.opentable.com/missing.js">${LINK}</ss-booking>`);
        await until(() => el.state === 'failed', 'failed');
        return el;
      });
      expect(part(el, 'widget')!.hasAttribute('aria-busy')).to.equal(false);
      await expectAccessible(el, 'failed');
    });

    it('preview: the alert for a logged-in admin', async () => {
      siteContextWith(ADMIN);
      const el = await mount(`<ss-booking script-src="${ZOLA}">${DETAILS}${LINK}</ss-booking>`);
      expect(el.state).to.equal('preview');
      await expectAccessible(el, 'preview');
    });
  });

  describe('defaults and states (spec 001 §4: loading, then loaded)', () => {
    it('loading, reflected and busy, until the partner script has run; then loaded, ss-booking-load with its address', async () => {
      const el = await mount(`<ss-booking script-src="${ACUITY}">${LINK}</ss-booking>`);
      expect(el.getAttribute('state')).to.equal('loading');
      expect(part(el, 'widget')!.getAttribute('aria-busy')).to.equal('true');
      const detail = await next<{ url: string }>(el, 'ss-booking-load');
      expect(detail).to.deep.equal({ url: ACUITY });
      expect([el.state, el.getAttribute('state')]).to.deep.equal(['loaded', 'loaded']);
      expect(fake().loads).to.deep.equal([ACUITY]);
      expect(await requestsAfterHang()).to.deep.equal([ACUITY]);
    });

    it('a widget with no script to load is loaded (ours)', async () => {
      const el = await mount(`<ss-booking>${LINK}</ss-booking>`);
      expect(await next(el, 'ss-booking-load')).to.deep.equal({ url: '' });
      expect(el.state).to.equal('loaded');
      expect(scripts()).to.have.length(0);
    });

    it('a new script address starts over: loading, then loaded with the new script (ours)', async () => {
      const el = await mount(`<ss-booking>${LINK}</ss-booking>`);
      await until(() => el.state === 'loaded', 'loaded');
      el.scriptSrc = ZOLA;
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('loading');
      expect(await next(el, 'ss-booking-load')).to.deep.equal({ url: ZOLA });
      el.setAttribute('script-src', ACUITY);
      expect(await next(el, 'ss-booking-load')).to.deep.equal({ url: ACUITY });
      expect(fake().loads).to.deep.equal([ZOLA, ACUITY]);
    });

    it("an admin's preview stays whatever the address", async () => {
      siteContextWith(ADMIN);
      const el = await mount(`<ss-booking>${LINK}</ss-booking>`);
      el.scriptSrc = ZOLA;
      await el.updateComplete;
      await frames(4);
      expect(el.state).to.equal('preview');
      expect(scripts()).to.have.length(0);
    });

    it('the published markup is what the visitor sees while loading', async () => {
      const el = await mount(`<ss-booking script-src="https://www.opentable.com/hang">${LINK}</ss-booking>`);
      expect(visible(el.querySelector('a'))).to.equal(true);
    });
  });

  describe('the script address: attribute and block JSON', () => {
    it("from the block JSON's scriptUrl", async () => {
      const el = await mount(`<ss-booking data-block-json='{"scriptUrl": "${ZOLA}"}'>${LINK}</ss-booking>`);
      expect(el.scriptSrc).to.equal(ZOLA);
      await loaded(el);
      expect(fake().loads).to.deep.equal([ZOLA]);
    });

    it('the attribute wins over the JSON', async () => {
      const el = await mount(`<ss-booking script-src="${ACUITY}" data-block-json='{"scriptUrl": "${ZOLA}"}'>${LINK}</ss-booking>`);
      await loaded(el);
      expect(fake().loads).to.deep.equal([ACUITY]);
    });
  });

  describe('loaded only when the widget nears the viewport (200 px, ours)', () => {
    const below = (gap: number, src = ZOLA) =>
      mount(`<div><div style="height: ${innerHeight + gap}px"></div><ss-booking script-src="${src}">${LINK}</ss-booking></div>`).then(
        (wrap) => wrap.querySelector('ss-booking')!,
      );

    it('210 px below the viewport: no script element, no request', async () => {
      const el = await below(210);
      await frames(6);
      expect(el.state).to.equal('loading');
      expect(scripts()).to.have.length(0);
      expect(await requestsAfterHang()).to.deep.equal([]);
      // Scrolled near: it loads.
      el.scrollIntoView();
      await loaded(el);
      expect(await requestsAfterHang()).to.deep.equal([ZOLA]);
      scrollTo(0, 0);
    });

    it('190 px below the viewport: loads', async () => {
      const el = await below(190);
      await loaded(el);
      expect(fake().loads).to.deep.equal([ZOLA]);
    });
  });

  describe('once per page per script address', () => {
    it('three widgets, two addresses: two requests, each script run once, every widget loaded', async () => {
      const wrap = await mount(
        `<div><ss-booking script-src="${ZOLA}">${LINK}</ss-booking><ss-booking script-src="${ZOLA}">${LINK}</ss-booking><ss-booking script-src="${ACUITY}">${LINK}</ss-booking></div>`,
      );
      const els = [...wrap.querySelectorAll('ss-booking')];
      await until(() => els.every((el) => el.state === 'loaded'), 'all loaded');
      expect((await requestsAfterHang()).sort()).to.deep.equal([ACUITY, ZOLA].sort());
      expect(fake().loads.sort()).to.deep.equal([ACUITY, ZOLA].sort());
      expect(scripts()).to.have.length(2);
    });

    it('a widget added after the script ran is loaded without another request', async () => {
      const first = await mount(`<ss-booking script-src="${ZOLA}">${LINK}</ss-booking>`);
      await loaded(first);
      const second = await mount(`<ss-booking script-src="${ZOLA}">${LINK}</ss-booking>`);
      await loaded(second);
      expect(await requestsAfterHang()).to.deep.equal([ZOLA]);
    });
  });

  describe('which addresses load (spec 001 §7 URLs taken from the page; ours: an allow-list)', () => {
    // The rules themselves (pure) are unit tests: test/unit/blocks/ss-booking/partners.test.ts.
    it('an unknown host is refused with a clear console message naming it; no request, no script', async () => {
      const { result: el, messages } = await captureConsole('warn', async () => {
        const el = await mount(`<ss-booking script-src="https://cdn.booking-widgets.example/w.js">${LINK}</ss-booking>`);
        await until(() => el.state === 'failed', 'refused');
        return el;
      });
      expect(messages.map((m) => m.join(' '))).to.deep.equal([
        "[ss-blocks] https://cdn.booking-widgets.example/w.js is not loaded: cdn.booking-widgets.example is not a known booking host. A page that trusts it calls allowScriptHosts('booking', ['cdn.booking-widgets.example']).",
      ]);
      expect(scripts()).to.have.length(0);
      expect(visible(el.querySelector('a')), 'the published link stays').to.equal(true);
    });

    it('an address that is not https is refused', async () => {
      const { messages } = await captureConsole('warn', async () => {
        const el = await mount(`<ss-booking script-src="http://widget.zola.com/js/widget.js">${LINK}</ss-booking>`);
        await until(() => el.state === 'failed', 'refused');
      });
      expect(messages.map((m) => m.join(' '))).to.deep.equal([
        '[ss-blocks] http://widget.zola.com/js/widget.js is not loaded: it is not a valid https address.',
      ]);
      expect(scripts()).to.have.length(0);
    });

    it("the page's own allowed host (this test server, over http) loads", async () => {
      allowBookingHost(location.host);
      const el = await mount(`<ss-booking script-src="${LOCAL_FAKE}">${LINK}</ss-booking>`);
      await loaded(el);
      expect(fake().loads).to.deep.equal([new URL(LOCAL_FAKE, location.href).href]);
      expect(el.querySelector('form.fake-booking-form')).to.not.equal(null);
    });

    it("an allowed host of another origin over http, on an http page (the demo's partner, served under this server's other local name) loads", async () => {
      const other = `${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
      allowBookingHost(other);
      const url = `http://${other}${new URL(LOCAL_FAKE, location.href).pathname}`;
      const el = await mount(`<ss-booking script-src="${url}">${LINK}</ss-booking>`);
      await loaded(el);
      expect(fake().loads).to.deep.equal([url]);
    });

    it('without allowBookingHost, the same address is refused', async () => {
      const { messages } = await captureConsole('warn', async () => {
        const el = await mount(`<ss-booking script-src="${LOCAL_FAKE}">${LINK}</ss-booking>`);
        await until(() => el.state === 'failed', 'refused');
      });
      expect(messages).to.have.length(1);
      expect(fake().loads).to.deep.equal([]);
    });
  });

  describe('failures are logged only (spec 001 §8)', () => {
    it('a script that cannot be fetched: failed, one console error for two widgets, no error shown, the link stays', async () => {
      const url = 'https://www.opentable.com/missing.js';
      const { result: wrap, messages } = await captureConsole('error', async () => {
        const wrap = await mount(
          `<div><ss-booking script-src="${url}">${LINK}</ss-booking><ss-booking script-src="${url}">${LINK}</ss-booking></div>`,
        );
        const els = [...wrap.querySelectorAll('ss-booking')];
        await until(() => els.every((el) => el.state === 'failed'), 'both failed');
        return wrap;
      });
      expect(messages.map((m) => m.join(' '))).to.deep.equal([
        `[ss-blocks] ss-booking: the partner script ${url} could not be loaded; the booking link is shown instead.`,
      ]);
      for (const el of wrap.querySelectorAll('ss-booking')) {
        expect(el.getAttribute('state')).to.equal('failed');
        expect(el.shadowRoot!.textContent!.trim(), 'nothing of its own is shown').to.equal('');
        expect(visible(el.querySelector('a'))).to.equal(true);
      }
    });

    it('a script that does not load within 30 s (ours): loading at 29,999 ms, failed and logged at 30,000 ms', async () => {
      const clock = installManualClock();
      try {
        const { result: el, messages } = await captureConsole('error', async () => {
          const el = await mount(`<ss-booking script-src="https://www.opentable.com/hang.js">${LINK}</ss-booking>`);
          await clock.scheduled();
          expect(clock.pending()).to.deep.equal([SCRIPT_TIMEOUT_MS]);
          await clock.advance(SCRIPT_TIMEOUT_MS - 1);
          expect(el.state).to.equal('loading');
          await clock.advance(1);
          return el;
        });
        expect(el.state).to.equal('failed');
        await requested('https://www.opentable.com/hang.js');
        expect(messages.map((m) => m.join(' '))).to.deep.equal([
          '[ss-blocks] ss-booking: the partner script https://www.opentable.com/hang.js did not load within 30 s; the booking link is shown instead.',
        ]);
      } finally {
        clock.uninstall();
      }
    });
  });

  describe('the preview-only alert for logged-in admins (spec 001 §6)', () => {
    it('an admin (role 1): the alert instead of the widget, the details kept, no script even in view', async () => {
      siteContextWith(ADMIN);
      const el = await mount(`<ss-booking script-src="${ZOLA}">${DETAILS}${LINK}</ss-booking>`);
      await frames(6);
      expect([el.state, el.getAttribute('state')]).to.deep.equal(['preview', 'preview']);
      const preview = part(el, 'preview')!;
      expect(part(el, 'preview-title')!.textContent).to.equal('Preview Only');
      expect(part(el, 'preview-message')!.textContent).to.equal('Please log out of your account in order to use the block');
      expect(preview.getAttribute('role')).to.equal('note');
      expect(part(el, 'widget')).to.equal(null);
      expect(visible(el.querySelector('a')), 'the widget is not shown').to.equal(false);
      expect(visible(el.querySelector('h3')), 'the details are').to.equal(true);
      expect(scripts()).to.have.length(0);
      expect(await requestsAfterHang()).to.deep.equal([]);
    });

    it('an admin who has other roles too', async () => {
      siteContextWith({ authenticatedAccount: { id: 'a' }, websiteRoles: { '4': true, '1': true } });
      expect((await mount(`<ss-booking script-src="${ZOLA}">${LINK}</ss-booking>`)).state).to.equal('preview');
    });

    for (const [who, context] of [
      ['an anonymous visitor', { authenticatedAccount: null }],
      ['a logged-in editor (role 4)', { authenticatedAccount: { id: 'e' }, websiteRoles: { '4': true } }],
      ['a logged-in viewer (role 10)', { authenticatedAccount: { id: 'v' }, websiteRoles: { '10': true } }],
      ['admin roles without a logged-in account', { authenticatedAccount: null, websiteRoles: { '1': true } }],
    ] as const) {
      it(`not for ${who}: the widget loads`, async () => {
        siteContextWith(context);
        const el = await mount(`<ss-booking script-src="${ZOLA}">${LINK}</ss-booking>`);
        await loaded(el);
        expect(part(el, 'preview')).to.equal(null);
      });
    }
  });

  describe("layout by the block's own width (spec 001 §9; container queries)", () => {
    const columns = (el: SsBooking) => getComputedStyle(part(el, 'base')!).gridTemplateColumns.split(' ').map(parseFloat);
    const at = (width: number, details = DETAILS) =>
      mount(
        `<ss-booking script-src="https://www.opentable.com/hang" style="width: ${width}px; --ss-booking-gap: 0px">${details}${LINK}</ss-booking>`,
      );

    it('above 850 px wide: the widget takes two thirds beside the details', async () => {
      const cols = columns(await at(851));
      expect(cols).to.have.length(2);
      expect(cols[1] / cols[0]).to.be.closeTo(2, 0.01);
    });

    it('850 px and 751 px: details and widget side by side, half each', async () => {
      for (const width of [850, 751]) expect(columns(await at(width)), `${width} px`).to.deep.equal([width / 2, width / 2]);
    });

    it('750 px or less: a column, the details above the widget', async () => {
      const el = await at(750);
      expect(columns(el)).to.deep.equal([750]);
      expect(part(el, 'details')!.getBoundingClientRect().bottom).to.be.at.most(part(el, 'widget')!.getBoundingClientRect().top);
    });

    it('without details the widget takes the whole width at every size', async () => {
      for (const width of [1000, 800, 600]) expect(columns(await at(width, '')), `${width} px`).to.deep.equal([width]);
    });

    it("follows a resize, and the page's CSS can query the same container for the partner's markup", async () => {
      const style = Object.assign(document.createElement('style'), {
        textContent: '@container ss-booking (width > 850px) { .partner-wide { outline: 3px solid rgb(1, 2, 3); } }',
      });
      document.head.append(style);
      try {
        const el = await mount(
          `<ss-booking script-src="https://www.opentable.com/hang" style="width: 900px">${DETAILS}<div class="partner-wide">${LINK}</div></ss-booking>`,
        );
        expect(getComputedStyle(el.querySelector('.partner-wide')!).outlineColor).to.equal('rgb(1, 2, 3)');
        expect(columns(el)).to.have.length(2);
        el.style.width = '700px';
        await frames(2);
        expect(columns(el)).to.have.length(1);
        expect(getComputedStyle(el.querySelector('.partner-wide')!).outlineColor).to.not.equal('rgb(1, 2, 3)');
      } finally {
        style.remove();
      }
    });
  });
});
