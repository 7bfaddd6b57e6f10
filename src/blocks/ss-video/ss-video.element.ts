// spec 001 §3 "Video block attributes", §4 "Video loader", §5, §8 "Other", §9 "Dialogs, video,
// lightbox and accordion"; real-markup.md "Video block".
import { adoptStyles, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { blockDataMessages } from '../../contract/block-data.js';
import { parseOrDefault, where, type SettingValues } from '../../contract/settings.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { t } from '../../i18n/translator.js';
import { video as text } from '../../i18n/en/video.js';
import { safeUrl } from '../../model/safe-url.js';
import { readEmbed, type Embed, type Refusal } from './embed.js';
import { command, frameUrl, messages, readReport, subscribe, type Command } from './providers.js';
import { settings, MODES, type VideoSettings } from './ss-video.settings.js';
import { styles } from './ss-video.styles.js';

export { allowVideoHost, type ProviderKind } from './providers.js';

/** Who started or stopped a video: the visitor on its overlay, the page's call (a gallery,
 * the lightbox), the provider's own player (its controls, for Vimeo and YouTube), or another
 * video starting. */
export interface SsVideoPlayDetail {
  source: 'overlay' | 'api' | 'frame';
}
export interface SsVideoPauseDetail {
  source: 'api' | 'other';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-video-play': CustomEvent<SsVideoPlayDetail>;
    'ss-video-pause': CustomEvent<SsVideoPauseDetail>;
  }
}

/** The padding of a video whose ratio nobody gives (spec 001 §9: 56.3 %), and of the
 * invalid-embed placeholder (§4: 65, else 100 ÷ ratio). */
const VIDEO_PADDING = 56.3;
const PLACEHOLDER_PADDING = 65;

interface Poster {
  src: string;
  dimensions: string | null;
  focalPoint: string | null;
  alt: string;
}

const PLAY_ICON = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z" /></svg>`;

/** The video now starting, while its play event goes round: every other video pauses. A
 * module variable and not the event's target, so a video inside a closed shadow root (where
 * the target is retargeted) still knows its own event, and a second build of the library on
 * the page, with its own variable, pauses all of its videos. */
let starting: SsVideo | undefined;

const loader = () => import('../../services/image-loader.js').then((m) => m.sharedImageLoader());

/**
 * A video block behind a facade (spec 001 §4 "Video loader"): it starts with its overlay — the
 * poster, loaded through the page's image loader, and a play control — and nothing of the
 * provider (no frame, script or request) loads until a visitor plays it. Playing shows the
 * video with a 1 s fade (`SsVideo.fadeDuration`); starting one video returns every other
 * video on the page to its overlay.
 *
 * **Markup.** The embed code comes from `data-html` (or the block JSON's `html`), the
 * provider's name from `data-provider-name`; both are also read from a published
 * `.sqs-video-wrapper[data-html][data-provider-name]` inside (real-markup.md "Video block",
 * `> .intrinsic > .intrinsic-inner`, an optional `.sqs-video-overlay` holding the poster
 * image and a play icon), placed inside the element as published, with its `.sqs-block`
 * wrapper and caption if it has them. Around such a wrapper the element renders into the
 * wrapper (a shadow root of its own), so everything around it stays where it was; style its
 * parts there (`.sqs-video-wrapper::part(play-button)`); custom properties set on the element
 * reach it. The poster is the published overlay's image, or an `<img>` child of the element
 * (its `data-src` or `src`, dimensions, focal point, alt), else `poster` (the JSON's
 * `thumbnailUrl`); a web address or a path only.
 *
 * **Embeds** (spec §4): an iframe, an object, an iframe inside markup, or an object with embed
 * inside is accepted; anything else shows the placeholder 'Invalid video embed.'. The code is
 * parsed in a document of its own (nothing in it loads or runs) and a new frame is built from
 * what a player needs: the address (an iframe's `src`; an object's `data`, its `movie` param
 * or its embed's `src`), width and height (the video's ratio), the title, and those of its
 * permissions a video player uses (autoplay, fullscreen, picture-in-picture,
 * encrypted-media, accelerometer, gyroscope, clipboard-write, web-share; camera, microphone
 * and the like are dropped). Scripts, event handlers, `srcdoc`, styles and every other
 * attribute of the code are never used. An object is played in an iframe (browsers no longer
 * run plugins).
 *
 * **Known hosts only** (ours). The spec augments four providers; our rule embeds only video
 * hosts we know. Both hold: YouTube (`/embed/`), Vimeo (`player.vimeo.com/video/`), Wistia
 * (`fast.wistia.net|com/embed/`) and Animoto (its player pages and its S3 embed bucket) are
 * embedded and augmented; Dailymotion and Loom players are embedded as given; an embed from
 * any other host — or with another scheme: `javascript:`, `data:`, `blob:` — shows the
 * placeholder 'Invalid video embed.' and logs which host was refused. A page that trusts
 * another host allows it from its own script with `allowVideoHost(host, provider?)` (never
 * from markup); with a provider its player is augmented and messaged as that provider's.
 *
 * **Augmenting** (spec §4): autoplay is added when the frame is made to play — from the
 * overlay, or by `play()` (a gallery's slide, the lightbox: "forced") — Wistia
 * `autoPlay=true`, Animoto `options=autostart`, YouTube and Vimeo `autoplay=1`; YouTube always
 * gets `enablejsapi=1`. On an https page every embed address is made https. With
 * `overlay="false"` (or the JSON's `overlay: false`) the block has no facade: the provider's
 * player is embedded at once, without autoplay — the page's explicit choice.
 *
 * **Play and pause by message** (spec §4): only to Vimeo and YouTube frames, in their own
 * formats (YouTube's iframe API `{"event":"command","func":"playVideo"|"pauseVideo"}`, Vimeo's
 * `{method: "play"|"pause"}`), and only to the origin of the embed's own address
 * (`postMessage(…, origin)`: if the frame has navigated elsewhere, nothing is delivered).
 * Messages from the frame are read only from that window and that origin: its ready report,
 * and its playing report — a visitor starting a video with the provider's own controls (a
 * block without overlay) returns the others to their overlay too. Returning to the overlay
 * pauses a Vimeo or YouTube video that is ready for messages and keeps it behind the overlay,
 * so playing again resumes it; any other frame (or one not ready yet, which might still
 * start) is removed, since nothing else can stop it.
 *
 * **Modes** (spec §4, §5): none, fit, fill and null (see `mode`). Any other mode is an error:
 * 'Invalid video mode …' is logged (console.error) and null is used; a property set to one is
 * refused the same way. Changing the mode lays the video out again at once (the poster placed
 * and sized again); a playing video goes on. The ratio is `ratio`, else the embed's width and
 * height, else 56.3 % padding (spec §9); the placeholder's is 100 ÷ `ratio` percent, else 65.
 * A resize of the element places the poster again and asks for a larger one once the size has
 * been still for 1000 ms (spec §9 video resize debounce, `SsVideo.resizeDebounce`); the frame
 * follows at once (CSS).
 *
 * **Accessibility and keyboard** (ours). The play control is a real `<button>` named 'Play
 * video' ('Play video: {title}' when the embed has a title); click, Enter and Space on it
 * play, and a click anywhere on the overlay does. Once playing, focus moves into the video's
 * frame (the provider's player takes the keyboard) and the overlay is inert; returning to the
 * overlay while focus is in the frame puts it back on the play control. The frame is named by
 * the embed's title, else '{provider} video' (`data-provider-name`), else 'Video'. The poster
 * is decorative (the control carries the name) unless its image has an alt. The placeholder is
 * text. Under `prefers-reduced-motion` and `?nomotion=true` the video shows without the fade.
 *
 * **Loading** (ours). `data-load="false"` leaves the block to its owner: it shows its markup as
 * published and loads nothing until `load` is set true or `play()` is called. A gallery's video
 * slide and the lightbox use this element that way.
 *
 * A block whose JSON data cannot be read logs 'Error decoding video block data.', is marked
 * `data-ss-skipped` and left as it was.
 *
 * @tag ss-video
 * @summary A video embed behind a facade: poster and play control, the provider's player only on play (spec 001 §4 Video loader).
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent} ss-video-play - The video started (its frame shows). Detail `{ source: 'overlay' | 'api' | 'frame' }`. Every other
 *   video on the page returns to its overlay.
 * @fires {CustomEvent} ss-video-pause - The video returned to its overlay (or, without overlay, was paused). Detail
 *   `{ source: 'api' | 'other' }` ('other': another video started).
 *
 * @slot - The published markup (a `.sqs-video-wrapper` and its poster), shown as published while the block is skipped or waits
 *   (`data-load="false"`).
 *
 * @csspart base - The video's box (its ratio, or the element's box in fit and fill).
 * @csspart video - The layer holding the provider's frame; it fades in.
 * @csspart overlay - The poster and the play control.
 * @csspart poster - The poster image.
 * @csspart play-button - The play control.
 * @csspart placeholder - The box of an invalid embed.
 * @csspart message - Its text, 'Invalid video embed.'.
 *
 * @cssprop [--ss-video-overlay-background=#111] - Behind the poster (and without one).
 * @cssprop [--ss-video-play-size=72px] - The play control's diameter.
 * @cssprop [--ss-video-play-background=rgb(0 0 0 / 0.7)] - The play control's fill.
 * @cssprop [--ss-video-play-color=#fff] - The play icon's colour.
 * @cssprop [--ss-video-focus-color=#fff] - The play control's focus ring.
 * @cssprop [--ss-video-placeholder-background=#eee] - The invalid embed's box.
 * @cssprop [--ss-video-placeholder-color=#333] - Its text.
 */
export class SsVideo extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataMessages = blockDataMessages('video');
  /** @internal The poster is the element's own copy, loaded when the overlay shows. */
  static override loadsPlainImages = false;
  /** The fade that shows a video, in ms (spec 001 §4: 1 s). */
  static fadeDuration = 1000;
  /** Quiet time after a resize before the poster is placed again, in ms (spec 001 §9). */
  static resizeDebounce = 1000;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    ...settingProperties(settings),
    // attribute: false as well, for the manifest analyzer (it reads state: true as an attribute).
    active: { state: true, attribute: false },
  };

  private readonly texts = new LocaleController(this);
  /** The embed read from `html`, or why it was refused; undefined until read. */
  private embed?: Embed | Refusal;
  /** The frame's name, in the page's locale. */
  private frameName?: () => string;
  private frame?: HTMLIFrameElement;
  private frameOrigin = '';
  /** The frame's player said it takes commands (Vimeo, YouTube). */
  private ready = false;
  /** Playing: the frame shows (the overlay is under it, inert). */
  private active = false;
  private markupPoster?: Poster;
  private markupRead = false;
  private observedPoster?: Element;
  private resizeObserver?: ResizeObserver;
  private resizeTimer?: ReturnType<typeof setTimeout>;
  /** What the next update does with focus and motion. */
  private pending: { fade?: boolean; focusFrame?: boolean; focusButton?: boolean } = {};

  /** True while the video plays (its frame shows). */
  get playing(): boolean {
    return this.active;
  }

  /** Shows the video and starts it (autoplay, or a play message to a paused Vimeo or YouTube
   * frame); every other video returns to its overlay. Loads a waiting block. */
  play(): void {
    this.start('api');
  }

  /** Returns the video to its overlay: a Vimeo or YouTube player that is ready is paused by
   * message and kept, any other frame is removed. Without overlay, the player is paused (or
   * reloaded without autoplay, for providers that take no messages). */
  pause(): void {
    this.stop('api');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.awaitingMarkup) return;
    document.addEventListener('ss-video-play', this.onOtherPlay);
    if (!this.markupRead && !this.skipped) {
      this.markupRead = true;
      this.readMarkup();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('ss-video-play', this.onOtherPlay);
    // Out of the page a frame unloads; put back, the block starts again at its overlay.
    this.dropFrame();
    this.active = false;
    this.resizeObserver?.disconnect();
    this.resizeObserver = this.observedPoster = undefined;
    clearTimeout(this.resizeTimer);
  }

  /** Around a published `.sqs-video-wrapper`, the element renders into the wrapper, so the
   * block's other markup (its caption) stays in place, and shows its own content through a
   * slot (a block box, as without a wrapper); otherwise into its own shadow root. */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const wrapper = this.querySelector('.sqs-video-wrapper');
    const { elementStyles } = this.constructor as typeof SsVideo;
    if (wrapper) {
      try {
        const root = wrapper.shadowRoot ?? wrapper.attachShadow({ mode: 'open' });
        adoptStyles(root, elementStyles);
        const own = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        own.replaceChildren(document.createElement('slot'));
        adoptStyles(own, elementStyles);
        return root;
      } catch {
        // An element that takes no shadow root, or one closed by another script: our own.
      }
    }
    return super.createRenderRoot();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A property set to another mode: the one validator reports it and gives null.
    if (changed.has('mode') && !(MODES as readonly string[]).includes(this.mode)) this.mode = settings.mode.parse(this.mode);
    if (changed.has('html') || !this.embed) {
      // A new video starts at its overlay (a play asked for before the first render stands).
      if (this.hasUpdated) {
        this.dropFrame();
        this.active = false;
      }
      const code = this.html.trim();
      this.embed = code ? readEmbed(code, document.baseURI) : { reason: 'shape' };
      if ('reason' in this.embed && this.embed.reason === 'host') console.warn(t(text, 'video.unknownHost', { host: this.embed.host }));
    }
    const embed = this.shown();
    if (!embed) {
      this.dropFrame();
      this.active = false;
    } else if (!this.frame && (this.active || !this.overlay)) {
      this.makeFrame(embed, this.active);
    }
  }

  protected override render(): TemplateResult {
    if (this.skipped || !this.load) return html`<slot></slot>`;
    const embed = this.shown();
    if (!embed) {
      const padding = this.ratio ? 100 / this.ratio : PLACEHOLDER_PADDING;
      return html`<div part="base placeholder" class="base" style="padding-bottom:${padding}%">
        <p part="message" class="message">${this.texts.t(text, 'video.invalidEmbed')}</p>
      </div>`;
    }
    const { width, height, title } = embed;
    const padding = this.ratio ? 100 / this.ratio : width && height ? (height / width) * 100 : VIDEO_PADDING;
    const mode = this.mode === 'none' && !(width && height) ? 'null' : this.mode;
    const base = mode === 'null' ? `padding-bottom:${padding}%` : `--r:${100 / padding}`;
    const poster = this.overlay ? this.posterSource() : undefined;
    const label = title ? this.texts.t(text, 'video.playTitled', { title }) : this.texts.t(text, 'video.play');
    return html`<div part="base" class="base ${mode}" style=${base}>
      <div class="box" style=${mode === 'none' ? `width:${width}px;height:${height}px` : nothing}>
        ${
          this.overlay
            ? html`<div part="overlay" class="overlay" ?inert=${this.active} @click=${() => this.start('overlay')}>
              ${
                poster
                  ? html`<img
                    part="poster"
                    class="poster"
                    alt=${poster.alt}
                    data-src=${poster.src}
                    data-image-dimensions=${poster.dimensions ?? nothing}
                    data-image-focal-point=${poster.focalPoint ?? nothing}
                    data-mode="fill"
                    data-use-advanced-positioning
                  />`
                  : nothing
              }
              <button part="play-button" class="play" type="button" aria-label=${label}>${PLAY_ICON}</button>
            </div>`
            : nothing
        }
        ${this.frame ? html`<div part="video" class="video" ?hidden=${this.overlay && !this.active}>${this.frame}</div>` : nothing}
      </div>
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    const root = this.renderRoot as ShadowRoot;
    const layer = root.querySelector<HTMLElement>('.video');
    const { fade, focusFrame, focusButton } = this.pending;
    this.pending = {};
    // spec 001 §4: the video shows with a 1 s fade.
    if (fade && layer && !motionReduced())
      layer.animate([{ opacity: 0 }, { opacity: 1 }], { duration: SsVideo.fadeDuration, easing: 'ease' });
    if (focusFrame) this.frame?.focus();
    if (this.frame) this.frame.title = this.frameName!();
    if (focusButton) root.querySelector<HTMLElement>('.play')?.focus();
    const poster = root.querySelector('.poster');
    if (poster && poster !== this.observedPoster) {
      this.observedPoster = poster;
      void loader().then((l) => this.isConnected && l.observe(poster));
    }
    // spec 001 §4: changing the mode reloads the loader — here, lays the video out again now.
    if (changed.has('mode') && changed.get('mode') !== undefined) this.relayout();
    this.watchResize(root.host as HTMLElement);
  }

  /** The embed when the block shows a video (read, accepted, loaded, not skipped). */
  private shown(): Embed | undefined {
    const e = this.embed;
    return e && !('reason' in e) && this.load && !this.skipped ? e : undefined;
  }

  private start(source: SsVideoPlayDetail['source']): void {
    if (this.skipped || this.active) return;
    // A waiting block loads, even to show that its embed is invalid.
    this.load = true;
    if (this.embed && 'reason' in this.embed) return;
    this.active = true;
    const kind = this.embed && 'kind' in this.embed ? this.embed.kind : '';
    if (this.frame) {
      if (messages(kind) && this.ready) this.send(kind, 'play');
      // Made again with autoplay (willUpdate): the only way to start a player that takes no
      // messages, or one not ready for them.
      else this.dropFrame();
    }
    // A frame that shows already (no overlay, resumed by message) does not fade in again.
    this.pending = { fade: !this.frame || this.overlay, focusFrame: source === 'overlay' };
    starting = this;
    try {
      emit<SsVideoPlayDetail>(this, 'ss-video-play', { source });
    } finally {
      starting = undefined;
    }
  }

  private stop(source: SsVideoPauseDetail['source']): void {
    if (!this.active) return;
    this.active = false;
    const kind = this.embed && 'kind' in this.embed ? this.embed.kind : '';
    const focused = !!this.frame && (this.renderRoot as ShadowRoot).activeElement === this.frame;
    if (this.frame && messages(kind) && this.ready) this.send(kind, 'pause');
    else this.dropFrame();
    this.pending = { focusButton: focused && this.overlay };
    emit<SsVideoPauseDetail>(this, 'ss-video-pause', { source });
  }

  private onOtherPlay = (): void => {
    if (starting !== this) this.stop('other');
  };

  private makeFrame(embed: Embed, autoplay: boolean): void {
    const f = document.createElement('iframe');
    f.src = frameUrl(embed.url, embed.kind, { autoplay, secure: location.protocol === 'https:' });
    const provider = this.providerName.trim();
    // Named again in a new locale (updated).
    this.frameName = () => embed.title || (provider ? t(text, 'video.frameOf', { provider }) : t(text, 'video.frame'));
    f.title = this.frameName();
    // Fullscreen is in the allow list (with allowfullscreen beside it, Chromium warns).
    f.allow = embed.allow;
    const kind = embed.kind;
    if (messages(kind)) {
      this.frameOrigin = new URL(f.src).origin;
      // Each provider reports its state only to a page that asked, once its player is there.
      f.addEventListener('load', () => {
        for (const m of subscribe(kind)) f.contentWindow?.postMessage(m, this.frameOrigin);
      });
      addEventListener('message', this.onMessage);
    }
    this.frame = f;
    this.ready = false;
  }

  private dropFrame(): void {
    if (!this.frame) return;
    this.frame = undefined;
    this.ready = false;
    removeEventListener('message', this.onMessage);
    this.requestUpdate();
  }

  private send(kind: 'youtube' | 'vimeo', c: Command): void {
    this.frame?.contentWindow?.postMessage(command(kind, c), this.frameOrigin);
  }

  /** A message from our frame's window and the embed's origin; anything else is not ours. */
  private onMessage = (e: MessageEvent): void => {
    const kind = this.embed && 'kind' in this.embed ? this.embed.kind : '';
    if (!this.frame || e.source !== this.frame.contentWindow || e.origin !== this.frameOrigin || !messages(kind)) return;
    const report = readReport(kind, e.data);
    if (report?.ready) this.ready = true;
    if (!report?.playing || this.active) return;
    // Played with the provider's own controls: it is the video now. Behind the overlay no
    // visitor can have started it: a pause that crossed a late report is sent again.
    if (this.overlay) this.send(kind, 'pause');
    else this.start('frame');
  };

  /** The published markup's settings the element and its JSON leave unset (the wrapper's
   * data-html, data-provider-name, data-load) and its poster: the overlay's image, or an
   * image child of the element (not one in a caption). */
  private readMarkup(): void {
    const wrapper = this.querySelector('.sqs-video-wrapper');
    for (const name of ['html', 'providerName', 'load'] as const) {
      const s = settings[name];
      const raw = wrapper?.getAttribute(s.attribute);
      if (raw != null && !this.given(s))
        Object.assign(this, { [name]: parseOrDefault(s as never, raw, where.elementAttribute(wrapper!.localName, s.attribute)) });
    }
    const img = this.querySelector('.sqs-video-overlay img, :scope > img');
    const src = img?.getAttribute('data-src') || img?.getAttribute('src');
    if (img && src) {
      this.markupPoster = {
        src,
        dimensions: img.getAttribute('data-image-dimensions'),
        focalPoint: img.getAttribute('data-image-focal-point'),
        alt: img.getAttribute('alt') ?? '',
      };
    }
  }

  private posterSource(): Poster | undefined {
    if (this.markupPoster) return this.markupPoster;
    const src = safeUrl(this.poster);
    return src ? { src, dimensions: null, focalPoint: null, alt: '' } : undefined;
  }

  private watchResize(box: HTMLElement): void {
    if (this.resizeObserver || typeof ResizeObserver === 'undefined') return;
    let first = true;
    this.resizeObserver = new ResizeObserver(() => {
      if (first) return void (first = false);
      clearTimeout(this.resizeTimer);
      this.resizeTimer = setTimeout(() => this.relayout(), SsVideo.resizeDebounce);
    });
    this.resizeObserver.observe(box);
  }

  /** The poster placed again, and a larger one asked for when its box needs it. */
  private relayout(): void {
    const poster = this.observedPoster;
    if (poster) void loader().then((l) => l.update(poster));
  }
}

/** The settings' properties, typed from their declaration (`ss-video.settings.ts`). */
export interface SsVideo extends SettingValues<VideoSettings> {}
