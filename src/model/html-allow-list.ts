// What owner-written HTML may keep (a form's post-submit HTML, its disclaimer, a banner's
// text): an allow-list of elements and attributes, and only safe URLs. Pure rules over tag
// and attribute names; blocks/sanitize-html.ts applies them to the parsed markup.
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

/** What becomes of an element: kept (with its allowed attributes), dropped with everything
 * inside it, or unwrapped (its text and kept children stay). */
export const elementRule = (tag: string): 'keep' | 'drop' | 'unwrap' => (KEEP.has(tag) ? 'keep' : DROP.has(tag) ? 'drop' : 'unwrap');

/** The value attribute `name` of a kept element `tag` keeps, or undefined when it goes. */
export function allowedAttribute(tag: string, name: string, value: string): string | undefined {
  if (!ATTRIBUTES.has(name)) return undefined;
  return !URL_ATTRIBUTES.has(name) ? value : tag === 'img' ? webUrl(value) : safeUrl(value);
}
