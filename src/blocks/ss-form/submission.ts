// Sending one submission (spec 001 §4 "Form", §7): a submission key, then the save. A key is
// never used for two different payloads; a key whose answer was lost (no answer at all) is
// kept with the payload's fingerprint and used again when the same entries are sent again,
// so the server, which replays its answer for a key it has seen, stores one submission.
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
}

/** The fingerprint of what a key is bound to: the form and its entries. The captcha's answer
 * is left out: a new answer after an expired one is the same submission. */
export const submissionHash = (s: FormSubmission): string => payloadHash(JSON.stringify([s.formId, s.form]));

export async function send(submission: FormSubmission, ctx: SendContext): Promise<SendResult> {
  const hash = submissionHash(submission);
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
