// The form's fields in its markup (the classic published shape of real-markup.md "Form block",
// which the definition renderer writes too): reading them into FieldState, and marking them
// invalid or valid, accessibly (aria-invalid, aria-describedby, the message before the
// title as the platform places it, spec 001 §5).
import { idFor } from '../element-helpers.js';
import { FIELD_TYPES, type FieldType } from '../../model/form-fields.js';
import { parseMaxLength } from './validation.js';
import type { FieldState, Part } from './values.js';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field in the page: its element, its controls, and its state read on demand. */
export interface FieldEl {
  el: HTMLElement;
  id: string;
  type: FieldType;
  controls: Control[];
  read(): FieldState;
}

const TYPES = new Set<string>(FIELD_TYPES);
const NOT_VALUES = new Set(['submit', 'button', 'reset', 'image', 'file']);
// Sub-inputs a required field may leave empty: address line 2, a phone's country code,
// a time's seconds and AM/PM (which has a value anyway).
const OPTIONAL_PART = /\b(address-?2|country-?code|second|ampm)\b/i;
const ZIP = /\b(zip|postal)/i;

/** A checkbox or a radio button. */
export const isChoice = (c: Element): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

const isRequired = (c: Element) => c.hasAttribute('required') || c.getAttribute('aria-required') === 'true';

/** A sub-input's description for the optional/zip/country rules: its wrapper's classes, its
 * name and its autocomplete token. */
const partHint = (c: Control, field: HTMLElement) => {
  const wrapper = c.closest('.field') !== field ? (c.closest('.field')?.className ?? '') : '';
  return `${wrapper} ${c.name} ${c.getAttribute('autocomplete') ?? ''}`;
};

/** The field's type: a class the platform writes (`form-item field email`), else its id's
 * prefix (`email-yui_3_17…`). `hidden` is also the platform's utility class: it names the
 * type only where the field holds a hidden input. */
function typeOf(el: HTMLElement): FieldType | undefined {
  const hiddenInput = !!el.querySelector('input[type=hidden]');
  return [...el.classList, el.id.split('-')[0]!].find((c) => TYPES.has(c) && (c !== 'hidden' || hiddenInput)) as FieldType | undefined;
}

/** The field's title as a person reads it: its `.title` without the required marker. */
function titleOf(el: HTMLElement, controls: Control[]): string {
  const title = el.querySelector('.title, legend, label');
  if (!title) return controls[0]?.name ?? '';
  const copy = title.cloneNode(true) as Element;
  copy.querySelectorAll('.required, .field-error, input, select, textarea').forEach((n) => n.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function question(c: Control): string | undefined {
  const item = c.closest<HTMLElement>('[data-question], .item');
  return item?.dataset.question ?? item?.querySelector('.question')?.textContent?.trim() ?? undefined;
}

function readPart(c: Control, field: FieldEl, anyMarked: boolean): Part {
  const hint = partHint(c, field.el);
  const part: Part = { value: c.value, name: c.name || undefined };
  if (isChoice(c)) part.checked = c.checked;
  if (field.type === 'likert') part.question = question(c);
  // Sub-inputs marked required one by one say which are needed; otherwise the platform's
  // optional parts are known by name.
  part.optional = anyMarked ? !isRequired(c) : OPTIONAL_PART.test(hint);
  if (field.type === 'address') {
    if (ZIP.test(hint)) part.role = 'zip';
    else if (/\bcountry/i.test(hint)) part.role = 'country';
  }
  return part;
}

/** The fields of a form, in document order. `.form-item`s without a known type, and those
 * of a form nested in this one, are not fields of it. */
export function findFields(form: HTMLFormElement): FieldEl[] {
  const out: FieldEl[] = [];
  form.querySelectorAll<HTMLElement>('.form-item').forEach((el, i) => {
    if (el.closest('form') !== form) return;
    const type = typeOf(el);
    if (!type) return;
    const controls = [...el.querySelectorAll<Control>('input, select, textarea')].filter(
      (c) => !NOT_VALUES.has((c as HTMLInputElement).type),
    );
    const id = el.id || el.dataset.fieldId || controls[0]?.name || `field-${i + 1}`;
    const field: FieldEl = {
      el,
      id,
      type,
      controls,
      read() {
        const multi = controls.length > 1;
        const anyMarked = multi && controls.some(isRequired);
        return {
          id,
          type,
          title: titleOf(el, controls),
          required: el.classList.contains('required') || controls.some(isRequired),
          parts: controls.map((c) => readPart(c, field, anyMarked)),
          maxLength: type === 'textarea' ? parseMaxLength(controls[0]?.getAttribute('data-max-length') ?? null) : 0,
        };
      },
    };
    out.push(field);
  });
  return out;
}

/** Adds id to the control's aria-describedby (first), or takes it out. */
export function describe(c: Element, id: string, on: boolean): void {
  const ids = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.unshift(id);
  if (ids.length) c.setAttribute('aria-describedby', ids.join(' '));
  else c.removeAttribute('aria-describedby');
}

/** Marks the field with its message (before its title, spec 001 §5), or clears the mark.
 * Its controls get aria-invalid and the message in aria-describedby. */
export function markField(field: FieldEl, message: string | undefined): void {
  const { el } = field;
  let note = el.querySelector<HTMLElement>(':scope > .field-error');
  if (message === undefined) {
    note?.remove();
    el.classList.remove('error');
    for (const c of field.controls) {
      c.removeAttribute('aria-invalid');
      if (note) describe(c, note.id, false);
    }
    return;
  }
  if (!note) {
    note = document.createElement('p');
    note.className = 'field-error';
    el.prepend(note);
  }
  note.textContent = message;
  const noteId = idFor(note, `${field.id}-error`);
  el.classList.add('error');
  for (const c of field.controls) {
    if (c.type === 'hidden') continue;
    c.setAttribute('aria-invalid', 'true');
    describe(c, noteId, true);
  }
}

/** The control to put focus on for a field's problem: its first empty required part, or
 * its zip part, or its first control that can take focus. */
export function focusTarget(field: FieldEl, state: FieldState, zip = false): Control | undefined {
  const visible = field.controls.filter((c) => c.type !== 'hidden');
  if (zip) return visible[state.parts.findIndex((p) => p.role === 'zip')] ?? visible[0];
  const empty = state.parts.findIndex((p) => !p.optional && !p.checked && p.value.trim() === '');
  return (['checkbox', 'radio', 'likert'].includes(field.type) ? undefined : visible[empty]) ?? visible[0];
}

/** Controls whose input a draft keeps: never a password or a hidden field. */
function kept(f: FieldEl): Control[] {
  return f.type === 'hidden' || f.type === 'password' ? [] : f.controls.filter((c) => c.type !== 'password' && c.type !== 'hidden');
}

/** What the visitor has entered, by field id: each kept control's text or checked state. */
export function captureInput(fields: readonly FieldEl[]): Record<string, (string | boolean)[]> {
  const out: Record<string, (string | boolean)[]> = {};
  for (const f of fields) {
    const controls = kept(f);
    if (controls.length) out[f.id] = controls.map((c) => (isChoice(c) ? c.checked : c.value));
  }
  return out;
}

/** Puts captured input back, field by field where the field still has the same controls. */
export function restoreInput(fields: readonly FieldEl[], input: Record<string, (string | boolean)[]>): void {
  for (const f of fields) {
    const controls = kept(f);
    const saved = input[f.id];
    if (!saved || saved.length !== controls.length) continue;
    controls.forEach((c, i) => {
      const v = saved[i];
      if (isChoice(c)) c.checked = v === true;
      else if (typeof v === 'string') c.value = v;
    });
  }
}
