// spec 001 §3 "Form submission", "Form editor field types"; §4 "Form"; §5; §7 form and
// census calls; §8 "Form"; real-markup.md "Form block". What it does: ss-form.md.
import { nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
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
import { updateCounters } from './counter.js';
import { keepDrafts } from './draft-keeper.js';
import type { SsFormFailureDetail, SsFormInvalidDetail, SsFormSubmitDetail, SsFormSuccessDetail } from './events.js';
import { failure, type Failure } from './failure.js';
import { formFeedback } from './feedback.js';
import { findFields, type FieldEl } from './fields.js';
import { definitionSource, sourced, type Sourced } from './sources.js';
import { settings, type FormSettings } from './ss-form.settings.js';
import { adoptStyles } from './ss-form.styles.js';
import { holdWhileSubmitting, lockForm, submitButtonOf, type SsFormState } from './submit-state.js';
import { send } from './submission.js';
import { fieldProblem, type Problem } from './validation.js';
import { formValues, type FormValue } from './values.js';

/**
 * @tag ss-form
 * @summary A form: every field type, validation with the platform's messages, submission, drafts.
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
 * @cssprop [--ss-form-error-color=#b00020] - Colour of error messages and invalid fields (with ss-blocks.css, #ff8a80 where the page's
 *   colour scheme is dark).
 * @cssprop [--ss-form-border-color=#767676] - Border of the fields.
 * @cssprop [--ss-form-gap=1.25em] - Space between fields.
 */
export class SsForm extends BlockElement {
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
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

  readonly #texts = new LocaleController(this);
  readonly #feedback = formFeedback(this, this.#texts, () => this.#form);
  readonly #drafts = keepDrafts(
    this,
    () => this.#form && this.#fields,
    () => this.#draftName(),
  );
  /** The last submission the page cancelled `ss-form-submit` for (see showSuccess()). */
  #handled?: SsFormSubmitDetail;
  /** The JSON renderer, loaded for a form that is not published markup. */
  #renderer?: typeof import('./render.js');
  #rendererLoading?: Promise<unknown>;
  #parsed?: { raw: object; definition: FormDefinition };
  #form?: HTMLFormElement;
  /** The form came with the page (not rendered here from a definition). */
  #published?: boolean;
  #fields: FieldEl[] = [];
  #captcha?: CaptchaWidget;
  #started = false;
  /** The submit button's own text as the form was locked: sent as submitButtonText. */
  #buttonText = '';

  constructor() {
    super();
    this.addEventListener('submit', (e) => this.#onSubmit(e), true);
    this.addEventListener('input', (e) => this.#onInput(e));
    this.addEventListener('change', (e) => this.#onInput(e));
    holdWhileSubmitting(this, () => this.#form);
  }

  /** The form lives in the light DOM (see ss-form.md). */
  protected override createRenderRoot(): HTMLElement {
    adoptStyles(this);
    return this;
  }

  /** Shows the form's own success for a submission the page sent itself, having cancelled
   * `ss-form-submit`: the post-submit message (or the thank-you) in the form's place, focused;
   * the draft cleared; `ss-form-success` with the values of that submission, and its redirect
   * unless cancelled. Ignored unless a submission was cancelled, and once the form has succeeded. */
  async showSuccess(): Promise<void> {
    if (this.#handled && this.state === 'idle') await this.#succeeded(this.#handled);
  }

  /** Validates and sends the form, as its submit button does. Ignored while sending. */
  async submit(): Promise<void> {
    if (!this.#form || this.state !== 'idle') return;
    this.#feedback.clear(this.#fields);
    const states = this.#fields.map((f) => f.read());
    const problems = new Map<FieldEl, Problem>();
    this.#fields.forEach((f, i) => {
      const p = fieldProblem(states[i]!);
      if (p) problems.set(f, p);
    });
    const captchaMissing = !!this.#form.querySelector('.captcha-container') && !this.#captcha?.response();
    if (problems.size || captchaMissing) {
      emit<SsFormInvalidDetail>(this, 'ss-form-invalid', { fields: this.#feedback.invalid(this.#fields, problems, captchaMissing) });
      return;
    }
    let values: Record<string, FormValue>;
    let json: string;
    try {
      values = formValues(states, pageUrl().searchParams);
      json = JSON.stringify(values);
    } catch {
      return this.#failed(failure({ id: 'form.fieldsUnparsable' }));
    }
    const { formId, collectionId, objectName, newsletter } = this.#sources();
    const detail = { formId, values };
    // Cancelled: the page sends it, and may show the form's own success (showSuccess()).
    if (!emit<SsFormSubmitDetail>(this, 'ss-form-submit', detail, true)) return void (this.#handled = detail);
    this.#lock(true);
    const submission: FormSubmission = {
      formId,
      collectionId,
      objectName,
      // Inside a popup it is an overlay form, whether or not the page says so.
      isOverlayForm: this.overlayForm || !!this.closest('ss-popup'),
      submitButtonText: this.#buttonText,
      form: json,
      ...(this.#captcha ? { captchaKey: this.#captcha.response() } : {}),
    };
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(submission, {
        pending: this.#drafts.pending,
        newsletter,
        secret: this.#fields.filter((f) => f.type === 'password').map((f) => f.id),
        remember: (pending) => this.#drafts.remember(pending),
      });
    } catch {
      result = { ok: false, failure: failure({ id: 'form.processingError' }) };
    }
    this.#lock(false);
    if (result.ok) return this.#succeeded(detail);
    // Told once the entries are kept: a visitor who closes the page at the failure loses nothing.
    await this.#drafts.written();
    this.#failed(result.failure);
  }

  protected override render(): TemplateResult | typeof nothing {
    this.#published ??= !!this.#ownForm();
    const raw = this.#published ? undefined : definitionSource(this.definition, this.blockData);
    if (!raw) return nothing;
    if (!this.#renderer) {
      this.#loadRenderer();
      return nothing;
    }
    const d = this.#parse(raw);
    // A rendered form's button text is Lit's to write; a published one's is written in lock().
    const label =
      this.state === 'submitting'
        ? this.#texts.t(text, 'form.submitting')
        : this.#sources().submitButtonText || this.#renderer.defaultSubmitText();
    return this.#renderer.formTemplate(d, label, this.#texts.t(text, 'form.thankYou'));
  }

  /** A skipped block is left exactly as published: Lit does not even add its marker. */
  protected override shouldUpdate(): boolean {
    return !this.skipped;
  }

  protected override updated(): void {
    this.setAttribute('state', this.state);
    this.#attach();
    this.#feedback.retranslate();
  }

  #loadRenderer(): void {
    this.#rendererLoading ??= import('./render.js').then(
      (r) => {
        adoptStyles(this, r.layoutStyles);
        this.#renderer = r;
        this.requestUpdate();
      },
      (e: unknown) => console.error(this.#texts.t(text, 'form.renderFailed', { message: String(e) })),
    );
  }

  /** `updateComplete` also waits for the JSON renderer (which an update may start loading)
   * and the form it renders. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.#rendererLoading) return done;
    await this.#rendererLoading;
    return super.getUpdateComplete();
  }

  /** The definition, read once per object (its problems are reported then). */
  #parse(raw: object): FormDefinition {
    if (this.#parsed?.raw !== raw) this.#parsed = { raw, definition: this.#renderer!.readDefinition(raw) };
    return this.#parsed.definition;
  }

  /** Each setting, else the definition's value, else the published form's (sources.ts). */
  #sources(): Sourced {
    return sourced(this, this.#parsed?.definition, this.#form);
  }

  /** Names the form's draft on its page: its id, else its fields' ids. */
  #draftName(): string {
    return this.#sources().formId || this.#fields.map((f) => f.id).join(',');
  }

  #ownForm(): HTMLFormElement | undefined {
    return [...this.querySelectorAll('form')].find((f) => f.closest('ss-form') === this);
  }

  /** Finds the form and its fields (again after a re-render) and wires what is new. */
  #attach(): void {
    const form = this.#ownForm();
    if (!form) {
      if (this.#published === false && !definitionSource(this.definition, this.blockData))
        console.warn(this.#texts.t(text, 'form.nothingToShow'));
      return;
    }
    const first = form !== this.#form;
    this.#form = form;
    form.noValidate = true;
    this.#fields = findFields(form);
    updateCounters(this, this.#texts, this.#fields);
    this.#renderer?.fillDisclaimer(form);
    if (first && form.querySelector('.captcha-container')) void this.#startCaptcha(form);
    if (this.#started) return;
    this.#started = true;
    if (this.#sources().formId) recordFormRender(this.#sources().formId);
    void this.#drafts.restore().then((restored) => restored && updateCounters(this, this.#texts, this.#fields));
  }

  async #startCaptcha(form: HTMLFormElement): Promise<void> {
    const { watchCaptcha } = await import('./captcha.js');
    // Done again after a failure held the submit: it is released (spec 001 §4).
    const released = (done: boolean) => done && this.state === 'idle' && submitButtonOf(this.#form)?.removeAttribute('aria-disabled');
    this.#captcha = watchCaptcha(form, siteContext().website?.captchaSettings, released);
  }

  #onInput(e: Event): void {
    const target = e.target as Element;
    if (!this.#form?.contains(target) || this.state === 'success') return;
    const field = this.#fields.find((f) => f.el.contains(target));
    if (field) {
      updateCounters(this, this.#texts, [field]);
      this.#feedback.revalidate(field);
    }
    this.#drafts.changed();
  }

  #onSubmit(e: Event): void {
    if (e.target !== this.#form) return;
    e.preventDefault();
    // The published form's own handler (the platform's script) is not ours to run.
    e.stopPropagation();
    void this.submit();
  }

  /** Locks the form while it is sent (submit-state.ts); a published form's button reads
   * 'Submitting…' meanwhile. */
  #lock(on: boolean): void {
    this.state = on ? 'submitting' : 'idle';
    const label = !this.#published ? undefined : on ? this.#texts.t(text, 'form.submitting') : this.#buttonText;
    this.#buttonText = lockForm(this.#form!, on, label) ?? this.#buttonText;
  }

  #failed(failure: Failure): void {
    const shown = this.#feedback.failed(this.#fields, failure);
    if (!failure.network && this.#captcha) {
      // spec 001 §4: the captcha resets and the submit is held until it is done again. After
      // a lost answer it keeps its answer: the retry is the same submission.
      this.#captcha.reset();
      submitButtonOf(this.#form)?.setAttribute('aria-disabled', 'true');
    }
    shown.focus?.focus();
    emit<SsFormFailureDetail>(this, 'ss-form-failure', { message: shown.message, fields: shown.fields, network: failure.network });
  }

  async #succeeded({ formId, values }: SsFormSubmitDetail): Promise<void> {
    this.state = 'success';
    this.#drafts.clear();
    const newsletter = this.#sources().newsletter;
    if (newsletter) recordSubscribe(formId);
    const redirect = this.#redirect();
    // A message that cannot load (its file lost on the way) still lets the page hear of the
    // success and follow the redirect: the submission is saved.
    await import('./success.js')
      .then(({ showSuccess }) => showSuccess(this, this.#form!, this.#texts.t(text, 'form.thankYou')))
      .catch(console.error);
    const go = emit<SsFormSuccessDetail>(this, 'ss-form-success', { formId, values, newsletter, ...(redirect ? { redirect } : {}) }, true);
    if (redirect && go) navigate(redirect);
  }

  /** The success redirect, when it is an http(s) or relative URL (spec: no other kinds). */
  #redirect(): string | undefined {
    const url = safeUrl(this.#sources().successRedirect);
    return url && !/^\s*(mailto|tel):/i.test(url) ? url : undefined;
  }
}

/** The settings' properties, typed from their declaration (`ss-form.settings.ts`). */
export interface SsForm extends SettingValues<FormSettings> {}
