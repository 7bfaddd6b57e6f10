// The Escape key beyond the dialog stack (spec 001 §4 "Escape key", §6), with real key presses:
// a dialog open takes Escape and nothing else happens; with none open, shift+Esc logs an
// authenticated account out (once), plain Esc sends an owner to the config area at the
// identifier subdomain, toggles the editor inside the editing frame, or sends an anonymous
// visitor to the login where useEscapeKeyToLogin is on. Navigations are observed through the
// page contract; none leaves the test page.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { registerDialog } from '../../../../src/services/dialog-stack.js';
import { handleEscape, startEscapeRules } from '../../../../src/services/escape-key.js';
import { isEditorToggleMessage } from '../../../../src/contract/editor-frame.js';
import { mousePosition, startMousePositionTracking } from '../../../../src/services/mouse-position.js';
import {
  EDITOR,
  OWNER,
  VIEWER,
  VISITOR,
  countFetches,
  frames,
  nextFrames,
  observeNavigation,
  resetOwner,
  siteContextWith,
} from './helpers.js';

const configArea = () => `https://tidewater.builder.test/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;

describe('Escape beyond the dialog stack (spec 001 §4 "Escape key")', function () {
  this.timeout(15000);
  let nav: ReturnType<typeof observeNavigation>;
  let logout: ReturnType<typeof countFetches>;
  beforeEach(() => {
    resetOwner();
    nav = observeNavigation();
    logout = countFetches('/api/auth/Logout');
    startEscapeRules();
  });
  afterEach(() => {
    nav.stop();
    logout.stop();
    resetOwner();
    document.querySelectorAll('[data-test-field]').forEach((e) => e.remove());
  });

  describe('order: the top-most dialog first', () => {
    it('a dialog open takes Escape and nothing else happens; the next Escape reaches the rules', async () => {
      siteContextWith(OWNER);
      let closed = 0;
      const entry = registerDialog({ escape: () => (closed++, entry.release()) });
      await sendKeys({ press: 'Escape' });
      expect(closed).to.equal(1);
      expect(nav.urls, 'no redirect while a dialog took it').to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      expect(closed).to.equal(1);
      expect(nav.urls).to.deep.equal([configArea()]);
    });

    it('shift+Esc with a dialog open closes the dialog and does not log out', async () => {
      siteContextWith(OWNER);
      let closed = 0;
      const entry = registerDialog({ escape: () => (closed++, entry.release()) });
      await sendKeys({ press: 'Shift+Escape' });
      await nextFrames(5);
      expect(closed).to.equal(1);
      expect(logout.count).to.equal(0);
      expect(nav.urls).to.deep.equal([]);
    });
  });

  describe('plain Esc in the top window', () => {
    it('an owner goes to the config area at the identifier subdomain, frameUrl = path + query', async () => {
      siteContextWith(OWNER);
      history.replaceState(history.state, '', `${location.pathname}${location.search}&tag=a%20b#frag`);
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.have.length(1);
      const to = new URL(nav.urls[0]!);
      expect(to.origin + to.pathname).to.equal('https://tidewater.builder.test/config/');
      expect(to.searchParams.get('frameUrl')).to.equal(location.pathname + location.search);
      expect(to.searchParams.get('frameUrl')).not.to.contain('#');
    });

    it('an editor (not admin) goes too; without an identifier or appDomain, to /config/ on this origin', async () => {
      siteContextWith(EDITOR);
      await sendKeys({ press: 'Escape' });
      siteContextWith({ ...EDITOR, appDomain: undefined });
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.deep.equal([
        configArea(),
        `${location.origin}/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`,
      ]);
    });

    it('a viewer-only user is not sent to config (spec 001 §6)', async () => {
      siteContextWith(VIEWER);
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.deep.equal([]);
    });

    it('an anonymous visitor goes to login only with useEscapeKeyToLogin, account creation off', async () => {
      siteContextWith({ ...VISITOR, useEscapeKeyToLogin: false });
      await sendKeys({ press: 'Escape' });
      siteContextWith(VISITOR);
      await sendKeys({ press: 'Escape' });
      expect(nav.urls, 'off or absent: nothing').to.deep.equal([]);
      siteContextWith({ ...VISITOR, useEscapeKeyToLogin: true });
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.have.length(1);
      const to = new URL(nav.urls[0]!);
      expect(to.origin + to.pathname).to.equal('https://tidewater.builder.test/config/login');
      expect(to.searchParams.get('createAccount')).to.equal('false');
      expect(to.searchParams.get('frameUrl')).to.equal(location.pathname + location.search);
    });

    it('Esc with ctrl, alt or meta does nothing', async () => {
      siteContextWith(OWNER);
      for (const press of ['Control+Escape', 'Alt+Escape', 'Meta+Escape']) await sendKeys({ press });
      expect(nav.urls).to.deep.equal([]);
    });
  });

  describe('keys typed into fields never trigger it', () => {
    const fields = [
      ['an input', '<input data-test-field aria-label="f">'],
      ['a textarea', '<textarea data-test-field aria-label="f"></textarea>'],
      ['a select', '<select data-test-field aria-label="f"><option>a</option></select>'],
      ['editable content', '<div data-test-field contenteditable="true" aria-label="f">x</div>'],
    ];
    for (const [name, markup] of fields) {
      it(name, async () => {
        siteContextWith(OWNER);
        document.body.insertAdjacentHTML('beforeend', markup!);
        (document.querySelector('[data-test-field]') as HTMLElement).focus();
        await sendKeys({ press: 'Escape' });
        await sendKeys({ press: 'Shift+Escape' });
        await nextFrames(5);
        expect(nav.urls).to.deep.equal([]);
        expect(logout.count).to.equal(0);
      });
    }

    it('an input inside a shadow root', async () => {
      siteContextWith(OWNER);
      const host = document.createElement('div');
      host.setAttribute('data-test-field', '');
      host.attachShadow({ mode: 'open' }).innerHTML = '<input aria-label="f">';
      document.body.append(host);
      host.shadowRoot!.querySelector('input')!.focus();
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.deep.equal([]);
    });

    it('a button is not a field: Esc on it works', async () => {
      siteContextWith(OWNER);
      document.body.insertAdjacentHTML('beforeend', '<button data-test-field>b</button>');
      (document.querySelector('[data-test-field]') as HTMLElement).focus();
      await sendKeys({ press: 'Escape' });
      expect(nav.urls).to.deep.equal([configArea()]);
    });
  });

  describe('shift+Esc logs out (authenticated accounts only, once)', () => {
    it('an owner: POST /api/auth/Logout once, then the site root with logout=true, even when pressed twice', async () => {
      siteContextWith(OWNER);
      await sendKeys({ press: 'Shift+Escape' });
      await sendKeys({ press: 'Shift+Escape' });
      await frames(() => nav.urls.length > 0);
      await sendKeys({ press: 'Shift+Escape' });
      await nextFrames(10);
      expect(logout.count).to.equal(1);
      expect(nav.urls).to.deep.equal([`${location.origin}/?logout=true`]);
    });

    it('a viewer-only user may log out too (authenticated)', async () => {
      siteContextWith(VIEWER);
      await sendKeys({ press: 'Shift+Escape' });
      await frames(() => nav.urls.length > 0);
      expect(logout.count).to.equal(1);
    });

    it('an anonymous visitor: nothing, not even with useEscapeKeyToLogin (shift+Esc is not plain Esc)', async () => {
      siteContextWith({ ...VISITOR, useEscapeKeyToLogin: true });
      await sendKeys({ press: 'Shift+Escape' });
      await nextFrames(5);
      expect(logout.count).to.equal(0);
      expect(nav.urls).to.deep.equal([]);
    });
  });

  // The rules run here with the frame's window (this page plays the editor around it): the
  // message's origin and target are the frame's; its source is this realm's window.
  describe('inside the editing frame: a typed message to the editor toggles it', () => {
    let frame: HTMLIFrameElement;
    const messages: MessageEvent[] = [];
    const onMessage = (e: MessageEvent) => messages.push(e);
    beforeEach(async () => {
      messages.length = 0;
      addEventListener('message', onMessage);
      frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/form-page.html?preview=1', title: 'page' });
      document.body.append(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
    });
    afterEach(() => {
      removeEventListener('message', onMessage);
      frame.remove();
    });
    const esc = (init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, ...init });

    it('framed by a same-origin page under /config: posts the toggle to that origin, nothing else', async () => {
      // The test runner finds its session in the query: only the path changes.
      history.replaceState(history.state, '', `/config/pages${location.search}`);
      const e = esc();
      handleEscape(e, OWNER, frame.contentWindow!);
      await frames(() => messages.length > 0);
      expect(e.defaultPrevented).to.equal(true);
      const [m] = messages;
      expect(m!.origin).to.equal(location.origin);
      expect(isEditorToggleMessage(m!.data)).to.equal(true);
      expect(m!.data).to.deep.equal({
        source: 'ss-blocks',
        type: 'editor-toggle',
        version: 1,
        frameUrl: '/test/fixtures/form-page.html?preview=1',
      });
      expect(nav.urls).to.deep.equal([]);
    });

    it("the toggle carries the owner's last mouse position when tracked", async () => {
      siteContextWith(OWNER);
      expect(startMousePositionTracking()).to.equal(true);
      history.replaceState(history.state, '', `/config/${location.search}`);
      dispatchEvent(new MouseEvent('mousemove', { clientX: 40, clientY: 30 }));
      expect(mousePosition()).to.deep.equal({ x: 40 + scrollX, y: 30 + scrollY });
      handleEscape(esc(), OWNER, frame.contentWindow!);
      await frames(() => messages.length > 0);
      expect(messages[0]!.data.pointer).to.deep.equal({ x: 40 + scrollX, y: 30 + scrollY });
    });

    it("framed by a page that is not the editor: Esc stays the page's (no message, no navigation)", async () => {
      const e = esc();
      handleEscape(e, OWNER, frame.contentWindow!);
      await nextFrames(3);
      expect(e.defaultPrevented).to.equal(false);
      expect(messages).to.have.length(0);
      expect(nav.urls).to.deep.equal([]);
    });
  });
});
