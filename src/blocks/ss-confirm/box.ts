// The confirmation box on the page: its size and place (spec 001 §5, §9 "Dialogs"), and what
// counts as a click on the overlay around it (spec 001 §4).
import { placement, type ConfirmPosition } from './options.js';

/** The box's width and padding as custom properties its CSS reads: written here rather than
 * by a style directive, which every page's shared chunk would carry. Ours: a width or padding
 * below 0 is 0. */
export function sizeBox(box: HTMLElement, width: number, padding: number): void {
  box.style.setProperty('--_width', `${Math.max(0, width)}px`);
  box.style.setProperty('--_padding', `${Math.max(0, padding)}px`);
}

/** Places the box where `position` says for the current viewport; without one, its CSS does. */
export function placeBox(box: HTMLElement, position: ConfirmPosition | undefined): void {
  box.classList.toggle('placed', !!position);
  if (!position) return;
  const doc = document.documentElement;
  const viewport = { width: doc.clientWidth, height: doc.clientHeight };
  const size = { width: box.offsetWidth, height: box.offsetHeight };
  const at = placement(position(box, viewport), size, viewport);
  box.style.setProperty('--_top', `${at.top}px`);
  box.style.setProperty('--_left', `${at.left}px`);
}

/** A click on the overlay around a `<dialog>` box (its listener's target). The dialog itself
 * is the target both on its backdrop and in its padding: only a point outside its box is the
 * overlay. A click from the keyboard (no pointer position) is a button's, never the overlay's. */
export function onOverlay(e: MouseEvent): boolean {
  const box = e.currentTarget as HTMLElement;
  if (e.target !== box || e.detail === 0) return false;
  const r = box.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}
