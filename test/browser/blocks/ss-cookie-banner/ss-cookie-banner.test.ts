// The cookie banner (spec 001 §3 "Cookie banner settings", §4 "Cookie banner", §9): what it
// shows by its settings, the choice stored for 30 days, forcing through global events, the
// screenshot flag, and its accessibility.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsCookieBanner, SsCookieBannerChoiceDetail } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { emitSiteEvent } from '../../../../src/contract/site-events.js';
import { choice, mayTrack } from '../../../../src/services/consent.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { clearCookies, cookie, siteContextWith, takeTurns } from '../../services/telemetry/helpers.js';
import { startCookieBanner } from '../../../../src/services/start.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';

const base = (el: SsCookieBanner) => el.shadowRoot!.querySelector<HTMLElement>('[part=base]');
const part = (el: SsCookieBanner, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`);
const mount = async (html = '<ss-cookie-banner></ss-cookie-banner>') => {
  const el = await fixture<SsCookieBanner>(html);
  await el.updateComplete;
  return el;
};

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('ss-cookie-banner', function () {
  this.timeout(15000);
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    document.querySelectorAll('ss-cookie-banner').forEach((b) => b.remove());
    document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
    resetSiteContext();
  });

  describe('defaults (spec 001 §4)', () => {
    it('a dark bar at the bottom, an icon Accept, the default message; a labelled region; axe clean', async () => {
      const el = await mount();
      const b = base(el)!;
      expect(b.getAttribute('role')).to.equal('region');
      expect(b.getAttribute('aria-label')).to.equal('Cookie consent');
      expect([...b.classList]).to.deep.equal(['bar', 'bottom', 'dark']);
      expect(part(el, 'text')!.textContent!.trim()).to.equal(
        'This site uses cookies to give you the best experience and to understand how it is used.',
      );
      const accept = part(el, 'accept')!;
      expect(accept.classList.contains('icon')).to.equal(true);
      expect(accept.getAttribute('aria-label')).to.equal('Accept');
      expect(part(el, 'decline')).to.equal(null);
      const r = b.getBoundingClientRect();
      expect(Math.round(r.bottom)).to.equal(innerHeight);
      expect(Math.round(r.width)).to.equal(document.documentElement.clientWidth);
      expect(getComputedStyle(b).backgroundColor).to.equal('rgb(22, 24, 29)');
      await expectAccessible(el);
    });
  });

  describe('settings', () => {
    it('variant popup in a corner, light, a button Accept and a Decline (opt-in and out), custom texts', async () => {
      const el = await mount();
      el.settings = {
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'light',
        cookieBannerCtaVariant: 'button',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerCtaText: 'Allow',
        cookieBannerOptOutCtaText: 'Refuse',
        cookieBannerText: '<p>We use <a href="/privacy" onclick="window.__bad=1">cookies</a>.<script>window.__bad=1</script></p>',
      };
      await el.updateComplete;
      await nextFrame();
      const b = base(el)!;
      expect(b.getAttribute('role')).to.equal('dialog');
      expect(b.getAttribute('aria-modal')).to.equal('false');
      expect([...b.classList]).to.deep.equal(['popup', 'top-right', 'light']);
      const r = b.getBoundingClientRect();
      expect(Math.round(r.top)).to.equal(16);
      expect(Math.round(innerWidth - r.right)).to.be.within(16, 32);
      expect(part(el, 'accept')!.textContent!.trim()).to.equal('Allow');
      expect(part(el, 'accept')!.classList.contains('filled')).to.equal(true);
      expect(part(el, 'decline')!.textContent!.trim()).to.equal('Refuse');
      await frames(() => !!part(el, 'text')!.querySelector('a'));
      expect(part(el, 'text')!.innerHTML).to.equal('<p>We use <a href="/privacy">cookies</a>.</p>');
      expect((window as { __bad?: number }).__bad).to.equal(undefined);
      await expectAccessible(el);
    });

    it('attributes win over the settings; a corner given to a bar maps to top or bottom', async () => {
      const el = await mount('<ss-cookie-banner position="top-left" theme="light" cta-variant="text" cta-text="OK"></ss-cookie-banner>');
      el.settings = { cookieBannerTheme: 'dark', cookieBannerPosition: 'bottom' };
      await el.updateComplete;
      expect([...base(el)!.classList]).to.deep.equal(['bar', 'top', 'light']);
      expect(Math.round(base(el)!.getBoundingClientRect().top)).to.equal(0);
      expect(part(el, 'accept')!.classList.contains('text-button')).to.equal(true);
      expect(part(el, 'accept')!.textContent!.trim()).to.equal('OK');
    });

    it("the platform's cookieBannerHasOptOut shows Decline where no accept type is given (ours), without a warning", async () => {
      const { result: el, messages } = await captureConsole('warn', async () => {
        const banner = await mount();
        banner.settings = { cookieBannerHasOptOut: true };
        await banner.updateComplete;
        return banner;
      });
      expect(el.acceptType).to.equal('opt-in-and-out');
      expect(part(el, 'decline')).to.not.equal(null);
      expect(messages).to.deep.equal([]);
      el.settings = { cookieBannerHasOptOut: false };
      await el.updateComplete;
      expect(part(el, 'decline')).to.equal(null);
    });

    it('a popup given top or bottom goes to top-left or bottom-left', async () => {
      const el = await mount('<ss-cookie-banner variant="popup" position="bottom"></ss-cookie-banner>');
      expect([...base(el)!.classList]).to.deep.equal(['popup', 'bottom-left', 'dark']);
    });

    it('an empty paragraph is empty text: the default message shows', async () => {
      const el = await mount('<ss-cookie-banner text="<p></p>"></ss-cookie-banner>');
      expect(part(el, 'text')!.textContent!.trim()).to.equal(
        'This site uses cookies to give you the best experience and to understand how it is used.',
      );
    });

    it('opt-out-text and text as attributes; the published cookieBannerThemeName when cookieBannerTheme is absent', async () => {
      const el = await mount(
        '<ss-cookie-banner accept-type="opt-in-and-out" opt-out-text="No thanks" text="<p>Our own words.</p>"></ss-cookie-banner>',
      );
      expect(part(el, 'decline')!.textContent!.trim()).to.equal('No thanks');
      await frames(() => part(el, 'text')!.textContent!.trim() === 'Our own words.');
      el.settings = { cookieBannerThemeName: 'light' };
      await el.updateComplete;
      expect([...base(el)!.classList]).to.include('light');
    });

    it('a new payload replaces the one before: what it leaves out goes back to its default', async () => {
      const el = await mount();
      el.settings = { cookieBannerTheme: 'light', cookieBannerCtaText: 'Allow', cookieBannerVariant: 'popup' };
      await el.updateComplete;
      expect([el.theme, el.ctaText, el.variant]).to.deep.equal(['light', 'Allow', 'popup']);
      el.settings = { cookieBannerVariant: 'popup' };
      await el.updateComplete;
      expect([el.theme, el.ctaText, el.variant]).to.deep.equal(['dark', '', 'popup']);
      expect([...base(el)!.classList]).to.deep.equal(['popup', 'bottom-left', 'dark']);
    });

    it('a bad attribute or payload value is reported and replaced by its default', async () => {
      const { result: el, messages } = await captureConsole('warn', async () => {
        const banner = await mount('<ss-cookie-banner variant="modal"></ss-cookie-banner>');
        banner.settings = { cookieBannerTheme: 'blue' };
        await banner.updateComplete;
        return banner;
      });
      expect([...base(el)!.classList]).to.deep.equal(['bar', 'bottom', 'dark']);
      expect(messages.map((m) => String(m[0]))).to.have.length(2);
      expect(String(messages[0]![0])).to.contain('"modal" is not a valid variant');
    });

    it('not shown when the site turns it off', async () => {
      const el = await mount();
      el.settings = { isCookieBannerEnabled: false };
      await el.updateComplete;
      expect(base(el)).to.equal(null);
    });
  });

  describe('the choice (30 days, ss_cookieAllowed)', () => {
    for (const [button, stored] of [
      ['accept', 'true'],
      ['decline', 'false'],
    ] as const) {
      it(`${button}: stores ${stored}, fires ss-cookie-banner-choice, takes the banner away`, async () => {
        const el = await mount('<ss-cookie-banner accept-type="opt-in-and-out"></ss-cookie-banner>');
        let detail: SsCookieBannerChoiceDetail | undefined;
        document.addEventListener('ss-cookie-banner-choice', (e) => (detail = e.detail), { once: true });
        part(el, button)!.click();
        expect(cookie('ss_cookieAllowed')).to.equal(stored);
        expect(detail).to.deep.equal({ choice: stored === 'true' ? 'accepted' : 'declined' });
        await el.updateComplete;
        expect(base(el), 'nothing rendered').to.equal(null);
        expect(el.getBoundingClientRect().height).to.equal(0);
        // Ours: the node stays where its owner (the page, a framework) put it.
        expect(el.isConnected).to.equal(true);
        expect(mayTrack()).to.equal(stored === 'true');
      });
    }

    it('not shown once a choice is stored', async () => {
      document.cookie = 'ss_cookieAllowed=false; Path=/';
      const el = await mount();
      expect(base(el)).to.equal(null);
      expect(choice()).to.equal('declined');
    });

    it('reachable and usable with the keyboard; focus is never moved to it', async () => {
      const before = document.activeElement;
      const el = await mount('<ss-cookie-banner accept-type="opt-in-and-out" cta-variant="button"></ss-cookie-banner>');
      expect(document.activeElement).to.equal(before);
      (document.activeElement as HTMLElement)?.blur();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'decline'));
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'accept'));
      await sendKeys({ press: 'Enter' });
      expect(cookie('ss_cookieAllowed')).to.equal('true');
    });
  });

  describe("forced (the editor's preview) and suppressed", () => {
    it('force shows it whatever the choice, update changes it, unforce goes back', async () => {
      document.cookie = 'ss_cookieAllowed=true; Path=/';
      const el = await mount();
      expect(base(el)).to.equal(null);
      emitSiteEvent('cookie-banner-force', { settings: { cookieBannerVariant: 'popup', cookieBannerTheme: 'light' } });
      await el.updateComplete;
      expect([...base(el)!.classList]).to.deep.equal(['popup', 'bottom-left', 'light']);
      emitSiteEvent('cookie-banner-update', { settings: { cookieBannerTheme: 'dark' } });
      await el.updateComplete;
      expect([...base(el)!.classList]).to.deep.equal(['popup', 'bottom-left', 'dark']);
      emitSiteEvent('cookie-banner-unforce');
      await el.updateComplete;
      expect(base(el)).to.equal(null);
    });

    it("a forced banner is the only one shown: the page's waits (and startCookieBanner puts one in the page on force)", async () => {
      siteContextWith({ cookieSettings: { isCookieBannerEnabled: false } });
      startCookieBanner();
      emitSiteEvent('cookie-banner-force', { settings: { cookieBannerCtaText: 'Preview' } });
      await frames(() => !!document.querySelector('ss-cookie-banner'));
      const el = document.querySelector('ss-cookie-banner')!;
      await el.updateComplete;
      expect(document.querySelectorAll('ss-cookie-banner')).to.have.length(1);
      expect(part(el, 'accept')!.getAttribute('aria-label')).to.equal('Preview');
      // A site without a banner (here, or with no cookie settings at all) shows none again.
      emitSiteEvent('cookie-banner-unforce');
      await el.updateComplete;
      expect(base(el)).to.equal(null);
    });

    it('changes sent while the forced banner is still being added are kept, in order (ours)', async () => {
      startCookieBanner();
      // The editor's first change forces the banner, the next ones update it: all before the
      // page has the element (its code loads, or the banner is put in on the next microtask).
      emitSiteEvent('cookie-banner-force', { settings: { cookieBannerVariant: 'popup', cookieBannerTheme: 'dark' } });
      emitSiteEvent('cookie-banner-update', { settings: { cookieBannerTheme: 'light' } });
      emitSiteEvent('cookie-banner-update', { settings: { cookieBannerCtaText: 'Fine' } });
      await frames(() => !!document.querySelector('ss-cookie-banner'));
      const el = document.querySelector('ss-cookie-banner')!;
      await el.updateComplete;
      expect([...base(el)!.classList])
        .to.include('popup')
        .and.include('light');
      expect(part(el, 'accept')!.getAttribute('aria-label')).to.equal('Fine');
      emitSiteEvent('cookie-banner-unforce');
      await el.updateComplete;
      expect(base(el)).to.equal(null);
      // Unforced before it is in: nothing is shown.
      el.remove();
      emitSiteEvent('cookie-banner-force', { settings: { cookieBannerVariant: 'popup' } });
      emitSiteEvent('cookie-banner-unforce');
      await frames(() => !!document.querySelector('ss-cookie-banner'));
      const again = document.querySelector('ss-cookie-banner')!;
      await again.updateComplete;
      expect(base(again)).to.equal(null);
    });

    it('the preview works on a page without a site context: shown on force, gone on unforce', async () => {
      startCookieBanner();
      emitSiteEvent('cookie-banner-force', { settings: { cookieBannerVariant: 'popup' } });
      await frames(() => !!document.querySelector('ss-cookie-banner'));
      const el = document.querySelector('ss-cookie-banner')!;
      await el.updateComplete;
      expect([...base(el)!.classList]).to.include('popup');
      emitSiteEvent('cookie-banner-unforce');
      await el.updateComplete;
      expect(base(el)).to.equal(null);
    });

    it("the site's banner is put first in the body when its settings have it on", async () => {
      siteContextWith({ cookieSettings: { isCookieBannerEnabled: true, cookieBannerVariant: 'bar', cookieBannerPosition: 'top' } });
      startCookieBanner();
      await frames(() => !!document.querySelector('ss-cookie-banner'));
      const el = document.querySelector('ss-cookie-banner')!;
      expect(document.body.firstElementChild).to.equal(el);
      await el.updateComplete;
      expect([...base(el)!.classList]).to.deep.equal(['bar', 'top', 'dark']);
      // The banner the start added is removed once the visitor has chosen.
      part(el, 'accept')!.click();
      expect(el.isConnected).to.equal(false);
    });

    it('the screenshot flag in the address suppresses it', async () => {
      const address = location.href;
      history.replaceState(null, '', `${location.pathname}${location.search}&screenshot=true`);
      try {
        const el = await mount();
        expect(base(el)).to.equal(null);
      } finally {
        history.replaceState(null, '', address);
      }
    });

    it("a popup is on the page's dialog stack: Escape hides it for this page view, storing nothing", async () => {
      const el = await mount('<ss-cookie-banner variant="popup"></ss-cookie-banner>');
      await frames(() => el.style.getPropertyValue('--_z') !== '');
      expect(el.style.getPropertyValue('--_z')).to.equal('30000');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(base(el)).to.equal(null);
      expect(cookie('ss_cookieAllowed')).to.equal(undefined);
    });
  });
});

async function frames(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await nextFrame();
  }
  throw new Error('condition not reached');
}
