// Items, parts and the opening's end for the lightbox's browser tests.
import { nextFrame } from '@open-wc/testing';
import type { LightboxItem, SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';

export const IMG = '/test/fixtures/images/photo.png';

/** n items, each with its own image URL (`photo.png?n=i`), ids, urls, titles and texts. */
export const items = (n: number, [width, height]: [number, number] = [1500, 1000]): LightboxItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${i}`,
    url: `slide-${i}`,
    src: `${IMG}?n=${i}`,
    width,
    height,
    alt: `Photo ${i + 1}`,
    title: `Photo ${i + 1}`,
    description: `About photo ${i + 1}`,
  }));

export const part = <T extends HTMLElement = HTMLElement>(el: SsLightbox, name: string): T =>
  el.shadowRoot!.querySelector<T>(`[part~='${name}']`)!;

export const dialogOf = (el: SsLightbox): HTMLDialogElement => part<HTMLDialogElement>(el, 'base');

/** The slide box of item i. */
export const slideOf = (el: SsLightbox, i: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`.slide[data-index="${i}"]`)!;

/** Ends the running fades (the animations' own clocks, set to their end) and waits for what
 * follows them (the close button, a video starting, the old item hidden). */
export async function finishMotion(el: SsLightbox): Promise<void> {
  el.shadowRoot!.getAnimations().forEach((a) => a.finish());
  await Promise.resolve();
  await el.updateComplete;
}

/** Opens el on items at index and ends the opening. */
export async function openOn(el: SsLightbox, list: LightboxItem[] = items(3), index = 0): Promise<void> {
  el.show(list, index);
  await el.updateComplete;
  await finishMotion(el);
}

export const centre = (r: DOMRect): [number, number] => [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];

export async function frames(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}
