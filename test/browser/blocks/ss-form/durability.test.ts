// Nothing the visitor typed is lost (the issue's "nothing lost"; spec 001 §4 "the visitor's
// input is never cleared by a failure"): drafts in IndexedDB written as the visitor types,
// put back after a reload, cleared on success, dropped after 7 days, never
// for passwords or hidden fields; a send that got no answer reuses its key for the same
// entries, so the reference server stores one submission.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { createStore, get, set, del, keys } from 'idb-keyval';
import { DRAFT_TTL_MS, type Draft } from '../../../../src/blocks/ss-form/draft.js';
import type { SsForm, SsFormFailureDetail } from '../../../../src/blocks/ss-form/ss-form.js';
import { installManualClock } from '../../helpers/manual-clock.js';
import {
  clearFaults,
  click,
  definition,
  fault,
  mountJson,
  next,
  placedKey,
  received,
  stored,
  submitButton,
  type,
  until,
  type Definition,
} from './helpers.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The forms' drafts store (IndexedDB) is the origin's, and these tests hold it and empty it:
// they take turns with the other files that use it.
takeTurns();

const SAVE = '/api/form/SaveFormSubmission';
const KEY = '/api/form/FormSubmissionKey';
const drafts = createStore('ss-blocks-forms', 'drafts');
const draftOf = (formId: unknown, path = location.pathname) => get<Draft>(placedKey(formId, '1', path), drafts);
const FIELDS = [
  { id: 'email-1', type: 'email', title: 'Email', required: true },
  { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 50 },
  { id: 'password-1', type: 'password', title: 'Password' },
  { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['Coffee', 'Events'] },
  { id: 'select-1', type: 'select', title: 'Heard of us', options: ['Friend', 'Search'] },
  { id: 'hidden-1', type: 'hidden', key: 'source', value: 'page' },
];

async function fill(el: SsForm): Promise<void> {
  await type(el.querySelector('input[type=email]')!, 'ada@example.com');
  await type(el.querySelector('textarea')!, 'Hello there');
  await type(el.querySelector('input[type=password]')!, 'secret');
  await click(el.querySelector('input[value=Events]')!);
  const select = el.querySelector('select')!;
  select.value = 'Search';
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A filled form whose send got no answer after the server stored it. */
async function afterLostAnswer(): Promise<{ def: Definition; el: SsForm }> {
  const def = await definition(FIELDS);
  const el = await mountJson(def);
  await fill(el);
  await fault({ path: SAVE, drop: 'after', times: 1 });
  const failure = next(el, 'ss-form-failure');
  await click(submitButton(el));
  await failure;
  return { def, el };
}

/** Holds the drafts' store in a transaction of ours until the call it returns: writes wait. */
async function holdDrafts(): Promise<() => Promise<void>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('ss-blocks-forms');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const tx = db.transaction('drafts', 'readwrite');
  const store = tx.objectStore('drafts');
  let held = true;
  // A transaction ends once it has no request left: one more each time one ends.
  const spin = () => {
    if (held) store.get('').onsuccess = spin;
  };
  spin();
  const ended = new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
  return async () => {
    held = false;
    await ended;
    db.close();
  };
}

const remount = async (def: Definition) => {
  document.querySelectorAll('ss-form').forEach((f) => f.remove());
  return mountJson(def);
};

describe('ss-form: nothing lost', function () {
  // Real typing and clicks, and a server round trip or two, per test: time for a busy machine.
  this.timeout(20000);

  afterEach(async () => {
    await clearFaults(SAVE);
    await clearFaults(KEY);
    for (const k of await keys(drafts)) await del(k, drafts);
  });

  describe('drafts', () => {
    it('are written as the visitor types, with no timer and no pagehide: a crash loses nothing', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      // Timers stand still (a manual clock): the write may not wait on one. Frames go on.
      const clock = installManualClock();
      try {
        await type(el.querySelector('input[type=email]')!, 'a');
        let draft: Draft | undefined;
        for (let frame = 0; frame < 60 && !draft; frame++) {
          await nextFrame();
          draft = await draftOf(def.formId);
        }
        expect(draft?.values['email-1']).to.deep.equal(['a']);
        expect(clock.now).to.equal(0);
      } finally {
        clock.uninstall();
      }
      await fill(el);
      await until(async () => (await draftOf(def.formId))?.values['select-1']?.[0] === 'Search');
      const d = (await draftOf(def.formId))!;
      expect(Date.now() - d.savedAt).to.be.lessThan(5000);
      // Never a password or a hidden field.
      expect(d.values).to.deep.equal({
        'email-1': ['aada@example.com'],
        'textarea-1': ['Hello there'],
        'checkbox-1': [false, true],
        'select-1': ['Search'],
      });
    });

    it('hold the last input by the time a failed send is told: closing the page then loses nothing (ours)', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await until(async () => (await draftOf(def.formId))?.values['select-1']?.[0] === 'Search');
      // Our own transaction holds the store: the form's writes queue behind it, as on a slow disk.
      const release = await holdDrafts();
      let told = false;
      const failure = next(el, 'ss-form-failure');
      void failure.then(() => (told = true));
      try {
        await type(el.querySelector('textarea')!, '!!');
        await fault({ path: KEY, drop: 'before', times: 1 });
        void el.submit();
        expect(el.state).to.equal('submitting');
        await until(() => el.state === 'idle');
        await el.updateComplete;
        expect(told, 'told while the entries are not yet kept').to.equal(false);
      } finally {
        await release();
      }
      await failure;
      expect((await draftOf(def.formId))!.values['textarea-1']).to.deep.equal(['Hello there!!']);
    });

    it('are put back when the form renders again, counters included', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await until(async () => (await draftOf(def.formId))?.values['select-1']?.[0] === 'Search');
      const again = await remount(def);
      await until(() => again.querySelector<HTMLInputElement>('input[type=email]')!.value === 'ada@example.com');
      expect(again.querySelector('textarea')!.value).to.equal('Hello there');
      expect(again.querySelector<HTMLInputElement>('input[value=Events]')!.checked).to.equal(true);
      expect(again.querySelector('select')!.value).to.equal('Search');
      expect(again.querySelector<HTMLInputElement>('input[type=password]')!.value).to.equal('');
      expect(again.querySelector('.form-counter')!.textContent).to.equal('11 / 50');
    });

    it('survive a real reload of the page', async () => {
      const frame = await fixture<HTMLIFrameElement>('<iframe src="/test/fixtures/form-draft.html"></iframe>');
      const loaded = () => new Promise((r) => frame.addEventListener('load', r, { once: true }));
      const input = () => frame.contentDocument!.querySelector<HTMLInputElement>('ss-form input[type=email]');
      await loaded();
      await until(() => !!input());
      input()!.focus();
      const { sendKeys } = await import('@web/test-runner-commands');
      await sendKeys({ type: 'kept@example.com' });
      const path = '/test/fixtures/form-draft.html';
      await until(async () => (await draftOf('draft-fixture', path))?.values['email-1']?.[0] === 'kept@example.com');
      frame.contentWindow!.location.reload();
      await loaded();
      await until(() => input()?.value === 'kept@example.com');
    });

    it('are cleared on success', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await until(async () => !!(await draftOf(def.formId)));
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
      await until(async () => (await draftOf(def.formId)) === undefined);
      const again = await remount(def);
      await new Promise((r) => setTimeout(r, 50));
      expect(again.querySelector<HTMLInputElement>('input[type=email]')!.value).to.equal('');
    });

    it('older than 7 days are dropped, not put back; younger ones are', async () => {
      const def = await definition(FIELDS);
      const key = placedKey(def.formId);
      await set(key, { savedAt: Date.now() - DRAFT_TTL_MS - 1000, values: { 'email-1': ['old@example.com'] } }, drafts);
      const el = await mountJson(def);
      await until(async () => (await get(key, drafts)) === undefined);
      expect(el.querySelector<HTMLInputElement>('input[type=email]')!.value).to.equal('');
      await set(key, { savedAt: Date.now() - DRAFT_TTL_MS + 60_000, values: { 'email-1': ['recent@example.com'] } }, drafts);
      const again = await remount(def);
      await until(() => again.querySelector<HTMLInputElement>('input[type=email]')!.value === 'recent@example.com');
    });

    it('are not kept for a form with draft="false"', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def, 'draft="false"');
      await fill(el);
      await new Promise((r) => setTimeout(r, 400));
      expect(await draftOf(def.formId)).to.equal(undefined);
    });
  });

  describe('no answer', () => {
    it('the connection lost: the visitor is told, the entries stay, and the same key goes again', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await fault({ path: SAVE, drop: 'before', times: 1 });
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await click(submitButton(el));
      expect((await failure).detail).to.deep.equal({
        message: 'The connection was lost. Your entries are kept: send the form again once you are back online.',
        fields: {},
        network: true,
      });
      expect(el.querySelector<HTMLInputElement>('input[type=email]')!.value).to.equal('ada@example.com');
      expect((await draftOf(def.formId))!.pending?.key).to.be.a('string');
      window.dispatchEvent(new Event('online'));
      expect(el.querySelector('.form-notice--bottom')!.textContent).to.equal(
        'You are back online: send the form again to deliver your entries.',
      );
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
      const saves = await received(SAVE, String(def.formId));
      expect(saves.map((r) => r.body.key)).to.have.length(2);
      expect(saves[0].body.key).to.equal(saves[1].body.key);
      expect(await stored(String(def.formId))).to.have.length(1);
    });

    it('the answer lost after the server saved: sending again stores nothing twice', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await fault({ path: SAVE, drop: 'after', times: 1 });
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await click(submitButton(el));
      expect((await failure).detail.network).to.equal(true);
      expect(await stored(String(def.formId))).to.have.length(1);
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
      expect(await stored(String(def.formId))).to.have.length(1);
    });

    // The password is never kept: entered again or not, the retry is the same submission (ours).
    for (const again of ['entered again', 'not entered again'] as const)
      it(`…also after a reload, the key kept with the draft (the password ${again})`, async () => {
        const { def } = await afterLostAnswer();
        const reloaded = await remount(def);
        await until(() => reloaded.querySelector<HTMLInputElement>('input[type=email]')!.value === 'ada@example.com');
        const password = reloaded.querySelector<HTMLInputElement>('input[type=password]')!;
        expect(password.value).to.equal('');
        if (again === 'entered again') await type(password, 'secret');
        const done = next(reloaded, 'ss-form-success');
        await click(submitButton(reloaded));
        await done;
        const saves = await received(SAVE, String(def.formId));
        expect(saves[1].body.key).to.equal(saves[0].body.key);
        expect(saves[1].decoded).to.deep.equal({ replayed: true });
        expect((await stored(String(def.formId))).map((s) => s.form['password-1'])).to.deep.equal(['secret']);
      });

    it('changed entries after a lost answer get a new key: a key never carries two payloads', async () => {
      const { def, el } = await afterLostAnswer();
      await type(el.querySelector('textarea')!, ' again');
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
      const saves = await received(SAVE, String(def.formId));
      expect(saves[1].body.key).to.not.equal(saves[0].body.key);
      expect(saves[1].status).to.equal(204);
      expect(await stored(String(def.formId))).to.have.length(2);
    });

    it('after an answer (a 500), the next send takes a new key', async () => {
      const def = await definition(FIELDS);
      const el = await mountJson(def);
      await fill(el);
      await fault({ path: SAVE, status: 500, times: 1 });
      const failure = next(el, 'ss-form-failure');
      await click(submitButton(el));
      await failure;
      const done = next(el, 'ss-form-success');
      await click(submitButton(el));
      await done;
      const saves = await received(SAVE, String(def.formId));
      expect(saves[1].body.key).to.not.equal(saves[0].body.key);
      expect(await stored(String(def.formId))).to.have.length(1);
    });
  });
});
