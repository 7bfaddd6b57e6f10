// Image sizing without a DOM: which width to request, its URL, and where a cropped image
// sits in its box (spec 000 §3 "Image settings", §4 "Image", §9 "Images"; real-markup.md
// "Images (every block)").

/** The widths the image service renders, largest first (spec 000 §9 Images). */
export const IMAGE_WIDTHS: readonly number[] = [2500, 1500, 1000, 750, 500, 300, 100];

/** Hosts whose images accept a size (matched as the host or a subdomain of it); the
 * platform's image CDNs. Other hosts are requested as given (real-markup.md). */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = ['squarespace-cdn.com', 'squarespace.com', 'sqsp.net'];

export type CropMode = 'cover' | 'contain' | 'none';
export type SizeFormat = 'queryString' | 'filename';
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** Where a contain-fit image sits: each axis start, centre or end. */
export interface Alignment {
  x: 'left' | 'center' | 'right';
  y: 'top' | 'center' | 'bottom';
}
/** An image's size and offset in px, and the box it was placed in. */
export interface Placement extends Size {
  left: number;
  top: number;
  box: Size;
}

export const CENTERED: Alignment = { x: 'center', y: 'center' };

export interface WidthOptions {
  minDpr?: number;
  maxDpr?: number;
  /** The visitor asked to save data: the device pixel ratio counts as 1. */
  saveData?: boolean;
  /** The width already loaded: never go below it (spec 000 §4 Image, only upgrades). */
  current?: number;
}

/** The smallest width that covers boxWidth × DPR (DPR clamped to [minDpr, maxDpr] and taken
 * as 1 under save-data), or the largest when none does; never below `current`. */
export function chooseWidth(boxWidth: number, dpr: number, o: WidthOptions = {}): number {
  const ratio = Math.min(Math.max(o.saveData ? 1 : dpr || 1, o.minDpr ?? 0), o.maxDpr ?? Infinity);
  const wanted = boxWidth * ratio;
  let width = IMAGE_WIDTHS[0];
  for (const w of IMAGE_WIDTHS) if (w >= wanted) width = w;
  return Math.max(width, o.current ?? 0);
}

function hostOf(src: string): string | undefined {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/?#:]+)/i.exec(src)?.[1]?.toLowerCase();
}

/** True when src takes a size: a same-site path ("/...") or an image host's URL. */
export function isSizable(src: string, hosts: readonly string[] = DEFAULT_IMAGE_HOSTS): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  const host = hostOf(src);
  return !!host && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** src asking for `width`: `?format=750w` (query and hash kept, an older format replaced) or
 * `-750w` before the file extension. Sources that take no size come back unchanged. */
export function sizedUrl(src: string, width: number, format: SizeFormat, hosts?: readonly string[]): string {
  if (!isSizable(src, hosts)) return src;
  const [, path, query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(src)!;
  const size = `${width}w`;
  if (format === 'filename') {
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1).replace(/-\d+w(?=\.[^.]*$|$)/, '');
    const dot = name.lastIndexOf('.');
    const sized = dot > 0 ? `${name.slice(0, dot)}-${size}${name.slice(dot)}` : `${name}-${size}`;
    return `${path.slice(0, slash + 1)}${sized}${query}${hash}`;
  }
  const params = query
    .slice(1)
    .split('&')
    .filter((p) => p && !/^format=/i.test(p));
  return `${path}?${[...params, `format=${size}`].join('&')}${hash}`;
}

/** The width recorded as `data-image-resolution` ("750w" or "750"), or 0. */
export function parseResolution(value: string | null | undefined): number {
  const n = parseInt(value ?? '', 10);
  return n > 0 ? n : 0;
}

/** src without its size: the `format` parameter and a `-750w` filename suffix dropped. */
const unsized = (src: string): string =>
  src
    .replace(/([?&])format=\d+w(&|(?=#)|$)/i, '$1')
    .replace(/[?&](?=#|$)/, '')
    .replace(/-\d+w(?=\.[^./?#]+(?:[?#]|$))/, '');

/** The width of a server-written `src` (`?format=300w`, `-300w.jpg`) when it is a size of
 * source, else 0: a page that ships the first images sized is not downloaded twice. */
export function writtenWidth(src: string | null, source: string): number {
  if (!src || !source || unsized(src) !== unsized(source)) return 0;
  // The query's format first, else a -750w suffix of the file name (never the host's).
  const n = /[?&]format=(\d+)w(?=[&#]|$)/i.exec(src) ?? /-(\d+)w(?=\.[^./?#]+(?:[?#]|$))/.exec(src);
  return n ? Number(n[1]) : 0;
}

/** "top left", "bottom-right", "center"... → an alignment; null when no keyword is there. */
export function parseAlignment(value: string | null | undefined): Alignment | null {
  const v = (value ?? '').toLowerCase();
  const has = (k: string) => v.includes(k);
  if (!['top', 'left', 'center', 'right', 'bottom'].some(has)) return null;
  return {
    x: has('left') ? 'left' : has('right') ? 'right' : 'center',
    y: has('top') ? 'top' : has('bottom') ? 'bottom' : 'center',
  };
}

/** The cover crop's offset on one axis: the focal point as near the box's centre as the
 * image's edges allow (real-markup.md: clamp(box/2 − scaled·focal, box − scaled, 0)). */
export function coverOffset(box: number, scaled: number, focal: number): number {
  return Math.min(Math.max(box / 2 - scaled * focal, box - scaled), 0);
}

function alignOffset(box: number, scaled: number, where: 'start' | 'center' | 'end'): number {
  if (where === 'start') return 0;
  if (where === 'end') return box - scaled;
  return scaled < box ? (box - scaled) / 2 : 0;
}

const axis = (a: string) => (a === 'left' || a === 'top' ? 'start' : a === 'right' || a === 'bottom' ? 'end' : 'center');

export interface PlaceOptions {
  focalPoint?: Point;
  /** Contain only; missing → centred (spec 000 §5 Image). */
  alignment?: Alignment | null;
  /** false caps a contain-fit image at its natural size (real-markup.md data-image-stretch). */
  stretch?: boolean;
}

/** Size and offset of an image of `natural` size cropped (cover) or fitted (contain) into
 * `box`, in px. An empty box axis takes the image's ratio. */
export function placeImage(box: Size, natural: Size, mode: 'cover' | 'contain', o: PlaceOptions = {}): Placement {
  const ratio = natural.width / natural.height;
  const bw = box.width || box.height * ratio || natural.width;
  const bh = box.height || bw / ratio;
  const fill = mode === 'cover' ? Math.max : Math.min;
  let scale = fill(bw / natural.width, bh / natural.height);
  if (mode === 'contain' && o.stretch === false) scale = Math.min(scale, 1);
  const width = natural.width * scale;
  const height = natural.height * scale;
  const b = { width: bw, height: bh };
  if (mode === 'cover') {
    const f = o.focalPoint ?? { x: 0.5, y: 0.5 };
    return { width, height, left: coverOffset(bw, width, f.x), top: coverOffset(bh, height, f.y), box: b };
  }
  const a = o.alignment ?? CENTERED;
  return { width, height, left: alignOffset(bw, width, axis(a.x)), top: alignOffset(bh, height, axis(a.y)), box: b };
}

/** The same placement as CSS object-position / background-position percentages. */
export function objectPosition(p: Placement): string {
  const pct = (box: number, len: number, offset: number) =>
    `${Math.abs(box - len) < 1e-9 ? 50 : Math.round((offset / (box - len)) * 10000) / 100}%`;
  return `${pct(p.box.width, p.width, p.left)} ${pct(p.box.height, p.height, p.top)}`;
}

/** CSS declarations (property → value) for an image and its parent. */
export interface PlacementStyles {
  img: Record<string, string>;
  parent: Record<string, string>;
}

export interface StyleOptions {
  mode: 'cover' | 'contain';
  /** `object-fit` and `object-position` on a full-size image. */
  useAdvancedPositioning?: boolean;
  /** The parent's background shows the image; the image itself stays invisible. */
  useBgImage?: boolean;
  /** Offsets in percent of the box, so the image keeps its crop when the box is resized. */
  fixedRatio?: boolean;
  /** The parent is not positioned: the image is moved relative to its own place. */
  staticParent?: boolean;
}

/** How a placement is drawn: advanced positioning, a background image, or an image moved
 * and sized inside a clipping parent. */
export function placementStyles(p: Placement, o: StyleOptions): PlacementStyles {
  if (o.useAdvancedPositioning) {
    return { img: { width: '100%', height: '100%', 'object-fit': o.mode, 'object-position': objectPosition(p) }, parent: {} };
  }
  if (o.useBgImage) {
    return {
      img: { visibility: 'hidden' },
      parent: { 'background-size': o.mode, 'background-position': objectPosition(p), 'background-repeat': 'no-repeat' },
    };
  }
  const [u, w, h] = o.fixedRatio ? ['%', p.box.width / 100, p.box.height / 100] : ['px', 1, 1];
  return {
    img: {
      position: o.staticParent ? 'relative' : 'absolute',
      left: `${p.left / w}${u}`,
      top: `${p.top / h}${u}`,
      width: `${p.width / w}${u}`,
      height: `${p.height / h}${u}`,
      'max-width': 'none',
    },
    parent: o.mode === 'cover' ? { overflow: 'clip' } : {},
  };
}
