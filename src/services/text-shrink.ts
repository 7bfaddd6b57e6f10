// Text shrink (spec 001 §5 "The text-shrink helper never goes below font size 11"; §9 "Font
// minimum 11 for text shrink. Font size minimum threshold 13 px", "Resize debounce 100 ms"):
// a headline too long for its box gets a smaller font size, down to 11 px, and is fitted
// again when its box changes width. `shrinkText(el)` for one element; the page's start (and
// `shrinkAll()`) fits every element marked `data-text-shrink`.
import { textShrink as text } from '../i18n/en/text-shrink.js';
import { t } from '../i18n/translator.js';
import { fitFontSize, TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from '../model/text-shrink.js';

export { TEXT_SHRINK_MIN_PX, TEXT_SHRINK_THRESHOLD_PX } from '../model/text-shrink.js';

/**
 * What "fits" means:
 * - `box` (default): nothing overflows the element's box: no word is wider than it, and,
 *   when its height is limited (a `height` or `max-height` in CSS), the lines are not taller
 *   than it. A box whose height follows its text only has the width to fit.
 * - `line`: the text is one line (it is kept from wrapping) as wide as the box at most.
 */
export type TextShrinkMode = 'box' | 'line';

export interface TextShrink {
  /** The font size the text has now (px). */
  readonly size: number;
  /** Fits the text again now (after changing it, say). */
  refit(): void;
  /** Stops re-fitting and gives the element back its own font size and wrapping. */
  stop(): void;
}

const MODES: readonly string[] = ['', 'box', 'line'];

/** The mode a `data-text-shrink` value names; an unknown value is reported and `box` used. */
export function textShrinkMode(value: string | null | undefined): TextShrinkMode {
  const v = (value ?? '').trim();
  if (!MODES.includes(v)) console.warn(t(text, 'textShrink.unknownMode', { value: v }));
  return v === 'line' ? 'line' : 'box';
}

/**
 * Reduces el's font size until its text fits (see `TextShrinkMode`), never below 11 px, and
 * does nothing for text at or below 13 px. Fitted again 100 ms after its width last changed,
 * and once the page's web fonts have loaded (they change the text's width). The element must
 * be a box whose width does not follow its text (a block-level heading, not an inline span).
 */
export function shrinkText(el: HTMLElement, mode: TextShrinkMode = textShrinkMode(el.dataset.textShrink)): TextShrink {
  const own = { fontSize: el.style.fontSize, whiteSpace: el.style.whiteSpace };
  let size = 0;
  let width = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const fits = (px: number): boolean => {
    el.style.fontSize = `${px}px`;
    return el.scrollWidth <= el.clientWidth && (mode === 'line' || el.scrollHeight <= el.clientHeight);
  };

  const refit = (): void => {
    if (stopped) return;
    el.style.fontSize = own.fontSize;
    el.style.whiteSpace = own.whiteSpace;
    const start = parseFloat(getComputedStyle(el).fontSize);
    width = el.clientWidth;
    size = start;
    if (!width) return;
    if (mode === 'line') el.style.whiteSpace = 'nowrap';
    size = fitFontSize(start, fits);
    // Text that fits at its own size (or is at most 13 px) keeps its own size and wrapping.
    if (size === start) Object.assign(el.style, own);
    else el.style.fontSize = `${size}px`;
  };

  // Only a change of width re-fits: the font size changes the height of a box that follows
  // its text, which must not start another fit.
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          if (el.clientWidth === width) return;
          clearTimeout(timer);
          timer = setTimeout(refit, TEXT_SHRINK_RESIZE_DEBOUNCE_MS);
        });

  refit();
  observer?.observe(el);
  // Web fonts still on their way change the text's width when they come.
  if (document.fonts?.status === 'loading') {
    void document.fonts.ready.then(() => {
      if (!stopped) refit();
    });
  }

  return {
    get size() {
      return size;
    },
    refit,
    stop() {
      stopped = true;
      clearTimeout(timer);
      observer?.disconnect();
      el.style.fontSize = own.fontSize;
      el.style.whiteSpace = own.whiteSpace;
    },
  };
}

const fitted = new WeakMap<HTMLElement, TextShrink>();

/** Fits every `[data-text-shrink]` element in root (once per element). */
export function shrinkAll(root: ParentNode = document): TextShrink[] {
  return [...root.querySelectorAll<HTMLElement>('[data-text-shrink]')].map((el) => {
    let s = fitted.get(el);
    if (!s) fitted.set(el, (s = shrinkText(el)));
    return s;
  });
}
