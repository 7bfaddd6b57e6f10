// Where a navigation key moves focus in a one-dimensional list of headers or tabs (WAI-ARIA
// APG accordion and tabs keyboard interaction). Pure, so vitest covers it without a DOM.

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
