// Blocks may be upgraded while the page is still being parsed: the library's script in the
// <head> (as a consent manager must be) defines them before the body arrives, and the
// parser then creates each block before its children. These tell when a block's own markup
// is complete.

/** True once el's end tag has been parsed: the document is no longer loading, or a node
 * follows el (the parser appends in document order, so anything after el means el is
 * closed). Elements a script builds while the page loads count as parsed once anything
 * follows them, or at DOMContentLoaded. */
export function parsed(el: Node): boolean {
  if (el.ownerDocument?.readyState !== 'loading') return true;
  for (let n: Node | null = el; n && n.nodeType !== Node.DOCUMENT_NODE; n = n.parentNode) {
    if (n.nextSibling) return true;
  }
  return false;
}

const waiting = new Map<Node, (() => void)[]>();
let observer: MutationObserver | undefined;

function check(all = false): void {
  for (const [el, callbacks] of waiting) {
    if (!all && !parsed(el)) continue;
    waiting.delete(el);
    for (const fn of callbacks) fn();
  }
  if (!waiting.size) {
    observer?.disconnect();
    observer = undefined;
  }
}

/** Calls fn once el's markup is complete: now, when it is; otherwise after the parser
 * has appended whatever follows el, or at the latest at DOMContentLoaded. */
export function whenParsed(el: Node, fn: () => void): void {
  const doc = el.ownerDocument;
  if (!doc || parsed(el)) return fn();
  const callbacks = waiting.get(el);
  if (callbacks) callbacks.push(fn);
  else waiting.set(el, [fn]);
  if (observer) return;
  // One observer for every waiting block; the parser's nodes arrive in batches, so this
  // runs once per batch, not per node.
  observer = new MutationObserver(() => check());
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => check(true), { once: true });
}
