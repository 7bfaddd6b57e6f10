// The lightbox's items (doc 2 §3 "Gallery or lightbox item"; real-markup.md "Gallery block":
// slides carry data-slide-id and data-slide-url, lightbox links data-title,
// data-description and data-lightbox-theme): read from an element, or given as objects,
// and made into a set item of content (what is shown) and meta (the caption).
import { t } from '../../i18n/translator.js';
import { lightbox } from '../../i18n/en/lightbox.js';
import { safeUrl } from '../../model/safe-url.js';
import { parseInert } from '../../services/html/trusted-types.js';
import type { LightboxItem, LightboxSource } from '../../services/lightbox.js';

/** What is shown. */
export interface LightboxContent {
  type: 'image' | 'video';
  src: string;
  /** Natural size; 0 when unknown (taken from the image once it arrives). */
  width: number;
  height: number;
  alt: string;
  video?: Element;
}

/** The caption: texts only (markup in the page's attributes is shown as its text). */
export interface LightboxMeta {
  title: string;
  description: string;
  /** The click-through URL, when it is a web, mail or phone URL. */
  link?: string;
}

/** A lightbox set item: its content and its meta (doc 2 §3), with what addresses it. */
export interface LightboxSetItem {
  id: string;
  url: string;
  theme?: 'light' | 'dark';
  content: LightboxContent;
  meta: LightboxMeta;
}

const NOT_ITEMS = 'script,style,template,link,[slot]';
const VIDEO = 'ss-video, .sqs-video-wrapper, video, iframe';
/** A link to a picture file: the full image of a thumbnail it wraps. */
const PICTURE = /\.(avif|gif|jpe?g|png|svg|webp)([?#]|$)/i;

/** The items inside a `<ss-lightbox>`: classic `.slide` elements anywhere inside, or else its
 * element children (as the gallery finds its slides). */
export function findItemElements(host: Element): HTMLElement[] {
  const classic = host.querySelectorAll<HTMLElement>('.slide');
  if (classic.length) return [...classic];
  return [...host.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.matches(NOT_ITEMS));
}

/** "1760x1226" → [1760, 1226]; anything else → [0, 0]. */
function dimensions(raw: string): [number, number] {
  const m = /^\s*(\d*\.?\d+)\s*x\s*(\d*\.?\d+)\s*$/i.exec(raw);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** Reads an item from an element: from it, else its image, else the first descendant
 * carrying the attribute (a classic slide's lightbox link). The image source is `data-src`,
 * else the element's own link when it points at a picture file, else the image's `src`. */
export function readItem(el: Element): LightboxItem {
  const img = el.localName === 'img' ? (el as HTMLImageElement) : el.querySelector('img');
  const attr = (name: string): string =>
    el.getAttribute(name) ?? img?.getAttribute(name) ?? el.querySelector(`[${name}]`)?.getAttribute(name) ?? '';
  const declared = attr('data-type');
  const video = el.matches(VIDEO) ? el : el.querySelector(VIDEO);
  const type = declared === 'image' || declared === 'video' ? declared : video ? 'video' : 'image';
  const href = el.localName === 'a' ? (el.getAttribute('href') ?? '') : '';
  const [width, height] = dimensions(attr('data-image-dimensions'));
  const theme = attr('data-lightbox-theme');
  return {
    id: attr('data-slide-id'),
    url: attr('data-slide-url'),
    src: attr('data-src') || (PICTURE.test(href) ? href : '') || img?.getAttribute('src') || '',
    width,
    height,
    alt: img?.getAttribute('alt') ?? '',
    title: attr('data-title'),
    description: attr('data-description'),
    clickThroughUrl: attr('data-click-through-url'),
    type,
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    video: type === 'video' ? (video ?? undefined) : undefined,
  };
}

const BREAKS = 'p,div,li,br,h1,h2,h3,h4,h5,h6,blockquote';

/** A text attribute as the text a visitor reads: real pages write descriptions as markup
 * (`<p>Low tide…</p>`), which is never inserted as HTML. It is parsed inert (nothing loads
 * or runs; Trusted Types' ss-blocks policy), and its text taken, one line per block or break. */
export function asText(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (!/[<&]/.test(value) || typeof document === 'undefined') return value;
  const body = parseInert(value);
  for (const el of body.querySelectorAll('script,style,template,noscript')) el.remove();
  for (const el of body.querySelectorAll(BREAKS)) el.after('\n');
  return (body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const positive = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** The set item of a source: an element is read, an object taken as given. An unsafe
 * click-through URL (javascript:, data:, …) is dropped with a warning. */
export function setItem(source: LightboxSource): LightboxSetItem {
  const item = source instanceof Element ? readItem(source) : source;
  const raw = item.clickThroughUrl?.trim() ?? '';
  const link = safeUrl(raw);
  if (raw && !link) console.warn(t(lightbox, 'lightbox.clickThroughRefused', { url: JSON.stringify(raw) }));
  const width = positive(item.width);
  const height = positive(item.height);
  return {
    id: item.id ?? '',
    url: item.url ?? '',
    theme: item.theme === 'light' || item.theme === 'dark' ? item.theme : undefined,
    content: {
      type: item.type === 'video' || (!item.type && item.video) ? 'video' : 'image',
      src: item.src ?? '',
      width: width && height ? width : 0,
      height: width && height ? height : 0,
      alt: item.alt ?? '',
      video: item.video,
    },
    meta: { title: asText(item.title), description: asText(item.description), link },
  };
}
