/** True for a JSON object (not null, not an array): what a data contract reads fields from. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
