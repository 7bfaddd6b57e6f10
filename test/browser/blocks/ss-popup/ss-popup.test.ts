// The popup overlay in Chromium (spec 001 §3 "Popup overlay settings", §4 "Popup overlay",
// "Escape key", §9 "Breakpoints", "Modal base z-index 30000"): axe on each state, defaults,
// settings from attributes, its JSON and the site context, the nine positions, every
// trigger on a manual clock, the stored record on close and on signup, the rules in the
// page (screenshot flag, mobile, pages, frequency, version), focus and Escape with other
// overlays open, reduced motion, bad data; then the shared overlay suite.
import { expect, nextFrame } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import type { SsPopup, SsPopupCloseDetail } from '../../../../src/blocks/ss-popup/ss-popup.js';
import type { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';
import { POPUP_POSITIONS, POPUP_STORAGE_KEYS, clearPopupRecord, readPopupRecord } from '../../../../src/blocks/ss-popup/ss-popup.js';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import '../../../../src/blocks/ss-system-error/ss-system-error.js';
import { deepActiveElement } from '../../../../src/controllers/focus-containment.js';
import { expectAccessible, settled } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { runOverlaySuite } from '../../shared/overlay-suite.js';
import { definition, next, click, messagesShown, type } from '../ss-form/helpers.js';
import { items } from '../ss-lightbox/helpers.js';
import { CONTENT, clearSiteContext, dialogOf, frames, mount, part, siteContextWith, withQuery } from './helpers.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The popup's record is the origin's: these tests take turns with other files'.
takeTurns();

const DAY = 24 * 60 * 60 * 1000;
const WAITING = 'show-on-timer timer-delay="3600"';
/** Ends its entrance, so its box is where it stays. */
const still = (el: SsPopup) => el.shadowRoot!.getAnimations().forEach((a) => a.finish());
const isOpen = (el: SsPopup) => el.open && dialogOf(el).open && dialogOf(el).matches(':modal');
const closeEvent = (el: SsPopup) => next<SsPopupCloseDetail>(el, 'ss-popup-close');

describe('ss-popup', function () {
  // A guard against a hang: a sign-up, its answer and axe took over 20 s beside two suites.
  this.timeout(60000);
  let clock: ManualClock | undefined;

  beforeEach(async () => {
    clearPopupRecord();
    await setViewport({ width: 1000, height: 700 });
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    document.querySelectorAll('.popup-test, ss-lightbox, ss-system-error').forEach((n) => n.remove());
    clearSiteContext();
    clearPopupRecord();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  describe('accessibility', () => {
    it('open as a card: a modal dialog named by its heading, a Close button; axe clean', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      expect(isOpen(el)).to.equal(true);
      const dialog = dialogOf(el);
      expect(dialog.localName).to.equal('dialog');
      expect(dialog.getAttribute('aria-label')).to.equal('Ten percent off your first print');
      expect(part(el, 'close-button').getAttribute('aria-label')).to.equal('Close');
      await expectAccessible(el);
    });
    it('open full-screen: axe clean', async () => {
      const el = await mount(`<ss-popup popup-style="full-screen">${CONTENT}</ss-popup>`);
      expect(isOpen(el)).to.equal(true);
      await expectAccessible(el);
    });
    it('open with a newsletter form inside: axe clean', async () => {
      const el = await mount(`<ss-popup>${newsletter('popup-axe')}</ss-popup>`);
      await el.querySelector('ss-form')!.updateComplete;
      await expectAccessible(el);
    });
    it('waiting and closed: nothing of it shows; axe clean', async () => {
      const el = await mount(`<ss-popup ${WAITING}>${CONTENT}</ss-popup>`);
      expect(el.state).to.equal('waiting');
      expect(getComputedStyle(el).display).to.equal('none');
      expect(el.querySelector('a')!.getClientRects().length).to.equal(0);
      await expectAccessible(el);
      el.show();
      await el.updateComplete;
      el.close();
      await el.updateComplete;
      expect(el.state).to.equal('closed');
      expect(getComputedStyle(el).display).to.equal('none');
      await expectAccessible(el);
    });
    it("without a heading it is named 'Popup' (ours)", async () => {
      const el = await mount(`<ss-popup><p>Just text.</p></ss-popup>`);
      expect(dialogOf(el).getAttribute('aria-label')).to.equal('Popup');
    });
  });

  describe('defaults', () => {
    it('with no settings it shows at once, as a card in the centre, at the modal base z-index 30000', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      expect(el.state).to.equal('open');
      expect(el.verdict).to.equal('show');
      expect([el.popupStyle, el.position, el.displayFrequency, el.version, el.enableMobile, el.showOnAllPages]).to.deep.equal([
        'card',
        'center',
        1,
        1,
        true,
        true,
      ]);
      expect(getComputedStyle(el).zIndex).to.equal('30000');
      still(el);
      const r = dialogOf(el).getBoundingClientRect();
      expect(Math.abs(r.left - (innerWidth - r.right))).to.be.below(2);
      expect(Math.abs(r.top - (innerHeight - r.bottom))).to.be.below(2);
      expect(getComputedStyle(dialogOf(el), '::backdrop').backgroundColor).to.equal('rgba(0, 0, 0, 0.45)');
    });
  });

  describe('layout: the nine positions and full-screen', () => {
    // A 24 px gap (1.5rem) from the sides it stands against; centred on the others.
    const GAP = 24;
    for (const position of POPUP_POSITIONS) {
      it(`${position}`, async () => {
        const el = await mount(`<ss-popup position=${position.toUpperCase().replace('-', '_')}>${CONTENT}</ss-popup>`);
        expect(el.position).to.equal(position);
        still(el);
        const r = dialogOf(el).getBoundingClientRect();
        const [row, column = 'center'] = position.split('-');
        const near = (a: number, b: number) => Math.abs(a - b) < 2;
        if (row === 'top') expect(near(r.top, GAP), `top ${r.top}`).to.equal(true);
        if (row === 'bottom') expect(near(innerHeight - r.bottom, GAP), `bottom ${r.bottom}`).to.equal(true);
        if (row === 'center') expect(near(r.top, innerHeight - r.bottom), 'vertically centred').to.equal(true);
        if (column === 'left') expect(near(r.left, GAP), `left ${r.left}`).to.equal(true);
        if (column === 'right') expect(near(innerWidth - r.right, GAP), `right ${r.right}`).to.equal(true);
        if (column === 'center') expect(near(r.left, innerWidth - r.right), 'horizontally centred').to.equal(true);
        expect(isOpen(el)).to.equal(true);
      });
    }
    it('full-screen fills the viewport (position ignored)', async () => {
      const el = await mount(`<ss-popup popup-style="full-screen" position="top-left">${CONTENT}</ss-popup>`);
      still(el);
      const r = dialogOf(el).getBoundingClientRect();
      expect([r.left, r.top, Math.round(r.width), Math.round(r.height)]).to.deep.equal([
        0,
        0,
        document.documentElement.clientWidth,
        innerHeight,
      ]);
    });
    it('a card keeps inside a phone-wide viewport', async () => {
      await setViewport({ width: 375, height: 667 });
      const el = await mount(`<ss-popup position="bottom-right">${CONTENT}</ss-popup>`);
      still(el);
      const r = dialogOf(el).getBoundingClientRect();
      expect(r.left).to.be.at.least(0);
      expect(r.right).to.be.at.most(375);
      expect(r.bottom).to.be.at.most(667);
    });
  });

  describe('settings: attributes, its JSON, the site context', () => {
    it('reads popupOverlaySettings from the site context (real-markup.md)', async () => {
      siteContextWith({
        websiteSettings: {
          popupOverlaySettings: {
            style: 2,
            showOnTimer: true,
            timerDelay: 7,
            displayFrequency: 3,
            version: 4,
            enableMobile: false,
            showUntilSignup: true,
          },
        },
      });
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      expect([
        el.popupStyle,
        el.showOnTimer,
        el.timerDelay,
        el.displayFrequency,
        el.version,
        el.enableMobile,
        el.showUntilSignup,
      ]).to.deep.equal(['full-screen', true, 7, 3, 4, false, true]);
      expect(el.state).to.equal('waiting');
    });
    it("a site context key of the wrong type is reported and replaced by its default (the popup's settings check them)", async () => {
      siteContextWith({ websiteSettings: { popupOverlaySettings: { timerDelay: 'soon', enabledPages: 42, displayFrequency: 3 } } });
      const { result: el, messages } = await captureConsole('warn', () =>
        mount(`<ss-popup show-on-scroll scroll-percentage="100">${CONTENT}</ss-popup>`),
      );
      expect([el.timerDelay, el.enabledPages, el.displayFrequency]).to.deep.equal([0, [], 3]);
      expect(messages.map((m) => String(m[0]))).to.have.length(2);
      expect(String(messages[0]![0])).to.contain('"soon" is not a valid timer-delay');
    });
    it('an attribute wins over its JSON, which wins over the site context', async () => {
      siteContextWith({ websiteSettings: { popupOverlaySettings: { timerDelay: 7, displayFrequency: 3, version: 4 } } });
      const el = await mount(
        `<ss-popup show-on-timer timer-delay="9" data-block-json='{"timerDelay":8,"displayFrequency":5}'>${CONTENT}</ss-popup>`,
      );
      expect([el.timerDelay, el.displayFrequency, el.version]).to.deep.equal([9, 5, 4]);
    });
    it('a JSON island inside it counts as its JSON; a form block inside keeps its own', async () => {
      const el = await mount(`<ss-popup><script type="application/json">{"showOnTimer":true,"timerDelay":11}</script>
        <div class="sqs-block newsletter-block" data-block-json='{"formId":"x","version":9,"timerDelay":2}'></div>${CONTENT}</ss-popup>`);
      expect([el.timerDelay, el.version]).to.deep.equal([11, 1]);
    });
    it('without JSON of its own, a form block inside is still not read as its: a broken one does not skip the popup', async () => {
      const { messages } = await captureConsole('error', () =>
        mount(`<ss-popup><div class="sqs-block form-block" data-block-json='{"version":9,"broken'></div>${CONTENT}</ss-popup>`),
      );
      const el = document.querySelector('ss-popup')!;
      expect(messages).to.deep.equal([]);
      expect(el.hasAttribute('data-ss-skipped')).to.equal(false);
      expect(el.version).to.equal(1);
    });
    it('a bad value is reported and replaced by its default', async () => {
      const { messages } = await captureConsole('warn', () =>
        mount(`<ss-popup ${WAITING} position="middle-earth" display-frequency="-2">${CONTENT}</ss-popup>`),
      );
      const el = document.querySelector('ss-popup')!;
      expect([el.position, el.displayFrequency]).to.deep.equal(['center', 1]);
      expect(messages.map((m) => String(m[0]))).to.have.length(2);
      expect(String(messages[0]![0])).to.contain('position');
    });
    it('its JSON that cannot be read: logged, the popup skipped, the page goes on', async () => {
      const { messages } = await captureConsole('error', () => mount(`<ss-popup data-block-json='{"broken'>${CONTENT}</ss-popup>`));
      const el = document.querySelector('ss-popup')!;
      expect(messages[0]![0]).to.equal('Error decoding popup block data.');
      expect(el.hasAttribute('data-ss-skipped')).to.equal(true);
      expect(el.open).to.equal(false);
      expect(el.state).to.equal('idle');
    });
  });

  describe('triggers', () => {
    it('on a timer: timerDelay seconds after its markup is complete (just below: not yet; at: open)', async () => {
      clock = installManualClock();
      const el = await mount(`<ss-popup show-on-timer timer-delay="5">${CONTENT}</ss-popup>`);
      expect(el.state).to.equal('waiting');
      await clock.advance(4999);
      expect(el.open).to.equal(false);
      await clock.advance(1);
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
    });
    it('on scroll: past scrollPercentage of what the page can scroll (just below: not yet; at: open)', async () => {
      const spacer = document.createElement('div');
      spacer.className = 'popup-test';
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const el = await mount(`<ss-popup show-on-scroll scroll-percentage="50">${CONTENT}</ss-popup>`);
      const range = document.documentElement.scrollHeight - innerHeight;
      expect(el.state).to.equal('waiting');
      window.scrollTo(0, Math.floor(range / 2) - 2);
      await frames(3);
      expect(el.open).to.equal(false);
      window.scrollTo(0, Math.ceil(range / 2));
      await frames(3);
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
    });
    it('on scroll, on a page that cannot scroll: at once (ours)', async () => {
      const el = await mount(`<ss-popup show-on-scroll scroll-percentage="90">${CONTENT}</ss-popup>`);
      expect(document.documentElement.scrollHeight).to.be.at.most(innerHeight);
      expect(isOpen(el)).to.equal(true);
    });
    it('timer and scroll: the first of the two (here the timer)', async () => {
      clock = installManualClock();
      const spacer = document.createElement('div');
      spacer.className = 'popup-test';
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const el = await mount(`<ss-popup show-on-timer timer-delay="2" show-on-scroll scroll-percentage="80">${CONTENT}</ss-popup>`);
      await clock.advance(2000);
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
    });
    it('neither: at once, and it fires ss-popup-open', async () => {
      const holder = document.createElement('div');
      holder.className = 'popup-test';
      const opened = next(holder, 'ss-popup-open');
      holder.innerHTML = `<ss-popup>${CONTENT}</ss-popup>`;
      document.body.append(holder);
      const e = await opened;
      expect(e.bubbles && e.composed).to.equal(true);
    });
    it('a rule changed while waiting is applied (an editor changing its settings)', async () => {
      const el = await mount(`<ss-popup ${WAITING}>${CONTENT}</ss-popup>`);
      el.showOnTimer = false;
      await el.updateComplete;
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
    });
    it('removed while waiting, its timer is stopped', async () => {
      clock = installManualClock();
      const el = await mount(`<ss-popup show-on-timer timer-delay="1">${CONTENT}</ss-popup>`);
      el.remove();
      await clock.advance(2000);
      expect(el.open).to.equal(false);
    });
  });

  describe('the stored record', () => {
    it('Close writes the closed date and version, and fires ss-popup-close (source button)', async () => {
      const el = await mount(`<ss-popup version="3">${CONTENT}</ss-popup>`);
      const before = Date.now();
      const closed = closeEvent(el);
      part(el, 'close-button').click();
      expect((await closed).detail).to.deep.equal({ source: 'button' });
      expect(el.state).to.equal('closed');
      const record = readPopupRecord();
      expect(record.submitted).to.equal(false);
      expect(record.version).to.equal(3);
      expect(record.closedAt).to.be.within(before - 1000, Date.now());
      expect(localStorage.getItem(POPUP_STORAGE_KEYS.dateClosed)).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(localStorage.getItem(POPUP_STORAGE_KEYS.version)).to.equal('3');
      expect(localStorage.getItem(POPUP_STORAGE_KEYS.submitted)).to.equal(null);
    });
    it('a click on the dimmed page around the card closes it (source backdrop); one inside does not', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      const r = dialogOf(el).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.left + 40), Math.round(r.top + 12)] });
      expect(el.open).to.equal(true);
      const closed = closeEvent(el);
      await sendMouse({ type: 'click', position: [5, 5] });
      expect((await closed).detail).to.deep.equal({ source: 'backdrop' });
      expect(readPopupRecord().closedAt).to.be.a('number');
    });
    it('a newsletter form inside sent successfully marks it submitted', async function () {
      const [el] = await signUp('ada@example.com', 'ss-form-success', 'version="2" show-until-signup');
      expect(localStorage.getItem(POPUP_STORAGE_KEYS.submitted)).to.equal('true');
      expect(readPopupRecord()).to.include({ submitted: true, version: 2 });
      // Still open, showing the form's thanks, until closed.
      expect(el.open).to.equal(true);
      // The next page view: never again with showUntilSignup.
      const again = await mount(`<ss-popup version="3" show-until-signup>${CONTENT}</ss-popup>`);
      expect(again.state).to.equal('suppressed');
      expect(again.verdict).to.equal('signed-up');
    });
    // A one-field sign-up that fits the window (ours: the scroll notes only for a form taller
    // than the window) says what spec 001 §5 asks and no more.
    it("an empty sign-up: the field's message and the general one (spec 001 §5), no scroll notes; axe clean", async () => {
      const [el, form] = await signUp('', 'ss-form-invalid');
      expect(messagesShown(form)).to.deep.equal([
        'One or more fields is invalid, please check your entries.',
        'Email address is required.',
      ]);
      await expectAccessible(el);
    });
    it("server field errors on a sign-up: the field's message only, no general message (spec 001 §5); axe clean", async () => {
      const [el, form] = await signUp('server-error-test@example.com', 'ss-form-failure');
      expect(messagesShown(form)).to.deep.equal(['This value was rejected by the server.']);
      await expectAccessible(el);
    });
    it('a failed submission marks nothing', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      el.dispatchEvent(new CustomEvent('ss-form-failure', { bubbles: true, composed: true, detail: {} }));
      expect(readPopupRecord()).to.deep.equal({ submitted: false });
    });
  });

  describe('the rules in the page (spec 001 §4 "Popup overlay")', () => {
    const closedAgo = (ms: number, version = 1) => {
      localStorage.setItem(POPUP_STORAGE_KEYS.dateClosed, new Date(Date.now() - ms).toISOString());
      localStorage.setItem(POPUP_STORAGE_KEYS.version, String(version));
    };
    it('closed less than displayFrequency days ago: not shown; more: shown', async () => {
      closedAgo(2 * DAY - 60_000);
      const early = await mount(`<ss-popup display-frequency="2">${CONTENT}</ss-popup>`);
      expect([early.state, early.verdict]).to.deep.equal(['suppressed', 'closed-recently']);
      closedAgo(2 * DAY + 60_000);
      const later = await mount(`<ss-popup display-frequency="2">${CONTENT}</ss-popup>`);
      expect(later.state).to.equal('open');
    });
    it('displayFrequency -1: never again once closed', async () => {
      closedAgo(400 * DAY);
      const el = await mount(`<ss-popup display-frequency="-1">${CONTENT}</ss-popup>`);
      expect(el.verdict).to.equal('closed-for-good');
    });
    it('a newer version shows it again at once after closing', async () => {
      closedAgo(1000, 1);
      const el = await mount(`<ss-popup version="2">${CONTENT}</ss-popup>`);
      expect(isOpen(el)).to.equal(true);
    });
    it('suppressed by the screenshot flag', async () => {
      const el = await withQuery('screenshot=true', () => mount(`<ss-popup>${CONTENT}</ss-popup>`));
      expect([el.state, el.verdict, el.open]).to.deep.equal(['suppressed', 'screenshot', false]);
      const bare = await withQuery('screenshot', () => mount(`<ss-popup>${CONTENT}</ss-popup>`));
      expect(bare.verdict).to.equal('screenshot');
    });
    it('enableMobile off: not on a viewport 432 px wide (mobile), shown at 433 px (spec 001 §9)', async () => {
      await setViewport({ width: 432, height: 700 });
      const mobile = await mount(`<ss-popup enable-mobile="false">${CONTENT}</ss-popup>`);
      expect(mobile.verdict).to.equal('mobile');
      await setViewport({ width: 433, height: 700 });
      const desktop = await mount(`<ss-popup enable-mobile="false">${CONTENT}</ss-popup>`);
      expect(desktop.verdict).to.equal('show');
    });
    it('enableMobile on: shown on a phone', async () => {
      await setViewport({ width: 375, height: 667 });
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      expect(isOpen(el)).to.equal(true);
    });
    it("enabledPages by the site context's page id when not on all pages", async () => {
      siteContextWith({ collection: { id: '5c4a47c71ae6cf770c90fd6e' } });
      const other = await mount(`<ss-popup show-on-all-pages="false" enabled-pages="64a1c0ffee0000000000abcd">${CONTENT}</ss-popup>`);
      expect(other.verdict).to.equal('page');
      const here = await mount(
        `<ss-popup show-on-all-pages="false" data-block-json='{"enabledPages":["x","5c4a47c71ae6cf770c90fd6e"]}'>${CONTENT}</ss-popup>`,
      );
      expect(here.verdict).to.equal('show');
    });
    it('enabledPages by path (ours)', async () => {
      const el = await mount(`<ss-popup show-on-all-pages="false" enabled-pages="${location.pathname}">${CONTENT}</ss-popup>`);
      expect(el.verdict).to.equal('show');
    });
    it('show() opens it whatever the rules say; the open attribute too', async () => {
      const el = await withQuery('screenshot=true', () => mount(`<ss-popup>${CONTENT}</ss-popup>`));
      el.show();
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
      el.close();
      await el.updateComplete;
      const attr = await mount(`<ss-popup ${WAITING} open>${CONTENT}</ss-popup>`);
      expect(isOpen(attr)).to.equal(true);
    });
  });

  describe('keyboard and focus', () => {
    it('focus moves to its first focusable element and back on closing', async () => {
      const trigger = document.createElement('button');
      trigger.textContent = 'Before';
      trigger.className = 'popup-test';
      document.body.append(trigger);
      const el = await mount(`<ss-popup ${WAITING}>${CONTENT}</ss-popup>`);
      trigger.focus();
      el.show();
      await el.updateComplete;
      expect(deepActiveElement(document)).to.equal(el.querySelector('a'));
      el.close();
      await el.updateComplete;
      expect(document.activeElement).to.equal(trigger);
    });
    it('with no focusable content, focus goes to Close', async () => {
      const el = await mount(`<ss-popup><h2>Hello</h2></ss-popup>`);
      expect(deepActiveElement(document)).to.equal(part(el, 'close-button'));
    });
    it('Escape closes it through the stack (source keyboard) and writes the record', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      const closed = closeEvent(el);
      await sendKeys({ press: 'Escape' });
      expect((await closed).detail).to.deep.equal({ source: 'keyboard' });
      expect(readPopupRecord().closedAt).to.be.a('number');
    });
    it('with the lightbox open above it, Escape closes the lightbox first, then the popup', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      const lightbox = document.createElement('ss-lightbox');
      document.body.append(lightbox);
      lightbox.show(items(2), 0);
      await lightbox.updateComplete;
      lightbox.shadowRoot!.getAnimations().forEach((a) => a.finish());
      await lightbox.updateComplete;
      expect(Number(getComputedStyle(lightbox).zIndex)).to.be.above(Number(getComputedStyle(el).zIndex));
      await sendKeys({ press: 'Escape' });
      await lightbox.updateComplete;
      await el.updateComplete;
      expect([lightbox.open, el.open]).to.deep.equal([false, true]);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
    });
    it('with the system error overlay open above it, Escape closes that first', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      const error = document.createElement('ss-system-error');
      document.body.append(error);
      error.open = true;
      await error.updateComplete;
      await sendKeys({ press: 'Escape' });
      await error.updateComplete;
      expect([error.open, el.open]).to.deep.equal([false, true]);
      expect(readPopupRecord().closedAt).to.equal(undefined);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
    });
    it('a popup opening while the system error overlay is open goes above it', async () => {
      clock = installManualClock();
      const error = document.createElement('ss-system-error');
      document.body.append(error);
      const el = await mount(`<ss-popup show-on-timer timer-delay="1">${CONTENT}</ss-popup>`);
      error.open = true;
      await error.updateComplete;
      await clock.advance(1000);
      await el.updateComplete;
      expect(Number(getComputedStyle(el).zIndex)).to.equal(30001);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect([error.open, el.open]).to.deep.equal([true, false]);
      error.clear();
    });
  });

  describe('motion', () => {
    it('enters with a 0.3 s fade and rise', async () => {
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      const animations = dialogOf(el).getAnimations();
      expect(animations.length).to.be.above(0);
      expect((animations[0]!.effect as KeyframeEffect).getTiming().duration).to.equal(300);
    });
    it('no entrance animation under prefers-reduced-motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
      expect(isOpen(el)).to.equal(true);
      expect(el.shadowRoot!.getAnimations()).to.have.length(0);
    });
    it('no entrance animation with ?nomotion=true', async () => {
      const el = await withQuery('nomotion=true', () => mount(`<ss-popup>${CONTENT}</ss-popup>`));
      expect(isOpen(el)).to.equal(true);
      expect(el.shadowRoot!.getAnimations()).to.have.length(0);
    });
  });
});

/** Opens a popup (with `attrs`) holding a newsletter form registered on the reference server,
 * signs up with `email` (none: left empty) and waits for the form's `event`. */
async function signUp(email: string, event: string, attrs = ''): Promise<[SsPopup, SsForm]> {
  const def = await definition([{ id: 'email-1', type: 'email', title: 'Email', required: true }], { newsletter: true });
  const el = await mount(`<ss-popup ${attrs}>${newsletter(def.formId as string)}</ss-popup>`);
  const form = el.querySelector('ss-form')!;
  await form.updateComplete;
  // The popup slides in (0.3 s): a click aimed mid-way can land under a small button.
  await settled();
  const done = next(form, event);
  if (email) await type(form.querySelector('input[type=email]')!, email);
  await click(form.querySelector('button[type=submit]')!);
  await done;
  return [el, form];
}

/** A newsletter block as published, inside <ss-form>. */
function newsletter(formId: string): string {
  return `<h2>Letters from the studio</h2><ss-form><div class="sqs-block newsletter-block" data-block-json='{"formId":"${formId}"}'><div class="sqs-block-content">
    <form class="newsletter-form" data-form-id="${formId}">
      <div class="form-item field email required" id="email-1"><label class="title" for="popup-email-${formId}">Email address</label>
      <input id="popup-email-${formId}" class="field-element" type="email" name="email" autocomplete="email"></div>
      <button type="submit">Sign up</button>
      <div class="form-submission-text hidden">Thank you for signing up!</div></form></div></div></ss-form>`;
}

runOverlaySuite<SsPopup>({
  name: 'ss-popup',
  create(container) {
    const el = document.createElement('ss-popup');
    el.setAttribute('show-on-timer', '');
    el.setAttribute('timer-delay', '3600');
    el.innerHTML = CONTENT;
    container.append(el);
    return el;
  },
  async open(el) {
    await el.updateComplete;
    el.show();
    await el.updateComplete;
    await nextFrame();
  },
  isOpen: (el) => el.open,
  settled: (el) => el.updateComplete,
  initialFocus: (el) => el.querySelector('a')!,
  box: (el) => dialogOf(el),
  outsideClickCloses: true,
});
