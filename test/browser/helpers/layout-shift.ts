// Cumulative layout shift as the browser scores it (PerformanceObserver 'layout-shift'),
// for the zero-shift rules: upgrade of server-rendered markup, images arriving.
import { nextFrame } from '@open-wc/testing';

interface LayoutShift extends PerformanceEntry {
  value: number;
}

/** Starts recording; `stop()` returns the sum of every shift since, records included. */
export function recordShifts(): { stop(): number } {
  const entries: LayoutShift[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])));
  observer.observe({ type: 'layout-shift' });
  return {
    stop() {
      entries.push(...(observer.takeRecords() as LayoutShift[]));
      observer.disconnect();
      return entries.reduce((sum, e) => sum + e.value, 0);
    },
  };
}

/** Sum of layout-shift scores from just before `fn` to two frames after it. */
export async function shiftAround(fn: () => unknown): Promise<number> {
  const shifts = recordShifts();
  await fn();
  await nextFrame();
  await nextFrame();
  return shifts.stop();
}
