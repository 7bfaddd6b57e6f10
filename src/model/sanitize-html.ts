// Owner-written HTML from the page's data (a form's post-submit HTML, its disclaimer, a
// banner's text) made safe to show: parsed inert in a <template> (no script runs, nothing
// loads), then rebuilt from an allow-list of elements and attributes. Scripts, styles,
// frames, forms, event handlers, inline styles, ids and unsafe URLs never reach the page.
import { safeUrl } from './safe-url.js';

/** Elements kept (with their allowed attributes); any other element is unwrapped: its
 * text and allowed children stay. */
const KEEP = new Set(
  'a abbr b blockquote br caption cite code dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead time tr u ul'.split(' '),
);
/** Elements dropped with everything inside them. */
const DROP = new Set(
  'script style template iframe frame frameset object embed applet noscript noembed svg math form input button select textarea option link meta base title head audio video source track canvas dialog slot portal'.split(' '),
);
const ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'class', 'lang', 'dir', 'colspan', 'rowspan', 'datetime', 'cite', 'width', 'height']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** Images may only come over the web (no data: or blob: documents in an img). */
const webUrl = (v: string) => (/^\s*(mailto|tel):/i.test(v) ? undefined : safeUrl(v));

function copy(from: Node, into: Node, doc: Document): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.localName;
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      copy(el, into, doc);
      continue;
    }
    const out = doc.createElement(tag);
    for (const { name, value } of el.attributes) {
      if (!ATTRIBUTES.has(name)) continue;
      if (URL_ATTRIBUTES.has(name)) {
        const safe = tag === 'img' ? webUrl(value) : safeUrl(value);
        if (safe !== undefined) out.setAttribute(name, safe);
      } else out.setAttribute(name, value);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && out.hasAttribute('href')) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
    copy(el, out, doc);
    into.appendChild(out);
  }
}

/** The safe part of `html` as a fragment of `doc`, ready to append. */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createDocumentFragment();
  copy(template.content, out, doc);
  return out;
}
