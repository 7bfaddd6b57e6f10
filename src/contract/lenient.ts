// Reading data the page or the network hands over, leniently: fields that do not fit the
// schema are removed and listed, the rest is kept (the site context, the cart).
import type * as z from 'zod/mini';
import { t } from '../i18n/translator.js';
import { siteContext as text } from '../i18n/en/site-context.js';

export interface Problem {
  path: string;
  message: string;
}

function removeAt(target: unknown, path: PropertyKey[]): void {
  let node = target as Record<PropertyKey, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<PropertyKey, unknown> | undefined;
  if (node && typeof node === 'object') delete node[path[path.length - 1]];
}

/** Parses an object by `schema`, removing each field it reports (nested objects can reveal
 * more on the next pass); undefined when the whole value does not fit. */
export function parseLeniently<T>(schema: z.ZodMiniType<T>, raw: object, problems: Problem[]): T | undefined {
  const data = structuredClone(raw);
  for (let pass = 0; pass < 8; pass++) {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const message =
        'expected' in issue ? t(text, 'siteContext.expected', { message: issue.message, expected: String(issue.expected) }) : issue.message;
      problems.push({ path: issue.path.join('.'), message });
      if (issue.path.length === 0) return undefined;
      removeAt(data, issue.path);
    }
  }
  return undefined;
}
