// What a one-at-a-time gallery shows around its slides (rendered in its shadow root): the
// title and description over the slide (show-meta, show-meta-on-hover, meta-position), a
// bar under the slides with the pause/play control (WCAG 2.2.2) and the indicators, and the
// thumbnail strip linked to the gallery (thumbnails, thumbnail-strip-height). The strip shows
// only the thumbnails in reach of its view, so a thousand slides cost a dozen buttons.
// Positions count from the inline start (the right, right to left: the stage's sign).
import { html, nothing, type TemplateResult } from 'lit';
import { t } from '../../../i18n/translator.js';
import { gallery } from '../../../i18n/en/gallery.js';
import { motion } from '../../../i18n/en/motion.js';
import { chooseWidth, sizedUrl } from '../../../model/image-sizing.js';
import { px } from '../layouts/types.js';
import type { Chrome, ChromeHost } from '../motion-types.js';
import type { GallerySlide } from '../slides.js';
import { chromeStyles } from './chrome-styles.js';

/** Adopts the chrome's styles into a gallery's shadow root, while it is in this window's
 * document (another refuses the sheet: see ss-gallery.element.ts adoptLightStyles). */
export function adopt(root: ShadowRoot): void {
  const sheet = chromeStyles.styleSheet;
  if (sheet && root.adoptedStyleSheets && root.ownerDocument === document && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Beyond this many indicators a "N of M" count shows instead (ours). */
export const MAX_INDICATORS = 20;
/** spec 000 §9: the thumbnail strip's vertical padding is at most 5 px. */
export const THUMB_PADDING_MAX = 5;
/** spec 000 §9 Swipe and scroll: the meta overlay switches to overflow when taller than 90%
 * of its container (max-height in the styles; this marks it so it can be scrolled). */
export const META_OVERFLOW = 0.9;

let metaObserver: ResizeObserver | undefined;
/** The thumbnail that had focus, by slide index, per gallery. */
const focusedThumb = new WeakMap<ParentNode, number>();

/** After a render: marks each meta overlay in root whose text overflows (it scrolls and
 * takes focus, so keyboard users can scroll it too; measured by a ResizeObserver, after
 * layout, never in a frame callback), and keeps focus on the thumbnail of the slide it was
 * on (thumbnail buttons are reused for other slides as the strip moves). */
function rendered(root: ParentNode): void {
  const focused = focusedThumb.get(root);
  const active = (root as ShadowRoot).activeElement as HTMLElement | null;
  if (focused !== undefined && active?.matches('.thumb') && active.dataset.index !== String(focused)) {
    root.querySelector<HTMLElement>(`.thumb[data-index="${focused}"]`)?.focus();
  }
  if (typeof ResizeObserver === 'undefined') return;
  metaObserver ??= new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const over = target.scrollHeight > target.clientHeight + 1;
      target.toggleAttribute('data-overflow', over);
      if (over) target.setAttribute('tabindex', '0');
      else target.removeAttribute('tabindex');
    }
  });
  root.querySelectorAll('.meta-text').forEach((el) => metaObserver!.observe(el));
}

// Positions go in through the style property (`.style=`, CSSOM's cssText), not the style
// attribute: a strict CSP's style-src refuses style attributes, never CSSOM.
function meta(host: ChromeHost): TemplateResult | typeof nothing {
  const s = host.settings;
  const g = host.geometry;
  // Not while slides move: it shows over the slide once it rests.
  if (!(s.showMeta || s.showMetaOnHover) || !g || host.inMotion) return nothing;
  // The current slide; a carousel's whole row.
  const shown = host.per > 1 ? host.shown : host.shown.filter(([i]) => i === host.index);
  const data = g.boxes.data;
  return html`${shown.map(([i, x]) => {
    const slide = host.slides[i];
    if (!slide || !(slide.title || slide.description)) return nothing;
    const style = `transform:translateX(${px(x * host.stage.sign)});width:${px(data[4 * i + 2])};height:${px(data[4 * i + 3])}`;
    return html`<div class="meta ${s.metaPosition} ${s.showMetaOnHover ? 'on-hover' : ''}" .style=${style} data-meta-for=${i}>
      <div part="meta" class="meta-text">
        ${slide.title ? html`<p class="title">${slide.title}</p>` : nothing}
        ${slide.description ? html`<p class="description">${slide.description}</p>` : nothing}
      </div>
    </div>`;
  })}`;
}

function bar(host: ChromeHost): TemplateResult | typeof nothing {
  const s = host.settings;
  const n = host.slides.length;
  const groups = Math.ceil(n / host.per);
  const current = Math.floor(host.index / host.per);
  const autoplay = host.autoplay;
  const { shown, paused } = autoplay;
  const label = (k: number) => t(gallery, 'gallery.slideOf', { n: k + 1, total: groups });
  return html`${
    shown
      ? html`<button type="button" part="control-autoplay" class="toggle" aria-label=${t(motion, paused ? 'motion.startAutoplay' : 'motion.stopAutoplay')} @click=${() => autoplay.toggle()}>
          ${paused ? '▶' : '❚❚'}
        </button>`
      : nothing
  }
    ${
      s.indicators && groups > 1
        ? groups > MAX_INDICATORS
          ? html`<span class="count" part="indicators">${label(current)}</span>`
          : html`<div class="indicators" part="indicators" role="group" aria-label=${t(motion, 'motion.indicators')}>
            ${Array.from(
              { length: groups },
              (_, k) =>
                html`<button type="button" part="indicator" class="indicator" aria-label=${label(k)} aria-current=${k === current ? 'true' : 'false'} @click=${() => host.goTo(k * host.per, 'pointer')}></button>`,
            )}
          </div>`
        : nothing
    }`;
}

/** The strip's geometry for one gallery geometry: x and width of each thumbnail. */
interface Strip {
  key: unknown;
  height: number;
  x: Float64Array;
  w: Float64Array;
  length: number;
}
const strips = new WeakMap<object, Strip>();

function strip(host: ChromeHost, height: number, gap: number): Strip {
  const key = host.geometry!;
  const known = strips.get(key);
  if (known && known.height === height && known.length === host.slides.length) return known;
  const n = host.slides.length;
  const x = new Float64Array(n);
  const w = new Float64Array(n);
  let at = 0;
  for (let i = 0; i < n; i++) {
    // spec 000 §9: a video thumbnail without an image is 16:9 (GallerySlide.aspect).
    w[i] = height * host.slides[i].aspect;
    x[i] = at;
    at += w[i] + gap;
  }
  const made = { key, height, x, w, length: n };
  strips.set(key, made);
  return made;
}

/** The smallest service width that covers the thumbnail, or the source as it is. */
function thumbSource(slide: GallerySlide, width: number): string {
  const src = slide.src;
  return src ? sizedUrl(src, chooseWidth(width, globalThis.devicePixelRatio), 'queryString') : '';
}

function thumbnails(host: ChromeHost): TemplateResult | typeof nothing {
  const s = host.settings;
  const n = host.slides.length;
  const width = host.width;
  if (!s.thumbnails || !n || !host.geometry || !width) return nothing;
  const pad = Math.min(THUMB_PADDING_MAX, Math.max(0, s.padding));
  const height = Math.max(0, s.thumbnailStripHeight - 2 * pad);
  const st = strip(host, height, pad);
  const total = st.x[n - 1] + st.w[n - 1];
  // The current thumbnail in the middle, the strip never pulled past its ends.
  const i = host.index;
  const left = Math.max(0, Math.min(total - width, st.x[i] + st.w[i] / 2 - width / 2));
  const lo = Math.max(0, left - width / 2);
  const hi = left + width * 1.5;
  const reach: number[] = [];
  for (let k = i; k >= 0 && st.x[k] + st.w[k] > lo; k--) reach.unshift(k);
  for (let k = i + 1; k < n && st.x[k] < hi; k++) reach.push(k);
  const remember = (e: FocusEvent) => {
    const index = (e.target as HTMLElement).dataset.index;
    const root = (e.target as Node).getRootNode() as ParentNode;
    if (index !== undefined) focusedThumb.set(root, Number(index));
  };
  return html`<div
    class="thumb-track ${host.animates ? 'moves' : ''}"
    role="group"
    aria-label=${t(motion, 'motion.thumbnails')}
    .style=${`transform:translateX(${px(-left * host.stage.sign)});padding-block:${px(pad)}`}
    @focusin=${remember}
  >
    ${reach.map((k) => {
      const slide = host.slides[k];
      const src = slide.src && thumbSource(slide, st.w[k]);
      return html`<button
          type="button"
          part="thumbnail"
          class="thumb"
          data-index=${k}
          aria-label=${t(gallery, 'gallery.slideOf', { n: k + 1, total: n })}
          aria-current=${k === i ? 'true' : 'false'}
          .style=${`transform:translateX(${px(st.x[k] * host.stage.sign)});width:${px(st.w[k])};height:${px(height)}`}
          @click=${() => host.goTo(k, 'pointer')}
        >
          ${src ? html`<img alt="" src=${src} />` : html`<span class="play">▶</span>`}
        </button>`;
    })}
  </div>`;
}

export const chrome: Chrome = { meta, bar, thumbnails, rendered };
