// An <ss-video> that plays another block's video in place: a gallery's video slide (spec 000
// §4 "Strip layout": a current video slide is activated by a click) and a lightbox's video item
// (spec 001 §4 "Lightbox": its video starts once the lightbox is open). The embed goes through
// the video block — its accepted shapes, known hosts, provider parameters and one video at a
// time — never into the page as it is. The block's code is fetched with the first player.
import type { SsVideo } from './ss-video.element.js';

/** A started `<ss-video>` for source — a platform `.sqs-video-wrapper[data-html]`, an
 * `<ss-video>`, an iframe or object, or an element holding one — or null when it holds no
 * embed. No overlay of its own (the owner shows the poster), contained in the owner's box. */
export function videoPlayer(source: Element | null | undefined): HTMLElement | null {
  if (!source) return null;
  const embed = source.matches('iframe, object') ? source : source.querySelector('iframe, object');
  const given = source as Partial<SsVideo>;
  const code =
    source.getAttribute('data-html') || given.html || source.querySelector('[data-html]')?.getAttribute('data-html') || embed?.outerHTML;
  if (!code) return null;
  const player = document.createElement('ss-video');
  const provider =
    source.getAttribute('data-provider-name') ||
    given.providerName ||
    source.querySelector('[data-provider-name]')?.getAttribute('data-provider-name');
  const attributes: [string, string | null | undefined][] = [
    ['data-html', code],
    ['data-provider-name', provider],
    // Nothing until it plays: no frame made without autoplay first.
    ['data-load', 'false'],
    ['overlay', 'false'],
    ['mode', 'fit'],
  ];
  for (const [name, value] of attributes) if (value) player.setAttribute(name, value);
  void import('./ss-video.js').then(() => (player as SsVideo).play());
  return player;
}
