// Types for TypeScript callers (tests) of the reference server's telemetry module.
export const MAX_KEPT: number;
export function eventsIn(path: string, body: unknown, query: Record<string, unknown>): { id: string; event: Record<string, unknown> }[];
