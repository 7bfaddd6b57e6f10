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

const BY_STATUS: Record<number, FormMessageId> = {
  401: 'form.status401',
  404: 'form.status404',
  429: 'form.status429',
  500: 'form.status500',
};

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
  if (!isCallError(error)) return { message: { id: 'form.processingError' }, fields: {}, network: false };
  if (error.kind === 'network') return { message: { id: 'form.offline' }, fields: {}, network: true };
  const byStatus = BY_STATUS[error.status];
  if (byStatus) return { message: { id: byStatus }, fields: {}, network: false };
  const fields = error.status === 400 ? fieldErrors(error.data) : {};
  const text = serverText(error.data);
  if (Object.keys(fields).length) {
    // spec 001 §5: a general 'above' message unless it is a newsletter form.
    const message: Shown | undefined = newsletter ? undefined : text ? { text } : { id: 'form.invalidFields' };
    return { message, fields, network: false };
  }
  return { message: text ? { text } : { id: 'form.unknownError' }, fields: {}, network: false };
}

/** The failure of the FormSubmissionKey call (spec 001 §7). */
export function keyFailure(error: unknown): Failure {
  const network = isCallError(error) && error.kind === 'network';
  return { message: { id: network ? 'form.offline' : 'form.submissionKeyError' }, fields: {}, network };
}
