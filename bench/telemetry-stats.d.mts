export const LONG_TASK_MS: number;
export interface Frame {
  startTime: number;
  duration: number;
  renderStart?: number;
  styleAndLayoutStart?: number;
  scripts?: readonly { sourceURL?: string; duration: number }[];
}
export function blocking(
  spans: readonly (readonly [number, number])[],
  window?: { from?: number; to?: number },
): { count: number; total: number; tbt: number };
export function attribute(task: readonly [number, number], frames: readonly Frame[], origin?: string): { source: string; ms: number }[];
export function beyond<E extends { name: string }>(
  entries: readonly E[],
  baseline: ReadonlySet<string>,
  always?: (path: string) => boolean,
): E[];
export function pathOf(url: string): string;
