// The textarea's live 'count / max' counter (spec 001 §5): written as the visitor types, in
// an error state above the maximum, and the limit announced once as the text goes over.
import { idFor } from '../element-helpers.js';
import type { LocaleController } from '../../controllers/locale-controller.js';
import { form as text } from '../../i18n/en/form.js';
import { announce } from './feedback.js';
import { describe, type FieldEl } from './fields.js';
import { overLimit, parseMaxLength } from './validation.js';

/** The textarea's counter, placed after it; none where the maximum is 0. The native
 * maxlength becomes data-max-length, so that going over shows the error state instead of
 * silently cutting the text (a pasted paragraph, say). */
export function counterFor(textarea: HTMLTextAreaElement): HTMLElement | undefined {
  const native = textarea.getAttribute('maxlength');
  if (native !== null && !textarea.hasAttribute('data-max-length')) {
    textarea.setAttribute('data-max-length', native);
    textarea.removeAttribute('maxlength');
  }
  const max = parseMaxLength(textarea.getAttribute('data-max-length'));
  const next = textarea.nextElementSibling;
  const existing = next?.classList.contains('form-counter') ? (next as HTMLElement) : undefined;
  if (!max) {
    existing?.remove();
    return undefined;
  }
  const counter = existing ?? document.createElement('div');
  if (!existing) {
    counter.className = 'form-counter';
    textarea.after(counter);
    describe(textarea, idFor(counter, 'ss-form-counter'), true);
  }
  return counter;
}

/** The counters of one form. */
export class Counters {
  /** The counters over their maximum, announced already. */
  private readonly over = new WeakSet<Element>();

  constructor(
    /** The form element, whose live region says the limit. */
    private readonly host: HTMLElement,
    private readonly texts: LocaleController,
  ) {}

  /** Brings the counter of each textarea among `fields` up to date. */
  update(...fields: FieldEl[]): void {
    for (const f of fields) if (f.type === 'textarea') this.write(f.controls[0] as HTMLTextAreaElement);
  }

  private write(textarea: HTMLTextAreaElement): void {
    const counter = counterFor(textarea);
    if (!counter) return;
    const max = Number(textarea.getAttribute('data-max-length'));
    const over = overLimit(textarea.value, max);
    counter.textContent = this.texts.t(text, 'form.characterCount', { count: textarea.value.length, max });
    counter.classList.toggle('form-counter--over', over);
    // Said once as the text goes over, not at every key.
    if (over && !this.over.has(counter)) announce(this.host, this.texts.t(text, 'form.characterLimit'));
    if (over) this.over.add(counter);
    else this.over.delete(counter);
  }
}
