// The Pinterest Save button from the keyboard (spec 001 §3 "Site context"
// pinterestOverlayOptions; how the keyboard reaches it is ours). An image that no link, button
// or [tabindex] holds cannot take focus, and the pointer's button (services/
// pinterest-overlay.ts) shows only over an image under the pointer or after a focused link.
// So each block with such images gets one Save stop in tab order, right after the image it
// saves, shown over that image only while it has focus (WAI-ARIA's roving tab stop). The
// arrow keys move it to the block's previous or next such image, and tab order and a screen
// reader's reading move with it: a gallery of a thousand images is one tab stop, not a
// thousand. Fetched by the overlay with the first key press; the stops are made then, and on
// each Tab for blocks that came since.
import { FOCUSABLE, pinnable, PIN_BLOCKS, PIN_SAVABLE } from '../../model/pinterest.js';

/** The keys that move a block's stop to its previous or next image. */
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Whether img, drawn as it is now, may be saved: shown, large enough, a web address. */
function pinnableNow(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect();
  const shown = img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  return shown && pinnable(box.width, box.height, img.currentSrc || img.src);
}

/** The images of block a stop may save, in the order of the page. An image whose parent lays
 * out its own children (a block element's light DOM: an <ss-gallery> of bare images) gets no
 * stop beside it, as the pointer's button does not: it would become one of them. */
const savable = (block: Element) =>
  [...block.querySelectorAll<HTMLImageElement>(PIN_SAVABLE)].filter(
    (img) => !img.closest(FOCUSABLE) && !img.parentElement?.shadowRoot && pinnableNow(img),
  );

/** Makes and moves the stops; `pointer` is the pointer's button (it may sit between an image
 * and its stop), `make` a new stop saving img, `show` puts a stop over img, saving it.
 * Returns the function that takes them away. */
export function startPinterestKeys(
  doc: Document,
  pointer: HTMLElement,
  make: (img: HTMLImageElement) => HTMLElement,
  show: (stop: HTMLElement, img: HTMLImageElement) => void,
): () => void {
  /** Each stop and its block. */
  const stops = new Map<Element, Element>();
  const imageOf = (stop: Element) => {
    const before = stop.previousElementSibling;
    return (before === pointer ? pointer.previousElementSibling : before) as HTMLImageElement;
  };
  const made = new WeakSet<Element>();
  const makeStops = () => {
    for (const block of doc.querySelectorAll(PIN_BLOCKS)) {
      if (made.has(block) || block.parentElement?.closest(PIN_BLOCKS)) continue;
      const img = savable(block)[0];
      if (!img) continue;
      made.add(block);
      const stop = make(img);
      img.after(stop);
      stops.set(stop, block);
    }
  };
  const focusIn = (e: FocusEvent) => {
    const stop = e.target as HTMLElement;
    if (stops.has(stop)) show(stop, imageOf(stop));
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') makeStops();
    const stop = e.target as HTMLElement;
    const block = stops.get(stop);
    let step = ARROWS[e.key];
    if (!block || !step || e.altKey || e.ctrlKey || e.metaKey) return;
    // Right to left, the left arrow goes on to the next image, as reading does.
    if (/Left|Right/.test(e.key) && getComputedStyle(stop).direction === 'rtl') step = -step;
    const list = savable(block);
    const img = list[list.indexOf(imageOf(stop)) + step];
    if (!img) return;
    e.preventDefault();
    // Moving drops focus, which it takes back at once (and is then shown by focusIn).
    img.after(stop);
    stop.shadowRoot!.querySelector('a')!.focus({ preventScroll: true });
    img.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const replace = () => {
    const stop = doc.activeElement as HTMLElement;
    if (stops.has(stop)) show(stop, imageOf(stop));
  };

  makeStops();
  doc.addEventListener('focusin', focusIn);
  doc.addEventListener('keydown', onKey);
  addEventListener('resize', replace);
  return () => {
    doc.removeEventListener('focusin', focusIn);
    doc.removeEventListener('keydown', onKey);
    removeEventListener('resize', replace);
    for (const stop of stops.keys()) stop.remove();
  };
}
