// The page start's account rules (spec 001 §2, §6): only with a site context and never under
// /config; the owner config redirect with its session-remembered noredirect; the logout
// notice; the tracking rules (census and mouse position); the member-only and locked notices;
// the logged-in triggers; the admin event broadcast.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { startAccount } from '../../../../src/services/account.js';
import { ADMIN_CHANNEL, broadcastAdminEvent } from '../../../../src/services/admin-broadcast.js';
import { NO_REDIRECT_KEY, ownerRedirect, redirectOwnerToConfig } from '../../../../src/services/config-redirect.js';
import { mousePosition } from '../../../../src/services/mouse-position.js';
import { trackedVisitor } from '../../../../src/services/census.js';
import { onSiteEvent, type SiteEventName } from '../../../../src/contract/site-events.js';
import { startPage } from '../../../../src/services/start.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { EDITOR, OWNER, VIEWER, VISITOR, frames, nextFrames, observeNavigation, resetOwner, siteContextWith } from './helpers.js';
import { provideElementLoaders } from '../../../../src/services/elements/on-demand.js';
import { elements } from '../../../../src/autoload/elements.js';

// As on a CDN page: the autoloader offers the services its loaders (the logout notice's toast).
provideElementLoaders(elements);

const TRIGGERS: SiteEventName[] = ['announcement-bar-trigger', 'website-overlay-manager-trigger', 'popup-overlay-manager-trigger'];
const PUBLIC_PAGE = new URL('https://www.tidewater.example/journal/harbour?tag=boats');

/** Collects the site events named while the test runs. */
function heard(names: SiteEventName[]) {
  const got: [string, unknown][] = [];
  const stops = names.map((n) => onSiteEvent(n, (d) => got.push([n, d])));
  return { got, stop: () => stops.forEach((s) => s()) };
}

describe('the account rules at page start', function () {
  this.timeout(15000);
  let nav: ReturnType<typeof observeNavigation>;
  beforeEach(() => {
    resetOwner();
    nav = observeNavigation();
  });
  afterEach(() => {
    nav.stop();
    resetOwner();
    document.querySelectorAll('[data-ss-access-notice], main[data-test]').forEach((e) => e.remove());
  });

  describe('where it starts', () => {
    it('not without a site context', () => {
      expect(startAccount()).to.equal(undefined);
    });

    it('not under /config (nor does the telemetry, nor is anyone tracked there)', async () => {
      siteContextWith(VISITOR);
      history.replaceState(history.state, '', `/config/pages${location.search}`);
      expect(startAccount()).to.equal(undefined);
      expect(trackedVisitor(), 'the census tracks nothing on /config').to.equal(false);
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.deep.equal([]);
    });

    it('once per page', () => {
      siteContextWith(OWNER);
      expect(startAccount()).to.deep.include({ redirect: false, reason: 'localhost' });
      expect(startAccount()).to.equal(undefined);
    });

    it('startPage (what the CDN builds run) starts it on a page with a site context', async () => {
      siteContextWith({ ...OWNER, telemetry: false });
      startPage();
      await frames(async () => {
        await sendKeys({ press: 'Escape' });
        return nav.urls.length > 0;
      }, 60);
      expect(nav.urls[0]).to.match(/^https:\/\/tidewater\.builder\.test\/config\/\?frameUrl=/);
    });
  });

  describe('the owner config redirect (spec 001 §2)', () => {
    it('an owner on a public page in the top window goes to /config/?frameUrl=<encoded path+query>, through the page contract', () => {
      siteContextWith(OWNER);
      const d = redirectOwnerToConfig(undefined, PUBLIC_PAGE);
      expect(d.redirect).to.equal(true);
      expect(nav.urls).to.deep.equal(['/config/?frameUrl=%2Fjournal%2Fharbour%3Ftag%3Dboats']);
    });

    it('noredirect is remembered for the session: later pages of the tab stay too', () => {
      siteContextWith(OWNER);
      const first = redirectOwnerToConfig(undefined, new URL('https://www.tidewater.example/?noredirect'));
      expect(first).to.deep.include({ redirect: false, reason: 'noredirect' });
      expect(sessionStorage.getItem(NO_REDIRECT_KEY)).to.equal('true');
      expect(redirectOwnerToConfig(undefined, PUBLIC_PAGE)).to.deep.include({ redirect: false, reason: 'noredirect' });
      sessionStorage.removeItem(NO_REDIRECT_KEY);
      expect(redirectOwnerToConfig(undefined, PUBLIC_PAGE).redirect, 'a new session redirects again').to.equal(true);
      expect(nav.urls).to.have.length(1);
    });

    it('the exceptions observed in the page: localhost (this page), developer mode, cloneable, viewer-only, anonymous', () => {
      siteContextWith(OWNER);
      expect(redirectOwnerToConfig()).to.deep.include({
        redirect: false,
        reason: 'localhost',
        to: `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`,
      });
      for (const [ctx, reason] of [
        [{ ...OWNER, website: { ...OWNER.website, developerMode: true } }, 'developer-mode'],
        [{ ...OWNER, website: { ...OWNER.website, cloneable: true } }, 'cloneable'],
        [VIEWER, 'viewer-only'],
        [VISITOR, 'anonymous'],
      ] as const) {
        siteContextWith(ctx);
        expect(redirectOwnerToConfig(undefined, PUBLIC_PAGE)).to.deep.include({ redirect: false, reason });
      }
      expect(nav.urls).to.deep.equal([]);
    });

    it('ownerRedirect decides without acting: nothing remembered, no navigation', () => {
      siteContextWith(OWNER);
      expect(ownerRedirect(undefined, new URL('https://a.example/?noredirect'))).to.deep.include({ rememberNoRedirect: true });
      expect(sessionStorage.getItem(NO_REDIRECT_KEY)).to.equal(null);
      expect(ownerRedirect(undefined, PUBLIC_PAGE).redirect).to.equal(true);
      expect(nav.urls).to.deep.equal([]);
    });
  });

  describe('the logout notice', () => {
    it("on the page the logout returned to: the site event and notify get the toast's texts; the parameter leaves the address", () => {
      siteContextWith(VISITOR);
      history.replaceState(history.state, '', `${location.pathname}${location.search}&logout=true`);
      const events = heard(['logout-notice']);
      const notified: unknown[] = [];
      startAccount({ notify: (n) => notified.push(n) });
      events.stop();
      const texts = { title: 'Logout Successful', message: 'You have been successfully logged out.' };
      expect(events.got).to.deep.equal([['logout-notice', texts]]);
      expect(notified).to.deep.equal([texts]);
      expect(location.search).not.to.contain('logout');
    });

    it('startPage (what the CDN builds run) shows it as the information toast, at the top right', async () => {
      siteContextWith({ ...VISITOR, telemetry: false });
      history.replaceState(history.state, '', `${location.pathname}${location.search}&logout=true`);
      startPage();
      // The account rules, the confirmation service and the toast's element load first.
      await customElements.whenDefined('ss-confirm');
      let toast: HTMLElement | null = null;
      for (let i = 0; i < 100 && !toast; i++) {
        await nextFrames(1);
        toast = document.querySelector('ss-confirm');
      }
      expect(toast, 'an <ss-confirm> toast').to.not.equal(null);
      await (toast as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const status = toast!.shadowRoot!.querySelector('[role=status]')!;
      // The live region is in place first and its text arrives after, so it is announced.
      for (let i = 0; i < 100 && !status.textContent!.trim(); i++) await nextFrames(1);
      expect(status.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Logout Successful You have been successfully logged out.');
      const box = status.querySelector('[part=base]')!.getBoundingClientRect();
      expect(Math.round(innerWidth - box.right), 'top right, 20 px from the edge').to.be.closeTo(20, 1);
      expect(location.search).not.to.contain('logout');
      toast!.remove();
    });
  });

  describe('tracking (spec 001 §6)', () => {
    const rows: [string, object, boolean, boolean][] = [
      ['an anonymous visitor: tracked by the census, not for mouse position', VISITOR, true, false],
      ['a viewer-only user: tracked like a visitor', VIEWER, true, false],
      ['an owner: not tracked by the census; tracked for mouse position', OWNER, false, true],
      ['an editor: likewise', EDITOR, false, true],
      ['roles as a list of records', { ...OWNER, websiteRoles: [{ id: 10 }] }, true, false],
    ];
    for (const [name, ctx, census, mouse] of rows) {
      it(name, async () => {
        siteContextWith(ctx as Record<string, unknown>);
        startAccount();
        expect(trackedVisitor()).to.equal(census);
        await sendMouse({ type: 'move', position: [30, 40] });
        await sendMouse({ type: 'move', position: [50, 60] });
        expect(mousePosition()).to.deep.equal(mouse ? { x: 50 + scrollX, y: 60 + scrollY } : undefined);
      });
    }
  });

  describe('member-only and locked pages (spec 001 §6)', () => {
    it("a member-only page: 'This page available only site members', first in <main>, a polite status, accessible", async () => {
      const main = Object.assign(document.createElement('main'), { innerHTML: '<h1>Members</h1>' });
      main.dataset.test = '';
      document.body.append(main);
      siteContextWith({ ...VISITOR, pagePermissionTypeValue: 3 });
      startAccount();
      const el = main.firstElementChild as HTMLElement;
      expect(el.matches('[data-ss-access-notice][role="status"]')).to.equal(true);
      await nextFrames(2);
      expect(el.textContent).to.equal('This page available only site members');
      await expectAccessible(main);
    });

    it("a locked page: 'This page is locked', in the page's own placeholder", async () => {
      document.body.insertAdjacentHTML('beforeend', '<div data-ss-access-notice class="mine"></div>');
      siteContextWith({ ...OWNER, pageType: 'lock screen' });
      startAccount();
      await nextFrames(2);
      const el = document.querySelector('[data-ss-access-notice]')!;
      expect(el.classList.contains('mine')).to.equal(true);
      expect(el.textContent).to.equal('This page is locked');
      expect(document.querySelectorAll('[data-ss-access-notice]')).to.have.length(1);
      await expectAccessible(el);
    });

    it('a public page: no notice', async () => {
      siteContextWith({ ...VISITOR, pagePermissionTypeValue: 1 });
      startAccount();
      await nextFrames(2);
      expect(document.querySelector('[data-ss-access-notice]')).to.equal(null);
    });
  });

  describe('logged-in triggers (spec 001 §6)', () => {
    it('a logged-in user gets the announcement bar, website overlay manager and popup overlay manager triggers', () => {
      const events = heard(TRIGGERS);
      siteContextWith(VIEWER);
      startAccount();
      events.stop();
      expect(events.got).to.deep.equal(TRIGGERS.map((n) => [n, { accountId: 'acc-1' }]));
    });

    it('an anonymous visitor gets none', () => {
      const events = heard(TRIGGERS);
      siteContextWith(VISITOR);
      startAccount();
      events.stop();
      expect(events.got).to.deep.equal([]);
    });
  });

  describe('the admin event broadcast (spec 001 §6)', () => {
    let other: BroadcastChannel;
    beforeEach(() => (other = new BroadcastChannel(ADMIN_CHANNEL)));
    afterEach(() => other.close());

    it('an admin hears what other tabs broadcast, as ss:admin-event, and broadcasts to them', async () => {
      siteContextWith(OWNER);
      startAccount();
      const events = heard(['admin-event']);
      other.postMessage({ source: 'ss-blocks', type: 'content-saved', data: { id: 7 } });
      other.postMessage({ type: 'not ours' });
      await frames(() => events.got.length > 0);
      await nextFrames(3);
      expect(events.got).to.deep.equal([['admin-event', { type: 'content-saved', data: { id: 7 } }]]);
      const received = new Promise<unknown>((r) => (other.onmessage = (e) => r(e.data)));
      expect(broadcastAdminEvent('page-published', { path: '/' })).to.equal(true);
      expect(await received).to.deep.equal({ source: 'ss-blocks', type: 'page-published', data: { path: '/' } });
      events.stop();
    });

    it('an editor without the admin role neither hears nor broadcasts', async () => {
      siteContextWith(EDITOR);
      startAccount();
      const events = heard(['admin-event']);
      other.postMessage({ source: 'ss-blocks', type: 'content-saved' });
      await nextFrames(5);
      events.stop();
      expect(events.got).to.deep.equal([]);
      expect(broadcastAdminEvent('x')).to.equal(false);
    });
  });
});
