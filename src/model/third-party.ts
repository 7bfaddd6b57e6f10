// The addresses of the site's third-party loads (spec 001 §7 "Third-party loads": a fonts
// service css2 stylesheet with family={name} repeated, the comments provider's count script
// with the configured shortname, the follow-button script; §3 "Site context" typekitId,
// googleFonts, typekitFonts, disqusShortname) and the checks on what the page gives them.
// Pure: names in, addresses and decisions out; whether an address may load at all is
// model/script-policy's scriptDecision.

/** The real services' addresses; `{kitId}` and `{shortname}` are filled in. A site context
 * may point each elsewhere (`website.thirdPartyUrls`, ours): a test's or a demo's stand-in,
 * on a host its kind may load from. */
export const THIRD_PARTY_URLS = {
  googleFonts: 'https://fonts.googleapis.com/css2',
  typekit: 'https://use.typekit.net/{kitId}.css',
  disqusCount: 'https://{shortname}.disqus.com/count.js',
  followButton: 'https://platform.twitter.com/widgets.js',
} as const;

export type ThirdPartyUrls = { [K in keyof typeof THIRD_PARTY_URLS]: string };

/** A family's value as the fonts service writes it: spaces as `+`, its own punctuation
 * (`:` `,` `@` `;`) kept readable, everything else percent-encoded. */
const family = (name: string) =>
  encodeURIComponent(name)
    .replace(/%20/g, '+')
    .replace(/%(3A|2C|40|3B)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The fonts service's css2 stylesheet for `names` (each a site context googleFonts entry's
 * `includeName`, e.g. `Playfair Display:ital,wght@0,400;1,700`): `family=` once per distinct
 * non-empty name, in order, then `display=swap` (ours: text shows in a fallback face while
 * the font loads, instead of staying invisible). Undefined when there is no name.
 */
export function googleFontsUrl(base: string, names: readonly string[]): string | undefined {
  const families = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (!families.length) return undefined;
  const query = families.map((n) => `family=${family(n)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}&display=swap`;
}

/** A Typekit kit id as the service issues them: letters and digits (ours: what its kit
 * addresses carry). */
const KIT_ID = /^[a-z0-9]+$/i;
/** A comments provider (Disqus) shortname: letters, digits and hyphens, a host name's label. */
const SHORTNAME = /^[a-z0-9-]+$/i;

/** Fills `{key}` in `template` with `value`, which must match `pattern`; undefined when it
 * does not (it would change the address's host or path). */
export function fillTemplate(template: string, key: 'kitId' | 'shortname', value: string): string | undefined {
  const v = value.trim();
  return (key === 'kitId' ? KIT_ID : SHORTNAME).test(v) ? template.split(`{${key}}`).join(v) : undefined;
}

/** A face the site expects: a family and, from a Typekit variation (`n4`, `i7`: style
 * initial and weight in hundreds, Adobe's font variation description), style and weight. */
export interface ExpectedFace {
  family: string;
  style?: 'normal' | 'italic' | 'oblique';
  weight?: number;
}

const STYLES = { n: 'normal', i: 'italic', o: 'oblique' } as const;

/** The face a variation names, or undefined for one that is not of that form. */
export function variationFace(familyName: string, variation: string): ExpectedFace | undefined {
  const m = /^([nio])([1-9])$/.exec(variation.trim());
  return m ? { family: familyName, style: STYLES[m[1] as keyof typeof STYLES], weight: Number(m[2]) * 100 } : undefined;
}

/** What a loaded face declares, as the FontFaceSet gives it (FontFace family, style, weight). */
export interface LoadedFace {
  family: string;
  style: string;
  weight: string;
}

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .toLowerCase();
const WEIGHTS: Record<string, number> = { normal: 400, bold: 700 };

/** Whether `face` covers what `want` expects: same family (quotes and case aside) and, where
 * `want` names them, the style and a weight within the face's weight or weight range. */
export function faceCovers(face: LoadedFace, want: ExpectedFace): boolean {
  if (unquote(face.family) !== unquote(want.family)) return false;
  if (want.style && face.style.trim().split(/\s+/)[0] !== want.style) return false;
  if (want.weight === undefined) return true;
  const [lo, hi = lo] = face.weight
    .trim()
    .split(/\s+/)
    .map((w) => WEIGHTS[w] ?? Number(w));
  return want.weight >= lo! && want.weight <= hi!;
}

/** The SoundCloud hosts a track or playlist address may be on (ours: the site's pages, its
 * mobile and short-link hosts, the API and the embedded player). */
const SOUNDCLOUD_HOSTS = /^(www\.|m\.|on\.|api\.|w\.)?soundcloud\.com$|^snd\.sc$/;

/** Whether `raw` is a SoundCloud address a player can show (spec 001 §8 "invalid SoundCloud
 * URLs"): http(s) on a SoundCloud host with a path beyond `/`; the embedded player's address
 * (`w.soundcloud.com/player/?url=…`) is valid when the address it carries is. */
export function isSoundCloudUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !SOUNDCLOUD_HOSTS.test(url.hostname.toLowerCase())) return false;
  if (url.hostname.toLowerCase() === 'w.soundcloud.com') {
    const inner = url.searchParams.get('url');
    return url.pathname.startsWith('/player') && !!inner && !/^https?:\/\/w\.soundcloud\.com/i.test(inner) && isSoundCloudUrl(inner);
  }
  return url.pathname.replace(/\/+$/, '') !== '';
}
