// Client validation (spec 001 §5): required fields, email, US zip, textarea length. Pure:
// each rule works on a FieldState and answers with the catalogue's message id.
import type { FieldState, Part } from './values.js';

/** Email length limits (spec 001 §9 "Email length 3 to 256"). */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 256;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US = new Set(['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

/** The address format, 3 to 256 characters (spec 001 §5). */
export const isEmail = (value: string): boolean => value.length >= EMAIL_MIN && value.length <= EMAIL_MAX && EMAIL.test(value);

/** US zip must be exactly five digits (spec 001 §5). */
export const isUsZip = (value: string): boolean => /^\d{5}$/.test(value);

/** A country the US zip rule applies to: the United States, or none given. */
export const isUsCountry = (country: string | undefined): boolean => !country?.trim() || US.has(country.trim().toLowerCase());

/** The textarea counter's maximum from an attribute: an invalid or negative maximum is 0,
 * meaning no counter and no limit (spec 001 §5). */
export function parseMaxLength(raw: string | number | null | undefined): number {
  const n = typeof raw === 'number' ? raw : raw == null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Above the maximum: the counter's error state and 'You have exceeded the character limit.' */
export const overLimit = (value: string, max: number): boolean => max > 0 && value.length > max;

const blank = (p: Part) => p.value.trim() === '';

/** True when a required field has not been filled in, by its type's rule. */
export function missing(field: FieldState): boolean {
  const { parts } = field;
  switch (field.type) {
    case 'section':
    case 'hidden':
      return false;
    case 'checkbox':
    case 'radio':
      return !parts.some((p) => p.checked);
    case 'likert': {
      const questions = new Set(parts.map((p) => p.question));
      return [...questions].some((q) => !parts.some((p) => p.question === q && p.checked));
    }
    default:
      return parts.length === 0 || parts.some((p) => !p.optional && blank(p));
  }
}

export type Problem =
  { id: 'form.required'; title: string } | { id: 'form.emailInvalid' } | { id: 'form.zipInvalid' } | { id: 'form.characterLimit' };

/** The field's first problem, or undefined when it is valid. An empty optional field passes
 * every rule. */
export function fieldProblem(field: FieldState): Problem | undefined {
  if (field.required && missing(field)) return { id: 'form.required', title: field.title };
  const first = field.parts[0]?.value.trim() ?? '';
  if (field.type === 'email' && first && !isEmail(first)) return { id: 'form.emailInvalid' };
  if (field.type === 'address') {
    const zip = field.parts.find((p) => p.role === 'zip')?.value.trim();
    const country = field.parts.find((p) => p.role === 'country')?.value;
    if (zip && isUsCountry(country) && !isUsZip(zip)) return { id: 'form.zipInvalid' };
  }
  if (field.type === 'textarea' && overLimit(field.parts[0]?.value ?? '', field.maxLength)) return { id: 'form.characterLimit' };
  return undefined;
}
