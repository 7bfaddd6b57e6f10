// Types for TypeScript callers (tests, tooling) of the plain-JavaScript reference server.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StoredRecord {
  id: number;
  /** ISO time the request was answered. */
  time: string;
  method: string;
  path: string;
  /** Route pattern, e.g. `/api/census/RecordQuickView/{id}`; the path when unknown. */
  route: string;
  query: Record<string, string | string[]>;
  /** content-type, x-csrf-token, x-xsrf-token when sent. */
  headers: Record<string, string>;
  cookieCrumb: string | null;
  crumb?: { sent: string | null; via: 'query' | 'header' | 'body' | null; matches: boolean };
  bodyType?: 'none' | 'json' | 'form' | 'multipart' | 'text' | 'binary';
  body?: unknown;
  bodyError?: string;
  /** JSON strings inside the body (form, data, widgetJSON), decoded. */
  decoded?: unknown;
  fault?: {
    source?: 'query';
    id?: number;
    status?: number;
    json?: unknown;
    delay?: number;
    crumbFail?: boolean;
    malformed?: boolean;
    drop?: 'before' | 'after';
  };
  status: number;
  ms: number;
  /** Whatever else a caller of store.add() stored. */
  [key: string]: unknown;
}

export interface Store {
  readonly logPath: string;
  readonly count: number;
  add(data: Record<string, unknown>): StoredRecord;
  list(query?: { path?: string | null; limit?: number }): StoredRecord[];
  clear(): void;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  keys(prefix: string): string[];
  compact(): void;
}

export interface Fault {
  id: number;
  path: string;
  /** Only for requests whose Referer contains this. */
  referer?: string;
  status?: number;
  delay?: number;
  crumbFail?: boolean;
  malformed?: boolean;
  /** The body a `status` answers with. */
  json?: unknown;
  /** 'before': no answer, the request unhandled; 'after': handled, the answer lost. */
  drop?: 'before' | 'after';
  times: number | null;
  used: number;
}

export interface App {
  /** True for /api/..., /__ss/... and the checkout pages (and everything when serving static files). */
  handles(pathname: string): boolean;
  /** A plain node http handler. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  store: Store;
  faults: {
    add(input: unknown): { fault?: Fault; error?: string };
    clear(path?: string, referer?: string): number;
    list(): Fault[];
  };
  /** Releases pending injected delays. */
  close(): void;
}

export function createApp(options: {
  dataDir: string;
  serveStatic?: boolean;
  rootDir?: string;
  /** SaveFormSubmission's limit per visitor and form (default 5 saves a minute). */
  formRateLimit?: { max: number; windowMs: number };
}): App;
