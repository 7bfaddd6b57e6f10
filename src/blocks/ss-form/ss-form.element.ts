// spec 001 §3 "Form submission", "Form editor field types"; §4 "Form"; §5; §7 form and
// census calls; §8 "Form"; real-markup.md "Form block".
import { nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { blockDataMessages, type BlockData } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { siteContext } from '../../contract/site-context.js';
import { navigate, pageUrl } from '../../contract/page.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { form as text } from '../../i18n/en/form.js';
import { safeUrl } from '../../model/safe-url.js';
import type { FormDefinition } from '../../model/form-definition.js';
import { recordFormRender, recordSubscribe, type FormSubmission } from '../../services/forms.js';
import { settingProperties } from '../setting-properties.js';
import type { CaptchaWidget } from './captcha.js';
import { clearDraft, draftKey, readDraft, sweepDrafts, writeDraft, type PendingKey } from './draft.js';
import type { Failure, Shown } from './failure.js';
import { announce, notice, showSuccess } from './feedback.js';
import { captureInput, counterFor, findFields, focusTarget, isChoice, markField, restoreInput, type FieldEl } from './fields.js';
import { settings, type FormSettings } from './ss-form.settings.js';
import { adoptStyles } from './ss-form.styles.js';
import { send } from './submission.js';
import { fieldProblem, overLimit, type Problem } from './validation.js';
import { formValues, type FormValue } from './values.js';
export type SsFormState = 'idle' | 'submitting' | 'success';

export interface SsFormSubmitDetail {
  formId: string;
  /** Field id → value, as it will be sent (spec 001 §3 value shapes). */
  values: Record<string, FormValue>;
}
export interface SsFormSuccessDetail extends SsFormSubmitDetail {
  newsletter: boolean;
  /** The address it goes to next, when a success redirect is set. */
  redirect?: string;
}
export interface SsFormInvalidDetail {
  /** Field id → the message it is marked with. */
  fields: Record<string, string>;
}
export interface SsFormFailureDetail extends SsFormInvalidDetail {
  /** The form-level message shown, if any. */
  message?: string;
  /** No answer came: the entries are kept for the next try. */
  network: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-form-submit': CustomEvent<SsFormSubmitDetail>;
    'ss-form-success': CustomEvent<SsFormSuccessDetail>;
    'ss-form-invalid': CustomEvent<SsFormInvalidDetail>;
    'ss-form-failure': CustomEvent<SsFormFailureDetail>;
  }
}

const TEXTUAL = /^(text|email|number|url|tel|password|search|date|time|datetime-local|month|week)$/;
const isObject = (v: unknown): v is BlockData => !!v && typeof v === 'object' && !Array.isArray(v);
/** Block data that describes the form's fields (the editor's shape or the published island's). */
const hasFields = (d: BlockData) => Array.isArray(d.formFields) || (isObject(d.build) && Array.isArray(d.build.fields));
let swept = false;

/**
 * A form block: every field type of the form editor, validated with the spec's messages,
 * sent with a submission key, and nothing the visitor typed is lost.
 *
 * **Markup.** Either the form the platform publishes, placed inside as it is
 * (`form[data-form-id]` with `.form-item.<type>` fields, `.form-submission-text` and
 * `.form-submission-html[data-submission-html]`; a classic `.sqs-block.form-block` wrapper
 * around it works too), or only the block's JSON (`data-block-json`, a JSON island, or the
 * `definition` property; the editor's shape with `build.fields` or the published island's
 * `formFields`), from which it renders that same markup into its light DOM. The form stays in
 * the light DOM, where the page's CSS styles it and autofill and password managers see it;
 * the element's default styles have zero specificity (`:where()`), so any page rule wins.
 *
 * **Validation** on submit (spec 001 §5): required fields, email format (3–256
 * characters), US zip of exactly five digits, a textarea's limit, the captcha. A failing
 * field gets its message before its title, `aria-invalid` and the message in
 * `aria-describedby`; the form says 'Your form has encountered a problem. Please scroll
 * down to review.' at the top and '…scroll up to review.' at the bottom, a live region
 * announces 'One or more fields is invalid, please check your entries.', and focus goes to
 * the first invalid field. A mark clears as soon as its field is valid again. Textareas with
 * a maximum show a live 'count / max' counter, in an error state above the maximum (the
 * native `maxlength` becomes `data-max-length`, so a pasted text is not silently cut).
 *
 * **Sending** (spec 001 §4, §7): the form locks (`aria-busy`, the button reads 'Submitting…',
 * fields read-only, choices held) and a second submit is ignored; a submission key, then
 * the submission as JSON with the page fields. Success hides the fields, shows the success
 * text and the post-submit HTML (sanitised) and moves focus to them, then follows a success
 * redirect (http(s) or relative only); a newsletter form records a subscribe event. A failure
 * shows the spec's message for its status or the server's field errors, releases the lock,
 * resets the captcha and holds the submit (`aria-disabled`) until the captcha is done again.
 * The visitor's input is never cleared by a failure.
 *
 * **Nothing lost** (ours): the unsent input is kept in IndexedDB per form and page (not
 * passwords or hidden fields) as the visitor types (each change written at once, writes
 * coalesced while one is in flight: no timer that a crash could cut short), put back on the
 * next visit (within 7 days), and cleared on success. Offline, or when the
 * connection drops, the entries stay and the visitor is told to send again once connected.
 * A submission whose answer was lost is sent again with the same key, so the server stores it
 * once; a key is never used for different entries. (The captcha keeps its answer after a
 * lost answer for the same reason.)
 *
 * The captcha script (site context `website.captchaSettings.siteKey`; `scriptUrl`, ours,
 * where it loads from, default reCAPTCHA's) loads only for a form with a captcha, when the
 * form nears the viewport. A `POST /api/census/form-render` is sent when the form first
 * renders (failures swallowed).
 *
 * A block whose JSON cannot be read logs 'Error decoding form block data.', is marked
 * `data-ss-skipped` and left as it was. A definition field that is not valid is left out
 * with a console warning; the rest of the form renders.
 *
 * The markup it reads, the definition's two shapes, what it sends, every message and every
 * decision where the spec is silent: docs/forms.md.
 *
 * @tag ss-form
 * @summary A form: every field type, validation with the spec's messages, submission, drafts (spec 001 §3–§5).
 *
 * @attr data-block-json - The block's JSON: the form definition and settings (also `data-props`, `data-context`, a JSON island, or an inner
 *   `.sqs-block`).
 *
 * @prop {object | undefined} definition - A form definition to render (the editor's or the published shape); wins over the block's JSON.
 * @prop {'idle' | 'submitting' | 'success'} state - Where the form is (read-only); written to the `state` attribute for styling.
 *
 * @fires {CustomEvent<SsFormSubmitDetail>} ss-form-submit - Valid and about to be sent; cancelable (nothing is sent then). Detail
 *   `{ formId, values }`.
 * @fires {CustomEvent<SsFormSuccessDetail>} ss-form-success - The submission was saved. Detail `{ formId, values, newsletter, redirect? }`;
 *   cancelable: canceling it stays on the page instead of following the redirect.
 * @fires {CustomEvent<SsFormInvalidDetail>} ss-form-invalid - Client validation failed. Detail `{ fields }` (field id → message).
 * @fires {CustomEvent<SsFormFailureDetail>} ss-form-failure - The submission failed. Detail `{ message?, fields, network }`.
 *
 * @slot - The published form markup, or nothing (the form is rendered from the JSON).
 *
 * @cssprop [--ss-form-error-color=#b00020] - Colour of error messages and invalid fields.
 * @cssprop [--ss-form-border-color=#767676] - Border of the fields.
 * @cssprop [--ss-form-gap=1.25em] - Space between fields.
 */
export class SsForm extends BlockElement {
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataMessages = blockDataMessages('form');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties: PropertyDeclarations = {
    ...settingProperties(settings),
    definition: { attribute: false },
    // Read-only: written to the `state` attribute for styling, never read from it.
    state: { attribute: false },
  };

  definition?: Record<string, unknown>;
  state: SsFormState = 'idle';

  private readonly texts = new LocaleController(this);
  /** The JSON renderer, loaded for a form that is not published markup. */
  private renderer?: typeof import('./render.js');
  private rendererLoading?: Promise<unknown>;
  private parsed?: { raw: object; definition: FormDefinition };
  private form?: HTMLFormElement;
  /** The form came with the page (not rendered here from a definition). */
  private published?: boolean;
  private fields: FieldEl[] = [];
  private captcha?: CaptchaWidget;
  private pending?: PendingKey;
  /** The draft write in flight, and whether the input changed since the last one began. */
  private writing?: Promise<void>;
  private dirty = false;
  private started = false;
  private lastFailure?: Failure;
  private buttonText = '';
  private readonly over = new WeakSet<Element>();
  /** The feedback shown, from the catalogue: written again in a new locale. */
  private problems?: Map<FieldEl, Problem>;
  private notices?: [message: Shown | undefined, fieldProblems: boolean];
  /** The translator's version the feedback was written in. */
  private version = this.texts.translator.version;

  constructor() {
    super();
    this.addEventListener('submit', (e) => this.onSubmit(e), true);
    this.addEventListener('input', (e) => this.onInput(e));
    this.addEventListener('change', (e) => this.onInput(e));
    // While sending, choices and the button hold still (text fields are read-only).
    const hold = (e: Event) => {
      if (this.state !== 'submitting') return;
      const t = e.target as Element;
      const onButton = !!this.submitButton()?.contains(t);
      if ((e.type === 'click' && (isChoice(t) || onButton)) || (t instanceof HTMLSelectElement && (e as KeyboardEvent).key !== 'Tab'))
        e.preventDefault();
    };
    for (const type of ['click', 'keydown', 'mousedown']) this.addEventListener(type, hold, true);
  }

  /** The form lives in the light DOM (see the class doc). */
  protected override createRenderRoot(): HTMLElement {
    adoptStyles(this);
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('pagehide', this.saveDraft);
    addEventListener('online', this.onOnline);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('pagehide', this.saveDraft);
    removeEventListener('online', this.onOnline);
    this.saveDraft();
  }

  /** Validates and sends the form, as its submit button does. Ignored while sending. */
  async submit(): Promise<void> {
    if (!this.form || this.state !== 'idle') return;
    this.clearFeedback();
    const states = this.fields.map((f) => f.read());
    const problems = new Map<FieldEl, Problem>();
    this.fields.forEach((f, i) => {
      const p = fieldProblem(states[i]!);
      if (p) problems.set(f, p);
    });
    const captchaMissing = !!this.form.querySelector('.captcha-container') && !this.captcha?.response();
    if (problems.size || captchaMissing) return this.invalid(problems, captchaMissing);
    let values: Record<string, FormValue>;
    let json: string;
    try {
      values = formValues(states, pageUrl().searchParams);
      json = JSON.stringify(values);
    } catch {
      return this.failed({ message: { id: 'form.fieldsUnparsable' }, fields: {}, network: false });
    }
    const formId = this.currentFormId();
    if (!emit<SsFormSubmitDetail>(this, 'ss-form-submit', { formId, values }, true)) return;
    this.lock(true);
    const d = this.parsed?.definition;
    const submission: FormSubmission = {
      formId,
      collectionId: this.collectionId || d?.collectionId || '',
      objectName: this.objectName || d?.objectName || '',
      isOverlayForm: this.overlayForm,
      submitButtonText: this.buttonText,
      form: json,
      ...(this.captcha ? { captchaKey: this.captcha.response() } : {}),
    };
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(submission, {
        pending: this.pending,
        newsletter: this.isNewsletter(),
        remember: async (pending) => {
          this.pending = pending;
          if (this.draft) await writeDraft(this.draftKey(), { savedAt: Date.now(), values: captureInput(this.fields), pending });
        },
      });
    } catch {
      result = { ok: false, failure: { message: { id: 'form.processingError' }, fields: {}, network: false } };
    }
    this.lock(false);
    if (result.ok) await this.succeeded(formId, values);
    else this.failed(result.failure);
  }

  protected override render(): TemplateResult | typeof nothing {
    this.published ??= !!this.ownForm();
    const raw = this.published ? undefined : (this.definition ?? (hasFields(this.blockData) ? this.blockData : undefined));
    if (!raw) return nothing;
    if (!this.renderer) {
      this.loadRenderer();
      return nothing;
    }
    const d = this.parse(raw);
    // A rendered form's button text is Lit's to write; a published one's is written in lock().
    const label =
      this.state === 'submitting'
        ? this.texts.t(text, 'form.submitting')
        : this.submitButtonText || d.advanced.submitButtonText || this.renderer.defaultSubmitText();
    return this.renderer.formTemplate(d, label, this.texts.t(text, 'form.thankYou'));
  }

  /** A skipped block is left exactly as published: Lit does not even add its marker. */
  protected override shouldUpdate(): boolean {
    return !this.skipped;
  }

  protected override updated(): void {
    this.setAttribute('state', this.state);
    this.attach();
    if (this.version !== this.texts.translator.version) this.retranslate();
  }

  /** The messages shown, in the page's locale now; marks and notices the visitor's input
   * took away stay away. The owner's texts and the server's are left as they are. */
  private retranslate(): void {
    this.version = this.texts.translator.version;
    const form = this.form;
    if (!form) return;
    for (const [f, p] of this.problems ?? []) if (f.el.classList.contains('error')) markField(f, this.problemText(p));
    const note = form.querySelector('.captcha-error');
    if (note) note.textContent = this.texts.t(text, 'form.captchaIncomplete');
    if (this.notices && form.querySelector('.form-notice')) this.writeNotices(...this.notices);
    const thanks = this.querySelector('[data-ss-thanks]');
    if (thanks) thanks.textContent = this.texts.t(text, 'form.thankYou');
  }

  private loadRenderer(): void {
    this.rendererLoading ??= import('./render.js').then(
      (r) => {
        adoptStyles(this, r.layoutStyles);
        this.renderer = r;
        this.requestUpdate();
      },
      (e: unknown) => console.error(this.texts.t(text, 'form.renderFailed', { message: String(e) })),
    );
  }

  /** `updateComplete` also waits for the JSON renderer (which an update may start loading)
   * and the form it renders. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.rendererLoading) return done;
    await this.rendererLoading;
    return super.getUpdateComplete();
  }

  /** The definition, read once per object (its problems are reported then). */
  private parse(raw: object): FormDefinition {
    if (this.parsed?.raw !== raw) this.parsed = { raw, definition: this.renderer!.readDefinition(raw) };
    return this.parsed.definition;
  }

  private ownForm(): HTMLFormElement | undefined {
    return [...this.querySelectorAll('form')].find((f) => f.closest('ss-form') === this);
  }

  private submitButton(): HTMLButtonElement | HTMLInputElement | null | undefined {
    return this.form?.querySelector<HTMLButtonElement | HTMLInputElement>('[type=submit], button:not([type])');
  }

  /** The form's id: the setting, else the definition's, else the published form's. */
  private currentFormId(): string {
    return this.formId || this.parsed?.definition.formId || this.form?.dataset.formId || '';
  }

  private isNewsletter(): boolean {
    return (
      this.newsletter ||
      !!this.parsed?.definition.newsletter ||
      !!this.form?.matches('.newsletter-form') ||
      !!this.closest('.newsletter-block')
    );
  }

  /** Finds the form and its fields (again after a re-render) and wires what is new. */
  private attach(): void {
    const form = this.ownForm();
    if (!form) {
      if (this.published === false && !this.definition && !hasFields(this.blockData))
        console.warn(this.texts.t(text, 'form.nothingToShow'));
      return;
    }
    const first = form !== this.form;
    this.form = form;
    form.noValidate = true;
    this.fields = findFields(form);
    for (const f of this.fields) if (f.type === 'textarea') this.updateCounter(f.controls[0] as HTMLTextAreaElement);
    this.renderer?.fillDisclaimer(form);
    if (first && form.querySelector('.captcha-container')) void this.startCaptcha(form);
    if (this.started) return;
    this.started = true;
    if (this.currentFormId()) recordFormRender(this.currentFormId());
    void this.restoreDraft();
  }

  private async startCaptcha(form: HTMLFormElement): Promise<void> {
    const { watchCaptcha } = await import('./captcha.js');
    // Done again after a failure held the submit: it is released (spec 001 §4).
    const released = (done: boolean) => done && this.state === 'idle' && this.submitButton()?.removeAttribute('aria-disabled');
    this.captcha = watchCaptcha(form, siteContext().website?.captchaSettings, released);
  }

  private onInput(e: Event): void {
    const target = e.target as Element;
    if (!this.form?.contains(target) || this.state === 'success') return;
    const field = this.fields.find((f) => f.el.contains(target));
    if (field?.type === 'textarea') this.updateCounter(field.controls[0] as HTMLTextAreaElement);
    // A marked field loses its mark once it is valid; new marks wait for the next submit.
    // With the last mark gone, so do the notices that pointed at the marks.
    if (field?.el.classList.contains('error') && !fieldProblem(field.read())) {
      markField(field, undefined);
      if (!this.form.querySelector('.form-item.error')) this.form.querySelectorAll('.form-notice').forEach((n) => n.remove());
    }
    this.dirty = true;
    this.saveDraft();
  }

  private updateCounter(textarea: HTMLTextAreaElement): void {
    const counter = counterFor(textarea);
    if (!counter) return;
    const max = Number(textarea.getAttribute('data-max-length'));
    const over = overLimit(textarea.value, max);
    counter.textContent = this.texts.t(text, 'form.characterCount', { count: textarea.value.length, max });
    counter.classList.toggle('form-counter--over', over);
    // Said once as the text goes over, not at every key.
    if (over && !this.over.has(counter)) announce(this, this.texts.t(text, 'form.characterLimit'));
    if (over) this.over.add(counter);
    else this.over.delete(counter);
  }

  private draftKey(): string {
    return draftKey(location.pathname, this.currentFormId() || this.fields.map((f) => f.id).join(','));
  }

  /** Writes the draft as the visitor types: at once, and again when the write in flight ends
   * if more changed meanwhile (no timer a crash or an unload could cut short). A form left
   * untouched writes nothing, so it never overwrites a draft it has not put back yet. */
  private readonly saveDraft = (): void => {
    if (!this.dirty || this.writing || !this.draft || !this.form || this.state === 'success') return;
    this.dirty = false;
    const draft = { savedAt: Date.now(), values: captureInput(this.fields), pending: this.pending };
    this.writing = writeDraft(this.draftKey(), draft).finally(() => {
      this.writing = undefined;
      this.saveDraft();
    });
  };

  private async restoreDraft(): Promise<void> {
    if (!this.draft) return;
    if (!swept) {
      swept = true;
      void sweepDrafts();
    }
    const d = await readDraft(this.draftKey());
    if (!d || this.state !== 'idle') return;
    this.pending = d.pending;
    restoreInput(this.fields, d.values);
    for (const f of this.fields) if (f.type === 'textarea') this.updateCounter(f.controls[0] as HTMLTextAreaElement);
  }

  private onSubmit(e: Event): void {
    if (e.target !== this.form) return;
    e.preventDefault();
    // The published form's own handler (the platform's script) is not ours to run.
    e.stopPropagation();
    void this.submit();
  }

  /** Locks the form while it is sent (spec 001 §4): busy, text fields read-only, the
   * button 'Submitting…' and aria-disabled. */
  private lock(on: boolean): void {
    const form = this.form!;
    this.state = on ? 'submitting' : 'idle';
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    for (const c of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!(c instanceof HTMLTextAreaElement) && !TEXTUAL.test(c.type)) continue;
      // Fields the page made read-only stay so.
      if (on && !c.readOnly) c.dataset.ssLocked = '';
      if (c.dataset.ssLocked === undefined) continue;
      c.readOnly = on;
      if (!on) delete c.dataset.ssLocked;
    }
    const button = this.submitButton();
    if (!button) return;
    const isInput = button instanceof HTMLInputElement;
    if (on) {
      button.setAttribute('aria-disabled', 'true');
      this.buttonText = (isInput ? button.value : (button.textContent ?? '')).trim();
    } else button.removeAttribute('aria-disabled');
    if (!this.published) return;
    const label = on ? this.texts.t(text, 'form.submitting') : this.buttonText;
    if (isInput) button.value = label;
    else button.textContent = label;
  }

  private say(shown: Shown): string {
    return 'text' in shown ? shown.text : this.texts.t(text, shown.id as 'form.unknownError');
  }

  private problemText(p: Problem): string {
    if (p.id === 'form.required') return this.texts.t(text, 'form.required', { title: p.title });
    if (p.id === 'form.emailInvalid') return this.texts.t(text, 'form.emailInvalid', { email: this.texts.t(text, 'form.emailExample') });
    return this.texts.t(text, p.id);
  }

  private invalid(problems: Map<FieldEl, Problem>, captchaMissing: boolean): void {
    const fields: Record<string, string> = {};
    this.problems = problems;
    for (const [f, p] of problems) markField(f, (fields[f.id] = this.problemText(p)));
    const first = this.fields.find((f) => problems.has(f));
    let focus: HTMLElement | undefined = first && focusTarget(first, first.read(), problems.get(first)!.id === 'form.zipInvalid');
    if (captchaMissing) {
      const message = (fields.captcha = this.texts.t(text, 'form.captchaIncomplete'));
      const container = this.form!.querySelector<HTMLElement>('.captcha-container')!;
      const note = Object.assign(document.createElement('p'), { className: 'field-error captcha-error', textContent: message });
      container.before(note);
      focus ??= container.querySelector<HTMLElement>('input, button, iframe, [tabindex]') ?? undefined;
    }
    this.showNotices(problems.size ? { id: 'form.invalidFields' } : { id: 'form.captchaIncomplete' }, problems.size > 0);
    focus?.focus();
    emit<SsFormInvalidDetail>(this, 'ss-form-invalid', { fields });
  }

  private failed(failure: Failure): void {
    this.lastFailure = failure;
    const marked: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const [id, message] of Object.entries(failure.fields)) {
      const f = this.fields.find((x) => x.id === id);
      if (f) markField(f, (marked[id] = message));
      else unplaced.push(message);
    }
    const anyField = Object.keys(marked).length > 0;
    // Errors for fields this form does not show are said as the form's message.
    const message = failure.message ?? (!anyField && unplaced.length ? { text: unplaced.join(' ') } : undefined);
    this.showNotices(message, anyField);
    if (!failure.network && this.captcha) {
      // spec 001 §4: the captcha resets and the submit is held until it is done again. After
      // a lost answer it keeps its answer: the retry is the same submission.
      this.captcha.reset();
      this.submitButton()?.setAttribute('aria-disabled', 'true');
    }
    const f = this.fields.find((x) => marked[x.id] !== undefined);
    if (f) focusTarget(f, f.read())?.focus();
    emit<SsFormFailureDetail>(this, 'ss-form-failure', { message: message && this.say(message), fields: marked, network: failure.network });
  }

  /** The general message (above the fields) and, for field problems, the spec's scroll notes
   * at the top and the bottom; the message is announced. */
  private showNotices(message: Shown | undefined, fieldProblems: boolean): void {
    this.notices = [message, fieldProblems];
    const general = this.writeNotices(message, fieldProblems);
    if (general) announce(this, general);
  }

  private writeNotices(message: Shown | undefined, fieldProblems: boolean): string | undefined {
    const general = message && this.say(message);
    const lines = (...l: (string | undefined)[]) => l.filter((x): x is string => !!x);
    notice(this.form!, 'top', fieldProblems ? lines(general, this.texts.t(text, 'form.problemScrollDown')) : []);
    notice(this.form!, 'bottom', fieldProblems ? lines(this.texts.t(text, 'form.problemScrollUp')) : lines(general));
    return general;
  }

  private clearFeedback(): void {
    for (const f of this.fields) markField(f, undefined);
    this.form?.querySelectorAll('.form-notice, .captcha-error').forEach((n) => n.remove());
    this.lastFailure = this.problems = this.notices = undefined;
  }

  private readonly onOnline = (): void => {
    if (this.lastFailure?.network) this.showNotices({ id: 'form.backOnline' }, false);
  };

  private async succeeded(formId: string, values: Record<string, FormValue>): Promise<void> {
    this.state = 'success';
    void clearDraft(this.draftKey());
    const newsletter = this.isNewsletter();
    if (newsletter) recordSubscribe(formId);
    const redirect = this.redirect();
    await showSuccess(this, this.form!, this.texts.t(text, 'form.thankYou'));
    const go = emit<SsFormSuccessDetail>(this, 'ss-form-success', { formId, values, newsletter, ...(redirect ? { redirect } : {}) }, true);
    if (redirect && go) navigate(redirect);
  }

  /** The success redirect, when it is an http(s) or relative URL (spec: no other kinds). */
  private redirect(): string | undefined {
    const raw = this.successRedirect || this.form?.dataset.successRedirect || this.parsed?.definition.advanced.successRedirect;
    const url = safeUrl(raw);
    return url && !/^\s*(mailto|tel):/i.test(url) ? url : undefined;
  }
}

/** The settings' properties, typed from their declaration (`ss-form.settings.ts`). */
export interface SsForm extends SettingValues<FormSettings> {}
