// A page fed to the parser part by part (scripts/stream-middleware.mjs), in an iframe, with
// the library in its <head>: what a block sees when it is upgraded before its end tag.
import { waitUntil } from '@open-wc/testing';

export interface StreamedPage {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis;
  /** Sends the next part, then waits until parsedWhen() holds. */
  next(parsedWhen: () => boolean): Promise<void>;
  /** Sends every part left and waits for DOMContentLoaded. */
  finish(): Promise<void>;
}

/** Opens the page. The library is an async module in the <head>: it runs while the parser
 * waits for the first of `parts`, so every block in them is created already defined. */
export async function openStreamedPage(parts: string[], o: { width?: number; head?: string } = {}): Promise<StreamedPage> {
  const first =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>streamed</title>' +
    `<script type="module" async src="/src/index.ts"></script>${o.head ?? ''}</head><body style="margin:0">`;
  const all = [first, ...parts];
  const { id } = await (await fetch('/__test/stream', { method: 'POST', body: JSON.stringify({ parts: all }) })).json();
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${o.width ?? 800}px;height:600px;border:0;display:block`;
  frame.src = `/__test/stream/${id}`;
  document.body.append(frame);
  const win = () => frame.contentWindow as Window & typeof globalThis;
  await waitUntil(() => !!win()?.customElements?.get('ss-gallery'), 'the library loads in the frame', { timeout: 10000 });
  let sent = 1;
  const page: StreamedPage = {
    frame,
    get doc() {
      return frame.contentDocument!;
    },
    get win() {
      return win();
    },
    async next(parsedWhen) {
      await fetch(`/__test/stream/${id}/next`, { method: 'POST' });
      sent++;
      await waitUntil(parsedWhen, `part ${sent} of ${all.length} is parsed`, { timeout: 5000 });
    },
    async finish() {
      while (sent < all.length) await page.next(() => true);
      await waitUntil(() => page.doc.readyState !== 'loading', 'the page is parsed', { timeout: 5000 });
    },
  };
  return page;
}
