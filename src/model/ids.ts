// Random ids for what is sent (the server de-duplicates by them) and for visitors.

/** A random id: a UUID where the browser has them (secure pages), else time and randomness. */
export const newId = (): string =>
  crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
