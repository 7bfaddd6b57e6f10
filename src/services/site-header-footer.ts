// The site's header and footer (spec 001 §7: GET and PUT /api/site-header-footer with
// header, footer; response not shown). Each is the site's own settings object, kept as the
// server gives it; the answer is checked to carry both.
import * as z from 'zod/mini';
import { get, put, type RequestOptions } from './data-layer.js';
import { readAnswer } from './api/read-answer.js';

export const SITE_HEADER_FOOTER_URL = '/api/site-header-footer';

// looseObject({}) rather than z.record (contract/site-context.ts: fewer zod features).
const part = z.looseObject({});
const answerSchema = z.object({ header: part, footer: part });

/** The site's header and footer settings (layout, navigation, footer text, …). */
export type SiteHeaderFooter = z.infer<typeof answerSchema>;

/** `signal`, and the data layer's failure handling (`onFailure`, `overlay`). */
export type HeaderFooterOptions = Pick<RequestOptions, 'signal' | 'overlay' | 'onFailure'>;

/** GET: the site's header and footer. */
export async function siteHeaderFooter(options: HeaderFooterOptions = {}): Promise<SiteHeaderFooter> {
  return readAnswer(answerSchema, await get(SITE_HEADER_FOOTER_URL, options), SITE_HEADER_FOOTER_URL);
}

/** PUT (a JSON body): replaces the header, the footer or both, whichever `changes` carries;
 * resolves with both as they now are. */
export async function saveSiteHeaderFooter(
  changes: Partial<SiteHeaderFooter>,
  options: HeaderFooterOptions = {},
): Promise<SiteHeaderFooter> {
  const answer = await put(SITE_HEADER_FOOTER_URL, { ...options, data: changes, json: true });
  return readAnswer(answerSchema, answer, SITE_HEADER_FOOTER_URL);
}
