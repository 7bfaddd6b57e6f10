// Answers of the API calls whose shapes the spec does not show (spec 001 §7 "Response not
// shown"), read with the schema of what the library uses of them: an answer in another shape
// rejects as the data layer's unreadable answers do (a DataLayerError of kind `parse`), so a
// caller handles one error type.
import type { ZodMiniType } from 'zod/mini';
import { DataLayerError } from '../data-layer.js';
import { t } from '../../i18n/translator.js';
import { api as text } from '../../i18n/en/api.js';

export function readAnswer<T>(schema: ZodMiniType<T>, answer: unknown, url: string): T {
  const read = schema.safeParse(answer);
  if (read.success) return read.data;
  const problem = read.error.issues.map((i) => `${i.path.map(String).join('.') || '(answer)'}: ${i.message}`).join('; ');
  throw new DataLayerError('parse', t(text, 'api.badAnswer', { url, problem }), url, 200, answer);
}
