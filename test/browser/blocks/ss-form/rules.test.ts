// Client validation (spec 001 §5) with real typing: every message to the letter, each rule
// just inside and just outside its limit; how a failing field is marked and announced; the
// textarea's live counter. Nothing is sent while a field is invalid.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import { expectAccessible } from '../../helpers/a11y.js';
import {
  click,
  definition,
  errorOf,
  errors,
  field,
  mountJson,
  mountMarkup,
  next,
  notices,
  messagesShown,
  submitButton,
  type,
  until,
} from './helpers.js';
import type { SsForm, SsFormInvalidDetail, SsFormSubmitDetail } from '../../../../src/blocks/ss-form/ss-form.js';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const ZIP_MESSAGE = 'A US ZIP code must be exactly five digits.';
const LIMIT_MESSAGE = 'You have exceeded the character limit.';

/** Submits; resolves with the fields marked (id → message), or null when the form was valid
 * (its send is canceled). */
async function attempt(el: SsForm): Promise<Record<string, string> | null> {
  const result = new Promise<Record<string, string> | null>((resolve) => {
    const invalid = (e: Event) => (cleanup(), resolve((e as CustomEvent<SsFormInvalidDetail>).detail.fields));
    const valid = (e: Event) => (e.preventDefault(), cleanup(), resolve(null));
    const cleanup = () => (el.removeEventListener('ss-form-invalid', invalid), el.removeEventListener('ss-form-submit', valid));
    el.addEventListener('ss-form-invalid', invalid);
    el.addEventListener('ss-form-submit', valid);
  });
  await click(submitButton(el));
  return result;
}

const mount = async (fields: Record<string, unknown>[]) => mountJson(await definition(fields, {}, { register: false }));
const input = (el: Element, id: string, i = 0) => field(el, id).querySelectorAll<HTMLInputElement>('input, textarea, select')[i]!;
async function retype(control: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  control.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await type(control, text);
}

describe('ss-form: client validation (spec 001 §5)', function () {
  this.timeout(30000);

  describe('required fields, by type', () => {
    it("'<title> is required.' for each type left empty", async () => {
      const el = await mount([
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'textarea-1', type: 'textarea', title: 'Message', required: true },
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'address-1', type: 'address', title: 'Address', required: true },
        { id: 'date-1', type: 'date', title: 'Date', required: true },
        { id: 'time-1', type: 'time', title: 'Time', required: true },
        { id: 'phone-1', type: 'phone', title: 'Phone', required: true, showCountryCode: true },
        { id: 'radio-1', type: 'radio', title: 'Seating', options: ['A', 'B'], required: true },
        { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['A', 'B'], required: true },
        { id: 'select-1', type: 'select', title: 'Heard of us', options: ['A'], required: true },
        { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Q1', 'Q2'], required: true },
        { id: 'email-1', type: 'email', title: 'Email', required: true },
        { id: 'section-1', type: 'section', title: 'More' },
        { id: 'hidden-1', type: 'hidden', key: 'k', value: '' },
      ]);
      expect(await attempt(el)).to.deep.equal({
        'text-1': 'Subject is required.',
        'textarea-1': 'Message is required.',
        'name-1': 'Name is required.',
        'address-1': 'Address is required.',
        'date-1': 'Date is required.',
        'time-1': 'Time is required.',
        'phone-1': 'Phone is required.',
        'radio-1': 'Seating is required.',
        'checkbox-1': 'Interests is required.',
        'select-1': 'Heard of us is required.',
        'likert-1': 'Visit is required.',
        'email-1': 'Email is required.',
      });
      expect(errors(el)).to.deep.equal({
        'text-1': 'Subject is required.',
        'textarea-1': 'Message is required.',
        'name-1': 'Name is required.',
        'address-1': 'Address is required.',
        'date-1': 'Date is required.',
        'time-1': 'Time is required.',
        'phone-1': 'Phone is required.',
        'radio-1': 'Seating is required.',
        'checkbox-1': 'Interests is required.',
        'select-1': 'Heard of us is required.',
        'likert-1': 'Visit is required.',
        'email-1': 'Email is required.',
      });
    });

    it('whitespace is empty; a multi-part field needs every part but the optional ones', async () => {
      const el = await mount([
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'address-1', type: 'address', title: 'Address', required: true },
        { id: 'time-1', type: 'time', title: 'Time', required: true },
        { id: 'phone-1', type: 'phone', title: 'Phone', required: true, showCountryCode: true },
        { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Q1', 'Q2'], required: true },
      ]);
      await type(input(el, 'text-1'), '   ');
      await type(input(el, 'name-1', 0), 'Ada');
      for (const [i, v] of ['1 Main', '', 'Springfield', 'IL', '62701', 'US'].entries()) if (v) await type(input(el, 'address-1', i), v);
      await type(input(el, 'time-1', 0), '9');
      await type(input(el, 'phone-1', 1), '555');
      await type(input(el, 'phone-1', 2), '123');
      await type(input(el, 'phone-1', 3), '4567');
      await click(field(el, 'likert-1').querySelector('[data-question=Q1] input')!);
      expect(await attempt(el)).to.deep.equal({
        'text-1': 'Subject is required.',
        'name-1': 'Name is required.',
        'time-1': 'Time is required.',
        'likert-1': 'Visit is required.',
      });
      // Address line 2 and the phone's country code may stay empty; seconds and AM/PM too.
      await retype(input(el, 'text-1'), 'x');
      await type(input(el, 'name-1', 1), 'Lovelace');
      await type(input(el, 'time-1', 1), '30');
      await click(field(el, 'likert-1').querySelector('[data-question=Q2] input')!);
      expect(await attempt(el)).to.equal(null);
    });
  });

  describe('email', () => {
    const at = (n: number) => `${'a'.repeat(n - '@b.co'.length)}@b.co`;
    it(`'${EMAIL_MESSAGE}' outside 3 to 256 characters or not an address; empty and optional passes`, async () => {
      const el = await mount([{ id: 'email-1', type: 'email', title: 'Email' }]);
      expect(await attempt(el), 'empty').to.equal(null);
      const email = input(el, 'email-1');
      for (const bad of ['ada', 'ada@example', '@example.com', at(257)]) {
        email.value = '';
        await type(email, bad);
        expect(await attempt(el), bad).to.deep.equal({ 'email-1': EMAIL_MESSAGE });
      }
      email.value = at(256);
      expect(await attempt(el), '256 characters').to.equal(null);
      email.value = '';
      await type(email, 'ada@example.com');
      expect(await attempt(el)).to.equal(null);
    });
  });

  describe('US zip', () => {
    it(`'${ZIP_MESSAGE}': 4 and 6 digits fail, 5 pass; another country's code passes`, async () => {
      const el = await mount([{ id: 'address-1', type: 'address', title: 'Address' }]);
      const zip = input(el, 'address-1', 4);
      const country = input(el, 'address-1', 5);
      for (const [code, ok] of [
        ['1234', false],
        ['123456', false],
        ['1234a', false],
        ['12345', true],
      ] as const) {
        await retype(zip, code);
        expect(await attempt(el), code).to.deep.equal(ok ? null : { 'address-1': ZIP_MESSAGE });
      }
      await retype(zip, '1234');
      await type(country, 'United States');
      expect(await attempt(el)).to.deep.equal({ 'address-1': ZIP_MESSAGE });
      expect(document.activeElement, 'focus on the zip').to.equal(zip);
      await retype(country, 'Canada');
      expect(await attempt(el)).to.equal(null);
    });
  });

  describe('textarea limit and counter', () => {
    it(`10 characters of 10 pass, 11 fail with '${LIMIT_MESSAGE}'; the counter says 'count / max' and is in error above it`, async () => {
      const el = await mount([{ id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 10 }]);
      const area = input(el, 'textarea-1') as unknown as HTMLTextAreaElement;
      const counter = field(el, 'textarea-1').querySelector('.form-counter')!;
      expect(counter.textContent).to.equal('0 / 10');
      expect(area.getAttribute('aria-describedby')).to.contain(counter.id);
      await type(area, 'abcdefghij');
      expect(counter.textContent).to.equal('10 / 10');
      expect(counter.classList.contains('form-counter--over')).to.equal(false);
      expect(await attempt(el)).to.equal(null);
      await type(area, 'k');
      expect(area.value, 'typing past the maximum is possible').to.equal('abcdefghijk');
      expect(counter.textContent).to.equal('11 / 10');
      expect(counter.classList.contains('form-counter--over')).to.equal(true);
      await until(() => el.querySelector('.ss-form-live')?.textContent === LIMIT_MESSAGE);
      expect(await attempt(el)).to.deep.equal({ 'textarea-1': LIMIT_MESSAGE });
      await sendKeys({ press: 'Backspace' });
      expect(counter.classList.contains('form-counter--over')).to.equal(false);
      expect(errorOf(el, 'textarea-1'), 'the mark goes as the field becomes valid').to.equal(null);
    });

    it('a published maxlength becomes data-max-length; an invalid or negative maximum means no counter', async () => {
      const el = await mountMarkup(`<form>
        <div class="form-item field textarea" id="t1"><label class="title" for="a1">A</label><textarea id="a1" class="field-element" maxlength="5"></textarea></div>
        <div class="form-item field textarea" id="t2"><label class="title" for="a2">B</label><textarea id="a2" class="field-element" data-max-length="-3"></textarea></div>
        <div class="form-item field textarea" id="t3"><label class="title" for="a3">C</label><textarea id="a3" class="field-element" data-max-length="lots"></textarea></div>
        <button type="submit">Send</button></form>`);
      const a1 = el.querySelector<HTMLTextAreaElement>('#a1')!;
      expect(a1.hasAttribute('maxlength')).to.equal(false);
      expect(a1.getAttribute('data-max-length')).to.equal('5');
      expect(field(el, 't1').querySelector('.form-counter')!.textContent).to.equal('0 / 5');
      expect(field(el, 't2').querySelector('.form-counter')).to.equal(null);
      expect(field(el, 't3').querySelector('.form-counter')).to.equal(null);
      await type(el.querySelector('#a3')!, 'a'.repeat(30));
      expect(await attempt(el)).to.equal(null);
    });
  });

  // ours: the scroll notes (spec 001 §8 "Form") both or neither, only where the form is
  // taller than the window, and again as either height changes.
  describe('the scroll notes', () => {
    const TWO = [
      { id: 'text-1', type: 'text', title: 'Subject', required: true },
      { id: 'email-1', type: 'email', title: 'Email', required: true },
    ];
    const GENERAL = 'One or more fields is invalid, please check your entries.';
    const DOWN = 'Your form has encountered a problem. Please scroll down to review.';
    const UP = 'Your form has encountered a problem. Please scroll up to review.';
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('a form that fits the window: the general message above, the marks, no scroll notes; axe clean', async () => {
      await setViewport({ width: 800, height: 600 });
      const el = await mount(TWO);
      expect(el.querySelector('form')!.offsetHeight).to.be.below(600);
      await attempt(el);
      expect(messagesShown(el)).to.deep.equal([GENERAL, 'Subject is required.', 'Email is required.']);
      await expectAccessible(el);
    });

    it('a form taller than the window: both notes; the window grown past it, neither; shrunk again, both; axe clean', async () => {
      await setViewport({ width: 800, height: 150 });
      const el = await mount(TWO);
      expect(el.querySelector('form')!.offsetHeight).to.be.above(150);
      await attempt(el);
      expect(notices(el)).to.deep.equal([GENERAL + DOWN, UP]);
      expect(el.querySelector('.form-button-wrapper')!.nextElementSibling!.classList.contains('form-notice--bottom')).to.equal(true);
      await expectAccessible(el);
      await setViewport({ width: 800, height: 1200 });
      await until(() => notices(el).length === 1);
      expect(messagesShown(el)).to.deep.equal([GENERAL, 'Subject is required.', 'Email is required.']);
      await expectAccessible(el);
      await setViewport({ width: 800, height: 150 });
      await until(() => notices(el).length === 2);
      expect(notices(el)).to.deep.equal([GENERAL + DOWN, UP]);
    });

    it('a form that grows taller than the window as it is marked shows both notes', async () => {
      await setViewport({ width: 800, height: 600 });
      const el = await mount(TWO);
      const height = el.querySelector('form')!.offsetHeight;
      // Just taller than the window once its marks are in.
      await setViewport({ width: 800, height: height + 10 });
      await attempt(el);
      expect(notices(el)).to.deep.equal([GENERAL + DOWN, UP]);
    });
  });

  describe('marking and announcing', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('marks each failing field accessibly, says it at the top and bottom (taller than the window) and in the live region, focuses the first', async () => {
      await setViewport({ width: 800, height: 150 });
      const el = await mount([
        { id: 'text-1', type: 'text', title: 'Subject', description: 'A few words', required: true },
        { id: 'email-1', type: 'email', title: 'Email', required: true },
      ]);
      await type(input(el, 'email-1'), 'nope');
      const invalid = next<SsFormInvalidDetail>(el, 'ss-form-invalid');
      await click(submitButton(el));
      expect((await invalid).detail.fields).to.deep.equal({ 'text-1': 'Subject is required.', 'email-1': EMAIL_MESSAGE });
      const text = field(el, 'text-1');
      const note = text.firstElementChild!;
      expect(note.classList.contains('field-error'), 'the message before the title').to.equal(true);
      expect(note.nextElementSibling!.classList.contains('title')).to.equal(true);
      const control = input(el, 'text-1');
      expect(control.getAttribute('aria-invalid')).to.equal('true');
      expect(control.getAttribute('aria-describedby')!.split(' ')).to.deep.equal([note.id, 'text-1-description']);
      expect(text.classList.contains('error')).to.equal(true);
      expect(notices(el)).to.deep.equal([
        'One or more fields is invalid, please check your entries.Your form has encountered a problem. Please scroll down to review.',
        'Your form has encountered a problem. Please scroll up to review.',
      ]);
      const form = el.querySelector('form')!;
      expect(form.firstElementChild!.classList.contains('form-notice--top')).to.equal(true);
      expect(el.querySelector('.form-button-wrapper')!.nextElementSibling!.classList.contains('form-notice--bottom')).to.equal(true);
      await until(() => el.querySelector('.ss-form-live')!.textContent === 'One or more fields is invalid, please check your entries.');
      expect(el.querySelector('.ss-form-live')!.getAttribute('role')).to.equal('status');
      expect(document.activeElement).to.equal(control);
      await expectAccessible(el);
    });

    it('a mark goes once its field is valid, none is added while typing, and the notices go with the last', async () => {
      const el = await mount([
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'email-1', type: 'email', title: 'Email', required: true },
        { id: 'text-2', type: 'text', title: 'Other' },
      ]);
      await attempt(el);
      await type(input(el, 'text-1'), 'x');
      expect(errors(el)).to.deep.equal({ 'email-1': 'Email is required.' });
      await type(input(el, 'email-1'), 'no');
      expect(errorOf(el, 'email-1'), 'still a problem: the mark stays').to.equal('Email is required.');
      await type(input(el, 'text-2'), 'y');
      expect(errorOf(el, 'text-2')).to.equal(null);
      await type(input(el, 'email-1'), '@b.co');
      expect(errors(el)).to.deep.equal({});
      expect(notices(el)).to.deep.equal([]);
      expect(input(el, 'email-1').hasAttribute('aria-invalid')).to.equal(false);
      expect(input(el, 'email-1').hasAttribute('aria-describedby')).to.equal(false);
    });

    it('a second attempt starts afresh: one set of notices, the marks of now', async () => {
      await setViewport({ width: 800, height: 150 });
      const el = await mount([
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'text-2', type: 'text', title: 'Other', required: true },
      ]);
      await attempt(el);
      input(el, 'text-1').value = 'x';
      expect(await attempt(el)).to.deep.equal({ 'text-2': 'Other is required.' });
      expect(el.querySelectorAll('.form-notice')).to.have.length(2);
      expect(el.querySelectorAll('.field-error')).to.have.length(1);
    });

    it('nothing is sent while a field is invalid; Enter in a field submits', async () => {
      const el = await mount([{ id: 'text-1', type: 'text', title: 'Subject', required: true }]);
      let sent = 0;
      el.addEventListener('ss-form-submit', (e) => (sent++, e.preventDefault()));
      input(el, 'text-1').focus();
      const invalid = next(el, 'ss-form-invalid');
      await sendKeys({ press: 'Enter' });
      await invalid;
      expect(sent).to.equal(0);
      const submitted = next<SsFormSubmitDetail>(el, 'ss-form-submit');
      await sendKeys({ type: 'Hello' });
      await sendKeys({ press: 'Enter' });
      expect((await submitted).detail.values).to.deep.equal({ 'text-1': 'Hello' });
    });
  });
});
