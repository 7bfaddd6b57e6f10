// What the form tells the visitor: the marks on its fields, the notices above and below it
// (spec 001 §5, §8 "Form") and a live region for people who cannot see them. The success
// message that replaces the fields is success.ts.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LocaleController } from '../../controllers/locale-controller.js';
import { form as text } from '../../i18n/en/form.js';
import type { Failure, Shown } from './failure.js';
import { focusTarget, markField, type FieldEl } from './fields.js';
import { submitButtonOf } from './submit-state.js';
import { fieldProblem, type Problem } from './validation.js';

/** Says `message` through the host's live region (made on first use, first in the host:
 * a form rendered from JSON is Lit's part, which runs to the host's end). Emptied first, so
 * the same message twice is announced twice. */
export function announce(host: HTMLElement, message: string): void {
  let live = host.querySelector<HTMLElement>(':scope > .ss-form-live');
  if (!live) {
    live = document.createElement('div');
    live.className = 'ss-form-live';
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'assertive');
    host.prepend(live);
  }
  live.textContent = '';
  requestAnimationFrame(() => (live.textContent = message));
}

const paragraphs = (lines: string[]) => lines.map((line) => Object.assign(document.createElement('p'), { textContent: line }));

/** Shows the lines at the top of the form or below its button; no lines removes it. */
export function notice(form: HTMLFormElement, where: 'top' | 'bottom', lines: string[]): void {
  let el = form.querySelector<HTMLElement>(`:scope > .form-notice--${where}`);
  if (!lines.length) return el?.remove();
  if (!el) {
    el = document.createElement('div');
    el.className = `form-notice form-notice--${where}`;
    const button = form.querySelector(':scope > .form-button-wrapper') ?? submitButtonOf(form);
    if (where === 'top' || !button) form.prepend(el);
    else button.after(el);
  }
  el.replaceChildren(...paragraphs(lines));
}

/** A failed submission as shown: the form's message, the fields marked, the field to focus. */
export interface ShownFailure {
  message: string | undefined;
  fields: Record<string, string>;
  focus: HTMLElement | undefined;
}

/** The form's marks and notices, kept as catalogue ids so that they are written again in a
 * new locale. */
export interface FormFeedback extends ReactiveController {
  /** Client validation failed (spec 001 §5): each field marked with its message, the captcha
   * too when it is not done, the notices, and focus on the first. Returns field id → message. */
  invalid(fields: readonly FieldEl[], problems: Map<FieldEl, Problem>, captchaMissing: boolean): Record<string, string>;
  /** The submission failed: the server's field errors on their fields and the form's message
   * (spec 001 §4, §5). Focus is the caller's, once the captcha is reset. */
  failed(fields: readonly FieldEl[], failure: Failure): ShownFailure;
  /** A marked field loses its mark once it is valid; new marks wait for the next submit.
   * With the last mark gone, so do the notices that pointed at the marks. */
  revalidate(field: FieldEl): void;
  /** Every mark and notice taken away, as a new submit begins. */
  clear(fields: readonly FieldEl[]): void;
  /** The messages shown, in the page's locale now, once it has changed; marks and notices the
   * visitor's input took away stay away. The owner's texts and the server's are left as they are. */
  retranslate(): void;
}

/** The feedback of `host`'s form (`form()`, once found), in `texts`' locale. After a network
 * failure it says when the connection is back. */
export function formFeedback(
  host: ReactiveControllerHost & HTMLElement,
  texts: LocaleController,
  form: () => HTMLFormElement | undefined,
): FormFeedback {
  let lastFailure: Failure | undefined;
  let problems: Map<FieldEl, Problem> | undefined;
  let notices: [message: Shown | undefined, fieldProblems: boolean] | undefined;
  let resized: ResizeObserver | undefined;
  /** The translator's version the feedback was written in. */
  let version = texts.translator.version;

  const say = (shown: Shown): string => ('text' in shown ? shown.text : texts.t(text, shown.id as 'form.unknownError'));
  const problemText = (p: Problem): string => {
    if (p.id === 'form.required') return texts.t(text, 'form.required', { title: p.title });
    if (p.id === 'form.emailInvalid') return texts.t(text, 'form.emailInvalid', { email: texts.t(text, 'form.emailExample') });
    return texts.t(text, p.id);
  };
  const write = (message: Shown | undefined, fieldProblems: boolean): string | undefined => {
    const general = message && say(message);
    const shown = form()!;
    // The scroll notes (spec 001 §8 "Form"), both or neither, only where the form is taller
    // than the window (ours): a form that fits has its marks in view, and a one-field
    // newsletter would read four messages. Its height counts the notes it shows, so a form
    // near the window's height keeps what it shows instead of flipping.
    const scroll = fieldProblems && shown.offsetHeight > innerHeight;
    const lines = (...l: (string | false | undefined)[]) => l.filter((x): x is string => !!x);
    notice(shown, 'top', fieldProblems ? lines(general, scroll && texts.t(text, 'form.problemScrollDown')) : []);
    notice(shown, 'bottom', lines(fieldProblems ? scroll && texts.t(text, 'form.problemScrollUp') : general));
    return general;
  };
  /** The notices again, as the form's or the window's height changes: a frame later, not in
   * the observer's callback, where the form's own new height would be a resize loop. */
  const refit = (): void => void requestAnimationFrame(() => notices && write(...notices));
  /** The general message (above the fields) and, for field problems, the spec's scroll notes
   * at the top and the bottom; the message is announced. */
  const show = (message: Shown | undefined, fieldProblems: boolean): void => {
    notices = [message, fieldProblems];
    const general = write(message, fieldProblems);
    (resized ??= new ResizeObserver(refit)).observe(form()!);
    if (general) announce(host, general);
  };
  const onOnline = (): void => {
    if (lastFailure?.network) show({ id: 'form.backOnline' }, false);
  };

  const feedback: FormFeedback = {
    hostConnected() {
      addEventListener('online', onOnline);
      addEventListener('resize', refit);
    },
    hostDisconnected() {
      removeEventListener('online', onOnline);
      removeEventListener('resize', refit);
      resized?.disconnect();
    },
    invalid(fields, found, captchaMissing) {
      const marked: Record<string, string> = {};
      problems = found;
      for (const [f, p] of found) markField(f, (marked[f.id] = problemText(p)));
      const first = fields.find((f) => found.has(f));
      let focus: HTMLElement | undefined = first && focusTarget(first, first.read(), found.get(first)!.id === 'form.zipInvalid');
      if (captchaMissing) {
        const message = (marked.captcha = texts.t(text, 'form.captchaIncomplete'));
        const container = form()!.querySelector<HTMLElement>('.captcha-container')!;
        const note = Object.assign(document.createElement('p'), { className: 'field-error captcha-error', textContent: message });
        container.before(note);
        focus ??= container.querySelector<HTMLElement>('input, button, iframe, [tabindex]') ?? undefined;
      }
      show(found.size ? { id: 'form.invalidFields' } : { id: 'form.captchaIncomplete' }, found.size > 0);
      focus?.focus();
      return marked;
    },
    failed(fields, failure) {
      lastFailure = failure;
      const marked: Record<string, string> = {};
      const unplaced: string[] = [];
      for (const [id, message] of Object.entries(failure.fields)) {
        const f = fields.find((x) => x.id === id);
        if (f) markField(f, (marked[id] = message));
        else unplaced.push(message);
      }
      const anyField = Object.keys(marked).length > 0;
      // Errors for fields this form does not show are said as the form's message.
      const message = failure.message ?? (!anyField && unplaced.length ? { text: unplaced.join(' ') } : undefined);
      show(message, anyField);
      const f = fields.find((x) => marked[x.id] !== undefined);
      return { message: message && say(message), fields: marked, focus: f && focusTarget(f, f.read()) };
    },
    revalidate(field) {
      const shown = form();
      if (!shown || !field.el.classList.contains('error') || fieldProblem(field.read())) return;
      markField(field, undefined);
      if (shown.querySelector('.form-item.error')) return;
      shown.querySelectorAll('.form-notice').forEach((n) => n.remove());
      notices = undefined;
    },
    clear(fields) {
      for (const f of fields) markField(f, undefined);
      form()
        ?.querySelectorAll('.form-notice, .captcha-error')
        .forEach((n) => n.remove());
      lastFailure = problems = notices = undefined;
    },
    retranslate() {
      if (version === texts.translator.version) return;
      version = texts.translator.version;
      const shown = form();
      if (!shown) return;
      for (const [f, p] of problems ?? []) if (f.el.classList.contains('error')) markField(f, problemText(p));
      const note = shown.querySelector('.captcha-error');
      if (note) note.textContent = texts.t(text, 'form.captchaIncomplete');
      if (notices) write(...notices);
      const thanks = host.querySelector('[data-ss-thanks]');
      if (thanks) thanks.textContent = texts.t(text, 'form.thankYou');
    },
  };
  host.addController(feedback);
  return feedback;
}
