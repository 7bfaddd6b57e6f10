// The autoloader's core: defines each ss-* element the first time one appears, by importing
// that element's own module, so a page pays only for the blocks it has. It
// sees elements the parser adds (when it runs first in the <head>), elements added later,
// elements inside open shadow roots, and the page's modulepreload hints for its blocks.
import { autoload as text } from '../i18n/en/autoload.js';
import type { ElementLoaders } from '../services/elements/on-demand.js';
import type { ChunkLoadError } from '../model/chunk-load-error.js';

export type { ElementLoaders, ChunkLoadError };

export interface AutoloadOptions {
  /** Where an unknown ss-* tag is reported, once per tag (default `console.warn`). */
  warn?: (message: string) => void;
  /** Where a chunk load error goes (default: thrown, as an unhandled rejection or, for a
   * timeout, from a timer: the console shows it and the page's error reporting records it). */
  report?: (error: ChunkLoadError) => void;
}

export interface Autoloader {
  /** Stops watching. A page keeps its autoloader; tests stop theirs. */
  stop(): void;
}

// Filled here, not with the catalogue's fill(): a module the blocks share would become a
// chunk the loader imports statically, and its classic variant can have no import.
export const unknownTagMessage = (tag: string): string => text['autoload.unknownTag'].replace('{tag}', tag);

/** How long an element's module may take (spec 001 §9 "Chunk load timeout 120 s"):
 * model/chunk-load-error's, written out (a value shared with the services would be a chunk
 * this loader imports, which its classic variant cannot). */
export const CHUNK_TIMEOUT_MS = 120_000;

// An element's module that did not load (spec 001 §8), as a ChunkLoadError: `missing` when
// it or a chunk it imports was refused or not found (the browser's own network error names
// which), `timeout` when it took over 120 s; `url` is its address in the loader's folder,
// `blocks/<tag>.js`.

function chunkLoadError(tag: string, error: unknown): ChunkLoadError {
  const type = error === CHUNK_TIMEOUT_MS ? 'timeout' : 'missing';
  const url = `blocks/${tag}.js`;
  const message = text['autoload.chunkLoadError'].replace('{type}', type).replace('{url}', url);
  return Object.assign(new Error(message), { name: 'ChunkLoadError', type, url } as const);
}

/** The tag of a hint for one of our elements' modules: `<link rel="modulepreload"
 * href=".../cdn/blocks/ss-gallery.js">`. */
const HINT = /\/blocks\/(ss-[a-z0-9-]+)\.js(?:[?#]|$)/;

const shadowListeners = new Set<(root: ShadowRoot) => void>();
let patched = false;

/** Calls fn with every open shadow root attached from now on: a MutationObserver does not
 * see attachShadow, and a component may render ss-* elements into its shadow root. */
function onOpenShadowRoot(fn: (root: ShadowRoot) => void): () => void {
  if (!patched) {
    patched = true;
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
      const root = attach.call(this, init);
      if (init.mode === 'open') shadowListeners.forEach((l) => l(root));
      return root;
    };
  }
  shadowListeners.add(fn);
  return () => void shadowListeners.delete(fn);
}

/** Starts defining the ss-* elements of `doc` (and of the open shadow roots in it) from
 * `elements`, now and whenever more appear. */
export function autoload(
  doc: Document,
  elements: ElementLoaders,
  {
    warn = console.warn,
    report = (error) => {
      throw error;
    },
  }: AutoloadOptions = {},
): Autoloader {
  const own = (tag: string) => Object.hasOwn(elements, tag);
  const seen = new Set<string>();
  const watched = new WeakSet<Node>();

  const found = (tag: string): void => {
    if (!tag.startsWith('ss-') || seen.has(tag)) return;
    seen.add(tag);
    // Defined already (the single-file bundle, or a block imported by the page): its module
    // has run, so importing ours would only fetch a second copy.
    if (customElements.get(tag)) return;
    if (!own(tag)) return warn(unknownTagMessage(tag));
    const fail = (error: unknown) => {
      clearTimeout(timer);
      report(chunkLoadError(tag, error));
    };
    const timer = setTimeout(fail, CHUNK_TIMEOUT_MS, CHUNK_TIMEOUT_MS);
    elements[tag]!().then(() => clearTimeout(timer), fail);
  };

  const scan = (node: ParentNode & Node): void => {
    // 1 is Node.ELEMENT_NODE, written as a number: a few bytes on every page.
    if (node.nodeType === 1) found((node as Element).localName);
    // Only undefined custom elements match: the rest of a large subtree costs one query.
    if (node.firstElementChild) for (const el of node.querySelectorAll(':not(:defined)')) found(el.localName);
  };

  // Chromium preloads only the hinted file, not the chunks it imports, and those would be
  // fetched only once the element shows up; importing the hinted element at once fetches
  // them all while the <head> is parsed, and defines the element before its markup comes.
  const hint = (link: HTMLLinkElement): void => {
    const tag = link.relList.contains('modulepreload') && HINT.exec(link.href)?.[1];
    if (tag && own(tag)) found(tag);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if ((node as Element).localName === 'link') hint(node as HTMLLinkElement);
        scan(node as Element);
        const shadow = (node as Element).shadowRoot;
        if (shadow) watch(shadow);
      }
    }
  });

  const watch = (root: Document | ShadowRoot): void => {
    if (watched.has(root)) return;
    watched.add(root);
    // Our blocks import whatever they render themselves; watching their shadow roots would
    // only add records to every render.
    if (root instanceof ShadowRoot && own(root.host.localName)) return;
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  };

  // Shadow roots no script attached: declarative ones the parser made, and those attached
  // before the autoloader ran.
  const sweep = (root: Document | ShadowRoot): void => {
    watch(root);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) sweep(el.shadowRoot);
  };

  const unlisten = onOpenShadowRoot(watch);
  doc.querySelectorAll<HTMLLinkElement>('link[rel~=modulepreload]').forEach(hint);
  sweep(doc);
  const parsed = () => sweep(doc);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed, { once: true });

  return {
    stop() {
      unlisten();
      observer.disconnect();
      doc.removeEventListener('DOMContentLoaded', parsed);
    },
  };
}
