// The site's languages (spec 001 §7: GET /api/multilingual/settings and /status, PUT
// /api/multilingual/languages with languages; responses not shown). The answers are the
// reference server's (demo/server/README.md "Answers the spec does not show"), checked.
import * as z from 'zod/mini';
import { get, put, type RequestOptions } from './data-layer.js';
import { readAnswer } from './api/read-answer.js';

export const MULTILINGUAL_SETTINGS_URL = '/api/multilingual/settings';
export const MULTILINGUAL_STATUS_URL = '/api/multilingual/status';
export const MULTILINGUAL_LANGUAGES_URL = '/api/multilingual/languages';

const str = z.string();
const language = z.object({ code: str, name: str, isDefault: z.boolean(), enabled: z.boolean() });
const settingsAnswer = z.object({ defaultLanguage: z.nullable(str), languages: z.array(language), translationEnabled: z.boolean() });
const statusAnswer = z.object({
  enabled: z.boolean(),
  defaultLanguage: z.nullable(str),
  enabledLanguages: z.array(str),
  updatedOn: z.nullable(str),
});

/** A language of the site: its code (`fr-FR`), name, whether it is the default and on. */
export type SiteLanguage = z.infer<typeof language>;
export type MultilingualSettings = z.infer<typeof settingsAnswer>;
export type MultilingualStatus = z.infer<typeof statusAnswer>;
/** A language to set: its code alone (on, named by its code), or with any of its fields. */
export type LanguageInput = string | ({ code: string } & Partial<Omit<SiteLanguage, 'code'>>);

/** `signal`, and the data layer's failure handling (`onFailure`, `overlay`). */
export type MultilingualOptions = Pick<RequestOptions, 'signal' | 'overlay' | 'onFailure'>;

/** GET settings: the site's languages, its default and whether translation is on. */
export async function multilingualSettings(options: MultilingualOptions = {}): Promise<MultilingualSettings> {
  return readAnswer(settingsAnswer, await get(MULTILINGUAL_SETTINGS_URL, options), MULTILINGUAL_SETTINGS_URL);
}

/** GET status: whether translation is on, the default and the languages on, when last changed. */
export async function multilingualStatus(options: MultilingualOptions = {}): Promise<MultilingualStatus> {
  return readAnswer(statusAnswer, await get(MULTILINGUAL_STATUS_URL, options), MULTILINGUAL_STATUS_URL);
}

/** PUT languages (a JSON body `{ languages }`): replaces the site's languages; resolves with
 * the settings as they now are. The first is the default unless one says `isDefault`. */
export async function setLanguages(languages: LanguageInput[], options: MultilingualOptions = {}): Promise<MultilingualSettings> {
  const answer = await put(MULTILINGUAL_LANGUAGES_URL, { ...options, data: { languages }, json: true });
  return readAnswer(settingsAnswer, answer, MULTILINGUAL_LANGUAGES_URL);
}
