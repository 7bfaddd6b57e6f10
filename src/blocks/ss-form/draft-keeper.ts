// The visitor's unsent input kept as they type (ours; the storage is draft.ts): each change
// written at once, writes coalesced while one is in flight — no timer that a crash or an
// unload could cut short — put back on the next visit, and cleared on success. Each form on
// a page keeps its own, two forms with one id included (placeOf).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { clearDraft, draftKey, readDraft, sweepDrafts, takeDraft, writeDraft, type PendingKey } from './draft.js';
import { captureInput, restoreInput, type FieldEl } from './fields.js';
import type { SsFormState } from './submit-state.js';

/** The form whose input is kept: its `draft` setting and its submit state. */
export type DraftHost = ReactiveControllerHost & Element & { readonly draft: boolean; readonly state: SsFormState };

let swept = false;

/** Where a form is on its page, the same on every load of the same markup (ours): the id of
 * its published block wrapper (real-markup.md "The block wrapper": `.sqs-block[id="block-…"]`,
 * inside the element or around it), which the platform keeps from one load to the next; else
 * the element's own id; else its rank among the page's forms in document order (the forms
 * before it are there by the time it first keeps or reads a draft). */
const placeOf = (host: Element): string =>
  (host.querySelector('.sqs-block[id]') ?? host.closest('.sqs-block[id]'))?.id ||
  host.id ||
  String([...document.querySelectorAll<Element>('ss-form')].indexOf(host) + 1);

/** Keeps one form's input. */
export interface DraftKeeper extends ReactiveController {
  /** The submission key of a send whose answer was lost: kept with the draft, so the same
   * entries sent again reuse it. */
  pending?: PendingKey;
  /** The visitor changed the input. */
  changed(): void;
  /** Puts the kept input back (and the pending key) into a form still idle; true when it did. */
  restore(): Promise<boolean>;
  /** Keeps a send's key with the entries before the save is sent, so a crash right after
   * sending still reuses it; undefined once an answer came. */
  remember(pending: PendingKey | undefined): Promise<void>;
  /** Resolves once the input is in the draft: the write in flight and the one after it ended. */
  written(): Promise<void>;
  clear(): void;
}

/** The draft keeper of `host`'s form: `fields()` once the form is found, and `formKey()`,
 * which names the form on its page. */
export function keepDrafts(host: DraftHost, fields: () => readonly FieldEl[] | undefined, formKey: () => string): DraftKeeper {
  let writing: Promise<void> | undefined;
  let dirty = false;
  let at: string | undefined;
  const key = () => (at ??= `${draftKey(location.pathname, formKey())}#${placeOf(host)}`);
  /** Writes the draft: at once, and again when the write in flight ends if more changed
   * meanwhile. A form left untouched writes nothing, so it never overwrites a draft it has
   * not put back yet. */
  const save = (): void => {
    const found = fields();
    if (!dirty || writing || !host.draft || !found || host.state === 'success') return;
    dirty = false;
    writing = writeDraft(key(), { savedAt: Date.now(), values: captureInput(found), pending: keeper.pending }).finally(() => {
      writing = undefined;
      save();
    });
  };

  const keeper: DraftKeeper = {
    hostConnected() {
      addEventListener('pagehide', save);
    },
    hostDisconnected() {
      removeEventListener('pagehide', save);
      save();
    },
    changed() {
      dirty = true;
      save();
    },
    async restore() {
      if (!host.draft) return false;
      if (!swept) {
        swept = true;
        void sweepDrafts();
      }
      let d = await readDraft(key());
      if (!d) {
        // A draft kept before forms of one name were told apart goes to the first of them
        // that asks (ours), and from then on under its own key.
        d = await takeDraft(draftKey(location.pathname, formKey()));
        if (d) await writeDraft(key(), d);
      }
      if (!d || host.state !== 'idle') return false;
      keeper.pending = d.pending;
      restoreInput(fields() ?? [], d.values);
      return true;
    },
    async remember(pending) {
      keeper.pending = pending;
      if (host.draft) await writeDraft(key(), { savedAt: Date.now(), values: captureInput(fields() ?? []), pending });
    },
    async written() {
      while (writing) await writing;
    },
    clear() {
      void clearDraft(key());
    },
  };
  host.addController(keeper);
  return keeper;
}
