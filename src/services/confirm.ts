// The confirmation widget as promises (spec 001 §4 "Confirmation widget"): `await confirm(…)`,
// `alert(title, message)`, `information(title, message)`. Each call creates an <ss-confirm>
// that destroys itself on hide, appends it to the page and resolves with its answer. Services
// never import an element: the element is loaded on the first call, unless already defined,
// by the loader the page offers (services/elements/on-demand.ts), so pages that never ask
// anything never download it.

/** The answer: `confirm`, `reject`, or `cancel` (Cancel, Escape, a click on the overlay). */
export type ConfirmResult = 'confirm' | 'reject' | 'cancel';

/** The widget's style by name, or by its numeric id 0–3 (spec 001 §4). */
export type ConfirmStyleOption = 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons' | 0 | 1 | 2 | 3;

export interface ConfirmOptions {
  /** The title (text), the dialog's accessible name. */
  title?: string;
  /** The message (text, never HTML). */
  message?: string;
  /** Default confirm-or-reject (0). */
  style?: ConfirmStyleOption;
  /** Button texts (defaults: the catalogue's Confirm, Reject, Cancel). */
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
  /** The box's width in px (default 350). */
  width?: number;
  /** The box's padding in px (default 20); spec 001 §5: anything but a number rejects. */
  padding?: number;
  /** Places the box: `(box, viewport) => ({ top, left })`; spec 001 §5: anything but a
   * function rejects. */
  position?: (box: HTMLElement, viewport: { width: number; height: number }) => { top: number; left: number };
  /** Shrinks to 0.94 while it fades out. */
  scalable?: boolean;
}

/** What the service uses of an `<ss-confirm>` (no import of the element, even for types). */
type ConfirmElement = HTMLElement & { heading: string; destroyOnHide: boolean; show(): void };

async function ask(options: ConfirmOptions): Promise<ConfirmResult> {
  if (!globalThis.document) return 'cancel';
  // Without a wait when defined: the widget is in the page as the call returns.
  if (!customElements.get('ss-confirm')) await (await import('./elements/on-demand.js')).elementDefined('ss-confirm');
  const el = document.createElement('ss-confirm') as ConfirmElement;
  const { title, style, ...rest } = options;
  // Set before it is in the page: a position or padding the widget refuses (spec 001 §5)
  // throws here, and the promise rejects with nothing shown.
  Object.assign(el, rest, { heading: title ?? '', destroyOnHide: true });
  // Through the attribute: a style by name or by id is parsed there (a bad one is reported).
  if (style !== undefined) el.setAttribute('confirm-style', String(style));
  return new Promise<ConfirmResult>((resolve) => {
    el.addEventListener('ss-confirm-close', (e) => resolve((e as CustomEvent<{ result: ConfirmResult }>).detail.result), { once: true });
    document.body.append(el);
    el.show();
  });
}

/**
 * Asks, and resolves with the answer. The widget removes itself once hidden.
 *
 * ```js
 * import { confirm } from 'ss-blocks/services/confirm';
 * if ((await confirm({ title: 'Remove item?', message: 'It leaves your cart.', style: 'confirm-or-cancel' })) === 'confirm') remove();
 * ```
 */
export function confirm(options: ConfirmOptions = {}): Promise<ConfirmResult> {
  return ask(options);
}

/** An alert (spec 001 §4): confirm-only, whose one button is 'Okay'. Resolves `confirm`, or
 * `cancel` when dismissed with Escape or a click on the overlay. */
export function alert(title: string, message = ''): Promise<ConfirmResult> {
  return ask({ title, message, style: 'confirm-only' });
}

/** Information (spec 001 §4): a toast at the top right with no buttons; it hides by itself
 * after 2000 ms and resolves `confirm` (`cancel` when dismissed early with Escape). */
export function information(title: string, message = ''): Promise<ConfirmResult> {
  return ask({ title, message, style: 'no-buttons' });
}
