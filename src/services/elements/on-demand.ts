// Elements a service shows, defined on demand. Services never import an element (CONVENTIONS.md
// "The house"): an element registers itself with its service (as its presenter, say), and
// what knows where each element's module is offers a loader for it: the autoloader its whole
// map (src/autoloader.ts), a bundler's page the ones it wants. The loaders live on the
// global object under a registered symbol, so the classic autoloader, which can import
// nothing, and a second build of the library on the same page share them. A service imports
// this module only when its element is missing, so a page pays for it then only.
import { t } from '../../i18n/translator.js';
import { elements as text } from '../../i18n/en/elements.js';

/** Tag → a function importing the module that defines that tag. */
export type ElementLoaders = Readonly<Record<string, () => Promise<unknown>>>;

// src/autoloader.ts writes the autoloader's map under the same key.
const KEY = Symbol.for('ss-blocks.loaders');
const slot = globalThis as { [KEY]?: ElementLoaders };

/** Offers loaders to the page's services; a tag already offered keeps its first loader. */
export function provideElementLoaders(offered: ElementLoaders): void {
  slot[KEY] = { ...offered, ...slot[KEY] };
}

/** Resolves once `tag` is defined: at once when it is, else once its loader has run. Rejects
 * with a message naming the remedy when nothing on the page offers a loader for it. */
export async function elementDefined(tag: string): Promise<void> {
  if (customElements.get(tag)) return;
  const load = slot[KEY]?.[tag];
  if (!load) throw new Error(t(text, 'elements.notLoaded', { tag }));
  await load();
}
