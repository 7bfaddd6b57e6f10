// A page fed to the parser part by part (scripts/stream-middleware.mjs), in an iframe, with
// the library in its <head>: what a block sees when it is upgraded before its end tag.
import { waitUntil } from './wait.js';

export interface StreamedPage {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis;
  /** Sends the next part, then waits until parsedWhen() holds. */
  next(parsedWhen: () => boolean): Promise<void>;
  /** Sends every part left and waits for DOMContentLoaded. */
  finish(): Promise<void>;
  /** Waits for n animation frames of the page (what a block queued has run by then). */
  frames(n?: number): Promise<void>;
}

const LIBRARY = '<script type="module" async src="/src/index.ts"></script>';

/** Opens the page. By default the library is an async module in the <head>: it runs while
 * the parser waits for the first of `parts`, so every block in them is created already
 * defined. With `library: 'end'` it is a module script after the last part instead, so
 * every block upgrades on a parsed page. */
export async function openStreamedPage(
  parts: string[],
  o: { width?: number; library?: 'head' | 'end'; libraryTimeout?: number } = {},
): Promise<StreamedPage> {
  const atEnd = o.library === 'end';
  const first =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>streamed</title>' +
    `${atEnd ? '' : LIBRARY}</head><body style="margin:0">`;
  const all = atEnd ? [first, ...parts.slice(0, -1), parts[parts.length - 1] + LIBRARY.replace(' async', '')] : [first, ...parts];
  const { id } = await (await fetch('/__test/stream', { method: 'POST', body: JSON.stringify({ parts: all }) })).json();
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${o.width ?? 800}px;height:600px;border:0;display:block`;
  frame.src = `/__test/stream/${id}`;
  document.body.append(frame);
  const win = () => frame.contentWindow as Window & typeof globalThis;
  const defined = () => !!win()?.customElements?.get('ss-gallery');
  if (!atEnd) await waitUntil(defined, 'the library loads in the frame', { timeout: o.libraryTimeout ?? 10000 });
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
      await waitUntil(parsedWhen, `part ${sent} of ${all.length} is parsed`);
    },
    async finish() {
      while (sent < all.length) await page.next(() => true);
      await waitUntil(() => page.doc.readyState !== 'loading', 'the page is parsed');
      if (atEnd) await waitUntil(defined, 'the library loads in the frame', { timeout: 10000 });
    },
    async frames(n = 2) {
      for (let i = 0; i < n; i++) await new Promise((r) => win().requestAnimationFrame(r));
    },
  };
  return page;
}

/** For a file that opens streamed pages: a root `before` hook loads the library in a frame
 * once, with the time a cold test server on a loaded machine needs to prepare its modules (a
 * minute), so the frames the tests open find them ready. */
export function warmLibraryFirst(): void {
  before(async function () {
    this.timeout(70000);
    const page = await openStreamedPage(['</body></html>'], { libraryTimeout: 60000 });
    page.frame.remove();
  });
}
