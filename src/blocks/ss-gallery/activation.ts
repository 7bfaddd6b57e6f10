// Activating slides and the page's own controls (spec 000 §4 "Click-through", §9 "Autoplay
// and keys": Enter and Space activate slide and control clicks): what a click or key on a
// slide does, and the ARIA that makes activatable slides reachable.
import { navigate } from '../../contract/page.js';
import { t } from '../../i18n/translator.js';
import { gallery } from '../../i18n/en/gallery.js';
import { ACTIVATE_KEYS, keyCodeOf } from '../../model/gallery-index.js';
import { safeUrl } from '../../model/safe-url.js';
import { addAttribute, controlOf, GallerySlide, removeAdded, slideIndexIn } from './slides.js';
import { lightboxThemeOf, openGalleryLightbox, type LightboxGallery } from './address-controller.js';
import type { GalleryEventMap } from './events.js';

export interface ActivationHost {
  readonly elements: readonly HTMLElement[];
  readonly slides: readonly GallerySlide[];
  /** The markup's own `.previous` / `.next` controls. */
  readonly lightControls: readonly HTMLElement[];
  readonly lightbox: boolean;
  readonly newWindow: boolean;
  readonly skipped: boolean;
  step(dir: 'previous' | 'next', source: 'pointer' | 'keyboard'): void;
  /** Fires a cancelable gallery event; false when a listener canceled it. */
  fire<K extends 'ss-gallery-click-through' | 'ss-gallery-lightbox-open'>(type: K, detail: GalleryEventMap[K]['detail']): boolean;
}

/** Marks slide i activatable for the light-DOM sheet; an activatable image slide's control
 * (the slide, or the image of a figure with a caption: `controlOf`) becomes focusable, with a
 * role and a name. */
export function markSlide(host: ActivationHost, i: number): void {
  const el = host.elements[i];
  const s = new GallerySlide(el);
  const link = s.clickThroughUrl;
  const active = host.lightbox || !!link;
  el.toggleAttribute('data-ss-activatable', active);
  const c = controlOf(el);
  const own = el.querySelector('a[href], button');
  // Made a button while the parser had not reached the slide's own link yet: it steps back.
  if (own && c.matches('[role=button],[role=link]')) removeAdded(el);
  if (!active || s.type !== 'image' || own || el.matches('a[href], button')) return;
  addAttribute(c, 'tabindex', '0');
  addAttribute(c, 'role', link ? 'link' : 'button');
  const named =
    c.textContent?.trim() || (c as HTMLImageElement).alt || c.querySelector('img[alt]:not([alt=""])') || c.hasAttribute('aria-label');
  if (!named) addAttribute(c, 'aria-label', s.title || (() => t(gallery, 'gallery.slideOf', { n: i + 1, total: host.elements.length })));
}

/** Makes the markup's own controls keyboard-reachable buttons. */
export function markControls(controls: readonly HTMLElement[]): void {
  for (const c of controls) {
    if (c.matches('button, a[href], [tabindex]')) continue;
    addAttribute(c, 'tabindex', '0');
    addAttribute(c, 'role', 'button');
    if (!c.textContent?.trim())
      addAttribute(c, 'aria-label', () => t(gallery, c.matches('.previous') ? 'gallery.previousSlide' : 'gallery.nextSlide'));
  }
}

/** A click-through URL wins over the lightbox (spec 000 §4 Click-through); a URL that is
 * not safe (javascript:, …) is refused. With lightbox on, the lightbox opens unless a
 * listener cancels `ss-gallery-lightbox-open` (the gallery's listeners are on the gallery
 * itself: `e.currentTarget`). */
function activate(host: ActivationHost, index: number, e: Event, source: 'pointer' | 'keyboard'): void {
  const slide = host.slides[index];
  if (slide.clickThroughUrl) {
    e.preventDefault();
    const url = safeUrl(slide.clickThroughUrl);
    if (!url) {
      console.warn(t(gallery, 'gallery.clickThroughRefused', { url: JSON.stringify(slide.clickThroughUrl) }));
      return;
    }
    if (host.fire('ss-gallery-click-through', { index, url, newWindow: host.newWindow })) navigate(url, host.newWindow);
    return;
  }
  if (!host.lightbox) return;
  e.preventDefault();
  const owner = e.currentTarget as LightboxGallery;
  // The theme it opens in: a slide's data-lightbox-theme wins.
  if (host.fire('ss-gallery-lightbox-open', { index, slides: host.slides, source, lightboxTheme: lightboxThemeOf(owner, slide) })) {
    openGalleryLightbox(owner, host.slides, index);
  }
}

/** The gallery's click handler: its own controls step, slides activate. */
export function onGalleryClick(host: ActivationHost, e: MouseEvent): void {
  if (host.skipped || e.defaultPrevented) return;
  const path = e.composedPath();
  const source = e.detail === 0 ? 'keyboard' : 'pointer';
  const control = host.lightControls.find((c) => path.includes(c));
  if (control) {
    e.preventDefault();
    host.step(control.matches('.previous') ? 'previous' : 'next', source);
    return;
  }
  const index = slideIndexIn(host.elements, path);
  if (index >= 0) activate(host, index, e, source);
}

/** Enter and Space on a slide or on a control the markup did not make a button. */
export function onGalleryKeyDown(host: ActivationHost, e: KeyboardEvent): void {
  if (host.skipped || e.defaultPrevented || !ACTIVATE_KEYS.includes(keyCodeOf(e))) return;
  const target = e.composedPath()[0] as HTMLElement;
  const control = host.lightControls.includes(target) && !target.matches('button, a[href]');
  // An image that has focus in a slide is the slide's control (controlOf).
  const index = control ? -1 : slideIndexIn(host.elements, target.localName == 'img' ? e.composedPath() : [target]);
  if (!control && index < 0) return;
  e.preventDefault();
  if (control) host.step(target.matches('.previous') ? 'previous' : 'next', 'keyboard');
  else activate(host, index, e, 'keyboard');
}
