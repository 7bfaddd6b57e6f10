// Owner-written HTML from the page's data (a form's post-submit HTML, its disclaimer, a
// banner's text) and a widget's server rendering made safe to show: parsed inert in a
// document of its own (no script runs, nothing loads; under Trusted Types through the
// ss-blocks policy, ./trusted-types.ts), then rebuilt node by node by the allow-list of
// model/html-allow-list.ts. Scripts, styles, frames, forms, event handlers, inline styles, ids and unsafe URLs never reach the page.
import { allowedAttribute, elementRule } from '../../model/html-allow-list.js';
import { parseInert } from './trusted-types.js';

/** Copies what is safe of from's children into `into`. */
function copy(from: Node, into: DocumentFragment | Element): void {
  for (const node of from.childNodes) {
    if (node instanceof Text) into.append(node.data);
    if (!(node instanceof Element)) continue;
    const tag = node.localName;
    const rule = elementRule(tag);
    if (rule === 'drop') continue;
    if (rule === 'unwrap') {
      copy(node, into);
      continue;
    }
    const out = document.createElement(tag);
    for (const { name, value } of node.attributes) {
      const safe = allowedAttribute(tag, name, value);
      if (safe !== undefined) out.setAttribute(name, safe);
    }
    if (tag === 'a' && node.getAttribute('target') === '_blank' && out.hasAttribute('href')) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
    copy(node, out);
    into.append(out);
  }
}

/** The safe part of `html` as a fragment of the page's document, ready to append: built
 * with createElement and setAttribute, so no HTML string reaches a sink after the check. */
export function sanitizeHtml(html: string): DocumentFragment {
  const out = document.createDocumentFragment();
  copy(parseInert(html), out);
  return out;
}
