// The video block's settings, declared once (spec 001 §3 "Video block attributes", §4 "Video
// loader", §5; real-markup.md "Video block"). The JSDoc of each is its documentation in the
// manifest and docs/elements.md, written for users. Ours (the spec does not give them): `load`
// and `ratio` (0.1 to 10); the placeholder's 100 ÷ ratio percent, else 65, is spec 001 §9's.
import { t } from '../../i18n/translator.js';
import { video } from '../../i18n/en/video.js';
import { bool, num, oneOf, str, named } from '../../contract/settings.js';
import { optional } from '../../contract/setting-variants.js';

export const MODES = ['none', 'fit', 'fill', 'null'] as const;
export type Mode = (typeof MODES)[number];

const modes = oneOf(MODES, 'null');

export const LAYOUTS = ['caption-hidden', 'caption-below', 'caption-overlay'] as const;

const name = str('');
const words = str('');

export const settings = named({
  /** The embed code (data-html): an iframe, an object, an iframe inside markup, or an object with embed inside; rebuilt from its address,
   * size, title and permissions, never inserted. */
  html: str('', { attribute: 'data-html' }),
  /** The provider's name as the platform resolved it ("YouTube"): names the frame ("YouTube video") when the embed gives no title. */
  providerName: str('', { attribute: 'data-provider-name' }),
  /** false: the block waits for its owner (a gallery, the lightbox, the page's script), showing its markup as published, until `load` is
   * set true or play() is called. */
  load: bool(true, { attribute: 'data-load' }),
  /** none (the embed's own size), fit or fill (contained in, or covering, the element's box), null (default: a box of the video's ratio, as
   * wide as the element). Any other mode is an error, logged, and null is used. */
  mode: {
    ...modes,
    // spec 001 §5: the mode must be none, fit, fill or null; anything else is an error.
    parse(raw: unknown): Mode {
      const mode = modes.parse(raw);
      if (mode === undefined) console.error(t(video, 'video.invalidMode', { mode: String(raw) }));
      return mode ?? 'null';
    },
  },
  /** Start with the overlay: the poster and a play control (the facade: nothing of the provider loads before a visitor plays). false embeds
   * the provider's player at once, without autoplay. */
  overlay: bool(true),
  /** The poster's address when the markup holds no image (the block JSON's thumbnailUrl); loaded through the image loader. */
  poster: str('', { keys: ['thumbnailUrl'] }),
  /** The video's width ÷ height, 0.1 to 10: wins over the embed's size; sizes the placeholder too (100 ÷ ratio percent of its width,
   * else 65). */
  ratio: optional(num(0, { min: 0.1, max: 10 })),
  // real-markup.md "Video block": the markup names url, resolvedBy, layout and description;
  // what each does is ours.
  /** The video's address (a YouTube, Vimeo, … page or player address), played when there is no embed code; the same hosts are accepted
   * as for an embed. */
  url: str(''),
  /** Who resolved the video: its provider ("youtube"), which names the frame when data-provider-name is absent, or "manual" (an embed
   * code pasted by hand: nothing to name). */
  resolvedBy: { ...name, parse: (raw: unknown) => (String(raw).toLowerCase() === 'manual' ? '' : name.parse(raw)) },
  /** The video's description: the play control's accessible description, and its caption where layout shows one. Text only: markup in
   * it is not rendered. */
  description: {
    ...words,
    // Published as { html }: its text.
    parse: (raw: unknown) =>
      words.parse(
        raw && typeof raw == 'object' && 'html' in raw
          ? new DOMParser().parseFromString(String(raw.html), 'text/html').body.textContent!.trim()
          : raw,
      ),
  },
  /** caption-hidden (default: the description is read out, not shown) | caption-below (shown under the video) | caption-overlay (shown
   * over the poster's foot). */
  layout: oneOf(LAYOUTS, 'caption-hidden'),
});

export type VideoSettings = typeof settings;
