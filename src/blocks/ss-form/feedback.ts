// What the form tells the visitor: the marks on its fields, the notices above and below it
// (spec 001 §5, §8 "Form"), a live region for people who cannot see them, and the success
// message that replaces the fields (spec 001 §4).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LocaleController } from '../../controllers/locale-controller.js';
import { form as text } from '../../i18n/en/form.js';
import type { Failure, Shown } from './failure.js';
import { focusTarget, markField, type FieldEl } from './fields.js';
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
    const button = form.querySelector(':scope > .form-button-wrapper') ?? form.querySelector('[type=submit], button:not([type])');
    if (where === 'top' || !button) form.prepend(el);
    else button.after(el);
  }
  el.replaceChildren(...paragraphs(lines));
}

/** Hides the fields and shows the success text and post-submit HTML (sanitised: the
 * sanitiser loads with the first success), moving focus to them. `thanks` is said where
 * the page gives no text. */
export async function showSuccess(host: HTMLElement, form: HTMLFormElement, thanks: string): Promise<void> {
  const shown = [...host.querySelectorAll<HTMLElement>('.form-submission-text, .form-submission-html')].filter(
    (el) => el.closest('ss-form') === host,
  );
  const keep = (n: Element) => shown.some((s) => n === s || n.contains(s));
  if (shown.some((s) => form.contains(s))) for (const child of form.children) (child as HTMLElement).hidden ||= !keep(child);
  else form.hidden = true;
  const html = shown.filter((el) => el.hasAttribute('data-submission-html'));
  if (html.some((el) => el.getAttribute('data-submission-html')?.trim())) {
    const { sanitizeHtml } = await import('../../model/sanitize-html.js');
    for (const el of html) el.replaceChildren(sanitizeHtml(el.getAttribute('data-submission-html') ?? ''));
  }
  let visible = shown.filter((el) => el.textContent?.trim() || el.children.length);
  if (!visible.length) {
    const text = shown.find((el) => el.matches('.form-submission-text')) ?? document.createElement('div');
    if (!text.isConnected) ((text.className = 'form-submission-text'), form.after(text));
    text.textContent = thanks;
    // The form writes it again in a new locale.
    text.setAttribute('data-ss-thanks', '');
    visible = [text];
  }
  for (const el of visible) {
    el.classList.remove('hidden');
    el.hidden = false;
  }
  visible[0]!.tabIndex = -1;
  visible[0]!.focus();
}

/** A failed submission as shown: the form's message, the fields marked, the field to focus. */
export interface ShownFailure {
  message: string | undefined;
  fields: Record<string, string>;
  focus: HTMLElement | undefined;
}

/** The form's feedback, kept as catalogue ids so that it is written again in a new locale. */
export class FormFeedback implements ReactiveController {
  /** The last failure shown: after a network one, the form says when the connection is back. */
  private lastFailure?: Failure;
  private problems?: Map<FieldEl, Problem>;
  private notices?: [message: Shown | undefined, fieldProblems: boolean];
  /** The translator's version the feedback was written in. */
  private version: number;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly texts: LocaleController,
    /** The form, once found. */
    private readonly form: () => HTMLFormElement | undefined,
  ) {
    this.version = texts.translator.version;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('online', this.onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.onOnline);
  }

  /** Client validation failed (spec 001 §5): each field marked with its message, the captcha
   * too when it is not done, the notices, and focus on the first. Returns field id → message. */
  invalid(fields: readonly FieldEl[], problems: Map<FieldEl, Problem>, captchaMissing: boolean): Record<string, string> {
    const marked: Record<string, string> = {};
    this.problems = problems;
    for (const [f, p] of problems) markField(f, (marked[f.id] = this.problemText(p)));
    const first = fields.find((f) => problems.has(f));
    let focus: HTMLElement | undefined = first && focusTarget(first, first.read(), problems.get(first)!.id === 'form.zipInvalid');
    if (captchaMissing) {
      const message = (marked.captcha = this.texts.t(text, 'form.captchaIncomplete'));
      const container = this.form()!.querySelector<HTMLElement>('.captcha-container')!;
      const note = Object.assign(document.createElement('p'), { className: 'field-error captcha-error', textContent: message });
      container.before(note);
      focus ??= container.querySelector<HTMLElement>('input, button, iframe, [tabindex]') ?? undefined;
    }
    this.show(problems.size ? { id: 'form.invalidFields' } : { id: 'form.captchaIncomplete' }, problems.size > 0);
    focus?.focus();
    return marked;
  }

  /** The submission failed: the server's field errors on their fields and the form's message
   * (spec 001 §4, §5). Focus is the caller's, once the captcha is reset. */
  failed(fields: readonly FieldEl[], failure: Failure): ShownFailure {
    this.lastFailure = failure;
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
    this.show(message, anyField);
    const f = fields.find((x) => marked[x.id] !== undefined);
    return { message: message && this.say(message), fields: marked, focus: f && focusTarget(f, f.read()) };
  }

  /** A marked field loses its mark once it is valid; new marks wait for the next submit.
   * With the last mark gone, so do the notices that pointed at the marks. */
  revalidate(field: FieldEl): void {
    const form = this.form();
    if (!form || !field.el.classList.contains('error') || fieldProblem(field.read())) return;
    markField(field, undefined);
    if (!form.querySelector('.form-item.error')) form.querySelectorAll('.form-notice').forEach((n) => n.remove());
  }

  /** Every mark and notice taken away, as a new submit begins. */
  clear(fields: readonly FieldEl[]): void {
    for (const f of fields) markField(f, undefined);
    this.form()
      ?.querySelectorAll('.form-notice, .captcha-error')
      .forEach((n) => n.remove());
    this.lastFailure = this.problems = this.notices = undefined;
  }

  /** The messages shown, in the page's locale now, once it has changed; marks and notices the
   * visitor's input took away stay away. The owner's texts and the server's are left as they are. */
  retranslate(): void {
    if (this.version === this.texts.translator.version) return;
    this.version = this.texts.translator.version;
    const form = this.form();
    if (!form) return;
    for (const [f, p] of this.problems ?? []) if (f.el.classList.contains('error')) markField(f, this.problemText(p));
    const note = form.querySelector('.captcha-error');
    if (note) note.textContent = this.texts.t(text, 'form.captchaIncomplete');
    if (this.notices && form.querySelector('.form-notice')) this.write(...this.notices);
    const thanks = this.host.querySelector('[data-ss-thanks]');
    if (thanks) thanks.textContent = this.texts.t(text, 'form.thankYou');
  }

  private readonly onOnline = (): void => {
    if (this.lastFailure?.network) this.show({ id: 'form.backOnline' }, false);
  };

  /** The general message (above the fields) and, for field problems, the spec's scroll notes
   * at the top and the bottom; the message is announced. */
  private show(message: Shown | undefined, fieldProblems: boolean): void {
    this.notices = [message, fieldProblems];
    const general = this.write(message, fieldProblems);
    if (general) announce(this.host, general);
  }

  private write(message: Shown | undefined, fieldProblems: boolean): string | undefined {
    const form = this.form()!;
    const general = message && this.say(message);
    const lines = (...l: (string | undefined)[]) => l.filter((x): x is string => !!x);
    notice(form, 'top', fieldProblems ? lines(general, this.texts.t(text, 'form.problemScrollDown')) : []);
    notice(form, 'bottom', fieldProblems ? lines(this.texts.t(text, 'form.problemScrollUp')) : lines(general));
    return general;
  }

  private say(shown: Shown): string {
    return 'text' in shown ? shown.text : this.texts.t(text, shown.id as 'form.unknownError');
  }

  private problemText(p: Problem): string {
    if (p.id === 'form.required') return this.texts.t(text, 'form.required', { title: p.title });
    if (p.id === 'form.emailInvalid') return this.texts.t(text, 'form.emailInvalid', { email: this.texts.t(text, 'form.emailExample') });
    return this.texts.t(text, p.id);
  }
}
