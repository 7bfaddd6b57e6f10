// The Pinterest overlay (spec 001 §3 "Site context" websiteSettings.pinterestOverlayOptions
// "with a mode"; the modes are ours, model/pinterest.ts): while the pointer is on a content
// image, or the link holding it has focus, a Save button sits in the image's top start
// corner; an image that nothing focusable holds is reached by its block's keyboard stop
// (chrome/pinterest-keys.ts). The button is a plain link to Pinterest's "create a pin" page
// for the image, opened in a new window: nothing of Pinterest's is loaded into the page, so nothing tracks a visitor
// who does not press it, and no consent is asked for (services/consent.ts governs what the
// page itself stores and sends). Fetched by the page's start (services/chrome.ts) only
// when the mode shows the button.
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { pinterest as text } from '../i18n/en/pinterest.js';
import { FOCUSABLE, pinnable, pinterestMode, pinterestOn, pinUrl, PIN_BLOCKS, PIN_SAVABLE, PINTEREST_MODES } from '../model/pinterest.js';
import { element, reportUnexpected, shadowHost } from './chrome/dom.js';

/** The images that may be saved: those of image and gallery blocks (classic wrappers by
 * class or type code, spec real markup: image 5, gallery 8, and the gallery element), unless
 * marked `data-pin-nopin` or `nopin` (Pinterest's own opt-out). */
export const PINNABLE_IMAGES = `:is(${PIN_BLOCKS}) ${PIN_SAVABLE}`;

const CSS = `
:host{position:absolute;z-index:2;display:block}
a{display:inline-flex;align-items:center;min-height:32px;padding:0 12px;border-radius:16px;background:#e60023;color:#fff;font:700 14px/1 system-ui,sans-serif;text-decoration:none;box-shadow:0 1px 4px rgb(0 0 0 / .3)}
a:hover{background:#ad081b}
a:focus-visible{outline:2px solid #fff;outline-offset:2px;box-shadow:0 0 0 5px #111}
@media (prefers-reduced-motion:no-preference){a{animation:appear .15s ease-out}}
@keyframes appear{from{opacity:0}}
@media print{:host{display:none}}
:host([data-ss-pinterest=key]:not(:focus-within)){clip-path:inset(50%);width:1px;height:1px;overflow:hidden}
`;

/** ours: the button's distance from the image's edges, CSS px. */
const INSET = 8;

/** Puts host (placed in the page) over img's top start corner, INSET px in. */
function place(host: HTMLElement, img: HTMLImageElement, box = img.getBoundingClientRect()): void {
  // Placed at 0, then moved by what is left: right whatever box it is positioned in.
  Object.assign(host.style, { left: '0px', top: '0px' });
  const at = host.getBoundingClientRect();
  const rtl = getComputedStyle(img).direction === 'rtl';
  const left = rtl ? box.right - INSET - at.width : box.left + INSET;
  Object.assign(host.style, { left: `${left - at.left}px`, top: `${box.top + INSET - at.top}px` });
}

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
  const target = (a: HTMLAnchorElement, img: HTMLImageElement, media = img.currentSrc || img.src) =>
    a.setAttribute('href', pinUrl({ url: doc.URL.split('#')[0]!, media, description: img.alt.trim() || doc.title }));
  /** A Save button's host and link; a keyboard stop's (`key`) saves img from the start. */
  const button = (kind: string, img?: HTMLImageElement): [HTMLElement, HTMLAnchorElement] => {
    const a = element('a', { part: 'save', target: '_blank', rel: 'noopener noreferrer', 'aria-label': t(text, 'pinterest.saveLabel') });
    a.textContent = t(text, 'pinterest.save');
    if (img) target(a, img);
    return [shadowHost('span', { 'data-ss-pinterest': kind }, CSS, a), a];
  };
  const [host, link] = button('');
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
    target(link, img, media);
    if (host.previousElementSibling !== anchor) anchor.after(host);
    place(host, img, box);
  };

  const imageIn = (target: EventTarget | null): HTMLImageElement | null =>
    target instanceof Element
      ? target.matches(PINNABLE_IMAGES)
        ? (target as HTMLImageElement)
        : target.querySelector<HTMLImageElement>(PINNABLE_IMAGES)
      : null;
  const anchorOf = (img: HTMLImageElement): Element => img.parentElement?.closest(FOCUSABLE) ?? img;
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
  // An image that nothing focusable holds is reached by its block's keyboard stop
  // (chrome/pinterest-keys.ts), fetched with the first key press: a visitor who never uses
  // the keyboard loads none of it.
  let keys: (() => void) | undefined;
  const loadKeys = () =>
    void import('./chrome/pinterest-keys.js').then((m) => {
      if (current === overlay)
        keys = m.startPinterestKeys(
          doc,
          host,
          (img) => button('key', img)[0],
          (stop, img) => {
            target(stop.shadowRoot!.querySelector('a')!, img);
            place(stop, img);
          },
        );
    });

  doc.addEventListener('pointerover', over);
  doc.addEventListener('pointerout', out);
  doc.addEventListener('focusin', focusIn);
  doc.addEventListener('keydown', loadKeys, { once: true });
  addEventListener('resize', replace);

  const overlay: PinterestOverlay = {
    host,
    get image() {
      return image;
    },
    stop() {
      doc.removeEventListener('pointerover', over);
      doc.removeEventListener('pointerout', out);
      doc.removeEventListener('focusin', focusIn);
      doc.removeEventListener('keydown', loadKeys);
      keys?.();
      removeEventListener('resize', replace);
      hide();
      current = undefined;
    },
  };
  return (current = overlay);
}
