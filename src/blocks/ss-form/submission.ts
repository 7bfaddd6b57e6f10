// Sending one submission (spec 001 §4 "Form", §7): a submission key, then the save. A key is
// never used for two different submissions; a key whose answer was lost (no answer at all)
// is kept with the submission's fingerprint and used again when the same entries are sent
// again, so the server, which replays its answer for a key it has seen, stores one. The
// fingerprint leaves passwords out (ours): they are never kept, so a retry after a reload
// cannot repeat them, and it is still the same submission.
import { formSubmissionKey, saveFormSubmission, type FormSubmission } from '../../services/forms.js';
import { payloadHash, type PendingKey } from './draft.js';
import { keyFailure, saveFailure, type Failure } from './failure.js';

export type SendResult = { ok: true } | { ok: false; failure: Failure };

/** What a send needs from the form: where to keep the pending key (durably, before the save
 * is sent, so a crash right after sending still reuses it). */
export interface SendContext {
  pending?: PendingKey;
  remember(pending: PendingKey | undefined): Promise<void>;
  newsletter: boolean;
  /** The ids of the fields whose entries are never kept (passwords). */
  secret: readonly string[];
}

/** The fingerprint of what a key is bound to: the form and its entries but `secret` ones
 * (the reference server binds a key the same way). The captcha's answer is left out too: a
 * new answer after an expired one is the same submission. */
export function submissionHash(s: FormSubmission, secret: readonly string[] = []): string {
  let form = s.form;
  if (secret.length) {
    const entries = JSON.parse(form) as Record<string, unknown>;
    for (const id of secret) delete entries[id];
    form = JSON.stringify(entries);
  }
  return payloadHash(JSON.stringify([s.formId, form]));
}

export async function send(submission: FormSubmission, ctx: SendContext): Promise<SendResult> {
  const hash = submissionHash(submission, ctx.secret);
  let key = ctx.pending?.hash === hash ? ctx.pending.key : undefined;
  if (!key) {
    try {
      key = await formSubmissionKey();
    } catch (e) {
      return { ok: false, failure: keyFailure(e) };
    }
    await ctx.remember({ key, hash });
  }
  try {
    await saveFormSubmission(key, submission);
  } catch (e) {
    const failure = saveFailure(e, ctx.newsletter);
    // An answer came: the key has done its work. Without one, it may have been stored.
    if (!failure.network) await ctx.remember(undefined);
    return { ok: false, failure };
  }
  await ctx.remember(undefined);
  return { ok: true };
}
