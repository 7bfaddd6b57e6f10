// What each field submits (spec 001 §3 "Form submission", value shapes by field type) and
// how a value displays. Pure: the element reads the page's controls into FieldState
// (fields.ts); everything here works on that.
import type { FieldType } from '../../model/form-fields.js';

/** One control of a field, as read from the page. */
export interface Part {
  /** The control's value (for a choice, its option value). */
  value: string;
  /** A checkbox or radio: whether it is checked. */
  checked?: boolean;
  /** The control's name (hidden fields match it against the address's query). */
  name?: string;
  /** Likert: the question this radio answers. */
  question?: string;
  /** A sub-input a required field may leave empty (address line 2, a phone's country code). */
  optional?: boolean;
  /** The address part holding a ZIP or postal code, and the one holding the country. */
  role?: 'zip' | 'country';
}

/** A field as read from the page: what validation and the submission need. */
export interface FieldState {
  id: string;
  type: FieldType;
  title: string;
  required: boolean;
  parts: Part[];
  /** Textareas: the character limit; 0 means none. */
  maxLength: number;
}

/** A submitted value: text, a list (multi-part fields, checkboxes) or a likert map. */
export type FormValue = string | string[] | Record<string, string[]>;

/** Multi-part fields submit the list of their sub-inputs (spec 001 §3). */
export const MULTI_PART: ReadonlySet<FieldType> = new Set(['address', 'date', 'name', 'time', 'phone']);

/** The field's value, or undefined for a section (never submitted). `query` is the page
 * address's query, which a hidden field's same-named parameter takes precedence from. */
export function fieldValue(field: FieldState, query: URLSearchParams): FormValue | undefined {
  const { parts } = field;
  switch (field.type) {
    case 'section':
      return undefined;
    case 'phone': {
      const list = parts.map((p) => p.value);
      // A form without the country code sends three parts: a blank country goes first.
      return list.length === 3 ? ['', ...list] : list;
    }
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return parts.map((p) => p.value);
    case 'checkbox':
      return parts.filter((p) => p.checked).map((p) => p.value);
    case 'radio':
      return parts.find((p) => p.checked)?.value ?? '';
    case 'likert': {
      const answers: Record<string, string[]> = {};
      for (const p of parts) {
        const q = p.question ?? '';
        answers[q] ??= [];
        if (p.checked) answers[q].push(p.value);
      }
      return answers;
    }
    case 'hidden': {
      const part = parts[0];
      const fromQuery = part?.name ? query.get(part.name) : null;
      return String(fromQuery ?? part?.value ?? '');
    }
    default:
      return parts[0]?.value ?? '';
  }
}

/** Every field's value by field id, sections left out (the submission's `form` map). */
export function formValues(fields: readonly FieldState[], query: URLSearchParams): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const f of fields) {
    const v = fieldValue(f, query);
    if (v !== undefined) out[f.id] = v;
  }
  return out;
}

/** True for a value with nothing in it: '', a list of only blanks, a map of empty lists. */
export function isEmptyValue(value: FormValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((v) => isEmptyValue(v));
  return Object.values(value).every((v) => isEmptyValue(v));
}

/** A value as a person reads it: 'N/A' when empty (spec 001 §3), sub-inputs joined by a
 * space, choices by a comma, likert as "question: answers" lines with the answers' labels. */
export function displayValue(
  value: FormValue | null | undefined,
  options: { type?: FieldType; empty: string; likertLabel?: (answer: string) => string },
): string {
  // A time of only its AM/PM (a select, never blank) was not given.
  const noTime = options.type === 'time' && Array.isArray(value) && isEmptyValue(value.slice(0, 3));
  if (value === null || value === undefined || noTime || isEmptyValue(value)) return options.empty;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const filled = value.filter((v) => v.trim() !== '');
    return filled.join(options.type && MULTI_PART.has(options.type) ? ' ' : ', ');
  }
  const label = options.likertLabel ?? ((a: string) => a);
  return Object.entries(value)
    .map(([q, answers]) => `${q}: ${answers.length ? answers.map(label).join(', ') : options.empty}`)
    .join('\n');
}
