// The stage of the one-at-a-time layouts: the slides of the track in view are displayed, each
// moved to its place by a transform; every other slide is `hidden` (out of layout and of the
// accessibility tree). Only the slides whose state changes are written, so navigating a
// thousand slides writes a handful. A slide displayed while it is not in view (leaving
// during a transition) is `inert` and `aria-hidden` (WAI-ARIA APG carousel pattern).
import { t } from '../../i18n/translator.js';
import { gallery } from '../../i18n/en/gallery.js';
import { addAttribute, takesRole } from './slides.js';
import { px } from './layouts/types.js';
import type { Shown } from './layouts/track.js';

/** The transform that puts a slide at x (stage px) and, optionally, y. */
export const at = (x: number, y = 0): string => (x || y ? `translate3d(${px(x)}, ${px(y)}, 0)` : '');

/** Names a slide for the carousel pattern: a group, "slide", "N of M". A slide the gallery
 * made a button or link (lightbox, click-through), or one the page gave a role, keeps it; one
 * that may not be a group (`takesRole`: a figure with a caption, an image) keeps its own role
 * and name, described as a slide. */
export function labelSlide(el: HTMLElement, index: number, total: number): void {
  if (el.hasAttribute('role') || el.matches('a[href], button')) return;
  addAttribute(el, 'aria-roledescription', () => t(gallery, 'gallery.slide'));
  if (!takesRole(el)) return;
  addAttribute(el, 'role', 'group');
  addAttribute(el, 'aria-label', () => t(gallery, 'gallery.slideLabel', { n: index + 1, total }));
}

export class Stage {
  /** The slides displayed now, with their x. */
  shown: Shown[] = [];
  /** -1 right to left (read once per layout): track positions count from the stage's inline
   * start, so every transform written goes the other way and the next slide lies to the left. */
  sign: 1 | -1 = 1;
  private readonly elements: () => readonly HTMLElement[];
  /** Makes slide i ready to show (its box written, marked) before it is displayed. */
  private readonly ready: (i: number) => void;

  constructor(elements: () => readonly HTMLElement[], ready: (i: number) => void) {
    this.elements = elements;
    this.ready = ready;
  }

  /** After a layout: every slide hidden but those of `next` (once per layout). */
  reset(next: Shown[]): void {
    const els = this.elements();
    const keep = new Set(next.map(([i]) => i));
    for (const [i] of this.shown) if (!keep.has(i) && els[i]) hide(els[i]);
    // Slides never shown carry nothing else to take off: the hidden flag alone.
    for (let i = 0; i < els.length; i++) if (!keep.has(i) && !els[i].hidden) els[i].hidden = true;
    this.shown = [];
    this.show(next);
  }

  /** Displays exactly `next`, at their x; `away` are displayed but not in view (inert). The
   * slides displayed before and not now are hidden. */
  show(next: Shown[], away?: ReadonlySet<number>): void {
    const els = this.elements();
    const now = new Set(next.map(([i]) => i));
    for (const [i] of this.shown) if (!now.has(i) && els[i]) hide(els[i]);
    for (const [i, x] of next) {
      const el = els[i];
      if (!el) continue;
      this.ready(i);
      const out = !!away?.has(i);
      if (el.hidden) el.hidden = false;
      if (el.inert !== out) el.inert = out;
      if (out) el.setAttribute('aria-hidden', 'true');
      else el.removeAttribute('aria-hidden');
      el.style.transform = this.at(x);
    }
    this.shown = next;
  }

  /** The transform that puts a slide at track position x. */
  at(x: number): string {
    return at(x * this.sign);
  }

  /** Forgets what it showed (the slides were reset by another layout). */
  clear(): void {
    this.shown = [];
  }
}

function hide(el: HTMLElement): void {
  if (!el.hidden) el.hidden = true;
  el.inert = false;
  el.removeAttribute('aria-hidden');
  el.style.transform = el.style.opacity = el.style.zIndex = '';
}
