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
function counterFor(textarea: HTMLTextAreaElement): HTMLElement | undefined {
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

/** The counters over their maximum, announced already. */
const over = new WeakSet<Element>();

/** Brings the counter of each textarea among `fields` up to date; `host`'s live region says
 * the limit once as the text goes over, not at every key. */
export function updateCounters(host: HTMLElement, texts: LocaleController, fields: readonly FieldEl[]): void {
  for (const f of fields) {
    if (f.type !== 'textarea') continue;
    const textarea = f.controls[0] as HTMLTextAreaElement;
    const counter = counterFor(textarea);
    if (!counter) continue;
    const max = Number(textarea.getAttribute('data-max-length'));
    const isOver = overLimit(textarea.value, max);
    counter.textContent = texts.t(text, 'form.characterCount', { count: textarea.value.length, max });
    counter.classList.toggle('form-counter--over', isOver);
    if (isOver && !over.has(counter)) announce(host, texts.t(text, 'form.characterLimit'));
    if (isOver) over.add(counter);
    else over.delete(counter);
  }
}
