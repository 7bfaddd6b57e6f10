// What the platform accepts as a link, a blog post's URL format and a text filtered for an
// address (spec 001 §8 "Link limits", "Blog URL tokens"; §3 "Text filter modes"). "Under N"
// is a length below N characters, the whole link counted. Ours where the spec is silent:
// which links are which kind (by their scheme; a path from the site's root is internal, a
// protocol-relative `//host` is not), what a mailto address is (a name, `@`, a domain with an
// extension of two letters or more; each of a comma-separated list), and what a slug keeps
// (lowercase letters and digits of any script, accents dropped, every other run a hyphen).

/** The kinds of links with a limit, and the length each must stay under. */
export const LINK_LIMITS = { tel: 50, sms: 1000, mailto: 1000, anchor: 100, ftp: 100, javascript: 250, internal: 150 } as const;
export type LinkKind = keyof typeof LINK_LIMITS;

/** Why a link is refused: too long for its kind, or not the link its kind needs. */
export type LinkProblem = { kind: LinkKind; problem: 'too-long'; limit: number } | { kind: LinkKind; problem: 'malformed' };

/** The kind of a link; undefined for a web address or anything without a limit. */
export function linkKind(href: string): LinkKind | undefined {
  const link = href.trim();
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  return scheme && scheme !== 'anchor' && scheme !== 'internal' && Object.hasOwn(LINK_LIMITS, scheme) ? (scheme as LinkKind) : undefined;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[a-z]{2,}$/i;

// What each kind needs beyond its length: the part after the scheme, before any query.
const WELL_FORMED: Partial<Record<LinkKind, (target: string) => boolean>> = {
  // 4 or more digits; digits, + or - only.
  tel: (n) => /^[\d+-]+$/.test(n) && (n.match(/\d/g)?.length ?? 0) >= 4,
  sms: (n) => /\d/.test(n),
  mailto: (to) =>
    decodeURIComponent(to)
      .split(',')
      .every((a) => EMAIL.test(a.trim())),
};

/** Why the platform refuses a link, or undefined when it takes it (spec 001 §8). */
export function linkProblem(href: string): LinkProblem | undefined {
  const link = href.trim();
  const kind = linkKind(link);
  if (!kind) return undefined;
  const limit = LINK_LIMITS[kind];
  if (link.length >= limit) return { kind, problem: 'too-long', limit };
  const target = link.slice(link.indexOf(':') + 1).split('?')[0];
  let ok: boolean;
  try {
    ok = WELL_FORMED[kind]?.(target) ?? true;
  } catch {
    ok = false; // a malformed escape (`%E0%A4%A`)
  }
  return ok ? undefined : { kind, problem: 'malformed' };
}

/** The tokens a blog post's URL format may use after `%`: year, month, day, title. */
export const BLOG_URL_TOKENS = ['y', 'm', 'd', 't'] as const;

/** The tokens of a blog URL format that are not allowed (`%x`; a `%` that ends it is `%`);
 * none when the format is valid: `'%y/%m/%d/%t'` → `[]`, `'%y/%q'` → `['%q']`. */
export function blogUrlProblems(format: string): string[] {
  return [...format.matchAll(/%(.?)/gsu)].filter(([, c]) => !(BLOG_URL_TOKENS as readonly string[]).includes(c)).map(([token]) => token);
}

/** The text filter modes of the platform's address fields. */
export const TEXT_FILTER_MODES = ['url-slug', 'url-slug-with-slash'] as const;
export type TextFilterMode = (typeof TEXT_FILTER_MODES)[number];

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** A text filtered for an address: `url-slug` ('Summer Sale 2024!' → 'summer-sale-2024');
 * `url-slug-with-slash` keeps the slashes between its parts ('Blog/Été 2024' → 'blog/ete-2024'). */
export function filterText(text: string, mode: TextFilterMode): string {
  if (mode === 'url-slug') return slug(text);
  return text.split('/').map(slug).filter(Boolean).join('/');
}
