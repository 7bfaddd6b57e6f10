// The visitor's unsent input kept as they type (ours; the storage is draft.ts): each change
// written at once, writes coalesced while one is in flight — no timer that a crash or an
// unload could cut short — put back on the next visit, and cleared on success.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { clearDraft, draftKey, readDraft, sweepDrafts, writeDraft, type PendingKey } from './draft.js';
import { captureInput, restoreInput, type FieldEl } from './fields.js';
import type { SsFormState } from './submit-state.js';

/** The form whose input is kept: its `draft` setting and its submit state. */
export type DraftHost = ReactiveControllerHost & { readonly draft: boolean; readonly state: SsFormState };

let swept = false;

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
  clear(): void;
}

/** The draft keeper of `host`'s form: `fields()` once the form is found, and `formKey()`,
 * which names the form on its page. */
export function keepDrafts(host: DraftHost, fields: () => readonly FieldEl[] | undefined, formKey: () => string): DraftKeeper {
  let writing: Promise<void> | undefined;
  let dirty = false;
  const key = () => draftKey(location.pathname, formKey());
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
      const d = await readDraft(key());
      if (!d || host.state !== 'idle') return false;
      keeper.pending = d.pending;
      restoreInput(fields() ?? [], d.values);
      return true;
    },
    async remember(pending) {
      keeper.pending = pending;
      if (host.draft) await writeDraft(key(), { savedAt: Date.now(), values: captureInput(fields() ?? []), pending });
    },
    clear() {
      void clearDraft(key());
    },
  };
  host.addController(keeper);
  return keeper;
}
