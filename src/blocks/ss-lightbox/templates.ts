// The open lightbox's markup (doc 2 §4 "Lightbox"): a modal `<dialog>` with the overlay, the
// items' boxes, the caption, the counter and the buttons. Labels come from the catalogue.
import { html, nothing, type TemplateResult } from 'lit';
import { lightbox as text } from '../../i18n/en/lightbox.js';
import { t } from '../../i18n/translator.js';
import type { LightboxFades } from './fades.js';
import { takeNaturalRatio } from './images.js';
import type { LightboxInput } from './input.js';
import type { LightboxSetItem } from './items.js';
import { disabledSteps, neighbours, type Step } from './motion.js';
import type { SsLightbox } from './ss-lightbox.element.js';
import type { MobileTrack } from './track.js';
import type { VideoPlayers } from './video-item.js';

/** What the dialog reads besides the element's public state: its concerns, and the
 * options of this opening. */
export interface DialogView {
  fades: LightboxFades;
  input: LightboxInput;
  track: MobileTrack;
  videos: VideoPlayers;
  /** Click-through links open in a new window. */
  newWindow: boolean | undefined;
}

const GLYPHS = {
  previous: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 4 7 12l8 8" /></svg>`,
  next: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m9 4 8 8-8 8" /></svg>`,
  close: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 5l14 14M19 5 5 19" /></svg>`,
};

/** The dialog showing item, the current one. */
export function dialogTemplate(host: SsLightbox, item: LightboxSetItem, view: DialogView): TemplateResult {
  const { fades, input, track } = view;
  const n = host.currentIndex + 1;
  const total = host.count;
  const { title, description, link } = item.meta;
  const off = disabledSteps(host.currentIndex, total, host.looping);
  const mobile = host.mobile;
  const button = (step: Step, label: string) =>
    html`<button
      part="button control-${step}"
      class="control ${step}"
      type="button"
      aria-label=${label}
      aria-disabled=${off[step] ? 'true' : 'false'}
      @click=${() => input.onButton(step)}
    >
      ${GLYPHS[step]}
    </button>`;
  return html`<dialog
    part="base"
    class=${`${mobile ? 'mobile' : 'desktop'}${fades.ready ? ' ready' : ''}`}
    data-theme=${item.theme ?? host.theme}
    aria-modal="true"
    aria-labelledby="title"
    tabindex="-1"
    @click=${input.onDialogClick}
    @keydown=${input.onDialogKeydown}
  >
    <div part="overlay" class="overlay"></div>
    <div
      part="stage"
      class="stage ${mobile ? 'scroll' : 'fade'}"
      role=${mobile ? 'region' : nothing}
      aria-label=${mobile ? t(text, 'lightbox.track') : nothing}
      tabindex=${mobile ? '0' : nothing}
      @scrollend=${track.onScrollEnd}
      @scroll=${track.onScroll}
    >
      ${slidesTemplate(host, view)}
    </div>
    <div
      part="meta"
      id="meta"
      class="meta"
      ?hidden=${mobile && !input.captionShown}
      @pointerdown=${track.onCaptionPress}
      @pointerup=${track.onCaptionRelease}
      @pointercancel=${track.onCaptionRelease}
    >
      <h2 part="title" id="title" class=${title ? nothing : 'visually-hidden'}>${title || t(text, 'lightbox.untitled', { n, total })}</h2>
      ${description ? html`<p part="description">${description}</p>` : nothing}
      ${
        link
          ? html`<a part="click-through" href=${link} target=${view.newWindow ? '_blank' : nothing} rel=${view.newWindow ? 'noopener' : nothing}
            >${t(text, 'lightbox.clickThrough')}</a
          >`
          : nothing
      }
    </div>
    <p part="counter" class="counter" aria-live="polite">${t(text, 'lightbox.counter', { n, total })}</p>
    ${
      mobile
        ? html`<button
          part="button caption-toggle"
          class="caption-toggle"
          type="button"
          aria-expanded=${input.captionShown ? 'true' : 'false'}
          aria-controls="meta"
          @click=${input.onCaptionToggle}
        >
          ${t(text, input.captionShown ? 'lightbox.hideCaption' : 'lightbox.showCaption')}
        </button>`
        : nothing
    }
    ${total > 1 ? [button('previous', t(text, 'lightbox.previous')), button('next', t(text, 'lightbox.next'))] : nothing}
    <button part="button close-button" class="close" type="button" aria-label=${t(text, 'lightbox.close')} @click=${input.onClose}>
      ${GLYPHS.close}
    </button>
  </dialog>`;
}

/** Every item has its box, in order (each box stays its item's: no keyed rendering),
 * with content for the current item, its neighbours (preloaded) and the one fading out.
 * Desktop stacks them and shows the current one; mobile puts them on a scroll track. */
function slidesTemplate(host: SsLightbox, view: DialogView): unknown {
  const current = host.currentIndex;
  const leaving = view.fades.leaving;
  const near = neighbours(current, host.count, host.looping);
  return Array.from({ length: host.count }, (_, i) => {
    const close = near.includes(i) || i === leaving;
    const state = i === current ? 'current' : i === leaving ? 'leaving' : close ? 'near' : '';
    return html`<div part="slide" class="slide ${state}" data-index=${i} ?inert=${i !== current} aria-hidden=${i === current ? nothing : 'true'}>
      ${close ? contentTemplate(host, view, i) : nothing}
    </div>`;
  });
}

/** An item's image, or its video once the opening has ended (else its poster). The ratio
 * goes in through the style property (CSSOM): a strict CSP refuses style attributes. */
function contentTemplate(host: SsLightbox, view: DialogView, index: number): TemplateResult | typeof nothing {
  const item = host.itemAt(index);
  if (!item) return nothing;
  const c = item.content;
  // A 3:2 box until an image of unknown size arrives.
  const style = `--ratio: ${c.width ? c.width / c.height : 1.5}`;
  if (c.type === 'video' && index === host.currentIndex && view.fades.ready) {
    const node = view.videos.of(index, item);
    if (node) return html`<div part="video" class="content video" .style=${style}>${node}</div>`;
  }
  if (!c.src) return html`<div part="video" class="content video" .style=${style}></div>`;
  return html`<img
    part="image"
    class="content"
    data-src=${c.src}
    data-image-dimensions=${c.width ? `${c.width}x${c.height}` : nothing}
    ?data-ratio=${!!c.width}
    alt=${c.alt || item.meta.title}
    .style=${style}
    @load=${takeNaturalRatio}
  />`;
}
