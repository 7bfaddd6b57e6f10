// The fault matrix (ours): every way a send or a page can fail, on every form shape a page
// carries, counting the drafts lost and the submissions stored twice — both must be 0. Each
// cell is a real page in a frame (published markup with its block wrappers, real typing,
// real reloads, a closed and reopened tab, the frame's requests failing as offline ones do,
// by the runner's ss-offline command) against the reference server, which stores what
// arrives and replays its answer for a key it has seen.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { clear, createStore, entries } from 'idb-keyval';
import type { Draft } from '../../../../src/blocks/ss-form/draft.js';
import type { SsForm, SsFormFailureDetail } from '../../../../src/blocks/ss-form/ss-form.js';
import { clearFaults, fault, register, stored, uniqueId, type Definition } from './helpers.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

const SAVE = '/api/form/SaveFormSubmission';
const PAGE = '/test/fixtures/form-page.html';
const drafts = createStore('ss-blocks-forms', 'drafts');

export type Shape = 'one form' | 'two forms, one id' | 'a password field';
type Fault =
  | 'offline at submit'
  | '500'
  | '503'
  | 'answer lost after storing'
  | 'reload mid-typing'
  | 'reload after a lost answer'
  | 'tab closed offline, reopened';

const FAULTS: Fault[] = [
  'offline at submit',
  '500',
  '503',
  'answer lost after storing',
  'reload mid-typing',
  'reload after a lost answer',
  'tab closed offline, reopened',
];

/** What each form of a page is given: the footer's, then the popup's copy. */
const ENTRIES = [
  { email: 'ada@example.com', message: 'Sent from the footer' },
  { email: 'grace@example.com', message: 'Sent from the popup' },
];

const fieldsMarkup = (n: number, password: boolean) => `
  <div class="form-item field email required" id="email-1"><label class="title" for="f${n}-email">Email</label>
    <input class="field-element" id="f${n}-email" name="email" type="email"></div>
  <div class="form-item field textarea" id="textarea-1"><label class="title" for="f${n}-message">Message</label>
    <textarea class="field-element" id="f${n}-message"></textarea></div>
  ${password ? `<div class="form-item field password" id="password-1"><label class="title" for="f${n}-password">Password</label><input class="field-element" id="f${n}-password" type="password"></div>` : ''}`;

/** A classic published form block (real-markup.md "Form block") inside `<ss-form>`. */
const block = (n: number, blockId: string, formId: string, password = false) => `
  <ss-form><div class="sqs-block form-block" data-block-type="9" id="${blockId}" data-block-json='{"formId":"${formId}"}'>
    <div class="sqs-block-content"><form data-form-id="${formId}">${fieldsMarkup(n, password)}
      <button type="submit">Send</button></form></div></div></ss-form>`;

function markup(shape: Shape, formId: string): string {
  if (shape === 'two forms, one id')
    return `<footer>${block(0, 'block-footer-newsletter', formId)}</footer>
      <ss-popup>${block(1, 'block-popup-newsletter', formId)}</ss-popup>`;
  return block(0, 'block-contact', formId, shape === 'a password field');
}

function definitionFor(shape: Shape, formId: string): Definition {
  const fields: Record<string, unknown>[] = [
    { id: 'email-1', type: 'email', title: 'Email', required: true },
    { id: 'textarea-1', type: 'textarea', title: 'Message' },
  ];
  // Optional: after a reload (which never puts a password back) a retry may go without it.
  if (shape === 'a password field') fields.push({ id: 'password-1', type: 'password', title: 'Password' });
  return { formId, build: { fields } };
}

const offline = (on: boolean) => executeServerCommand('ss-offline', { offline: on });

/** A page of the site in a frame: its markup the same on every load, as a published page's. */
class Tab {
  frame!: HTMLIFrameElement;
  constructor(
    readonly url: string,
    readonly markup: string,
  ) {}

  async open(): Promise<void> {
    this.frame = Object.assign(document.createElement('iframe'), { src: this.url, title: 'page' });
    const loaded = this.#loaded();
    document.body.append(this.frame);
    await loaded;
  }

  async reload(): Promise<void> {
    const loaded = this.#loaded();
    this.frame.contentWindow!.location.reload();
    await loaded;
  }

  /** Closes the tab: the page goes as a closed tab's does (pagehide, then gone). */
  close(): void {
    this.frame.remove();
  }

  forms(): SsForm[] {
    return [...this.frame.contentDocument!.querySelectorAll<SsForm>('ss-form')];
  }

  async #loaded(): Promise<void> {
    await new Promise((r) => this.frame.addEventListener('load', r, { once: true }));
    this.frame.contentDocument!.body.innerHTML = this.markup;
    await Promise.all(this.forms().map((f) => f.updateComplete));
  }
}

const control = (el: SsForm, sel: string) => el.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel)!;
const email = (el: SsForm) => control(el, 'input[type=email]');
const message = (el: SsForm) => control(el, 'textarea');
const password = (el: SsForm) => el.querySelector<HTMLInputElement>('input[type=password]');

async function typeInto(c: HTMLElement, text: string): Promise<void> {
  c.focus();
  await sendKeys({ type: text });
}

/** Polls a frame at a time until `check` holds; false once `ms` have gone by (a state that
 * never comes is a loss to count, not a hang; the limit is the suite's waitUntil's). */
async function reached(check: () => boolean | Promise<boolean>, ms = 10000): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (await check()) return true;
    await new Promise((r) => requestAnimationFrame(r));
  }
  return check();
}

/** The drafts kept for the frame's page. */
async function pageDrafts(): Promise<Draft[]> {
  return (await entries<string, Draft>(drafts)).filter(([k]) => k.startsWith(`${PAGE}#`)).map(([, d]) => d);
}

const holds = (d: Draft, e: { email: string; message: string }) =>
  d.values['email-1']?.[0] === e.email && d.values['textarea-1']?.[0] === e.message;

/** Sends a form with its button and resolves with how it ended. */
async function send(el: SsForm): Promise<{ ok: true } | { ok: false; detail: SsFormFailureDetail }> {
  const ended = new Promise<{ ok: true } | { ok: false; detail: SsFormFailureDetail }>((resolve) => {
    el.addEventListener('ss-form-success', () => resolve({ ok: true }), { once: true });
    el.addEventListener('ss-form-failure', (e) => resolve({ ok: false, detail: (e as CustomEvent<SsFormFailureDetail>).detail }), {
      once: true,
    });
  });
  el.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  return ended;
}

interface Count {
  draftsLost: number;
  doubled: number;
  undelivered: number;
}

/** Runs one cell: the fault on a page of that shape, the visitor sending until it succeeds.
 * Resolves with what was lost or doubled. */
async function runCell(fault_: Fault, shape: Shape): Promise<Count> {
  const formId = uniqueId('matrix');
  await register(definitionFor(shape, formId));
  // The frame's address names the cell: its requests carry it as their Referer.
  const tab = new Tab(`${PAGE}?cell=${formId}`, markup(shape, formId));
  const count: Count = { draftsLost: 0, doubled: 0, undelivered: 0 };
  const entriesOf = (i: number) => ENTRIES[i]!;

  /** Each form still shows its visitor's entries, and a draft holds them. */
  const checkKept = async () => {
    const forms = tab.forms();
    for (const [i, el] of forms.entries()) {
      const e = entriesOf(i);
      const shown = await reached(() => email(el).value === e.email && message(el).value === e.message);
      const kept = await reached(async () => (await pageDrafts()).some((d) => holds(d, e)));
      if (!shown || !kept) count.draftsLost++;
    }
  };
  const fill = async (upTo = Infinity) => {
    for (const [i, el] of tab.forms().entries()) {
      const e = entriesOf(i);
      await typeInto(email(el), e.email);
      await typeInto(message(el), e.message.slice(0, upTo));
      const pw = password(el);
      if (pw) await typeInto(pw, 'secret');
    }
  };
  const sendAll = async (expectFailure: { network: boolean } | false) => {
    for (const el of tab.forms()) {
      const result = await send(el);
      if (expectFailure) {
        expect(result.ok, 'the send fails').to.equal(false);
        if (!result.ok) expect(result.detail.network).to.equal(expectFailure.network);
      } else expect(result, 'the send succeeds').to.deep.equal({ ok: true });
    }
  };
  /** Waits until every form's typing is in a draft (a write is quicker than a visitor). */
  const written = (upTo = Infinity) =>
    reached(async () => {
      const ds = await pageDrafts();
      return tab.forms().every((_, i) => ds.some((d) => holds(d, { ...entriesOf(i), message: entriesOf(i).message.slice(0, upTo) })));
    });
  const referer = `cell=${formId}`;
  const n = tab.markup.split('<ss-form>').length - 1;

  await tab.open();
  switch (fault_) {
    case 'offline at submit':
      await fill();
      await offline(true);
      await sendAll({ network: true });
      await checkKept();
      await offline(false);
      await sendAll(false);
      break;
    case '500':
    case '503':
    case 'answer lost after storing': {
      const lost = fault_ === 'answer lost after storing';
      await fill();
      await fault({ path: SAVE, ...(lost ? { drop: 'after' } : { status: Number(fault_) }), times: n, referer });
      await sendAll({ network: lost });
      await checkKept();
      await sendAll(false);
      break;
    }
    case 'reload mid-typing': {
      const half = 8;
      await fill(half);
      await written(half);
      await tab.reload();
      for (const [i, el] of tab.forms().entries()) {
        const e = entriesOf(i);
        if (!(await reached(() => email(el).value === e.email && message(el).value === e.message.slice(0, half)))) count.draftsLost++;
        message(el).setSelectionRange(message(el).value.length, message(el).value.length);
        await typeInto(message(el), e.message.slice(half));
        // A password is never put back: the visitor enters it again.
        const pw = password(el);
        if (pw) await typeInto(pw, 'secret');
      }
      await sendAll(false);
      break;
    }
    case 'reload after a lost answer':
      await fill();
      await fault({ path: SAVE, drop: 'after', times: n, referer });
      await sendAll({ network: true });
      await tab.reload();
      await checkKept();
      // The password is not put back, and this visitor leaves the optional field empty.
      await sendAll(false);
      break;
    case 'tab closed offline, reopened':
      await fill();
      await offline(true);
      await sendAll({ network: true });
      tab.close();
      await offline(false);
      await tab.open();
      await checkKept();
      await sendAll(false);
      break;
  }

  const saved = await stored(formId);
  for (const i of Array.from({ length: n }, (_, k) => k)) {
    const times = saved.filter((s) => s.form['email-1'] === entriesOf(i).email).length;
    count.doubled += Math.max(0, times - 1);
    if (times === 0) count.undelivered++;
  }
  return count;
}

/** The matrix's row for one shape: a test per fault, each asserting 0 lost and 0 doubled;
 * the row's figures are logged at the end. */
export function faultMatrix(shape: Shape): void {
  // The forms' drafts store (IndexedDB) is the origin's, and each cell empties it first: the
  // cells take turns with the other files that use it (called at the file's top level).
  takeTurns();
  describe(`ss-form: the fault matrix, ${shape} (ours: no draft lost, no submission stored twice)`, function () {
    // A cell is a page or two, real typing and a few server round trips.
    this.timeout(30000);
    const row = new Map<Fault, Count>();

    // Every cell starts with no draft (the frames' page is the same page in each).
    beforeEach(() => clear(drafts));

    afterEach(async () => {
      await offline(false);
      await clearFaults(SAVE);
      document.querySelectorAll('iframe').forEach((f) => f.remove());
    });

    after(() => {
      const cells = FAULTS.map((f) => {
        const c = row.get(f);
        return `${f}: ${c ? `${c.draftsLost} lost, ${c.doubled} doubled` : 'not run'}`;
      });
      console.log(`fault matrix, ${shape}: ${cells.join('; ')}`);
    });

    for (const fault_ of FAULTS)
      it(`${fault_}: no draft lost, each submission stored once`, async () => {
        const count = await runCell(fault_, shape);
        row.set(fault_, count);
        expect(count).to.deep.equal({ draftsLost: 0, doubled: 0, undelivered: 0 });
        // Success clears the drafts.
        expect(await reached(async () => (await pageDrafts()).length === 0)).to.equal(true);
      });
  });
}
