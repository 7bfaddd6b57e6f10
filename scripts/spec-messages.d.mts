export interface SpecMessage {
  doc: '000' | '001';
  /** `§8` or `§8 Form`. */
  section: string;
  /** The spec's text as quoted (or, with `quoted: false`, the phrase it is in). */
  spec: string;
  match: 'exact' | 'prefix' | 'suffix' | 'contains';
  /** What the English catalogue must hold, placeholders as `{}`. */
  expect: string[];
  why?: string;
  quoted?: false;
}
export const SPEC_DIR: string;
export const FIXTURE: string;
export const NOT_MESSAGES: Record<string, string>;
export const RULES: Record<string, { match?: SpecMessage['match']; expect: string[]; why: string }>;
export const UNQUOTED: { doc: '000' | '001'; phrase: string; expect: string[]; why: string }[];
export function normalise(text: string): string;
export function extractSpecMessages(dir?: string): SpecMessage[];
export function serialise(entries: SpecMessage[]): string;
