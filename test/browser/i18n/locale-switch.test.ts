// The locale switch: the form (validation errors shown, notices, the textarea
// counter, the success text), the booking widget's preview alert, the member pricing toggle,
// the accordion, the menu, the tooltip and the relative time. French is registered and
// switched to with setLocale('fr'); each text and accessible name then equals the French
// table's message for its id, and setLocale('en') brings the English back. Owner texts (the
// form's field titles, the page's markup) stay as given. The media blocks and the overlays
// are in locale-switch.media.test.ts and locale-switch.overlays.test.ts.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { setViewport } from '../helpers/viewport.js';
import '../../../src/blocks/ss-form/ss-form.js';
import '../../../src/blocks/ss-booking/ss-booking.js';
import '../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import '../../../src/blocks/ss-accordion/ss-accordion.js';
import '../../../src/blocks/ss-menu/ss-menu.js';
import '../../../src/blocks/ss-tooltip/ss-tooltip.js';
import '../../../src/blocks/ss-relative-time/ss-relative-time.js';
import type { SsForm } from '../../../src/blocks/ss-form/ss-form.js';
import type { SsBooking } from '../../../src/blocks/ss-booking/ss-booking.js';
import type { SsMemberPricing } from '../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import type { SsRelativeTime } from '../../../src/blocks/ss-relative-time/ss-relative-time.js';
import { registerMessages, setLocale } from '../../../src/i18n/index.js';
import { expectAccessible } from '../helpers/a11y.js';
import {
  click,
  definition,
  errorOf,
  field,
  mountJson,
  mountMarkup,
  notices,
  submitButton,
  type,
  until,
} from '../blocks/ss-form/helpers.js';
import { pricing } from '../blocks/ss-member-pricing/helpers.js';
import { resetBooking, siteContextWith } from '../blocks/ss-booking/helpers.js';
import { english, french, part, said, switchTo, textIn } from './locale.js';

const LOCALES = ['fr', 'en'] as const;

afterEach(() => switchTo('en'));

describe('locale switch: ss-form', function () {
  this.timeout(20000);

  const FIELDS = [
    { id: 'text-1', type: 'text', title: 'Subject', required: true },
    { id: 'email-1', type: 'email', title: 'Email' },
    { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 50 },
  ];

  /** Submits and waits for the marks. */
  async function submitInvalid(el: SsForm): Promise<void> {
    const invalid = new Promise((resolve) => el.addEventListener('ss-form-invalid', resolve, { once: true }));
    await click(submitButton(el));
    await invalid;
  }

  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('errors already shown are written again from their ids and values, the notices and the counter too; the field titles stay', async () => {
    // Taller than the window, so the scroll notes are shown too.
    await setViewport({ width: 800, height: 150 });
    const el = await mountJson(await definition(FIELDS, {}, { register: false }), 'draft="false"');
    await type(field(el, 'email-1').querySelector('input')!, 'ada@');
    await type(el.querySelector('textarea')!, 'Hello');
    await submitInvalid(el);
    const counter = field(el, 'textarea-1').querySelector('.form-counter')!;
    const check = (locale: 'en' | 'fr') => {
      const say = textIn(locale);
      expect(errorOf(el, 'text-1'), `${locale}: required`).to.equal(say('form.required', { title: 'Subject' }));
      expect(errorOf(el, 'email-1'), `${locale}: email`).to.equal(say('form.emailInvalid', { email: say('form.emailExample') }));
      expect(notices(el), `${locale}: notices`).to.deep.equal([
        say('form.invalidFields') + say('form.problemScrollDown'),
        say('form.problemScrollUp'),
      ]);
      expect(counter.textContent).to.equal(say('form.characterCount', { count: 5, max: 50 }));
      expect(said(submitButton(el))).to.equal(say('formFields.submit'));
      expect(said(field(el, 'text-1').querySelector('label')), "the owner's title").to.contain('Subject');
    };
    check('en');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      check(locale);
      await expectAccessible(el, `invalid form in ${locale}`);
    }
    // A field made valid loses its mark; a switch does not bring it back.
    await type(field(el, 'text-1').querySelector('input')!, 'Hi');
    await until(() => errorOf(el, 'text-1') === null);
    await switchTo('fr', el);
    expect(errorOf(el, 'text-1')).to.equal(null);
    expect(errorOf(el, 'email-1')).to.equal(french('form.emailInvalid', { email: french('form.emailExample') }));
  });

  it('the counter follows a locale whose text differs (ours: a test table)', async () => {
    // French writes the counter as English does ('{count} / {max}'): a table of its own
    // shows that the counter is written again.
    registerMessages('de', { 'form.characterCount': '{count} von {max}' });
    const el = await mountJson(await definition([FIELDS[2]!], {}, { register: false }), 'draft="false"');
    await type(el.querySelector('textarea')!, 'Hey');
    const counter = el.querySelector('.form-counter')!;
    expect(counter.textContent).to.equal(english('form.characterCount', { count: 3, max: 50 }));
    setLocale('de');
    await el.updateComplete;
    expect(counter.textContent).to.equal('3 von 50');
    setLocale('en');
    await el.updateComplete;
    expect(counter.textContent).to.equal('3 / 50');
  });

  it("published markup: the error and the thank-you the form wrote follow; the page's own texts stay", async () => {
    const def = await definition([{ id: 'name-1', type: 'text', title: 'Name', required: true }]);
    const el = await mountMarkup(
      `<form data-form-id="${def.formId}"><div class="form-item field text required" id="name-1">
        <label class="title" for="name-1-field">Name</label>
        <input class="field-element" type="text" id="name-1-field" name="name" required></div>
        <div class="form-button-wrapper"><button type="submit">Send</button></div></form>`,
      'draft="false"',
    );
    await submitInvalid(el);
    await switchTo('fr', el);
    expect(errorOf(el, 'name-1')).to.equal(french('form.required', { title: 'Name' }));
    expect(said(submitButton(el)), "the page's button").to.equal('Send');
    await type(el.querySelector('input')!, 'Ada');
    const success = new Promise((resolve) => el.addEventListener('ss-form-success', resolve, { once: true }));
    await click(submitButton(el));
    await success;
    const thanks = () => said(el.querySelector('.form-submission-text'));
    expect(thanks()).to.equal(french('form.thankYou'));
    await switchTo('en', el);
    expect(thanks()).to.equal(english('form.thankYou'));
    await expectAccessible(el, 'sent, in English');
  });
});

describe("locale switch: ss-booking's preview alert", function () {
  this.timeout(20000);
  afterEach(resetBooking);

  it("the title and message follow; the page's details stay", async () => {
    siteContextWith({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: { '1': true } });
    const el = await fixture<SsBooking>(
      '<ss-booking script-src="https://widget.zola.com/js/widget.js"><div slot="details"><h3>Opening hours</h3></div></ss-booking>',
    );
    await until(() => el.state === 'preview');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect([said(part(el, 'preview-title')), said(part(el, 'preview-message'))]).to.deep.equal([
        say('account.previewOnlyTitle'),
        say('account.previewOnlyMessage'),
      ]);
      expect(said(el.querySelector('h3'))).to.equal('Opening hours');
      await expectAccessible(el, `preview in ${locale}`);
    }
  });
});

describe('locale switch: ss-member-pricing', () => {
  it("the option group's name it gave follows; a name the page gave stays", async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div>${pricing().replace(' aria-label="Billing period"', '')}${pricing()}</div>`);
    const [unnamed, named] = [...wrapper.querySelectorAll<SsMemberPricing>('ss-member-pricing')];
    await Promise.all([unnamed.updateComplete, named.updateComplete]);
    const group = (el: Element) => el.querySelector('.pricing-options')!;
    expect(group(unnamed).getAttribute('aria-label')).to.equal(english('memberPricing.options'));
    for (const locale of LOCALES) {
      await switchTo(locale, unnamed, named);
      expect(group(unnamed).getAttribute('aria-label'), locale).to.equal(textIn(locale)('memberPricing.options'));
      expect(group(named).getAttribute('aria-label'), "the page's name").to.equal('Billing period');
      await expectAccessible(wrapper, `pricing in ${locale}`);
    }
  });

  it('out of the page during a switch: named in the new locale when it comes back', async () => {
    const el = await fixture<SsMemberPricing>(pricing().replace(' aria-label="Billing period"', ''));
    const parent = el.parentElement!;
    el.remove();
    await switchTo('fr');
    parent.append(el);
    await el.updateComplete;
    expect(el.querySelector('.pricing-options')!.getAttribute('aria-label')).to.equal(french('memberPricing.options'));
  });
});

describe("locale switch: blocks whose texts are all the page's", () => {
  it("ss-accordion, ss-menu and ss-tooltip show only the owner's texts: a switch leaves them as given", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <ss-accordion style="--ss-accordion-duration: 0s"><ul>
        <li><h3><button>Opening hours</button></h3><div><p>Tuesday to Sunday.</p></div></li>
      </ul></ss-accordion>
      <ss-menu><div role="tablist"><button role="tab">Breakfast</button><button role="tab">Lunch</button></div>
        <div role="tabpanel"><p>Eggs</p></div><div role="tabpanel"><p>Soup</p></div></ss-menu>
      <button id="save">Save</button><ss-tooltip for="save">Saves a draft</ss-tooltip>
    </div>`);
    await nextFrame();
    const texts = () => said(wrapper);
    const before = texts();
    const attributes = () => [...wrapper.querySelectorAll('*')].map((n) => n.getAttribute('aria-label') ?? '');
    const names = attributes();
    await switchTo('fr', ...wrapper.querySelectorAll('ss-accordion, ss-menu, ss-tooltip'));
    expect(texts()).to.equal(before);
    expect(attributes()).to.deep.equal(names);
    await expectAccessible(wrapper, 'in French');
  });
});

describe('locale switch: ss-relative-time', () => {
  it('the words and the date follow the locale', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <ss-relative-time datetime=${new Date(Date.now() - 20_000).toISOString()}>20 seconds ago</ss-relative-time>
      <ss-relative-time datetime="2026-03-03T12:00:00Z">3 March 2026</ss-relative-time>
    </div>`);
    const [recent, dated] = [...wrapper.querySelectorAll<SsRelativeTime>('ss-relative-time')];
    await Promise.all([recent.updateComplete, dated.updateComplete]);
    const seconds = () => Number(/\d+/.exec(said(part(recent, 'time')))![0]);
    for (const locale of LOCALES) {
      await switchTo(locale, recent, dated);
      expect(said(part(recent, 'time'))).to.equal(textIn(locale)('time.secondsAgo', { count: seconds() }));
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date('2026-03-03T12:00:00Z'));
      expect(said(part(dated, 'time')), locale).to.equal(date);
    }
  });
});

describe('<html lang> (ours)', () => {
  it('setLocale leaves it alone: the page says what language its own content is in', async () => {
    const lang = document.documentElement.lang;
    await switchTo('fr');
    expect(document.documentElement.lang).to.equal(lang);
    await switchTo('en');
    expect(document.documentElement.lang).to.equal(lang);
  });
});
