// The video block's browser tests: the fake providers (scripts/video-providers-plugin.mjs),
// embed codes and parts.
import { fixture, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';

export const POSTER = '/test/fixtures/images/photo.png';

export const URLS = {
  youtube: 'https://www.youtube.com/embed/M7lc1UVf-VE',
  vimeo: 'https://player.vimeo.com/video/76979871',
  wistia: 'https://fast.wistia.net/embed/iframe/26sk4lmiix',
  animoto: 'https://s3.amazonaws.com/embed.animoto.com/play.html?w=swf/production/vp1&e=1&options=',
  dailymotion: 'https://www.dailymotion.com/embed/video/x8abc',
};

/** An iframe embed code, as a provider's share dialog gives it. */
export const iframe = (src: string, extra = 'width="640" height="360"') =>
  `<iframe src="${src}" ${extra} frameborder="0" allowfullscreen></iframe>`;

export interface ProviderLog {
  /** Requests to other hosts, in order. */
  requests: { url: string; type: string }[];
  /** What the fake YouTube and Vimeo players received: their address, the data, its origin. */
  messages: { page: string; data: unknown; origin: string }[];
}

/** Installs the fake providers for this test file's page (once; call in before()). */
export const installProviders = () => executeServerCommand('ss-video-providers');
export const providerLog = () => executeServerCommand<ProviderLog, { action: string }>('ss-video-providers', { action: 'log' });
/** Empties the log, a moment after the last test's frames went (a request they started may
 * still be on its way to the router). */
export async function clearProviderLog(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await executeServerCommand('ss-video-providers', { action: 'clear' });
}

/** The messages a fake player at `url`'s origin received, as text. */
export async function received(url: string): Promise<string[]> {
  const origin = new URL(url).origin;
  return (await providerLog()).messages
    .filter((m) => new URL(m.page).origin === origin)
    .map((m) => (typeof m.data === 'string' ? m.data : JSON.stringify(m.data)));
}

export async function waitForMessage(url: string, part: string, message = `the player at ${url} received ${part}`): Promise<void> {
  await waitUntil(async () => (await received(url)).some((m) => m.includes(part)), message, { timeout: 15000, interval: 30 });
}

export const root = (el: SsVideo) => el.renderRoot as ShadowRoot;
export const part = (el: SsVideo, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
export const frameOf = (el: SsVideo) => root(el).querySelector('iframe');
export const playButton = (el: SsVideo) => part(el, 'play-button') as HTMLButtonElement;

/** An element with the embed, rendered. */
export async function mount(markup: string): Promise<SsVideo> {
  const el = await fixture<SsVideo>(markup);
  await el.updateComplete;
  return el;
}

/** Its frame has loaded and its player has said it is ready for messages. */
export async function readyFrame(el: SsVideo): Promise<HTMLIFrameElement> {
  await waitUntil(() => !!frameOf(el), 'a frame');
  const frame = frameOf(el)!;
  await waitUntil(() => (el as unknown as { frame: { ready: boolean } }).frame.ready, 'the player reported ready');
  return frame;
}

/** Whether the video's frame shows (its layer is displayed). */
export const frameShown = (el: SsVideo) => {
  const layer = part(el, 'video');
  return !!layer && layer.checkVisibility();
};

export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}
