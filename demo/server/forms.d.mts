// Types for TypeScript callers (tests) of the reference server's forms module.
export interface Field {
  id: string;
  type: string;
  title?: string;
  required?: boolean;
  options?: string[];
  maxLength?: number;
  key?: string;
  value?: string;
}

export const MESSAGES: Record<string, string> & { required(title: string): string };
export const FIELD_TYPES: string[];
/** The demo site's form definitions, by form id (the editor's shape). */
export const DEMO_FORMS: Record<'contact' | 'newsletter' | 'failures' | 'plain', Record<string, unknown> & { build: { fields: Field[] } }>;
export function definitionError(def: unknown): string | null;
export function submissionErrors(def: unknown, form: Record<string, unknown>): Record<string, string>;
export function payloadHash(formId: unknown, form: unknown, def?: { fields?: Field[] }): string;
/** A stored value as a person reads it: 'N/A' when empty. */
export function displayValue(field: Field | undefined, value: unknown): string;
