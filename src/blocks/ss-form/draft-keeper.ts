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

export class DraftKeeper implements ReactiveController {
  /** The submission key of a send whose answer was lost: kept with the draft, so the same
   * entries sent again reuse it. */
  pending?: PendingKey;
  /** The write in flight, and whether the input changed since the last one began. */
  private writing?: Promise<void>;
  private dirty = false;

  constructor(
    private readonly host: DraftHost,
    /** The form's fields, once it is found. */
    private readonly fields: () => readonly FieldEl[] | undefined,
    /** Names the form on its page. */
    private readonly formKey: () => string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pagehide', this.save);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.save);
    this.save();
  }

  /** The visitor changed the input. */
  changed(): void {
    this.dirty = true;
    this.save();
  }

  /** Writes the draft: at once, and again when the write in flight ends if more changed
   * meanwhile. A form left untouched writes nothing, so it never overwrites a draft it has
   * not put back yet. */
  private readonly save = (): void => {
    const fields = this.fields();
    if (!this.dirty || this.writing || !this.host.draft || !fields || this.host.state === 'success') return;
    this.dirty = false;
    const draft = { savedAt: Date.now(), values: captureInput(fields), pending: this.pending };
    this.writing = writeDraft(this.key(), draft).finally(() => {
      this.writing = undefined;
      this.save();
    });
  };

  /** Puts the kept input back (and the pending key) into a form still idle; true when it did. */
  async restore(): Promise<boolean> {
    if (!this.host.draft) return false;
    if (!swept) {
      swept = true;
      void sweepDrafts();
    }
    const d = await readDraft(this.key());
    if (!d || this.host.state !== 'idle') return false;
    this.pending = d.pending;
    restoreInput(this.fields() ?? [], d.values);
    return true;
  }

  /** Keeps a send's key with the entries before the save is sent, so a crash right after
   * sending still reuses it; undefined once an answer came. */
  async remember(pending: PendingKey | undefined): Promise<void> {
    this.pending = pending;
    if (this.host.draft) await writeDraft(this.key(), { savedAt: Date.now(), values: captureInput(this.fields() ?? []), pending });
  }

  clear(): void {
    void clearDraft(this.key());
  }

  private key(): string {
    return draftKey(location.pathname, this.formKey());
  }
}
