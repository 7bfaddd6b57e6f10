// Owner-written HTML from the page's data (a form's post-submit HTML, its disclaimer, a
// banner's text) made safe to show: parsed inert in a <template> (no script runs, nothing
// loads), then rebuilt from an allow-list of elements and attributes. Scripts, styles,
// frames, forms, event handlers, inline styles, ids and unsafe URLs never reach the page.
import { safeUrl } from './safe-url.js';

/** Elements kept (with their allowed attributes); any other element is unwrapped: its
 * text and allowed children stay. */
const KEEP = new Set(
  'a abbr b blockquote br caption cite code dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);
/** Elements dropped with everything inside them. Those that have no children need no entry
 * (unwrapped, they leave nothing): void elements (input, link, meta, base, embed, source,
 * track), a template (its content is not among its children) and what the parser never
 * makes in a template (frame, frameset, head). */
const DROP = new Set(
  'script style iframe object applet noscript noembed svg math form button select textarea option title audio video canvas dialog slot portal'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set('href src alt title class lang dir colspan rowspan datetime cite width height'.split(' '));
const URL_ATTRIBUTES = new Set('href src cite'.split(' '));
/** Images may only come over the web (no data: or blob: documents in an img). */
const webUrl = (v: string) => (/^\s*(mailto|tel):/i.test(v) ? undefined : safeUrl(v));

/** Copies what is safe of from's children into `into`. */
function copy(from: Node, into: DocumentFragment | Element): void {
  for (const node of from.childNodes) {
    if (node instanceof Text) into.append(node.data);
    if (!(node instanceof Element)) continue;
    const tag = node.localName;
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      copy(node, into);
      continue;
    }
    const out = document.createElement(tag);
    for (const { name, value } of node.attributes) {
      if (!ATTRIBUTES.has(name)) continue;
      const safe = !URL_ATTRIBUTES.has(name) ? value : tag === 'img' ? webUrl(value) : safeUrl(value);
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

/** The safe part of `html` as a fragment of the page's document, ready to append. */
export function sanitizeHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createDocumentFragment();
  copy(template.content, out);
  return out;
}
