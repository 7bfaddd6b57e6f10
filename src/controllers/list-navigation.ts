// Where a navigation key moves focus in a one-dimensional list of headers or tabs (WAI-ARIA
// APG accordion and tabs keyboard interaction). `navigate` is pure, so vitest covers it
// without a DOM.

export interface ListKeys {
  readonly next: string;
  readonly previous: string;
}

export const VERTICAL: ListKeys = { next: 'ArrowDown', previous: 'ArrowUp' };
export const HORIZONTAL: ListKeys = { next: 'ArrowRight', previous: 'ArrowLeft' };
/** Right-to-left text swaps what Left and Right mean (APG tabs, "right-to-left languages"). */
export const HORIZONTAL_RTL: ListKeys = { next: 'ArrowLeft', previous: 'ArrowRight' };

/** The index `key` moves to from `index` in a list of `count` items, wrapping at both ends;
 * undefined when `key` is not a navigation key or the list is empty. */
export function navigate(key: string, index: number, count: number, keys: ListKeys): number | undefined {
  if (count < 1) return undefined;
  if (key === keys.next) return (index + 1) % count;
  if (key === keys.previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Handles a navigation key pressed on one of `items`: moves focus to where `navigate`
 * says, consumes the key and returns the index focused. Keys pressed elsewhere (inside a
 * panel) are left alone (undefined). */
export function moveFocus(e: KeyboardEvent, items: readonly HTMLElement[], keys: ListKeys): number | undefined {
  const index = items.indexOf(e.target as HTMLElement);
  const to = index < 0 ? undefined : navigate(e.key, index, items.length, keys);
  if (to === undefined) return undefined;
  e.preventDefault();
  items[to].focus();
  return to;
}
