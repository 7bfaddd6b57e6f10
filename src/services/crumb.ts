// The crumb (spec 001 §7 "Generic data layer"): the anti-forgery token the server keeps in
// the `crumb` cookie and expects back as a `crumb` query parameter on every data call.
// Plain functions over `document.cookie`, so the form block can send it as a header too.

/** The cookie (and query parameter) name. */
export const CRUMB = 'crumb';

/** The value of cookie `name` in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The page's crumb, or undefined when it has none (or there is no document). */
export function readCrumb(doc: Document | undefined = globalThis.document): string | undefined {
  return doc ? readCookie(doc.cookie, CRUMB) || undefined : undefined;
}

/** Stores a new crumb in the cookie. True only when cookies work: the browser says they are
 * enabled and the written value reads back (spec: "one retry ... if cookies work"). */
export function storeCrumb(value: string, doc: Document | undefined = globalThis.document): boolean {
  if (!value || !doc || !globalThis.navigator?.cookieEnabled) return false;
  // Only characters a cookie value cannot hold are escaped, so the server sees its own token.
  doc.cookie = `${CRUMB}=${value.replace(/[\s",;\\%]/g, encodeURIComponent)}; path=/; SameSite=Lax`;
  return readCrumb(doc) === value;
}

/** `url` with its `crumb` query parameter set (other parameters kept); unchanged when
 * there is no crumb. */
export function withCrumb(url: URL, crumb: string | undefined): URL {
  const out = new URL(url);
  if (crumb) out.searchParams.set(CRUMB, crumb);
  return out;
}
