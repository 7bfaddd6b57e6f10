// spec 001 §3 "Video block attributes", §4 "Video loader", §5, §8 "Other", §9 "Dialogs, video,
// lightbox and accordion"; real-markup.md "Video block". What it does: ss-video.md.
import { adoptStyles, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { given, pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { blockDataMessages } from '../../contract/block-data.js';
import { parseOrDefault, type SettingValues } from '../../contract/settings.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { t } from '../../i18n/translator.js';
import { video as text } from '../../i18n/en/video.js';
import { readEmbed, readUrl, type Embed, type Refusal } from './embed.js';
import type { SsVideoPauseDetail, SsVideoPlayDetail } from './events.js';
import { providerFrame } from './frame.js';
import { markupPoster, placePosters, posterOf, type Poster } from './poster.js';
import { placeholderPadding, videoBox } from './sizing.js';
import { settings, MODES, type VideoSettings } from './ss-video.settings.js';
import { styles } from './ss-video.styles.js';

export { allowVideoHost, type ProviderKind } from './providers.js';

const PLAY_ICON = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z" /></svg>`;

/** The video now starting, while its play event goes round: every other video pauses. A
 * module variable and not the event's target, so a video inside a closed shadow root (where
 * the target is retargeted) still knows its own event, and a second build of the library on
 * the page, with its own variable, pauses all of its videos. */
let starting: SsVideo | undefined;

/**
 * @tag ss-video
 * @summary A video embed behind a facade: poster and play control, the provider's player only on play.
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
 * @csspart caption - The description, under the video or over the poster's foot (layout).
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
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('video');
  /** @internal The poster is the element's own copy, loaded when the overlay shows. */
  static override loadsPlainImages = false;
  // spec 001 §4: 1 s.
  /** The fade that shows a video, in ms. */
  static fadeDuration = 1000;
  // spec 001 §9 video resize debounce.
  /** Quiet time after a resize before the poster is placed again, in ms. */
  static resizeDebounce = 1000;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    ...settingProperties(settings),
    // attribute: false as well, for the manifest analyzer (it reads state: true as an attribute).
    active: { state: true, attribute: false },
  };

  private readonly texts = new LocaleController(this);
  private readonly frame = providerFrame(this, () => this.framePlaying());
  private readonly posters = placePosters(this, () => SsVideo.resizeDebounce);
  /** The embed read from `html`, or why it was refused; undefined until read. */
  private embed?: Embed | Refusal;
  /** Playing: the frame shows (the overlay is under it, inert). */
  private active = false;
  private markupPoster?: Poster;
  private markupRead = false;
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
    this.frame.drop();
    this.active = false;
    this.posters.disconnect();
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
    if (changed.has('mode') && !(MODES as readonly string[]).includes(this.mode)) this.mode = settings.mode.parse(this.mode)!;
    if (changed.has('html') || changed.has('url') || !this.embed) {
      // A new video starts at its overlay (a play asked for before the first render stands).
      if (this.hasUpdated) {
        this.frame.drop();
        this.active = false;
      }
      const code = this.html.trim();
      // Without embed code, the block's url (ours: the markup gives both, the code first).
      this.embed = code ? readEmbed(code, document.baseURI) : readUrl(this.url, document.baseURI);
      if ('host' in this.embed) console.warn(t(text, 'video.unknownHost', { host: this.embed.host }));
    }
    const embed = this.shown();
    if (!embed) {
      this.frame.drop();
      this.active = false;
    } else if (!this.frame.el && (this.active || !this.overlay)) {
      this.frame.make(embed, this.active, this.providerName || this.resolvedBy);
    }
  }

  // Sizes through the style property (`.style=`, CSSOM), never the style attribute, which a
  // strict CSP's style-src refuses.
  protected override render(): TemplateResult {
    if (this.skipped || !this.load) return html`<slot></slot>`;
    const embed = this.shown();
    if (!embed) {
      return html`<div part="base placeholder" class="base" .style=${`padding-bottom:${placeholderPadding(this.ratio)}%`}>
        <p part="message" class="message">${this.texts.t(text, 'video.invalidEmbed')}</p>
      </div>`;
    }
    const { width, height, title } = embed;
    const { mode, base, box } = videoBox(this.mode, this.ratio, width, height);
    const poster = this.overlay ? posterOf(this.markupPoster, this.poster) : undefined;
    const label = title ? this.texts.t(text, 'video.playTitled', { title }) : this.texts.t(text, 'video.play');
    // The description describes the play control, shown below or over the poster by layout,
    // unless the published markup shows its own caption (ours). Hidden, it still describes
    // the control: aria-describedby reads hidden content.
    const shown = this.layout !== 'caption-hidden' && !this.querySelector('.video-caption');
    const caption = this.description
      ? html`<p part="caption" id="caption" class="caption ${this.layout}" ?hidden=${!shown}>${this.description}</p>`
      : nothing;
    const over = this.layout === 'caption-overlay';
    return html`<div part="base" class="base ${mode}" .style=${base}>
      <div class="box" .style=${box ?? ''}>
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
              <button
                part="play-button"
                class="play"
                type="button"
                aria-label=${label}
                aria-describedby=${this.description ? 'caption' : nothing}
              >${PLAY_ICON}</button>
              ${over ? caption : nothing}
            </div>`
            : nothing
        }
        ${this.frame.el ? html`<div part="video" class="video" ?hidden=${this.overlay && !this.active}>${this.frame.el}</div>` : nothing}
      </div>
    </div>
    ${over && this.overlay ? nothing : caption}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    const root = this.renderRoot as ShadowRoot;
    const layer = root.querySelector<HTMLElement>('.video');
    const { fade, focusFrame, focusButton } = this.pending;
    this.pending = {};
    // spec 001 §4: the video shows with a 1 s fade.
    if (fade && layer && !motionReduced())
      layer.animate([{ opacity: 0 }, { opacity: 1 }], { duration: SsVideo.fadeDuration, easing: 'ease' });
    if (focusFrame) this.frame.el?.focus();
    this.frame.rename();
    if (focusButton) root.querySelector<HTMLElement>('.play')?.focus();
    this.posters.rendered(root.querySelector('.poster'), root.host as HTMLElement);
    // spec 001 §4: changing the mode reloads the loader — here, lays the video out again now.
    if (changed.has('mode') && changed.get('mode') !== undefined) this.posters.relayout();
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
    // A frame that takes no messages is made again with autoplay (willUpdate).
    this.frame.tell('play');
    // A frame that shows already (no overlay, resumed by message) does not fade in again.
    this.pending = { fade: !this.frame.el || this.overlay, focusFrame: source === 'overlay' };
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
    const focused = (this.renderRoot as ShadowRoot).activeElement === this.frame.el;
    this.frame.tell('pause');
    this.pending = { focusButton: focused && this.overlay };
    emit<SsVideoPauseDetail>(this, 'ss-video-pause', { source });
  }

  private onOtherPlay = (): void => {
    if (starting !== this) this.stop('other');
  };

  /** The player reported that it plays. Played with the provider's own controls: it is the
   * video now. Behind the overlay no visitor can have started it: a pause that crossed a late
   * report is sent again. */
  private framePlaying(): void {
    if (this.active) return;
    if (this.overlay) this.frame.send('pause');
    else this.start('frame');
  }

  /** The published markup's settings the element and its JSON leave unset (the wrapper's
   * data-html, data-provider-name, data-load) and its poster. */
  private readMarkup(): void {
    const wrapper = this.querySelector('.sqs-video-wrapper');
    for (const name of ['html', 'providerName', 'load'] as const) {
      const s = settings[name];
      const raw = wrapper?.getAttribute(s.attribute);
      if (raw != null && !given(this, s))
        Object.assign(this, { [name]: parseOrDefault(s as never, raw, { element: wrapper!.localName, attribute: s.attribute }) });
    }
    this.markupPoster = markupPoster(this);
  }
}

/** The settings' properties, typed from their declaration (`ss-video.settings.ts`). */
export interface SsVideo extends SettingValues<VideoSettings> {}
