export const TRACE_CATEGORIES: string[];
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  args?: Record<string, unknown>;
}
export function startTrace(cdp: unknown): Promise<() => Promise<TraceEvent[]>>;
export function countFrames(events: readonly TraceEvent[]): { presented: number; partial: number; dropped: number; late: number };
