// The page's lazy modules (spec 001 §2 "Pages that trigger lazy-loaded modules"; §3 rollups
// and frameRollups; §7 lazy chunks with a 120 s load timeout; §8 the chunk load error typed
// timeout or missing with the address, and the missing commerce rollup's warning), with the
// small rollup files of test/fixtures/rollups/ served by the test server.
import { expect } from '@open-wc/testing';
import { resetSiteContext } from '../../../src/contract/site-context.js';
import type { ChunkLoadError } from '../../../src/model/chunk-load-error.js';
import { CHUNK_TIMEOUT_MS } from '../../../src/model/chunk-load-error.js';
import { readRollups, startRollups } from '../../../src/services/rollups.js';
import { requestedScripts, requestedStylesheets, resetScripts } from '../../../src/services/scripts.js';
import { startPage } from '../../../src/services/start.js';
import { captureConsole } from '../helpers/console.js';
import { installManualClock } from '../helpers/manual-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { siteContextWith } from './telemetry/helpers.js';

const DIR = '/test/fixtures/rollups/';
let run = 0;
/** A fixture's address, unique to the test (the page keeps every file it loaded). */
const file = (name: string) => `${DIR}${name}?run=${run}`;
const absolute = (path: string) => new URL(path, location.href).href;
type Runs = { rollupRuns?: string[] };
const runs = () => ((window as Runs).rollupRuns ?? []).filter((r) => r.endsWith(`run=${run}`)).map((r) => r.split('?')[0]);

const added = () => ({
  css: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    .map((l) => l.href)
    .filter((h) => h.endsWith(`run=${run}`)),
  js: [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src).filter((h) => h.endsWith(`run=${run}`)),
});

/** A file the server starts to send and does not finish until `end` (the browser keeps a
 * few connections per host: an open one must not outlive its test). */
async function hanging(): Promise<{ url: string; end: () => Promise<unknown> }> {
  const response = await fetch('/__test/stream', { method: 'POST', body: JSON.stringify({ parts: ['/* never ends */', ''] }) });
  const { id } = (await response.json()) as { id: string };
  return { url: `/__test/stream/${id}?run=${run}`, end: () => fetch(`/__test/stream/${id}/next`, { method: 'POST' }) };
}

describe('lazy rollups (services/rollups)', () => {
  beforeEach(() => {
    run++;
    resetScripts();
  });
  after(() => {
    document.getElementById('ss-site-context')?.remove();
    resetSiteContext();
    resetScripts();
  });

  describe('defaults: which pages load them', () => {
    it('a plain page loads nothing, even with rollups in its context', async () => {
      siteContextWith({ pageType: 'page', rollups: { search: { js: file('search.js'), css: file('search.css') } } });
      const { messages } = await captureConsole('warn', () => startRollups());
      expect(added()).to.deep.equal({ css: [], js: [] });
      expect(requestedScripts()).to.deep.equal([]);
      expect(requestedStylesheets()).to.deep.equal([]);
      expect(messages).to.deep.equal([]);
    });

    it('a search page loads its css as stylesheets and its js as classic scripts, in order', async () => {
      siteContextWith({
        pageType: 'search',
        rollups: {
          commerce: { css: file('commerce.css'), js: [file('commerce.js')] },
          search: { css: [file('search.css')], js: file('search.js') },
        },
      });
      await startRollups();
      expect(added()).to.deep.equal({
        css: [absolute(file('commerce.css')), absolute(file('search.css'))],
        js: [absolute(file('commerce.js')), absolute(file('search.js'))],
      });
      expect(runs()).to.deep.equal(['commerce.js', 'search.js']);
      for (const s of document.head.querySelectorAll<HTMLScriptElement>(`script[src$="run=${run}"]`)) {
        expect(s.async, 'ordered: not async').to.equal(false);
        expect(s.type, 'classic').to.equal('');
      }
      expect(getComputedStyle(document.documentElement).getPropertyValue('--rollup-search').trim()).to.equal('1');
    });

    it('ours: plain lists { js: [...], css: [...] } are read too', async () => {
      siteContextWith({ pageType: 'search', rollups: { js: [file('search.js'), file('commerce.js')], css: [file('search.css')] } });
      await startRollups();
      expect(added()).to.deep.equal({
        css: [absolute(file('search.css'))],
        js: [absolute(file('search.js')), absolute(file('commerce.js'))],
      });
      expect(runs()).to.deep.equal(['search.js', 'commerce.js']);
    });

    it('each address once per page: listed twice, or started twice', async () => {
      siteContextWith({
        pageType: 'cart',
        rollups: {
          commerce: { js: [file('commerce.js'), file('commerce.js')], css: file('commerce.css') },
          other: { js: file('commerce.js') },
        },
      });
      await Promise.all([startRollups(), startRollups()]);
      await startRollups();
      expect(added()).to.deep.equal({ css: [absolute(file('commerce.css'))], js: [absolute(file('commerce.js'))] });
      expect(runs()).to.deep.equal(['commerce.js']);
    });

    it('the page start fetches the loader where the context has rollups', async () => {
      siteContextWith({
        telemetry: false,
        pageType: 'content collection',
        collection: { id: 'c', typeName: 'blog' },
        rollups: { blog: { js: file('search.js') } },
      });
      startPage();
      await waitUntil(() => runs().length === 1, 'the rollup ran');
      expect(added().js).to.deep.equal([absolute(file('search.js'))]);
    });
  });

  describe('the commerce rollup (spec 001 §2, §8)', () => {
    const warning = '[ss-blocks] The commerce rollup is missing.';

    for (const [page, ctx] of [
      ['the cart', { pageType: 'cart' }],
      ['a products list', { pageType: 'content collection', collection: { typeName: 'products' } }],
      ['a product', { pageType: 'content item', collection: { typeName: 'products' }, item: { id: 'i' } }],
    ] as const) {
      it(`${page} without it: a console warning; the other rollups still load`, async () => {
        siteContextWith({ ...ctx, rollups: { search: { js: file('search.js') } } });
        const { messages } = await captureConsole('warn', () => startRollups());
        expect(messages.map((m) => m.join(' '))).to.deep.equal([warning]);
        expect(runs()).to.deep.equal(['search.js']);
      });
    }

    it('the cart with it (by name, or a file name in plain lists): no warning', async () => {
      siteContextWith({ pageType: 'cart', rollups: { 'squarespace-commerce-cart': { js: file('commerce.js') } } });
      expect((await captureConsole('warn', () => startRollups())).messages).to.deep.equal([]);
      siteContextWith({ pageType: 'cart v2', rollups: { js: [file('commerce.js')] } });
      expect((await captureConsole('warn', () => startRollups())).messages).to.deep.equal([]);
    });

    it('a search page needs none: no warning', async () => {
      siteContextWith({ pageType: 'search', rollups: { search: { js: file('search.js') } } });
      expect((await captureConsole('warn', () => startRollups())).messages).to.deep.equal([]);
    });
  });

  describe('inside the site editor’s frame (spec 001 §3 frameRollups)', () => {
    it('the top window does not load frameRollups', async () => {
      siteContextWith({
        pageType: 'search',
        rollups: { js: [file('search.js')] },
        frameRollups: { js: [file('frame.js')], css: [file('frame.css')] },
      });
      await startRollups();
      expect(added()).to.deep.equal({ css: [], js: [absolute(file('search.js'))] });
    });

    it('a page framed by the editor loads its rollups, then its frameRollups', async () => {
      const frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/rollups-frame.html', title: 'page' });
      document.body.append(frame);
      try {
        const win = frame.contentWindow as Window & Runs & { rollupsDone?: Promise<void> };
        await waitUntil(() => !!win.rollupsDone, 'the frame started its rollups');
        await win.rollupsDone;
        const head = win.document.head;
        expect([...head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => new URL(l.href).pathname)).to.deep.equal([
          `${DIR}search.css`,
          `${DIR}frame.css`,
        ]);
        expect(win.rollupRuns).to.deep.equal(['search.js?frame', 'frame.js?frame']);
      } finally {
        frame.remove();
      }
    });
  });

  describe('errors: chunk load errors and bad input', () => {
    it('a missing file: a chunk load error typed missing with its address; the others load', async () => {
      siteContextWith({ pageType: 'search', rollups: { js: [file('gone.js'), file('search.js')], css: [file('gone.css')] } });
      const reports: ChunkLoadError[] = [];
      await startRollups({ report: (e) => reports.push(e) });
      expect(reports.map((e) => [e.name, e.type, e.url])).to.have.deep.members([
        ['ChunkLoadError', 'missing', absolute(file('gone.css'))],
        ['ChunkLoadError', 'missing', absolute(file('gone.js'))],
      ]);
      expect(reports.find((e) => e.url.includes('gone.js'))!.message).to.equal(
        `[ss-blocks] Rollup ${absolute(file('gone.js'))} did not load (missing).`,
      );
      expect(runs()).to.deep.equal(['search.js']);
    });

    it('by default the error is thrown, for the page’s error reporting (as the autoloader’s)', async () => {
      siteContextWith({ pageType: 'search', rollups: { js: [file('gone.js')] } });
      const seen: unknown[] = [];
      const mochaHandler = window.onerror;
      window.onerror = (_m, _f, _l, _c, error) => (seen.push(error), true);
      try {
        await startRollups();
        await waitUntil(() => seen.length === 1, 'the error was thrown');
      } finally {
        window.onerror = mochaHandler;
      }
      expect((seen[0] as ChunkLoadError).name).to.equal('ChunkLoadError');
      expect((seen[0] as ChunkLoadError).type).to.equal('missing');
    });

    it('120 s (spec 001 §7): loading at 119,999 ms, a chunk load error typed timeout at 120,000 ms', async () => {
      const [js, css] = [await hanging(), await hanging()];
      siteContextWith({ pageType: 'search', rollups: { js: [js.url], css: [css.url] } });
      const clock = installManualClock();
      const reports: ChunkLoadError[] = [];
      try {
        const done = startRollups({ report: (e) => reports.push(e) });
        // Both loads start at once (the stylesheet's and the script's timers), once the
        // addresses are checked.
        await clock.scheduled();
        expect(clock.pending()).to.deep.equal([CHUNK_TIMEOUT_MS, CHUNK_TIMEOUT_MS]);
        await clock.advance(CHUNK_TIMEOUT_MS - 1);
        expect(reports).to.deep.equal([]);
        await clock.advance(1);
        await done;
      } finally {
        clock.uninstall();
        await Promise.all([js.end(), css.end()]);
      }
      expect(reports.map((e) => [e.type, e.url])).to.have.deep.members([
        ['timeout', absolute(js.url)],
        ['timeout', absolute(css.url)],
      ]);
    });

    it('an address neither on the page’s own origin nor on a host the page allowed is refused with a warning; the others load', async () => {
      siteContextWith({
        pageType: 'search',
        rollups: {
          js: [
            'javascript:alert(1)',
            'data:text/javascript,1',
            'http://assets.example.net/a.js',
            'https://assets.example.net/a.js',
            file('search.js'),
          ],
        },
      });
      const { messages } = await captureConsole('warn', () => startRollups());
      expect(messages.map((m) => m.join(' '))).to.deep.equal([
        '[ss-blocks] javascript:alert(1) is not loaded: it is not a valid https address.',
        '[ss-blocks] data:text/javascript,1 is not loaded: it is not a valid https address.',
        '[ss-blocks] http://assets.example.net/a.js is not loaded: it is not a valid https address.',
        "[ss-blocks] https://assets.example.net/a.js is not loaded: assets.example.net is not a known rollups host. A page that trusts it calls allowScriptHosts('rollups', ['assets.example.net']).",
      ]);
      expect(runs()).to.deep.equal(['search.js']);
    });

    it('rollups of neither shape: a warning, nothing loaded', async () => {
      const warning = '[ss-blocks] Site context rollups: not js and css lists; not loaded.';
      for (const bad of [{ js: 7 }, { search: { js: [1] } }, { search: 'x.js' }]) {
        const { result, messages } = await captureConsole('warn', () => readRollups(bad));
        expect(result).to.equal(undefined);
        expect(messages.map((m) => m.join(' '))).to.deep.equal([warning]);
      }
      siteContextWith({ pageType: 'search', rollups: { search: 'x.js' } });
      const { messages } = await captureConsole('warn', () => startRollups());
      expect(messages.map((m) => m.join(' '))).to.deep.equal([warning]);
      expect(added()).to.deep.equal({ css: [], js: [] });
    });
  });
});
