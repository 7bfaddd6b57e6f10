// The confirmation widget's rules as plain data and functions (spec 001 §4 "Confirmation
// widget", §5, §9 "Dialogs"): no DOM, so vitest tests them.
import { t } from '../../i18n/translator.js';
import { dialog } from '../../i18n/en/dialog.js';

/** spec 001 §4: the styles by their numeric id 0–3. */
export const CONFIRM_STYLES = ['confirm-or-reject', 'confirm-or-cancel', 'confirm-only', 'no-buttons'] as const;
export type ConfirmStyle = (typeof CONFIRM_STYLES)[number];

/** spec 001 §9 "Dialogs": default width 350, padding 20, hide fallback 600 ms, information
 * toast 2000 ms; 000 §9 "Scaling to 0.94 on scalable hide". */
export const DEFAULT_WIDTH = 350;
export const DEFAULT_PADDING = 20;
export const HIDE_FALLBACK_MS = 600;
export const INFORMATION_MS = 2000;
export const HIDE_SCALE = 0.94;
/** spec 000 §9 "Edge margin 20 px": a toast's distance from the viewport's edges (ours: the
 * same between stacked toasts is 10 px). */
export const EDGE_MARGIN = 20;
export const TOAST_GAP = 10;

/** What the widget reports: a button's answer, or cancel (Escape, a click on the overlay, the
 * Cancel button). */
export type ConfirmResult = 'confirm' | 'reject' | 'cancel';

/** A style by name (`confirm-only`, any case; also camelCase `confirmOnly`) or by id 0–3
 * (number or numeric text); undefined for anything else. */
export function confirmStyle(raw: unknown): ConfirmStyle | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? CONFIRM_STYLES[raw] : undefined;
  if (typeof raw !== 'string') return undefined;
  const s = raw.trim();
  if (/^\d$/.test(s)) return CONFIRM_STYLES[Number(s)];
  const name = s
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return (CONFIRM_STYLES as readonly string[]).includes(name) ? (name as ConfirmStyle) : undefined;
}

/** The buttons of a style, in their visual order (the answer first). */
export function buttonsOf(style: ConfirmStyle): ConfirmResult[] {
  return style === 'confirm-or-reject'
    ? ['confirm', 'reject']
    : style === 'confirm-or-cancel'
      ? ['confirm', 'cancel']
      : style === 'confirm-only'
        ? ['confirm']
        : [];
}

/** The least destructive answer, where focus goes on opening (WAI-ARIA APG "Alert and
 * Message Dialogs"): reject, cancel, or the one button. */
export function leastDestructive(style: ConfirmStyle): ConfirmResult | undefined {
  const buttons = buttonsOf(style);
  return buttons[buttons.length - 1];
}

/** The style is modal (an alertdialog); no buttons is the information toast. */
export const isModal = (style: ConfirmStyle): boolean => style !== 'no-buttons';

/** Where the box goes, in viewport pixels. */
export interface ConfirmPlacement {
  top: number;
  left: number;
}
/** The viewport's size the placement is for. */
export interface ConfirmViewport {
  width: number;
  height: number;
}
/** spec 001 §5: a confirmation's position is a function. It gets the box (measure it with
 * `offsetWidth` and `offsetHeight`: its entry animation may be scaling it) and the viewport's
 * size, and returns the box's top left corner in viewport pixels. */
export type ConfirmPosition = (box: HTMLElement, viewport: ConfirmViewport) => ConfirmPlacement;

const describe = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v);
  try {
    return (typeof v === 'object' && v !== null && JSON.stringify(v)) || String(v);
  } catch {
    return String(v);
  }
};

/** spec 001 §5: a position that is not a function (or undefined, for the default) throws. */
export function checkPosition(value: unknown): ConfirmPosition | undefined {
  if (value === undefined || value === null || typeof value === 'function') return (value ?? undefined) as ConfirmPosition | undefined;
  throw new TypeError(t(dialog, 'dialog.positionNotFunction', { given: describe(value) }));
}

/** spec 001 §5: a padding that is not a number throws (NaN and ±Infinity are not numbers of
 * pixels either). */
export function checkPadding(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new TypeError(t(dialog, 'dialog.paddingNotNumber', { given: describe(value) }));
}

/** What a position function returned, made safe to apply: finite numbers, else the centre. */
export function placement(p: unknown, box: { width: number; height: number }, viewport: ConfirmViewport): ConfirmPlacement {
  const o = (p ?? {}) as Partial<ConfirmPlacement>;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    top: num(o.top, Math.max(0, (viewport.height - box.height) / 2)),
    left: num(o.left, Math.max(0, (viewport.width - box.width) / 2)),
  };
}

/** The offsets of stacked toasts from the first one's place: each below the ones before it. */
export function stackOffsets(heights: readonly number[], gap = TOAST_GAP): number[] {
  let y = 0;
  return heights.map((h) => {
    const at = y;
    y += h + gap;
    return at;
  });
}
