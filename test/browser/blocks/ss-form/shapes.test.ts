// Every field type's submitted value (spec 001 §3 "Form submission"), entered with real typing
// and clicks, from a form rendered from JSON and from the same form as published markup —
// which must give the same values. Read from the cancelable ss-form-submit event, which the
// test cancels: nothing is sent.
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { click, definition, field, mountJson, mountMarkup, next, submitButton, type } from './helpers.js';
import type { SsForm, SsFormSubmitDetail } from '../../../../src/blocks/ss-form/ss-form.js';

const EVERY_TYPE = [
  { id: 'text-1', type: 'text', title: 'Subject', placeholder: 'What about?' },
  { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
  { id: 'email-1', type: 'email', title: 'Email' },
  { id: 'number-1', type: 'number', title: 'Guests' },
  { id: 'website-1', type: 'website', title: 'Website' },
  { id: 'currency-1', type: 'currency', title: 'Budget', currencySymbol: '€' },
  { id: 'password-1', type: 'password', title: 'Password' },
  { id: 'twitter-1', type: 'twitter', title: 'Twitter' },
  { id: 'date-1', type: 'date', title: 'Date' },
  { id: 'time-1', type: 'time', title: 'Time' },
  { id: 'name-1', type: 'name', title: 'Name', description: 'As on your card' },
  { id: 'address-1', type: 'address', title: 'Address' },
  { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: true },
  { id: 'phone-2', type: 'phone', title: 'Other phone' },
  { id: 'section-1', type: 'section', title: 'About you', underline: true },
  { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'] },
  { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['Coffee', 'Pastry', 'Events'] },
  { id: 'select-1', type: 'select', title: 'Heard of us', options: ['Friend', 'Search'] },
  { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Coffee', 'Staff'] },
  { id: 'hidden-1', type: 'hidden', key: 'source', value: 'page' },
];

/** Types into each of a field's text inputs in turn. */
async function typeParts(el: Element, id: string, parts: string[]): Promise<void> {
  const inputs = [...field(el, id).querySelectorAll<HTMLInputElement>('input:not([type=hidden])')];
  for (const [i, text] of parts.entries()) if (text) await type(inputs[i]!, text);
}

async function fillEverything(el: SsForm): Promise<void> {
  await type(field(el, 'text-1').querySelector('input')!, 'Hello');
  await type(field(el, 'textarea-1').querySelector('textarea')!, 'Two\nlines');
  await type(field(el, 'email-1').querySelector('input')!, 'ada@example.com');
  await type(field(el, 'number-1').querySelector('input')!, '12');
  await type(field(el, 'website-1').querySelector('input')!, 'https://ada.example');
  await type(field(el, 'currency-1').querySelector('input')!, '250.50');
  await type(field(el, 'password-1').querySelector('input')!, 's3cret');
  await type(field(el, 'twitter-1').querySelector('input')!, 'ada');
  await typeParts(el, 'date-1', ['12', '10', '1815']);
  await typeParts(el, 'time-1', ['9', '30', '15']);
  const ampm = field(el, 'time-1').querySelector('select')!;
  ampm.focus();
  await sendKeys({ press: 'ArrowDown' });
  await typeParts(el, 'name-1', ['Ada', 'Lovelace']);
  await typeParts(el, 'address-1', ['1 Main St', '', 'Springfield', 'IL', '62701', 'United States']);
  await typeParts(el, 'phone-1', ['44', '20', '7946', '0000']);
  await typeParts(el, 'phone-2', ['555', '123', '4567']);
  await click(field(el, 'radio-1').querySelector('input[value=Terrace]')!);
  await click(field(el, 'checkbox-1').querySelector('input[value=Coffee]')!);
  await click(field(el, 'checkbox-1').querySelector('input[value=Events]')!);
  const select = field(el, 'select-1').querySelector('select')!;
  select.focus();
  await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'ArrowDown' });
  await click(field(el, 'likert-1').querySelector('[data-question=Coffee] input[value="2"]')!);
}

const EXPECTED = {
  'text-1': 'Hello',
  'textarea-1': 'Two\nlines',
  'email-1': 'ada@example.com',
  'number-1': '12',
  'website-1': 'https://ada.example',
  'currency-1': '250.50',
  'password-1': 's3cret',
  'twitter-1': 'ada',
  'date-1': ['12', '10', '1815'],
  'time-1': ['9', '30', '15', 'PM'],
  'name-1': ['Ada', 'Lovelace'],
  'address-1': ['1 Main St', '', 'Springfield', 'IL', '62701', 'United States'],
  'phone-1': ['44', '20', '7946', '0000'],
  // Without the country code: three parts, a blank country first (spec 001 §3).
  'phone-2': ['', '555', '123', '4567'],
  'radio-1': 'Terrace',
  'checkbox-1': ['Coffee', 'Events'],
  'select-1': 'Search',
  'likert-1': { Coffee: ['2'], Staff: [] },
  'hidden-1': 'page',
};

/** Submits and returns the values the form would send, canceling the send. */
async function valuesOf(el: SsForm): Promise<SsFormSubmitDetail['values']> {
  const submitted = next<SsFormSubmitDetail>(el, 'ss-form-submit');
  el.addEventListener('ss-form-submit', (e) => e.preventDefault(), { once: true });
  await click(submitButton(el));
  return (await submitted).detail.values;
}

describe("ss-form: every field type's value (spec 001 §3)", function () {
  // Twenty fields typed into with the real keyboard.
  this.timeout(30000);

  it("from a definition: typed and clicked values in the spec's shapes; the section sends nothing", async () => {
    const el = await mountJson(await definition(EVERY_TYPE, {}, { register: false }));
    await fillEverything(el);
    expect(await valuesOf(el)).to.deep.equal(EXPECTED);
  });

  it('as published markup (the rendered form, mounted as a page would carry it): the same values', async () => {
    const rendered = await mountJson(await definition(EVERY_TYPE, {}, { register: false }));
    const markup = rendered.querySelector('form')!.outerHTML;
    rendered.remove();
    const el = await mountMarkup(markup);
    await fillEverything(el);
    expect(await valuesOf(el)).to.deep.equal(EXPECTED);
  });

  it("empty: text types '', lists of empty parts, no choice '', an unanswered likert question []", async () => {
    const el = await mountJson(await definition(EVERY_TYPE, {}, { register: false }));
    const values = await valuesOf(el);
    expect(values).to.deep.equal({
      'text-1': '',
      'textarea-1': '',
      'email-1': '',
      'number-1': '',
      'website-1': '',
      'currency-1': '',
      'password-1': '',
      'twitter-1': '',
      'date-1': ['', '', ''],
      'time-1': ['', '', '', 'AM'],
      'name-1': ['', ''],
      'address-1': ['', '', '', '', '', ''],
      'phone-1': ['', '', '', ''],
      'phone-2': ['', '', '', ''],
      'radio-1': '',
      'checkbox-1': [],
      'select-1': '',
      'likert-1': { Coffee: [], Staff: [] },
      'hidden-1': 'page',
    });
  });

  it('a hidden field takes a same-named query parameter of the address, as text', async () => {
    const address = location.href;
    history.replaceState(history.state, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}source=newsletter%20ad`);
    try {
      const el = await mountJson(
        await definition(
          EVERY_TYPE.filter((f) => f.type === 'hidden'),
          {},
          { register: false },
        ),
      );
      expect(await valuesOf(el)).to.deep.equal({ 'hidden-1': 'newsletter ad' });
    } finally {
      history.replaceState(history.state, '', address);
    }
  });

  it("renders the platform's published markup: ids, types, titles, captions, the submission parts", async () => {
    const def = await definition(
      EVERY_TYPE,
      { advanced: { postSubmitMessage: 'Thanks', postSubmitHtml: '<p>More</p>' } },
      { register: false },
    );
    const el = await mountJson(def);
    const form = el.querySelector('form')!;
    const items = [...form.querySelectorAll(':scope > .field-list > .form-item')];
    expect(items.map((i) => i.id)).to.deep.equal(EVERY_TYPE.map((f) => f.id));
    for (const [i, f] of EVERY_TYPE.entries()) expect(items[i]!.classList.contains(f.type), f.id).to.equal(true);
    expect(form.querySelector('.form-submission-text')!.textContent).to.equal('Thanks');
    expect(form.querySelector('.form-submission-html')!.getAttribute('data-submission-html')).to.equal('<p>More</p>');
    expect(field(el, 'name-1').querySelector('.description')!.textContent).to.equal('As on your card');
    expect([...field(el, 'address-1').querySelectorAll('.caption-text')].map((c) => c.textContent)).to.deep.equal([
      'Address 1',
      'Address 2',
      'City',
      'State/Province',
      'Zip/Postal Code',
      'Country',
    ]);
    expect([...field(el, 'likert-1').querySelectorAll('[data-question=Staff] label')].map((l) => l.textContent!.trim())).to.deep.equal([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(field(el, 'currency-1').querySelector('.field-prefix')!.textContent).to.equal('€');
    expect(field(el, 'text-1').querySelector('input')!.placeholder).to.equal('What about?');
    expect(field(el, 'section-1').classList.contains('underline')).to.equal(true);
    expect(field(el, 'phone-2').querySelectorAll('input')).to.have.length(3);
    expect(field(el, 'hidden-1').getBoundingClientRect().height).to.equal(0);
    // Every control is named, every group labelled: axe finds nothing.
    await expectAccessible(el);
  });

  it('leaves out a field that is not valid, with one warning, and renders the rest', async () => {
    const { result: el, messages } = await captureConsole('warn', async () =>
      mountJson(
        await definition(
          [
            { id: 'text-1', type: 'text', title: 'A' },
            { id: 'sig-1', type: 'signature', title: 'B' },
            { id: 'text-2', type: 'text', title: 'C' },
          ],
          {},
          { register: false },
        ),
      ),
    );
    expect([...el.querySelectorAll('.form-item')].map((i) => i.id)).to.deep.equal(['text-1', 'text-2']);
    expect(messages).to.have.length(1);
    expect(String(messages[0]![0])).to.match(/^\[ss-blocks\] Form field fields\.1 was left out of the form: /);
  });

  it('renders again when the definition property changes, keeping what was typed in fields that stay', async () => {
    const el = await mountJson(await definition([{ id: 'text-1', type: 'text', title: 'A' }], {}, { register: false }));
    await type(el.querySelector('input')!, 'kept');
    el.definition = {
      build: {
        fields: [
          { id: 'text-1', type: 'text', title: 'A' },
          { id: 'email-1', type: 'email', title: 'B' },
        ],
      },
    };
    await el.updateComplete;
    expect([...el.querySelectorAll('.form-item')].map((i) => i.id)).to.deep.equal(['text-1', 'email-1']);
    expect(el.querySelector('input')!.value).to.equal('kept');
  });

  it('a block with neither a form nor a definition says so once, and shows nothing', async () => {
    const { messages } = await captureConsole('warn', async () => {
      const el = await fixture<SsForm>('<ss-form></ss-form>');
      await el.updateComplete;
    });
    expect(messages.map((m) => m[0])).to.deep.equal(['[ss-blocks] The form block has no form in its markup and no definition.']);
  });
});
