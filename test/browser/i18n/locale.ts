// The locale switch tests' helpers: the expected texts are read from the tables (English from
// its areas, French from `src/i18n/fr`), never copied; `switchTo` registers French and
// switches the page's translator, then waits for the elements to render again.
import { nextFrame } from '@open-wc/testing';
import * as en from '../../../src/i18n/en/index.js';
import { fr } from '../../../src/i18n/fr/index.js';
import { fill, isPlural, pluralText, type Message, type ParamValue } from '../../../src/i18n/format.js';
import { registerMessages, setLocale } from '../../../src/i18n/index.js';
import type { MessageId } from '../../../src/i18n/catalogue.js';

type Params = Readonly<Record<string, ParamValue>>;

const englishTable = new Map<string, Message>(
  Object.values(en as unknown as Record<string, Record<string, Message>>).flatMap((area) => Object.entries(area)),
);

function text(message: Message | undefined, id: string, locale: string, params?: Params): string {
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return fill(isPlural(message) ? pluralText(message, params?.count, locale) : message, params);
}

/** The French table's message id, filled. */
export const french = (id: MessageId, params?: Params): string => text((fr as Record<string, Message>)[id], id, 'fr', params);

/** The English catalogue's message id, filled. */
export const english = (id: MessageId, params?: Params): string => text(englishTable.get(id), id, 'en', params);

/** The text in a locale: `in_('fr')('form.required', { title })`. */
export const textIn = (locale: 'en' | 'fr') => (locale === 'fr' ? french : english);

let registered = false;

/** Registers the French table (once) and switches the page's locale; resolves once the
 * elements given have rendered again, and a frame has passed (texts written in a frame). */
export async function switchTo(locale: 'en' | 'fr', ...elements: Element[]): Promise<void> {
  if (!registered) registerMessages('fr', fr);
  registered = true;
  setLocale(locale);
  for (const el of elements) await (el as Element & { updateComplete?: Promise<unknown> }).updateComplete;
  await nextFrame();
}

/** A text with its markup's white space collapsed (French no-break spaces are kept). */
export const said = (node: Node | null | undefined): string => (node?.textContent ?? '').replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');

/** The shadow part of an element. */
export const part = <T extends HTMLElement = HTMLElement>(el: Element, name: string): T | null =>
  el.shadowRoot!.querySelector<T>(`[part~='${name}']`);

export const parts = (el: Element, name: string): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~='${name}']`)];
