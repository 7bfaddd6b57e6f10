// What a failed submission shows (spec 001 §4 "Form" failure, §5 server field errors, §8
// "Form"): the message by status, the server's field errors, its own text, or the generic
// texts. Pure: the element shows the result.
import type { form } from '../../i18n/en/form.js';

export type FormMessageId = keyof typeof form;

/** A message: a catalogue id, or the server's own text shown as it is. */
export type Shown = { id: FormMessageId } | { text: string };

export interface Failure {
  /** The form-level message; absent for a newsletter form's field errors. */
  message?: Shown;
  /** Field id → the server's message for it. */
  fields: Record<string, string>;
  /** No answer came (offline, connection lost): the entries are kept for another try. */
  network: boolean;
}

/** What the data layer rejects with (services/data-layer DataLayerError), as far as the
 * form needs it. */
export interface CallError {
  kind: string;
  status: number;
  data?: unknown;
}

/** The statuses with a message of their own (spec 001 §8 "Form": `form.status<code>`). */
const BY_STATUS = [401, 404, 429, 500];

/** A failure with the form's message and no field errors. */
export const failure = (message: Shown, network = false): Failure => ({ message, fields: {}, network });

const isCallError = (e: unknown): e is CallError =>
  !!e && typeof e === 'object' && typeof (e as CallError).kind === 'string' && typeof (e as CallError).status === 'number';

/** The server's field errors: string messages by field id (others are not shown). */
function fieldErrors(data: unknown): Record<string, string> {
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** The server's own text: a string answer, or its `error` when that is a string. */
function serverText(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  const error = data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() ? error : undefined;
}

/** The failure of the SaveFormSubmission call. */
export function saveFailure(error: unknown, newsletter: boolean): Failure {
  if (!isCallError(error)) return failure({ id: 'form.processingError' });
  if (error.kind === 'network') return failure({ id: 'form.offline' }, true);
  if (BY_STATUS.includes(error.status)) return failure({ id: `form.status${error.status}` as FormMessageId });
  const fields = error.status === 400 ? fieldErrors(error.data) : {};
  const text = serverText(error.data);
  const message: Shown = text ? { text } : { id: Object.keys(fields).length ? 'form.invalidFields' : 'form.unknownError' };
  // spec 001 §5: a general 'above' message unless it is a newsletter form.
  if (Object.keys(fields).length) return { message: newsletter ? undefined : message, fields, network: false };
  return failure(message);
}

/** The failure of the FormSubmissionKey call (spec 001 §7). */
export function keyFailure(error: unknown): Failure {
  const network = isCallError(error) && error.kind === 'network';
  return failure({ id: network ? 'form.offline' : 'form.submissionKeyError' }, network);
}
