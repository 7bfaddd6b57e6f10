// The provider's player in its frame (spec 001 §4 "Video loader"): the frame built from the
// embed's address, with autoplay when it is made to play, and play and pause by message to
// Vimeo and YouTube only, to the origin of the embed's own address. Messages from the frame
// are read only from that window and that origin.
import type { ReactiveControllerHost } from 'lit';
import { t } from '../../i18n/translator.js';
import { video as text } from '../../i18n/en/video.js';
import type { Embed } from './embed.js';
import { command, frameUrl, messages, readReport, subscribe, type Command, type ProviderKind } from './providers.js';

export class ProviderFrame {
  /** The frame, once made. */
  el?: HTMLIFrameElement;
  /** The frame's player said it takes commands (Vimeo, YouTube). */
  ready = false;
  private kind: ProviderKind | '' = '';
  private origin = '';
  /** The frame's name, in the page's locale. */
  private name?: () => string;

  constructor(
    /** The element that renders the frame, or its absence. */
    private readonly host: ReactiveControllerHost,
    /** The player reported that it plays (its own controls, or a late report). */
    private readonly playing: () => void,
  ) {}

  /** Makes the frame for `embed`, playing at once with `autoplay`. It is named by the embed's
   * title, else '{provider} video', else 'Video'. */
  make(embed: Embed, autoplay: boolean, providerName: string): void {
    const f = document.createElement('iframe');
    f.src = frameUrl(embed.url, embed.kind, { autoplay, secure: location.protocol === 'https:' });
    const provider = providerName.trim();
    this.name = () => embed.title || (provider ? t(text, 'video.frameOf', { provider }) : t(text, 'video.frame'));
    f.title = this.name();
    // Fullscreen is in the allow list (with allowfullscreen beside it, Chromium warns).
    f.allow = embed.allow;
    const kind = (this.kind = embed.kind);
    if (messages(kind)) {
      this.origin = new URL(f.src).origin;
      // Each provider reports its state only to a page that asked, once its player is there.
      f.addEventListener('load', () => {
        for (const m of subscribe(kind)) f.contentWindow?.postMessage(m, this.origin);
      });
      addEventListener('message', this.onMessage);
    }
    this.el = f;
    this.ready = false;
  }

  drop(): void {
    if (!this.el) return;
    this.el = undefined;
    this.ready = false;
    removeEventListener('message', this.onMessage);
    this.host.requestUpdate();
  }

  /** Sends play or pause to a Vimeo or YouTube player that is ready for it; false when the
   * frame cannot be told (none, another provider, not ready yet). */
  tell(c: Command): boolean {
    if (!this.el || !messages(this.kind) || !this.ready) return false;
    this.send(c);
    return true;
  }

  /** Sends play or pause to a Vimeo or YouTube player, ready or not. */
  send(c: Command): void {
    if (messages(this.kind)) this.el?.contentWindow?.postMessage(command(this.kind, c), this.origin);
  }

  /** Names the frame again, in the page's locale now. */
  rename(): void {
    if (this.el) this.el.title = this.name!();
  }

  private readonly onMessage = (e: MessageEvent): void => {
    const kind = this.kind;
    if (!this.el || e.source !== this.el.contentWindow || e.origin !== this.origin || !messages(kind)) return;
    const report = readReport(kind, e.data);
    if (report?.ready) this.ready = true;
    if (report?.playing) this.playing();
  };
}
