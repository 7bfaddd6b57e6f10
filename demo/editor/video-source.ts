// The video panel's checks, pure (test/unit/editor/video-source.test.ts): what the owner
// typed (a video page's address or an embed code), the oEmbed answer's Vimeo Basic refusal,
// and a file picked from disk (spec 001 §5 "Editor messages", §9 "File size units: Bytes to
// YB, base 1024").
import { t } from '../../src/i18n/translator.js';
import { editor } from '../../src/i18n/en/editor.js';
import { formatFileSize } from '../../src/model/file-size.js';
import type { OEmbed } from './api.js';

export { formatFileSize };

export type VideoSource = { kind: 'url'; url: string } | { kind: 'embed'; code: string } | { kind: 'empty' } | { kind: 'invalid' };

/** What the owner typed: markup is an embed code, an http(s) address a video page. */
export function videoSource(input: string): VideoSource {
  const s = input.trim();
  if (!s) return { kind: 'empty' };
  if (s.startsWith('<')) return { kind: 'embed', code: s };
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'url', url: url.href } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** The Vimeo page of a Vimeo player address (player.vimeo.com/video/ID → vimeo.com/ID), to
 * ask oEmbed about an embed code's account; undefined for any other address. */
export function vimeoPage(src: string): string | undefined {
  try {
    const url = new URL(src, 'https://vimeo.com/');
    const id = url.hostname === 'player.vimeo.com' ? /^\/video\/(\d+)/.exec(url.pathname)?.[1] : undefined;
    return id ? `https://vimeo.com/${id}` : undefined;
  } catch {
    return undefined;
  }
}

/** The src of the first iframe (or object data) of an embed code, without parsing it as HTML. */
export const embedSrc = (code: string): string | undefined =>
  /<(?:iframe|embed)\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(code)?.[1] ?? /<object\b[^>]*\bdata\s*=\s*["']?([^"'\s>]+)/i.exec(code)?.[1];

/** The spec's refusal for a video from a Vimeo Basic account, else undefined. */
export function oembedRefusal(answer: OEmbed): string | undefined {
  const vimeo = (answer.provider_name ?? '').toLowerCase() === 'vimeo';
  return vimeo && (answer.account_type ?? '').toLowerCase() === 'basic' ? t(editor, 'editor.vimeoBasic') : undefined;
}

/** The largest video file the demo takes (ours): 1 MB in the spec's base-1024 units. The
 * demo has no media storage (a picked file is previewed in the editor only) and the reference
 * server refuses bodies over 1,000,000 B, so the limit stays that small; a real site's is its
 * media service's. */
export const MAX_VIDEO_FILE_BYTES = 1024 * 1024;

/** The formats a browser plays in a `<video>` everywhere, by MIME type or file extension. */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
const EXTENSIONS = ['mp4', 'm4v', 'webm', 'ogv'];

/** The spec's message for a file the video panel cannot take, else undefined. */
export function videoFileProblem(file: { name: string; size: number; type: string }, maxBytes = MAX_VIDEO_FILE_BYTES): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const supported = file.type ? (VIDEO_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase()) : EXTENSIONS.includes(extension);
  if (!supported) return t(editor, 'editor.unsupportedFile', { fileName: file.name });
  if (file.size > maxBytes) return t(editor, 'editor.fileTooLarge', { fileName: file.name, maxSize: formatFileSize(maxBytes) });
  return undefined;
}
