// Slide markup and measuring for the gallery's browser tests.
import { fixture, html, oneEvent, nextFrame } from '@open-wc/testing';
import { nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';

export const IMG = '/test/fixtures/images/photo.png';

/** A repeatable mix of landscape, portrait, square and panorama images. */
export const DIMS: [number, number][] = [
  [1500, 1000],
  [750, 1000],
  [1000, 1000],
  [2400, 1000],
  [1330, 1000],
  [600, 1000],
];
export const mixed = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => DIMS[i % DIMS.length]);

export function slides(dims: [number, number][]): TemplateResult {
  return html`${dims.map(
    ([w, h], i) =>
      html`<figure data-slide-id="id-${i}" data-slide-url="slide-${i}">
        <img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="${w}x${h}" data-load="true" />
      </figure>`,
  )}`;
}

/** Resolves once the gallery has placed every slide, a frame later: code that changes
 * sizes inside the ResizeObserver callback that laid the gallery out would be reported as
 * "ResizeObserver loop completed with undelivered notifications". */
export async function laidOut(el: SsGallery): Promise<void> {
  if (!el.geometry || el.layoutPending) await oneEvent(el, 'ss-gallery-layout');
  await nextFrame();
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each slide's box relative to the gallery, as the browser draws it. */
export function measure(el: SsGallery): Rect[] {
  const origin = el.getBoundingClientRect();
  return el.slides.map(({ element }) => {
    const r = element.getBoundingClientRect();
    return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
  });
}

/** Slides grouped by row (same top, within half a pixel). */
export function rowsOf(rects: Rect[]): Rect[][] {
  const rows: Rect[][] = [];
  for (const r of rects) {
    const row = rows.find((x) => Math.abs(x[0].y - r.y) < 0.5);
    if (row) row.push(r);
    else rows.push([r]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

export const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await nextFrame();
};

/** A gallery of n mixed slides, width px wide (design set before upgrade when given), with
 * the attributes of `attrs` ("a=b c") set after it; resolves once laid out. */
export async function mountGallery(attrs: string, n: number, width: number, design?: string): Promise<SsGallery> {
  const el = await fixture<SsGallery>(
    html`<ss-gallery design=${design ?? nothing} style="width:${width}px">${slides(mixed(n))}</ss-gallery>`,
  );
  for (const a of attrs.split(' ').filter(Boolean)) {
    const [k, v = ''] = a.split('=');
    el.setAttribute(k, v);
  }
  await el.updateComplete;
  await laidOut(el);
  return el;
}
