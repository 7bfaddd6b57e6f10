// For a modal dialog that is not a native <dialog> (whose showModal() makes the page inert
// by itself): everything outside the top-most such dialog gets `inert`, as the browser does
// for the top-most modal <dialog>. Dialogs may close in any order; the inert set always
// follows the top-most open one.

const open: Element[] = [];
let applied: HTMLElement[] = [];
const SKIP = new Set(['head', 'script', 'style', 'link', 'meta', 'template', 'noscript']);

/** The siblings of `dialog` and of each of its ancestors, through shadow roots, up to
 * `<body>`: everything on the page outside it. */
function outside(dialog: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let node: Node = dialog; ;) {
    const parent = node.parentNode;
    if (!parent || parent.nodeType === 9 /* document */) break;
    for (const sibling of (parent as Element | ShadowRoot).children) {
      if (sibling !== node && sibling instanceof HTMLElement && !SKIP.has(sibling.localName)) out.push(sibling);
    }
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return out;
}

function apply(): void {
  for (const el of applied) el.inert = false;
  applied = [];
  const top = open[open.length - 1];
  if (!top) return;
  // Elements the page made inert itself stay as the page has them.
  applied = outside(top).filter((el) => !el.inert);
  for (const el of applied) el.inert = true;
}

/**
 * Makes everything outside `dialog` inert while it is the top-most open dialog of this kind
 * and returns the release (idempotent). A dialog opened later takes over (the earlier one
 * becomes inert with the rest of the page); releasing it gives the page back to the one
 * below, or restores the page when none is left.
 */
export function inertOutside(dialog: Element): () => void {
  open.push(dialog);
  apply();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open.splice(open.indexOf(dialog), 1);
    apply();
  };
}
