// The form's submit states (spec 001 §4 "Form"): idle; submitting, while the form is locked —
// busy, its text fields read-only, its choices and button held still — and a second submit is
// ignored; success, once the submission is saved.
import { isChoice } from './fields.js';

export type SsFormState = 'idle' | 'submitting' | 'success';

const TEXTUAL = /^(text|email|number|url|tel|password|search|date|time|datetime-local|month|week)$/;

export const submitButtonOf = (form: HTMLFormElement | undefined): HTMLButtonElement | HTMLInputElement | null | undefined =>
  form?.querySelector<HTMLButtonElement | HTMLInputElement>('[type=submit], button:not([type])');

/** Locks the form while it is sent, or releases it: busy, text fields read-only (those the
 * page made read-only stay so), the button aria-disabled and, when `label` is given, reading
 * it (a published form's; a rendered form's button is Lit's to write). Returns the button's
 * own text as the lock begins. */
export function lockForm(form: HTMLFormElement, on: boolean, label?: string): string | undefined {
  if (on) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!(c instanceof HTMLTextAreaElement) && !TEXTUAL.test(c.type)) continue;
    if (on && !c.readOnly) c.dataset.ssLocked = '';
    if (c.dataset.ssLocked === undefined) continue;
    c.readOnly = on;
    if (!on) delete c.dataset.ssLocked;
  }
  const button = submitButtonOf(form);
  if (!button) return undefined;
  const isInput = button instanceof HTMLInputElement;
  const own = on ? (isInput ? button.value : (button.textContent ?? '')).trim() : undefined;
  if (on) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  if (label !== undefined) {
    if (isInput) button.value = label;
    else button.textContent = label;
  }
  return own;
}

/** While the form is submitting, clicks on its choices and its button, and keys on its
 * selects (but Tab), do nothing: they hold still as the text fields do. */
export function holdWhileSubmitting(host: HTMLElement & { readonly state: SsFormState }, form: () => HTMLFormElement | undefined): void {
  const hold = (e: Event) => {
    if (host.state !== 'submitting') return;
    const t = e.target as Element;
    const onButton = !!submitButtonOf(form())?.contains(t);
    if ((e.type === 'click' && (isChoice(t) || onButton)) || (t instanceof HTMLSelectElement && (e as KeyboardEvent).key !== 'Tab'))
      e.preventDefault();
  };
  for (const type of ['click', 'keydown', 'mousedown']) host.addEventListener(type, hold, true);
}
