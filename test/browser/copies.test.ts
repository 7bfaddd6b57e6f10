// More than one copy of the library on a page (spec 001 §8 "a second run of the common
// script"): the built files as they ship (`npm run build` first), and the npm entry from
// source, in a frame each so every case has a fresh page. The first copy runs the page: one
// page hit, one fetch of the performance settings, one track pixel, one report of an error.
// Each later copy logs the warning once and starts nothing: no telemetry, no elements of its
// own (where the autoloader came first, the tags it has not met stay undefined; ours), and no
// error reaches the page.
import { expect, fixture } from '@open-wc/testing';
import { elements } from '../../src/autoload/elements.js';
import { autoload as text } from '../../src/i18n/en/autoload.js';
import { ERRORS_URL } from '../../src/services/error-reporting.js';
import { SETTINGS_URL } from '../../src/services/performance.js';
import { received, resetAll, takeTurns } from './services/telemetry/helpers.js';
import { waitUntil } from './helpers/wait.js';

const AUTOLOADER = 'module:/dist/cdn/autoloader.js';
const AUTOLOADER_CLASSIC = 'classic:/dist/cdn/autoloader.classic.js';
const SINGLE = 'module:/dist/cdn/ss-blocks.min.js';
const SINGLE_CLASSIC = 'classic:/dist/cdn/ss-blocks.iife.min.js';
const NPM = 'module:/src/index.ts';

const CALLS = {
  'page hit': '/api/census/RecordHit',
  'performance settings': SETTINGS_URL,
  'track pixel': '/api/track/Track',
  'error report': ERRORS_URL,
};

type Page = Window & { warned: string[]; uncaught: string[] };

/** How often the reference server received each call that carries the marker. */
async function counts(m: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, path] of Object.entries(CALLS))
    out[name] = (await received(path)).filter((r) => JSON.stringify([r.body, r.query]).includes(m)).length;
  return out;
}

const once = Object.fromEntries(Object.keys(CALLS).map((name) => [name, 1]));

// The telemetry's cookies and outbox are the origin's: these tests take turns with other files'.
takeTurns();

describe('more than one copy of the library on a page', function () {
  this.timeout(30000);
  before(async () => {
    for (const file of ['/dist/cdn/autoloader.js', '/dist/cdn/ss-blocks.min.js', '/dist/cdn/ss-blocks.iife.min.js']) {
      const res = await fetch(file, { method: 'HEAD' });
      if (!res.ok) throw new Error(`${file} is missing (${res.status}): run \`npm run build\` first.`);
    }
  });
  beforeEach(resetAll);
  afterEach(resetAll);

  /** Loads the copies in a fresh page; returns it once the first copy's telemetry has run
   * and an error thrown on the page has been reported, with every call counted. */
  async function page(copies: string[]) {
    const m = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const query = new URLSearchParams({ m, load: copies.join(',') });
    const frame = await fixture<HTMLIFrameElement>(`<iframe src="/test/fixtures/copies.html?${query}" title="page"></iframe>`);
    await waitUntil(() => frame.contentWindow?.customElements.get('ss-relative-time'), 'no copy defined <ss-relative-time>');
    const win = frame.contentWindow as Page;
    await waitUntil(async () => (await counts(m))['page hit']! > 0, 'no page hit: the telemetry did not start', { timeout: 20000 });
    // An error the page's own code does not catch (made in the frame, so it is the frame's):
    // each running error reporter sends it.
    const frameCode = (win as unknown as { Function: FunctionConstructor }).Function;
    frameCode('m', 'setTimeout(() => { throw new Error(m + " thrown by the page"); })')(m);
    await waitUntil(async () => Object.values(await counts(m)).every((n) => n > 0), 'not every call arrived', { timeout: 20000 });
    // A second copy's calls would come with the first's (the same delays): give them time.
    await new Promise((r) => setTimeout(r, 1500));
    const uncaught = win.uncaught.filter((e) => !e.includes(m));
    return { win, m, calls: await counts(m), uncaught, warned: win.warned.filter((w) => w === text['autoload.secondRun']) };
  }

  /** One of each call, a warning per later copy, no error on the page, every element working. */
  async function served(result: Awaited<ReturnType<typeof page>>, laterCopies: number) {
    expect(result.calls).to.deep.equal(once);
    expect(result.warned).to.have.length(laterCopies);
    expect(result.uncaught).to.deep.equal([]);
    await works(result.win);
  }

  /** Every ss-* element on the page is defined and rendered. */
  async function works(win: Page) {
    for (const el of win.document.querySelectorAll('main > *')) {
      if (!el.localName.startsWith('ss-')) continue;
      expect(win.customElements.get(el.localName), el.localName).not.to.equal(undefined);
      await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(el.shadowRoot, el.localName).not.to.equal(null);
    }
    expect(win.document.querySelector('ss-relative-time')!.shadowRoot!.querySelector('time')).not.to.equal(null);
  }

  it('the autoloader, then the single file: one of each call, one warning, only the tags the loader met defined', async () => {
    const { win, ...rest } = await page([AUTOLOADER, SINGLE]);
    await served({ win, ...rest }, 1);
    // The single file defined nothing of its own: a tag the page does not have stays for the
    // loader to define when it appears (ours).
    expect(win.customElements.get('ss-gallery')).to.equal(undefined);
    const frameCode = (win as unknown as { Function: FunctionConstructor }).Function;
    const single = (await frameCode(`return import('/dist/cdn/ss-blocks.min.js')`)()) as {
      SsMenu: CustomElementConstructor;
    };
    expect(win.customElements.get('ss-menu')).not.to.equal(single.SsMenu);
  });

  it('the single file, then the autoloader: one of each call, one warning, every element the single file’s', async () => {
    const { win, ...rest } = await page([SINGLE_CLASSIC, AUTOLOADER_CLASSIC]);
    await served({ win, ...rest }, 1);
    expect(Object.keys(elements).filter((tag) => !win.customElements.get(tag))).to.deep.equal([]);
  });

  it('two single files (classic and module): one of each call, one warning', async () => {
    await served(await page([SINGLE_CLASSIC, SINGLE]), 1);
  });

  it('three copies (the autoloader, the single file, the npm entry): one of each call, a warning per later copy', async () => {
    const { win, ...rest } = await page([AUTOLOADER_CLASSIC, SINGLE_CLASSIC, NPM]);
    await served({ win, ...rest }, 2);
    expect(win.customElements.get('ss-gallery')).to.equal(undefined);
  });
});
