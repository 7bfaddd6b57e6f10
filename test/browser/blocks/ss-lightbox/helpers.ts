// Items, parts, the opening's end and a finger for the lightbox's browser tests.
import { nextFrame } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { waitUntil } from '../../helpers/wait.js';
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

/** A real finger (scripts/touch-plugin.mjs), at (x, y) in the viewport. */
export const touch = (type: 'start' | 'move' | 'end', x = 0, y = 0) => executeServerCommand('ss-touch', { type, x, y });

/** A finger put down at (x, y), moved across by `dx` in six moves, and lifted once the mobile
 * track has followed it by `follows` px (a state: on a loaded machine the browser's scrolling
 * catches up with the finger a moment later). It is lifted whatever happens, so that a
 * failure leaves no finger down for the next test. */
export async function drag(el: SsLightbox, [x, y]: [number, number], dx: number, follows = 200): Promise<void> {
  const track = part(el, 'stage');
  const start = track.scrollLeft;
  try {
    await touch('start', x, y);
    for (let i = 1; i <= 6; i++) await touch('move', Math.round(x + (dx * i) / 6), y);
    await waitUntil(() => Math.abs(track.scrollLeft - start) >= follows, 'the track follows the finger');
  } finally {
    await touch('end');
  }
}
