// setViewport for every browser test: the runner's command returns once the browser has the
// new size, and on a loaded machine the page takes it a moment later (its innerWidth, media
// queries and layout still the old ones, its resize event still to come; a resize that
// reaches an open lightbox scrolls its track). This one returns once the page has the size
// and its resize has been delivered.
import { nextFrame } from '@open-wc/testing';
import { setViewport as setRunnerViewport } from '@web/test-runner-commands';
import { waitUntil } from './wait.js';

export async function setViewport(size: { width: number; height: number }): Promise<void> {
  await setRunnerViewport(size);
  await waitUntil(() => innerWidth === size.width && innerHeight === size.height, `the page is ${size.width} × ${size.height}`);
  // The resize event comes with the next frame; what an element does about it, with the one after.
  await nextFrame();
  await nextFrame();
}
