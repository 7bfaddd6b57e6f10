// The locale switch, the overlays and the services that show texts: the popup
// open, the confirmation widget and the confirm/alert/information service, the system error
// overlay and its service, the cookie banner shown, the access notice, the logout's notice.
// Each text and accessible name equals the French table's message for its id after
// setLocale('fr') and the English one after setLocale('en'); the owner's texts (the banner's
// button texts, a confirmation's title and message) stay as given.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../../src/blocks/ss-confirm/ss-confirm.js';
import '../../../src/blocks/ss-system-error/ss-system-error.js';
import '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsSystemError } from '../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsCookieBanner } from '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { alert, confirm, information } from '../../../src/services/confirm.js';
import { hideSystemError, showSystemError } from '../../../src/services/system-error.js';
import { showAccessNotice } from '../../../src/services/access-notice.js';
import { takeLogoutNotice } from '../../../src/services/auth.js';
import type { SiteContext } from '../../../src/contract/site-context.js';
import { expectAccessible } from '../helpers/a11y.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { CONTENT, clearSiteContext, mount as mountPopup } from '../blocks/ss-popup/helpers.js';
import { clearPopupRecord } from '../../../src/blocks/ss-popup/ss-popup.js';
import { clearCookies, takeTurns } from '../services/telemetry/helpers.js';
import { english, french, part, said, switchTo, textIn } from './locale.js';

const LOCALES = ['fr', 'en'] as const;
const buttons = (el: Element) => [...el.shadowRoot!.querySelectorAll('button')].map((b) => said(b));

/** The widget the service just appended, once it shows. */
async function opened(): Promise<SsConfirm> {
  const shown = () => [...document.querySelectorAll<SsConfirm>('body > ss-confirm')].at(-1);
  for (let i = 0; i < 100 && !shown(); i++) await nextFrame();
  const el = shown()!;
  await el.updateComplete;
  await nextFrame();
  return el;
}

// The popup's record and the consent cookie are the origin's: these tests take turns with
// other files'.
takeTurns();

afterEach(async () => {
  await switchTo('en');
  document.querySelectorAll('body > ss-confirm, body > ss-system-error, .popup-test, [data-ss-access-notice]').forEach((n) => n.remove());
});

describe('locale switch: ss-popup open', function () {
  this.timeout(20000);
  beforeEach(() => clearPopupRecord());
  afterEach(() => {
    clearSiteContext();
    clearPopupRecord();
  });

  it("its close button's name, and its own name when the page gives none; the popup's content stays", async () => {
    const el = await mountPopup(`<ss-popup><p>Sign up for letters from the studio.</p></ss-popup>`);
    expect(el.open).to.equal(true);
    const dialog = part(el, 'base')!;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(part(el, 'close-button')!.getAttribute('aria-label')).to.equal(say('popup.close'));
      expect(dialog.getAttribute('aria-label')).to.equal(say('popup.label'));
      expect(said(el.querySelector('p'))).to.equal('Sign up for letters from the studio.');
      await expectAccessible(el, `popup in ${locale}`);
    }
    const headed = await mountPopup(`<ss-popup>${CONTENT}</ss-popup>`);
    await switchTo('fr', headed);
    expect(part(headed, 'close-button')!.getAttribute('aria-label')).to.equal(french('popup.close'));
  });
});

describe('locale switch: ss-confirm and the confirm service', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
  });

  it("the element: Confirm, Reject, Cancel and the unnamed dialog's name; the owner's title, message and button texts stay", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <ss-confirm heading="Remove item?" message="It leaves your cart."></ss-confirm>
      <ss-confirm confirm-style="confirm-or-cancel" confirm-text="Yes, remove"></ss-confirm>
    </div>`);
    const [el, own] = [...wrapper.querySelectorAll('ss-confirm')];
    el.show();
    own.show();
    for (const locale of LOCALES) {
      await switchTo(locale, el, own);
      const say = textIn(locale);
      expect(buttons(el), `${locale}: buttons`).to.deep.equal([say('dialog.confirm'), say('dialog.reject')]);
      expect([said(part(el, 'title')), said(part(el, 'message'))]).to.deep.equal(['Remove item?', 'It leaves your cart.']);
      expect(buttons(own), "the owner's confirm text stays").to.deep.equal(['Yes, remove', say('dialog.cancel')]);
      expect(part(own, 'base')!.getAttribute('aria-label')).to.equal(say('dialog.label'));
    }
    await switchTo('fr', el);
    await expectAccessible(el, 'confirmation in French');
  });

  it("confirm() and alert() show the catalogue's buttons in the locale, and follow a switch while open", async () => {
    await switchTo('fr');
    const answer = confirm({ title: 'Retirer ?', message: 'M' });
    const el = await opened();
    expect(buttons(el)).to.deep.equal([french('dialog.confirm'), french('dialog.reject')]);
    await switchTo('en', el);
    expect(buttons(el)).to.deep.equal([english('dialog.confirm'), english('dialog.reject')]);
    expect(said(part(el, 'title')), "the caller's title").to.equal('Retirer ?');
    part(el, 'confirm-button')!.click();
    expect(await answer).to.equal('confirm');
    await el.whenHidden();

    const alerted = alert('Title', 'Message');
    const a = await opened();
    expect(buttons(a)).to.deep.equal([english('dialog.okay')]);
    await switchTo('fr', a);
    expect(buttons(a)).to.deep.equal([french('dialog.okay')]);
    await expectAccessible(a, 'alert in French');
    part(a, 'confirm-button')!.click();
    expect(await alerted).to.equal('confirm');
  });

  it("the logout's notice is read from the catalogue when it is taken, in the locale then (the toast shows it as given, for its 2000 ms)", async () => {
    const address = location.href;
    history.replaceState(history.state, '', `${location.pathname}?logout=true`);
    await switchTo('fr');
    const notice = takeLogoutNotice()!;
    history.replaceState(history.state, '', address);
    expect(notice).to.deep.equal({ title: french('account.logoutTitle'), message: french('account.logoutMessage') });
    clock = installManualClock();
    const answer = information(notice.title, notice.message);
    const el = await opened();
    expect([said(part(el, 'title')), said(part(el, 'message'))]).to.deep.equal([
      french('account.logoutTitle'),
      french('account.logoutMessage'),
    ]);
    // No axe here: it waits on timers, which the manual clock holds (services/confirm's tests
    // check the toast).
    let result: string | undefined;
    void answer.then((r) => (result = r));
    await clock.advance(2000);
    expect(result).to.equal('confirm');
    await clock.advance(600);
  });
});

describe('locale switch: ss-system-error and its service', function () {
  this.timeout(20000);

  it("each variant's catalogue texts and buttons; the error's own message stays", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <ss-system-error open variant="cleaned"></ss-system-error>
    </div>`);
    const el = wrapper.querySelector<SsSystemError>('ss-system-error')!;
    await el.updateComplete;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(said(part(el, 'title'))).to.equal(say('systemError.cleanedTitle'));
      expect(said(part(el, 'body'))).to.equal(say('systemError.cleanedText'));
      expect(buttons(el)).to.deep.equal([say('systemError.reload'), say('systemError.clear')]);
      await expectAccessible(el, `cleaned, ${locale}`);
    }
    el.variant = 'other';
    el.message = 'Bad answer';
    el.url = '/api/x';
    el.format = 'JSON';
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(said(part(el, 'title')), "the error's text").to.equal('Bad answer');
      expect([...part(el, 'body')!.querySelectorAll('dt')].map(said)).to.deep.equal([say('systemError.url'), say('systemError.format')]);
    }
    el.variant = 'network';
    el.message = '';
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      expect(said(part(el, 'title')), 'no text: the default').to.equal(textIn(locale)('dataLayer.unableToConnect'));
    }
  });

  it('showSystemError(): the overlay it shows follows a switch', async () => {
    await showSystemError({ variant: 'network' });
    const el = document.querySelector<SsSystemError>('ss-system-error')!;
    await el.updateComplete;
    await switchTo('fr', el);
    expect(said(part(el, 'title'))).to.equal(french('dataLayer.unableToConnect'));
    expect(buttons(el)).to.deep.equal([french('systemError.reload'), french('systemError.clear')]);
    await expectAccessible(el, 'network error in French');
    hideSystemError();
  });
});

describe('locale switch: ss-cookie-banner shown', function () {
  this.timeout(20000);
  beforeEach(clearCookies);
  afterEach(() => document.querySelectorAll('ss-cookie-banner').forEach((b) => b.remove()));

  it("its name, text and default buttons follow; the owner's button texts stay", async () => {
    const el = await fixture<SsCookieBanner>('<ss-cookie-banner></ss-cookie-banner>');
    await el.updateComplete;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal(say('banner.label'));
      expect(said(part(el, 'text'))).to.equal(say('banner.text'));
      expect(part(el, 'accept')!.getAttribute('aria-label'), "the icon button's name").to.equal(say('banner.accept'));
      await expectAccessible(el, `banner in ${locale}`);
    }
    el.settings = { cookieBannerCtaVariant: 'button', cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
    await el.updateComplete;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect([said(part(el, 'accept')), said(part(el, 'decline'))]).to.deep.equal([say('banner.accept'), say('banner.decline')]);
    }
    el.settings = {
      cookieBannerCtaVariant: 'button',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Allow',
      cookieBannerOptOutCtaText: 'Refuse',
    };
    await el.updateComplete;
    await switchTo('fr', el);
    expect([said(part(el, 'accept')), said(part(el, 'decline'))], "the owner's texts").to.deep.equal(['Allow', 'Refuse']);
    await expectAccessible(el, 'owner buttons, French');
  });
});

describe('locale switch: the access notice', () => {
  it("a locked page's notice is written again in the new locale", async () => {
    const el = showAccessNotice({ pageType: 'lock screen' } as unknown as SiteContext)!;
    await nextFrame();
    await nextFrame();
    expect(el.textContent).to.equal(english('account.locked'));
    await switchTo('fr');
    expect(el.textContent).to.equal(french('account.locked'));
    await switchTo('en');
    expect(el.textContent).to.equal(english('account.locked'));
    await expectAccessible(el);
  });
});
