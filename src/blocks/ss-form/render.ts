// A form definition rendered as the markup the platform publishes for a form (real-markup.md
// "Form block": `form > .form-item.<type>`, `.form-submission-text`,
// `.form-submission-html[data-submission-html]`), so a form defined only by JSON and a
// server-rendered one are enhanced by the same code. Text is escaped by Lit; nothing here is
// HTML from the definition (the disclaimer and post-submit HTML are sanitised and set later).
import { html, nothing, type TemplateResult } from 'lit';
import { t } from '../../i18n/translator.js';
import type { ParamsArg } from '../../i18n/catalogue.js';
import { formFields as text } from '../../i18n/en/form-fields.js';
import { LIKERT_ANSWERS, type FormDefinition, type FormField } from '../../model/form-definition.js';
import { sanitizeHtml } from '../sanitize-html.js';

import { parseDefinition } from '../../model/form-definition.js';

export { layoutStyles } from './render.styles.js';

/** The definition read from raw JSON; fields that are not valid are left out and each
 * reported with console.warn. */
export function readDefinition(raw: unknown): FormDefinition {
  const { definition, problems } = parseDefinition(raw);
  for (const p of problems) console.warn(tx('formFields.fieldSkipped', { path: p.path, problem: p.message }));
  return definition;
}

type Id = keyof typeof text;
/** The texts without placeholders: captions and labels. */
type Plain = 'formFields.partFirstName';
const tx = <K extends Id>(id: K, ...params: ParamsArg<K>) => t(text, id, ...params);

const LIKERT_LABELS: Id[] = [
  'formFields.likertStronglyDisagree',
  'formFields.likertDisagree',
  'formFields.likertNeutral',
  'formFields.likertAgree',
  'formFields.likertStronglyAgree',
];

/** The label of a likert answer from -2 to 2 (spec 001 §3). */
export const likertLabel = (answer: string): string => {
  const i = LIKERT_ANSWERS.indexOf(answer as (typeof LIKERT_ANSWERS)[number]);
  return i < 0 ? answer : tx(LIKERT_LABELS[i] as Plain);
};

/** A sub-input of a multi-part field: its wrapper class, caption, autocomplete token and
 * input hints. */
interface Sub {
  cls: string;
  caption: Id;
  autocomplete?: string;
  numeric?: boolean;
  size?: number;
  optional?: boolean;
}

const SUBS: Record<'name' | 'address' | 'date' | 'time' | 'phone', Sub[]> = {
  name: [
    { cls: 'first-name', caption: 'formFields.partFirstName', autocomplete: 'given-name' },
    { cls: 'last-name', caption: 'formFields.partLastName', autocomplete: 'family-name' },
  ],
  address: [
    { cls: 'address1', caption: 'formFields.partAddress1', autocomplete: 'address-line1' },
    { cls: 'address2', caption: 'formFields.partAddress2', autocomplete: 'address-line2', optional: true },
    { cls: 'city', caption: 'formFields.partCity', autocomplete: 'address-level2' },
    { cls: 'state-province', caption: 'formFields.partState', autocomplete: 'address-level1' },
    { cls: 'zip', caption: 'formFields.partZip', autocomplete: 'postal-code' },
    { cls: 'country', caption: 'formFields.partCountry', autocomplete: 'country-name' },
  ],
  date: [
    { cls: 'month', caption: 'formFields.partMonth', numeric: true, size: 2 },
    { cls: 'day', caption: 'formFields.partDay', numeric: true, size: 2 },
    { cls: 'year', caption: 'formFields.partYear', numeric: true, size: 4 },
  ],
  time: [
    { cls: 'hour', caption: 'formFields.partHour', numeric: true, size: 2 },
    { cls: 'minute', caption: 'formFields.partMinute', numeric: true, size: 2 },
    { cls: 'second', caption: 'formFields.partSecond', numeric: true, size: 2, optional: true },
  ],
  phone: [
    {
      cls: 'country-code',
      caption: 'formFields.partCountryCode',
      autocomplete: 'tel-country-code',
      numeric: true,
      size: 4,
      optional: true,
    },
    { cls: 'areacode', caption: 'formFields.partAreaCode', autocomplete: 'tel-area-code', numeric: true, size: 3 },
    { cls: 'prefix', caption: 'formFields.partPrefix', autocomplete: 'tel-local-prefix', numeric: true, size: 3 },
    { cls: 'line', caption: 'formFields.partLine', autocomplete: 'tel-local-suffix', numeric: true, size: 4 },
  ],
};

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};
const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = { email: 'email', website: 'url', password: 'off' };

const required = (f: FormField) => (f.required ? html` <span class="required" aria-hidden="true">*</span>` : nothing);
const descId = (f: FormField) => `${f.id}-description`;
const description = (f: FormField) => (f.description ? html`<p class="description" id=${descId(f)}>${f.description}</p>` : nothing);
const describedBy = (f: FormField) => (f.description ? descId(f) : nothing);
const itemClass = (f: FormField, kind: 'field' | 'fields') => `form-item ${kind} ${f.type}${f.required ? ' required' : ''}`;

function single(f: FormField): TemplateResult {
  const inputId = `${f.id}-field`;
  const control =
    f.type === 'textarea'
      ? html`<textarea class="field-element" id=${inputId} name=${f.id} placeholder=${f.placeholder || nothing}
          ?required=${!!f.required} aria-describedby=${describedBy(f)} data-max-length=${f.maxLength && f.maxLength > 0 ? f.maxLength : nothing}></textarea>`
      : html`<input class="field-element" id=${inputId} name=${f.id} type=${INPUT_TYPES[f.type] ?? 'text'}
          inputmode=${f.type === 'currency' ? 'decimal' : nothing} autocomplete=${AUTOCOMPLETE[f.type] ?? nothing}
          placeholder=${f.placeholder || nothing} ?required=${!!f.required} aria-describedby=${describedBy(f)}>`;
  const prefix = f.type === 'currency' ? f.currencySymbol || '' : f.type === 'twitter' ? '@' : '';
  return html`<div class=${itemClass(f, 'field')} id=${f.id}>
    <label class="title" for=${inputId}>${f.title}${required(f)}</label>${description(f)}
    ${prefix ? html`<div class="field-affix"><span class="field-prefix" aria-hidden="true">${prefix}</span>${control}</div>` : control}
  </div>`;
}

function multi(f: FormField, subs: Sub[]): TemplateResult {
  const parts = f.type === 'phone' && !f.showCountryCode ? subs.filter((s) => s.cls !== 'country-code') : subs;
  return html`<fieldset class=${itemClass(f, 'fields')} id=${f.id} aria-describedby=${describedBy(f)}>
    <legend class="title">${f.title}${required(f)}</legend>${description(f)}
    ${parts.map(
      (s) => html`<div class="field ${s.cls}"><label class="caption"><span class="caption-text">${tx(s.caption as Plain)}</span>
        <input class="field-element" type=${f.type === 'phone' ? 'tel' : 'text'} name=${`${f.id}-${s.cls}`}
          autocomplete=${s.autocomplete ?? nothing} inputmode=${s.numeric ? 'numeric' : nothing} size=${s.size ?? nothing}
          ?required=${!!f.required && !s.optional}></label></div>`,
    )}
    ${
      f.type === 'time'
        ? html`<div class="field ampm"><label class="caption"><span class="caption-text">${tx('formFields.partAmPm')}</span>
          <select class="field-element" name=${`${f.id}-ampm`}><option value="AM">${tx('formFields.am')}</option><option value="PM">${tx('formFields.pm')}</option></select></label></div>`
        : nothing
    }
  </fieldset>`;
}

function choices(f: FormField): TemplateResult {
  const type = f.type === 'checkbox' ? 'checkbox' : 'radio';
  return html`<fieldset class=${itemClass(f, 'field')} id=${f.id} aria-describedby=${describedBy(f)}>
    <legend class="title">${f.title}${required(f)}</legend>${description(f)}
    ${(f.options ?? []).map(
      (option) => html`<div class="option"><label><input type=${type} name=${f.id} value=${option}
        ?required=${type === 'radio' && !!f.required}> ${option}</label></div>`,
    )}
  </fieldset>`;
}

function select(f: FormField): TemplateResult {
  const inputId = `${f.id}-field`;
  return html`<div class=${itemClass(f, 'field')} id=${f.id}>
    <label class="title" for=${inputId}>${f.title}${required(f)}</label>${description(f)}
    <select class="field-element" id=${inputId} name=${f.id} ?required=${!!f.required} aria-describedby=${describedBy(f)}>
      <option value="">${tx('formFields.selectPlaceholder')}</option>
      ${(f.options ?? []).map((o) => html`<option value=${o}>${o}</option>`)}
    </select>
  </div>`;
}

function likert(f: FormField): TemplateResult {
  return html`<fieldset class=${itemClass(f, 'field')} id=${f.id} aria-describedby=${describedBy(f)}>
    <legend class="title">${f.title}${required(f)}</legend>${description(f)}
    ${(f.options ?? []).map(
      (q, i) => html`<div class="item" data-question=${q}>
        <div class="question" id=${`${f.id}-q${i}`}>${q}</div>
        <div class="options" role="radiogroup" aria-labelledby=${`${f.id}-q${i}`} aria-required=${f.required ? 'true' : nothing}>
          ${LIKERT_ANSWERS.map(
            (a) => html`<label class="option"><input type="radio" name=${`${f.id}-${i}`} value=${a}> ${likertLabel(a)}</label>`,
          )}
        </div>
      </div>`,
    )}
  </fieldset>`;
}

function field(f: FormField): TemplateResult {
  switch (f.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return multi(f, SUBS[f.type]);
    case 'radio':
    case 'checkbox':
      return choices(f);
    case 'select':
      return select(f);
    case 'likert':
      return likert(f);
    case 'section':
      return html`<div class="form-item section${f.underline ? ' underline' : ''}" id=${f.id}>
        <h3 class="title">${f.title}</h3>${description(f)}</div>`;
    case 'hidden':
      return html`<div class="form-item field hidden" id=${f.id} hidden>
        <input type="hidden" class="field-element" name=${f.key || f.id} value=${f.value ?? ''}></div>`;
    default:
      return single(f);
  }
}

/** The button's text when neither the element nor the definition gives one. */
export const defaultSubmitText = (): string => tx('formFields.submit');

/** Puts the sanitised disclaimer HTML into its place (Lit writes only the attribute). */
export function fillDisclaimer(form: HTMLFormElement): void {
  for (const el of form.querySelectorAll<HTMLElement>('.form-disclaimer[data-disclaimer-html]')) {
    el.replaceChildren(sanitizeHtml(el.getAttribute('data-disclaimer-html') ?? ''));
  }
}

/** The whole form as published markup. `submitText` is the button's text; `thanks` the
 * success text when the definition has none. */
export function formTemplate(d: FormDefinition, submitText: string, thanks: string): TemplateResult {
  const a = d.advanced;
  return html`<form class=${d.newsletter ? 'newsletter-form' : nothing} data-form-id=${d.formId || nothing}
      data-success-redirect=${a.successRedirect || nothing} aria-label=${d.name || nothing} novalidate>
    <div class="field-list">${d.build.fields.map(field)}</div>
    ${d.captcha.enabled ? html`<div class="captcha-container-wrapper"><div class="captcha-container"></div></div>` : nothing}
    <div class="form-button-wrapper"><button class="button" type="submit">${submitText}</button></div>
    ${d.disclaimer.enabled && d.disclaimer.text ? html`<div class="form-disclaimer" data-disclaimer-html=${d.disclaimer.text}></div>` : nothing}
    <div class="form-submission-text hidden">${a.postSubmitMessage || thanks}</div>
    <div class="form-submission-html hidden" data-submission-html=${a.postSubmitHtml}></div>
  </form>`;
}
