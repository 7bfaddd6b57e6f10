// The Pinterest overlay (spec 001 §3 "Site context" websiteSettings.pinterestOverlayOptions
// "with a mode"; the modes are ours, model/pinterest.ts): while the pointer is on a content
// image, or the link holding it has focus, a Save button sits in the image's top start
// corner. It is a plain link to Pinterest's "create a pin" page for the image, opened in a
// new window: nothing of Pinterest's is loaded into the page, so nothing tracks a visitor
// who does not press it, and no consent is asked for (services/consent.ts governs what the
// page itself stores and sends). Fetched by the page's start (services/chrome.ts) only
// when the mode shows the button.
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { pinterest as text } from '../i18n/en/pinterest.js';
import { pinnable, pinterestMode, pinterestOn, pinUrl, PINTEREST_MODES } from '../model/pinterest.js';
import { element, reportUnexpected, shadowHost } from './chrome/dom.js';

/** The images that may be saved: those of image and gallery blocks (classic wrappers by
 * class or type code, spec real markup: image 5, gallery 8, and the gallery element), unless
 * marked `data-pin-nopin` or `nopin` (Pinterest's own opt-out). */
export const PINNABLE_IMAGES =
  ':is(.image-block,.gallery-block,[data-block-type="5"],[data-block-type="8"],ss-gallery) img:not([data-pin-nopin],[nopin])';

const CSS = `
:host{position:absolute;z-index:2;display:block}
a{display:inline-flex;align-items:center;min-height:32px;padding:0 12px;border-radius:16px;background:#e60023;color:#fff;font:700 14px/1 system-ui,sans-serif;text-decoration:none;box-shadow:0 1px 4px rgb(0 0 0 / .3)}
a:hover{background:#ad081b}
a:focus-visible{outline:2px solid #fff;outline-offset:2px;box-shadow:0 0 0 5px #111}
@media (prefers-reduced-motion:no-preference){a{animation:appear .15s ease-out}}
@keyframes appear{from{opacity:0}}
@media print{:host{display:none}}
`;

/** ours: the button's distance from the image's edges, CSS px. */
const INSET = 8;

export interface PinterestOverlay {
  /** The Save button's host, in the page while it shows. */
  readonly host: HTMLElement;
  /** The image the button is over now. */
  readonly image: HTMLImageElement | undefined;
  /** Stops showing the button. */
  stop(): void;
}

let current: PinterestOverlay | undefined;

/** Shows a Save button over the page's content images on hover and focus (once per page)
 * when the site context's mode asks for it; a mode that is not one is reported. */
export function startPinterestOverlay(doc: Document = document): PinterestOverlay | undefined {
  if (current) return current;
  const raw = (siteContext().websiteSettings?.pinterestOverlayOptions as { mode?: unknown } | undefined)?.mode;
  const mode = pinterestMode(raw);
  if (raw !== undefined && !mode) reportUnexpected('websiteSettings.pinterestOverlayOptions.mode', raw, PINTEREST_MODES.join(', '));
  if (!pinterestOn(mode)) return undefined;
  const link = element('a', { part: 'save', target: '_blank', rel: 'noopener noreferrer', 'aria-label': t(text, 'pinterest.saveLabel') });
  link.textContent = t(text, 'pinterest.save');
  const host = shadowHost('span', { 'data-ss-pinterest': '' }, CSS, link);
  let image: HTMLImageElement | undefined;

  const hide = () => {
    image = undefined;
    host.remove();
  };

  /** Puts the button after `anchor` (in tab order just after the image's link) over img. */
  const show = (img: HTMLImageElement, anchor: Element) => {
    const media = img.currentSrc || img.src;
    const box = img.getBoundingClientRect();
    // A parent that lays out its own children (a block element's light DOM) is left alone.
    const parent = anchor.parentElement;
    if (!parent || parent.shadowRoot || !pinnable(box.width, box.height, media)) return;
    image = img;
    link.setAttribute('href', pinUrl({ url: doc.URL.split('#')[0]!, media, description: img.alt.trim() || doc.title }));
    if (host.previousElementSibling !== anchor) anchor.after(host);
    // Placed at 0, then moved by what is left: right whatever box it is positioned in.
    Object.assign(host.style, { left: '0px', top: '0px' });
    const at = host.getBoundingClientRect();
    const rtl = getComputedStyle(img).direction === 'rtl';
    const left = rtl ? box.right - INSET - at.width : box.left + INSET;
    Object.assign(host.style, { left: `${left - at.left}px`, top: `${box.top + INSET - at.top}px` });
  };

  const imageIn = (target: EventTarget | null): HTMLImageElement | null =>
    target instanceof Element
      ? target.matches(PINNABLE_IMAGES)
        ? (target as HTMLImageElement)
        : target.querySelector<HTMLImageElement>(PINNABLE_IMAGES)
      : null;
  const anchorOf = (img: HTMLImageElement): Element => img.parentElement?.closest('a,button,[tabindex]') ?? img;
  const within = (node: EventTarget | null) =>
    node instanceof Node && (node === host || (!!image && (node === image || anchorOf(image).contains(node))));

  const over = (e: PointerEvent) => {
    const target = e.target as Element;
    if (target instanceof HTMLImageElement && target.matches(PINNABLE_IMAGES)) show(target, anchorOf(target));
  };
  const out = (e: PointerEvent) => {
    if (image && !within(e.relatedTarget) && !host.contains(doc.activeElement) && doc.activeElement !== host) hide();
  };
  const focusIn = (e: FocusEvent) => {
    if (e.target === host) return;
    const img = imageIn(e.target);
    if (img && anchorOf(img) === e.target) show(img, e.target as Element);
    else if (image) hide();
  };
  const replace = () => image && show(image, anchorOf(image));

  doc.addEventListener('pointerover', over);
  doc.addEventListener('pointerout', out);
  doc.addEventListener('focusin', focusIn);
  addEventListener('resize', replace);

  return (current = {
    host,
    get image() {
      return image;
    },
    stop() {
      doc.removeEventListener('pointerover', over);
      doc.removeEventListener('pointerout', out);
      doc.removeEventListener('focusin', focusIn);
      removeEventListener('resize', replace);
      hide();
      current = undefined;
    },
  });
}
