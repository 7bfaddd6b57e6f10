// Clicks on the slides of the slider and the slideshow (spec 000 §4 "Strip layout",
// "Stacked", "Click-through"). Runs before slide activation (activation.ts), and takes the
// click (preventDefault) when it handled it:
// - strip: a slide other than the current one becomes current (a video slide too: it is
//   activated only once it is current); the current one follows activeSlideClickBehavior,
//   unless it opens something (a click-through URL, the lightbox, its video).
// - stacked: a click advances next, previous, or by the half clicked (the half towards the
//   next slide: the right one, the left one right to left); click-through slides
//   navigate instead, and video slides ignore it.
// Other layouts leave every click to activation.
import type { MotionHost } from '../motion-types.js';
import { slideIndexIn } from '../slides.js';
import { motion as text } from '../../../i18n/en/motion.js';
import { t } from '../../../i18n/translator.js';

export function onTrackClick(host: MotionHost, e: MouseEvent): void {
  const layout = host.layout?.name;
  if (e.defaultPrevented || (layout !== 'strip' && layout !== 'stacked')) return;
  const index = slideIndexIn(host.elements, e.composedPath());
  const el = host.elements[index];
  if (!el) return;
  // A link or button inside the slide is the page's own.
  const inner = e
    .composedPath()
    .find(
      (n) => n instanceof HTMLElement && n !== el && el.contains(n) && n.matches('a[href], button, video, iframe, input, select, textarea'),
    );
  if (inner) return;
  const slide = host.slides[index];
  const s = host.settings;
  if (layout === 'strip' && index !== host.index) {
    e.preventDefault();
    host.goTo(index, 'pointer');
    return;
  }
  if (index !== host.index || slide.clickThroughUrl || s.lightbox) return;
  if (slide.type === 'video') {
    // spec 000 §4 Stacked: video slides ignore click advance; with mixed content the click
    // starts the video in place (that code loads with the first such click).
    if (s.mixedContent) {
      e.preventDefault();
      import('./video.js').then(
        (m) => m.activateVideo(el),
        (error: unknown) => console.error(t(text, 'motion.videoLoaderMissing'), error),
      );
    }
    return;
  }
  const b = s.activeSlideClickBehavior;
  if (b === 'none') return;
  e.preventDefault();
  if (b === 'halves') {
    const r = el.getBoundingClientRect();
    // Right to left the next slide lies to the left: the left half goes on.
    host.step(e.clientX < r.left + r.width / 2 === host.stage.sign > 0 ? 'previous' : 'next', 'pointer');
  } else host.step(b, 'pointer');
}
