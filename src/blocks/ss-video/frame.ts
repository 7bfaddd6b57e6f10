// The provider's player in its frame (spec 001 §4 "Video loader"): the frame built from the
// embed's address, with autoplay when it is made to play, and play and pause by message to
// Vimeo and YouTube only, to the origin of the embed's own address. Messages from the frame
// are read only from that window and that origin.
import type { ReactiveControllerHost } from 'lit';
import { t } from '../../i18n/translator.js';
import { video as text } from '../../i18n/en/video.js';
import type { Embed } from './embed.js';
import { command, frameUrl, messages, readReport, subscribe, type Command, type ProviderKind } from './providers.js';

/** The provider's player of one video. */
export interface ProviderFrame {
  /** The frame, once made (read it; make and drop change it). */
  el?: HTMLIFrameElement;
  /** The frame's player said it takes commands (Vimeo, YouTube). */
  ready: boolean;
  /** Makes the frame for `embed`, playing at once with `autoplay`. It is named by the embed's
   * title, else '{provider} video', else 'Video'. */
  make(embed: Embed, autoplay: boolean, providerName: string): void;
  drop(): void;
  /** Sends play or pause to a Vimeo or YouTube player that is ready for it; any other frame
   * (or one not ready yet, which might still start) is dropped, since nothing else can stop
   * it, and a frame made again with autoplay is the only way to start it. */
  tell(c: Command): void;
  /** Sends play or pause to a Vimeo or YouTube player, ready or not. */
  send(c: Command): void;
  /** Names the frame again, in the page's locale now. */
  rename(): void;
}

/** The frame `host` renders; `playing` is called when its player reports that it plays (its
 * own controls, or a late report). */
export function providerFrame(host: ReactiveControllerHost, playing: () => void): ProviderFrame {
  let kind: ProviderKind | '' = '';
  let origin = '';
  /** The frame's name, in the page's locale. */
  let name: () => string;

  const onMessage = (e: MessageEvent): void => {
    if (!frame.el || e.source !== frame.el.contentWindow || e.origin !== origin || !messages(kind)) return;
    const report = readReport(kind, e.data);
    if (report?.ready) frame.ready = true;
    if (report?.playing) playing();
  };

  const frame: ProviderFrame = {
    ready: false,
    make(embed, autoplay, providerName) {
      const f = document.createElement('iframe');
      f.src = frameUrl(embed.url, embed.kind, { autoplay, secure: location.protocol === 'https:' });
      const provider = providerName.trim();
      name = () => embed.title || (provider ? t(text, 'video.frameOf', { provider }) : t(text, 'video.frame'));
      f.title = name();
      // Fullscreen is in the allow list (with allowfullscreen beside it, Chromium warns).
      f.allow = embed.allow;
      const k = (kind = embed.kind);
      if (messages(k)) {
        origin = new URL(f.src).origin;
        // Each provider reports its state only to a page that asked, once its player is there.
        f.addEventListener('load', () => {
          for (const m of subscribe(k)) f.contentWindow?.postMessage(m, origin);
        });
        addEventListener('message', onMessage);
      }
      frame.el = f;
      frame.ready = false;
    },
    drop() {
      if (!frame.el) return;
      frame.el = undefined;
      frame.ready = false;
      removeEventListener('message', onMessage);
      host.requestUpdate();
    },
    tell(c) {
      if (frame.el && messages(kind) && frame.ready) frame.send(c);
      else frame.drop();
    },
    send(c) {
      if (messages(kind)) frame.el?.contentWindow?.postMessage(command(kind, c), origin);
    },
    rename() {
      if (frame.el) frame.el.title = name();
    },
  };
  return frame;
}
