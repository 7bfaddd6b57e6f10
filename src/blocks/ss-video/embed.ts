// Reading a video embed code (spec 001 §4 "Video loader": an iframe, an object, an iframe
// inside markup, or an object with embed inside; anything else is an invalid embed). The code
// is parsed inert (nothing loads or runs; Trusted Types' ss-blocks policy), and only what the player
// needs is taken from it — the address, the size, the title and the permissions a video player
// uses — to build a new frame. The string itself never reaches the page.
import { parseInert } from '../../services/html/trusted-types.js';
import { playerUrl, providerOf, type ProviderKind } from './providers.js';

export interface Embed {
  url: URL;
  kind: ProviderKind | '';
  /** The embed's size in px, 0 when it gives none (or a percentage). */
  width: number;
  height: number;
  title: string;
  /** Permissions policy features for the frame. */
  allow: string;
}

/** Why an embed is refused: not one of the accepted shapes, or an address that is not a
 * known video host's (another scheme, an unknown host; `host` names it for the warning). */
export type Refusal = { reason: 'shape' } | { reason: 'host'; host: string };

// What a video player may ask of the browser; anything else an embed asks for (camera,
// microphone, geolocation, payment, …) is dropped. Autoplay and fullscreen are always given:
// the frame is made to play, and a video may go full screen.
const FEATURES = [
  'autoplay',
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'accelerometer',
  'gyroscope',
  'clipboard-write',
  'web-share',
];

const px = (raw: string | null): number => {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(raw ?? '');
  return m ? Number(m[1]) : 0;
};

/** The frame's permissions: the embed's own, kept when a video player uses them (their
 * origin lists dropped: each applies to the frame's own origin), plus autoplay and fullscreen. */
function allowList(raw: string | null): string {
  const asked = (raw ?? '').split(';').map((part) => part.trim().split(/\s+/)[0]?.toLowerCase());
  return FEATURES.filter((f, i) => i < 2 || asked.includes(f)).join('; ');
}

/** The embed code read, or why it is refused. `base` resolves relative and protocol-relative
 * addresses (the page's). */
export function readEmbed(code: string, base: string): Embed | Refusal {
  const body = parseInert(code);
  const frame = body.querySelector('iframe');
  const object = frame ? null : body.querySelector('object');
  const el = frame ?? object;
  if (!el) return { reason: 'shape' };
  const raw = frame
    ? frame.getAttribute('src')
    : (object!.getAttribute('data') ??
      object!.querySelector('param[name="movie" i]')?.getAttribute('value') ??
      object!.querySelector('embed')?.getAttribute('src'));
  return fromAddress(raw, base, el, frame?.getAttribute('allow') ?? null);
}

/** The embed of a video's address (the block's `url`, when it has no embed code): its
 * player's address, checked as an embed's is. */
export const readUrl = (url: string, base: string): Embed | Refusal => fromAddress(url, base);

function fromAddress(raw: string | null | undefined, base: string, el?: Element, allow: string | null = null): Embed | Refusal {
  // No address (it would resolve to the page itself) or one no URL parser reads: no video.
  const src = raw?.trim();
  let url: URL;
  try {
    if (!src) return { reason: 'shape' };
    url = new URL(src, base);
  } catch {
    return { reason: 'shape' };
  }
  if (!el) url = playerUrl(url);
  const kind = providerOf(url);
  if (kind === undefined) return { reason: 'host', host: url.protocol === 'http:' || url.protocol === 'https:' ? url.host : url.protocol };
  return {
    url,
    kind,
    width: px(el?.getAttribute('width') ?? null),
    height: px(el?.getAttribute('height') ?? null),
    title: (el?.getAttribute('title') ?? '').trim(),
    allow: allowList(allow),
  };
}
