// One draft per form on its page (ours): two forms with one id — a footer's newsletter and
// the popup's copy — each keep their own input and their own pending submission key. A form
// is placed by its published block wrapper's id, else its own id, else its order among the
// page's forms. A draft kept before forms were told apart still comes back.
import { expect, fixture } from '@open-wc/testing';
import { clear, createStore, get, keys, set } from 'idb-keyval';
import { draftKey, type Draft } from '../../../../src/blocks/ss-form/draft.js';
import type { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';
import { clearFaults, click, definition, fault, next, placedKey, ready, received, stored, submitButton, type, until } from './helpers.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The forms' drafts store (IndexedDB) is the origin's, and these tests empty it: they take turns
// with the other files that use it.
takeTurns();

const SAVE = '/api/form/SaveFormSubmission';
const drafts = createStore('ss-blocks-forms', 'drafts');
const EMAIL = { id: 'email-1', type: 'email', title: 'Email', required: true };
const emailOf = (el: Element) => el.querySelector<HTMLInputElement>('input[type=email]')!;

/** A classic published newsletter block (real-markup.md "Form block") in `<ss-form>`. */
const published = (blockId: string, formId: string, inputId: string) => `
  <ss-form><div class="sqs-block newsletter-block" data-block-type="51" id="${blockId}" data-block-json='{"formId":"${formId}"}'>
    <div class="sqs-block-content"><form class="newsletter-form" data-form-id="${formId}">
      <div class="form-item field email required" id="email-1"><label class="title" for="${inputId}">Email</label>
        <input class="field-element" id="${inputId}" name="email" type="email"></div>
      <button type="submit">Sign up</button></form></div></div></ss-form>`;

const footerAndPopup = (formId: string, popupFirst = false) => {
  const footer = `<footer>${published('block-footer-newsletter', formId, 'footer-email')}</footer>`;
  const popup = `<ss-popup>${published('block-popup-newsletter', formId, 'popup-email')}</ss-popup>`;
  return `<div>${popupFirst ? popup + footer : footer + popup}</div>`;
};

/** Mounts a page's markup (again: a reload) and waits for its forms. */
async function page(markup: string): Promise<SsForm[]> {
  document.querySelectorAll('ss-form').forEach((f) => f.closest('div')?.remove() ?? f.remove());
  const root = await fixture<HTMLElement>(markup);
  const forms = [...root.querySelectorAll<SsForm>('ss-form')];
  await Promise.all(forms.map(ready));
  return forms;
}

/** Waits until every write queued on the drafts store before now has ended: a readwrite
 * transaction starts only after those before it. */
const storeSettled = async () => {
  for (let i = 0; i < 5; i++) await set('settle', i, drafts);
};

describe('ss-form: one draft per form on its page (ours)', function () {
  this.timeout(20000);

  beforeEach(() => clear(drafts));
  afterEach(() => clearFaults(SAVE));

  it("two forms with one id keep their own input: the footer's and the popup's", async () => {
    const { formId } = await definition([EMAIL]);
    const [footer, popup] = await page(footerAndPopup(String(formId)));
    await type(emailOf(footer!), 'footer@example.com');
    await type(emailOf(popup!), 'popup@example.com');
    const placed = (blockId: string) => get<Draft>(placedKey(formId, blockId), drafts);
    await until(async () => (await placed('block-popup-newsletter'))?.values['email-1']?.[0] === 'popup@example.com');
    expect((await placed('block-footer-newsletter'))?.values['email-1']).to.deep.equal(['footer@example.com']);
    const [footer2, popup2] = await page(footerAndPopup(String(formId)));
    await until(() => emailOf(footer2!).value === 'footer@example.com' && emailOf(popup2!).value === 'popup@example.com');
  });

  it('the block id places a form, not its order: the same drafts come back when the popup comes first', async () => {
    const { formId } = await definition([EMAIL]);
    const [footer, popup] = await page(footerAndPopup(String(formId)));
    await type(emailOf(footer!), 'footer@example.com');
    await type(emailOf(popup!), 'popup@example.com');
    await until(async () => (await keys(drafts)).length === 2);
    await storeSettled();
    const [popup2, footer2] = await page(footerAndPopup(String(formId), true));
    await until(() => emailOf(footer2!).value === 'footer@example.com' && emailOf(popup2!).value === 'popup@example.com');
  });

  it('forms with one id and neither a block id nor their own id are told apart by their order', async () => {
    const def = await definition([EMAIL]);
    const json = JSON.stringify(def).replace(/'/g, '&#39;');
    const markup = `<div><ss-form data-block-json='${json}'></ss-form><ss-form data-block-json='${json}'></ss-form><ss-form id="signup" data-block-json='${json}'></ss-form></div>`;
    const forms = await page(markup);
    for (const [i, el] of forms.entries()) await type(emailOf(el), `visitor${i}@example.com`);
    const at = (place: string) => get<Draft>(placedKey(def.formId, place), drafts);
    await until(async () => (await at('signup'))?.values['email-1']?.[0] === 'visitor2@example.com');
    expect((await at('1'))?.values['email-1']).to.deep.equal(['visitor0@example.com']);
    expect((await at('2'))?.values['email-1']).to.deep.equal(['visitor1@example.com']);
    const again = await page(markup);
    await until(() => again.every((el, i) => emailOf(el).value === `visitor${i}@example.com`));
  });

  it('a lost answer in one of two forms with one id: each sends its own entries once', async () => {
    const { formId } = await definition([EMAIL]);
    const [footer, popup] = await page(footerAndPopup(String(formId)));
    await type(emailOf(footer!), 'footer@example.com');
    await type(emailOf(popup!), 'popup@example.com');
    await fault({ path: SAVE, drop: 'after', times: 2 });
    for (const el of [footer!, popup!]) {
      const failed = next(el, 'ss-form-failure');
      await click(submitButton(el));
      await failed;
    }
    const [footer2, popup2] = await page(footerAndPopup(String(formId)));
    await until(() => emailOf(footer2!).value === 'footer@example.com' && emailOf(popup2!).value === 'popup@example.com');
    for (const el of [footer2!, popup2!]) {
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
    }
    const saved = await stored(String(formId));
    expect(saved.map((s) => s.form['email-1']).sort()).to.deep.equal(['footer@example.com', 'popup@example.com']);
  });

  describe('a draft kept by the previous version (one key per form id)', () => {
    it('comes back in the lone form of that id, and is kept under its own key from then on', async () => {
      const { formId } = await definition([EMAIL]);
      const old = draftKey(location.pathname, String(formId));
      await set(old, { savedAt: Date.now(), values: { 'email-1': ['kept@example.com'] } }, drafts);
      const markup = `<div>${published('block-contact', String(formId), 'contact-email')}</div>`;
      const [el] = await page(markup);
      await until(() => emailOf(el!).value === 'kept@example.com');
      await until(async () => (await get(old, drafts)) === undefined);
      const own = await get<Draft>(placedKey(formId, 'block-contact'), drafts);
      expect(own?.values['email-1']).to.deep.equal(['kept@example.com']);
      const [again] = await page(markup);
      await until(() => emailOf(again!).value === 'kept@example.com');
    });

    it('with its pending key: the retry of a submission whose answer was lost is still stored once', async () => {
      const def = await definition([EMAIL]);
      const formId = String(def.formId);
      const markup = `<div>${published('block-contact', formId, 'contact-email')}</div>`;
      const [el] = await page(markup);
      await type(emailOf(el!), 'ada@example.com');
      await fault({ path: SAVE, drop: 'after', times: 1 });
      const failed = next(el!, 'ss-form-failure');
      await click(submitButton(el!));
      await failed;
      // As the previous version kept it: under the form id alone.
      const mine = placedKey(formId, 'block-contact');
      await until(async () => !!(await get<Draft>(mine, drafts))?.pending);
      await storeSettled();
      const kept = await get<Draft>(mine, drafts);
      await clear(drafts);
      await set(draftKey(location.pathname, formId), kept, drafts);
      const [again] = await page(markup);
      await until(() => emailOf(again!).value === 'ada@example.com');
      const done = next(again!, 'ss-form-success');
      await click(submitButton(again!));
      await done;
      const saves = await received(SAVE, formId);
      expect(saves).to.have.length(2);
      expect(saves[1]!.body.key).to.equal(saves[0]!.body.key);
      expect(await stored(formId)).to.have.length(1);
    });

    it('goes to one of two forms of that id, not to both', async () => {
      const { formId } = await definition([EMAIL]);
      await set(draftKey(location.pathname, String(formId)), { savedAt: Date.now(), values: { 'email-1': ['kept@example.com'] } }, drafts);
      const [footer, popup] = await page(footerAndPopup(String(formId)));
      await until(() => emailOf(footer!).value === 'kept@example.com' || emailOf(popup!).value === 'kept@example.com');
      await storeSettled();
      expect([emailOf(footer!).value, emailOf(popup!).value].filter(Boolean)).to.deep.equal(['kept@example.com']);
    });
  });
});
