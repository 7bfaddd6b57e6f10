// A chunk load error (spec 001 §8 "Chunk load failure is reported as a chunk load error with
// type (timeout or missing) and the address"; §7 "lazy chunks … with a 120 s load timeout"):
// one shape for the autoloader's element modules and the page's lazy rollups. The
// autoloader builds its own (it can share no module at run time: its classic variant has no
// import) with this type; a test holds its timeout to this one.

/** How long a lazy chunk may take to load (spec 001 §7, §9 "Chunk load timeout 120 s"). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** `timeout`: it took over 120 s; `missing`: it was refused or not found. */
export type ChunkFailure = 'timeout' | 'missing';

/** A chunk that did not load: its error's name is `ChunkLoadError`, with the type and address. */
export interface ChunkLoadError extends Error {
  type: ChunkFailure;
  url: string;
}

/** A chunk load error for `url`, with the console's message. */
export const chunkLoadError = (type: ChunkFailure, url: string, message: string): ChunkLoadError =>
  Object.assign(new Error(message), { name: 'ChunkLoadError', type, url } as const);
