// Types for TypeScript callers (tests) of static.mjs.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONTENT_TYPES: Record<string, string>;
/** What `npm start` builds for the demo alone, outside dist/ (which `npm run build` empties). */
export const DEMO_BUILD_DIR: string;
export const EDITOR_BUNDLE: string;
export const DOCS_DIR: string;
/** URL pathname (percent-decoded) → file under rootDir, or null when it is not served. */
export function resolveStatic(rootDir: string, pathname: string): string | null;
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  rootDir: string,
  rawPath: string,
  publishPage?: (html: string) => string,
): Promise<void>;
