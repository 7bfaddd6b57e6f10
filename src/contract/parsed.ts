// Blocks may be upgraded while the page is still being parsed: the library's script in the
// <head> (as a consent manager must be) defines them before the body arrives, and the
// parser then creates each block before its children. These tell when a block's own markup
// is complete, and when the JSON island that may follow it is.
import { ISLAND } from './block-data.js';

/** The node above n, crossing from a shadow root to its host. */
const up = (n: Node): Node | null => n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);

const loading = (n: Node): boolean => n.ownerDocument?.readyState === 'loading';

/** True once el's end tag has been parsed: the document is no longer loading, or a node
 * follows el (the parser appends in document order, so anything after el, or after one of
 * its ancestors, means el is closed). Elements a script builds while the page loads count
 * as parsed once anything follows them, or at DOMContentLoaded. */
export function parsed(el: Node): boolean {
  if (!loading(el)) return true;
  for (let n: Node | null = el; n && n.nodeType !== Node.DOCUMENT_NODE; n = up(n)) {
    if (n.nextSibling) return true;
  }
  return false;
}

interface Wait {
  ready: () => boolean;
  fn: () => void;
}

const waiting = new Set<Wait>();
let observer: MutationObserver | undefined;

function check(all = false): void {
  for (const w of waiting) {
    if (!all && !w.ready()) continue;
    waiting.delete(w);
    try {
      w.fn();
    } catch (e) {
      // One block's failure must not keep the others waiting.
      console.error(e);
    }
  }
  if (!waiting.size) {
    observer?.disconnect();
    observer = undefined;
  }
}

/** Calls fn once ready() holds for el's page: now, when it does or the page is parsed;
 * otherwise after each batch of nodes the parser appends around el, or at the latest at
 * DOMContentLoaded. */
function when(el: Node, ready: () => boolean, fn: () => void): void {
  const doc = el.ownerDocument;
  if (!doc || !loading(el) || ready()) return fn();
  waiting.add({ ready, fn });
  if (!observer) {
    // One observer for every waiting block; the parser's nodes arrive in batches, so this
    // runs once per batch, not per node.
    observer = new MutationObserver(() => check());
    doc.addEventListener('DOMContentLoaded', () => check(true), { once: true });
  }
  // What follows el is appended to its parent or to one of their ancestors: watching
  // those (not the whole document's subtree) keeps the records few.
  for (let n = up(el); n; n = up(n)) observer.observe(n, { childList: true });
}

/** Calls fn once el's markup is complete (see parsed()). */
export function whenParsed(el: Node, fn: () => void): void {
  when(el, () => parsed(el), fn);
}

/** True once el is parsed and so is a JSON island right after it, if there is one (the
 * newer pages' block data, real-markup.md "The block wrapper"): a network chunk may end
 * after el's end tag, or inside the island. */
export function dataComplete(el: Element): boolean {
  if (!parsed(el)) return false;
  const next = el.nextElementSibling;
  if (next) return !next.matches(ISLAND) || parsed(next);
  // Only text follows so far: an island may still come, until the parent closes.
  return !el.parentNode || parsed(el.parentNode);
}

/** Calls fn once el and the island that may follow it are complete (see dataComplete()). */
export function whenDataComplete(el: Element, fn: () => void): void {
  when(el, () => dataComplete(el), fn);
}
