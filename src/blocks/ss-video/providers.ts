// Which addresses a video embed may load, and what each provider's player is told (spec 001
// §4 "Video loader"): only Vimeo, YouTube, Wistia and Animoto are augmented — autoplay when the
// video is asked to play, YouTube's API flag — and only Vimeo and YouTube take play and pause
// by cross-window message. Pure: URLs in, URLs and messages out; no DOM.
import * as z from 'zod/mini';

export type ProviderKind = 'youtube' | 'vimeo' | 'wistia' | 'animoto';

/** A known video host: its provider, or '' for a host embedded as it is (not augmented). */
type Known = [RegExp, ProviderKind | ''];

// Matched against "host/path" of the embed's address, so a provider's player pages are known
// and the rest of its site is not (a redirect page, an upload). Animoto's classic embed is a
// page on Amazon S3 under its own bucket: the bucket's path, never the whole of S3.
const KNOWN: Known[] = [
  [/^(www\.|m\.)?youtube(-nocookie)?\.com\/embed\//, 'youtube'],
  [/^player\.vimeo\.com\/video\//, 'vimeo'],
  [/^fast\.wistia\.(net|com)\/embed\//, 'wistia'],
  [/^((www|embed)\.)?animoto\.com\/|^s3\.amazonaws\.com\/embed\.animoto\.com\//, 'animoto'],
  [/^(www\.)?dailymotion\.com\/embed\/|^geo\.dailymotion\.com\/player/, ''],
  [/^(www\.)?loom\.com\/embed\//, ''],
];

/** Hosts the page added with allowVideoHost(): host (with its port, if any) → provider. */
const added = new Map<string, ProviderKind | ''>();

/**
 * Lets embeds from `host` play (`example.com`, or `localhost:8788` with its port): ours — the
 * library embeds only known video hosts (YouTube, Vimeo, Wistia, Animoto, Dailymotion, Loom).
 * Embeds from an added host are not augmented, unless `provider` says it speaks that
 * provider's embed protocol (a self-hosted YouTube-compatible player, the demo's local fake).
 * Call it from the page's own script: a host is never allowed by the page's markup.
 */
export function allowVideoHost(host: string, provider: ProviderKind | '' = ''): void {
  added.set(host.trim().toLowerCase(), provider);
}

/** The provider of an embed address: a kind, '' for a known host that is not augmented,
 * undefined for an address that may not be embedded (another scheme, an unknown host). */
export function providerOf(url: URL): ProviderKind | '' | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (added.has(url.host)) return added.get(url.host);
  const where = `${url.hostname}${url.pathname}`.toLowerCase();
  return KNOWN.find(([pattern]) => pattern.test(where))?.[1];
}

/** The player's address for a video's page address, as the block's `url` holds it (a YouTube
 * watch or youtu.be address, a Vimeo page; ours); any other address as it is: the host check
 * applies to what this gives. */
export function playerUrl(url: URL): URL {
  const path = url.pathname;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id = host === 'youtube.com' && path === '/watch' ? url.searchParams.get('v') : host === 'youtu.be' ? path.slice(1) : null;
  if (id) return new URL(`https://www.youtube.com/embed/${encodeURIComponent(id)}`);
  const vimeo = host === 'vimeo.com' && /^\/(\d+)$/.exec(path);
  return vimeo ? new URL(`https://player.vimeo.com/video/${vimeo[1]}`) : url;
}

/** The address the frame loads: https on a secure page (every embed: an http frame would be
 * blocked as mixed content), YouTube's API flag, and autoplay in each augmented provider's
 * own parameter when the frame is made to play. */
export function frameUrl(url: URL, kind: ProviderKind | '', o: { autoplay: boolean; secure: boolean }): string {
  const out = new URL(url.href);
  if (o.secure) out.protocol = 'https:';
  if (kind === 'youtube') setParam(out, 'enablejsapi', '1');
  if (o.autoplay) {
    if (kind === 'wistia') setParam(out, 'autoPlay', 'true');
    else if (kind === 'animoto') setParam(out, 'options', 'autostart');
    else if (kind) setParam(out, 'autoplay', '1');
  }
  return out.href;
}

/** Sets one query parameter and leaves the others exactly as the embed wrote them
 * (URLSearchParams would encode them again: `w=swf/production` → `w=swf%2Fproduction`). */
function setParam(url: URL, name: string, value: string): void {
  const pairs = url.search.slice(1).split('&').filter(Boolean);
  const i = pairs.findIndex((pair) => pair.split('=')[0] === name);
  pairs.splice(i < 0 ? pairs.length : i, i < 0 ? 0 : 1, `${name}=${value}`);
  url.search = pairs.join('&');
}

export type Command = 'play' | 'pause';

/** Whether a provider's player takes play and pause by message (spec: Vimeo and YouTube). */
export const messages = (kind: ProviderKind | ''): kind is 'youtube' | 'vimeo' => kind === 'youtube' || kind === 'vimeo';

/** A command in the provider's own format: YouTube's iframe API takes JSON text, Vimeo's
 * player an object (what player.js sends). */
export function command(kind: 'youtube' | 'vimeo', c: Command): unknown {
  return kind === 'youtube' ? JSON.stringify({ event: 'command', func: `${c}Video`, args: [], channel: 'widget' }) : { method: c };
}

/** What to send once the frame has loaded, for the player to report its state: YouTube
 * reports to a page that says it is listening; Vimeo to one that listens for play. */
export function subscribe(kind: 'youtube' | 'vimeo'): unknown[] {
  return kind === 'youtube'
    ? [
        JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
        JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' }),
      ]
    : [{ method: 'addEventListener', value: 'play' }];
}

/** What a player said: it is ready for commands, and/or it started playing. */
export interface Report {
  ready: boolean;
  playing: boolean;
}

type Message = { event: string; info?: unknown };
let schema: z.ZodMiniType<Message> | undefined;

/** Reads a message from the provider's frame (text or object with a string `event`,
 * zod-checked; anything else is ignored). YouTube: onReady / initialDelivery, state 1 (playing) in onStateChange or
 * infoDelivery; Vimeo: ready, play. */
export function readReport(kind: 'youtube' | 'vimeo', data: unknown): Report | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  // z.custom, as the contract's other checks: an object schema would add zod's object code to
  // every page that can load this block (the lightbox's, the gallery's).
  schema ??= z.custom<Message>((v) => typeof v === 'object' && v !== null && typeof (v as Message).event === 'string');
  const r = schema.safeParse(value);
  if (!r.success) return undefined;
  const { event, info } = r.data;
  if (kind === 'vimeo') return { ready: event === 'ready', playing: event === 'play' || event === 'playing' };
  const state =
    event === 'onStateChange' ? info : event === 'infoDelivery' ? (info as { playerState?: unknown } | null)?.playerState : undefined;
  return { ready: event === 'onReady' || event === 'initialDelivery', playing: state === 1 };
}
