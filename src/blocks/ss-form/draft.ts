// The visitor's unsent input, kept in IndexedDB (idb-keyval) per form on its page (two forms
// with one id — a footer's newsletter and the popup's copy — each their own) so that a
// reload or a crash loses nothing; cleared on success, dropped after 7 days. Passwords and
// hidden fields are never kept. It also holds the submission key of a send whose answer
// was lost, so a retry of the same entries reuses it (the server stores one submission).
import { createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** Drafts older than this are dropped (ours: a week). */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Each field's controls, in order: a text value, or a choice's checked state. */
export type DraftValues = Record<string, (string | boolean)[]>;

/** A key used for a payload whose answer never came: reused for the same payload only. */
export interface PendingKey {
  key: string;
  /** The payload's fingerprint (payloadHash). */
  hash: string;
}

export interface Draft {
  savedAt: number;
  values: DraftValues;
  pending?: PendingKey;
}

let store: UseStore | undefined;
const drafts = () => (store ??= createStore('ss-blocks-forms', 'drafts'));

/** The key of a form's draft on a page, before the form's place on it (draft-keeper.ts) is
 * added; alone, the key drafts had before forms of one id were told apart, which a form
 * takes over once (takeDraft). */
export const draftKey = (pagePath: string, formKey: string): string => `${pagePath}#${formKey}`;

const fresh = (d: Draft | undefined, now: number): d is Draft => !!d && typeof d.savedAt === 'number' && now - d.savedAt < DRAFT_TTL_MS;

/** The draft, unless it is older than 7 days (then it is deleted). Never rejects: storage
 * that is unavailable (private mode, blocked) reads as no draft. */
export async function readDraft(key: string, now = Date.now()): Promise<Draft | undefined> {
  try {
    const d = await get<Draft>(key, drafts());
    if (fresh(d, now)) return d;
    if (d) await del(key, drafts());
  } catch {
    // no storage: nothing kept
  }
  return undefined;
}

/** Reads and deletes a draft in one transaction: of several forms asking at once, one gets
 * it. Unavailable storage reads as no draft. */
export async function takeDraft(key: string, now = Date.now()): Promise<Draft | undefined> {
  try {
    const d = await drafts()('readwrite', (store) => {
      const got = promisifyRequest<Draft | undefined>(store.get(key));
      store.delete(key);
      return got;
    });
    if (fresh(d, now)) return d;
  } catch {
    // no storage: nothing kept
  }
  return undefined;
}

export async function writeDraft(key: string, draft: Draft): Promise<void> {
  try {
    await set(key, draft, drafts());
  } catch {
    // no storage: the form works, without a draft
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await del(key, drafts());
  } catch {
    // nothing to clear
  }
}

/** Deletes every draft older than 7 days (of any page): once per page load. */
export async function sweepDrafts(now = Date.now()): Promise<void> {
  try {
    for (const [key, d] of await entries<string, Draft>(drafts())) if (!fresh(d, now)) await del(key, drafts());
  } catch {
    // no storage
  }
}

/** A short fingerprint of a payload (two FNV-1a passes, 64 bits, and its length): tells
 * the same submission from a changed one without keeping the visitor's entries twice. */
export function payloadHash(payload: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < payload.length; i++) {
    const c = payload.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a >>> 0, b >>> 0, payload.length].map((n) => n.toString(36)).join('-');
}
