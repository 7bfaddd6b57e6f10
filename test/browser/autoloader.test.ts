// The autoloader: each ss-* element is defined the first time one appears —
// while the parser adds it, later, or inside an open shadow root — by importing that
// element's own module, once; unknown ss-* tags are warned about once; nothing else loads.
import { expect, nextFrame } from '@open-wc/testing';
import { waitUntil } from './helpers/wait.js';
import {
  autoload,
  CHUNK_TIMEOUT_MS,
  unknownTagMessage,
  type Autoloader,
  type ChunkLoadError,
  type ElementLoaders,
} from '../../src/autoload/autoload.js';
import { installManualClock, type ManualClock } from './helpers/manual-clock.js';
import { elements } from '../../src/autoload/elements.js';

// Tags are page-wide and cannot be undefined again: every test uses tags of its own.
let n = 0;
const uniqueTag = (name: string) => `ss-t${++n}-${name}`;

/** Loaders that count their imports and define a plain element, as a block's module does. */
function fakeElements(...tags: string[]): { elements: ElementLoaders; imported: string[] } {
  const imported: string[] = [];
  const loaders = Object.fromEntries(
    tags.map((tag) => [
      tag,
      async () => {
        imported.push(tag);
        customElements.define(tag, class extends HTMLElement {});
      },
    ]),
  );
  return { elements: loaders, imported };
}

describe('autoloader', () => {
  let loader: Autoloader | undefined;
  let warnings: string[];
  let reported: ChunkLoadError[];
  const start = (loaders: ElementLoaders) =>
    (loader = autoload(document, loaders, { warn: (m) => void warnings.push(m), report: (e) => void reported.push(e) }));
  const added: Element[] = [];
  const add = <T extends Element>(el: T, parent: ParentNode = document.body): T => {
    parent.append(el);
    added.push(el);
    return el;
  };
  // A hint's href: a module that is only a comment, so the browser's preload asks no server.
  const hintHref = (path: string) => `data:text/javascript,//${path}`;
  const make = (html: string): Element => {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content.firstElementChild!;
  };

  beforeEach(() => {
    warnings = [];
    reported = [];
  });
  afterEach(() => {
    loader?.stop();
    loader = undefined;
    added.splice(0).forEach((el) => el.remove());
  });

  describe('defaults', () => {
    it('defines an element already in the document when it starts, from its own module', async () => {
      const [a, b] = [uniqueTag('a'), uniqueTag('b')];
      const fake = fakeElements(a, b);
      const el = add(document.createElement(a));
      start(fake.elements);
      await waitUntil(() => el.matches(':defined'), 'the element is defined');
      expect(fake.imported).to.deep.equal([a]);
      expect(customElements.get(b), 'an element the page does not have').to.equal(undefined);
    });

    it('defines an element added later, and imports each element once', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      start(fake.elements);
      await nextFrame();
      expect(fake.imported).to.deep.equal([]);
      // Nested in a subtree, three of them at once.
      const wrapper = add(make(`<div><section><${a}></${a}></section><${a}></${a}></div>`));
      add(document.createElement(a));
      await waitUntil(() => wrapper.querySelector(a)!.matches(':defined'), 'the element is defined');
      add(document.createElement(a));
      await nextFrame();
      expect(fake.imported).to.deep.equal([a]);
    });

    it('defines an element inside an open shadow root the page adds, at any depth', async () => {
      const [a, b, host] = [uniqueTag('a'), uniqueTag('b'), `x-host-${n}`];
      // Another library's component, rendering into its shadow root after it connects.
      customElements.define(
        host,
        class extends HTMLElement {
          connectedCallback() {
            this.attachShadow({ mode: 'open' });
            queueMicrotask(() => (this.shadowRoot!.innerHTML = `<p><${a}></${a}></p>`));
          }
        },
      );
      const fake = fakeElements(a, b);
      start(fake.elements);
      const outer = add(document.createElement('div'));
      const hostEl = add(document.createElement(host), outer);
      await waitUntil(() => !!hostEl.shadowRoot?.querySelector(a)?.matches(':defined'), 'defined in the shadow root');
      // A shadow root inside that one, filled later.
      const inner = hostEl.shadowRoot!.querySelector('p')!.attachShadow({ mode: 'open' });
      inner.innerHTML = `<${b}></${b}>`;
      await waitUntil(() => inner.firstElementChild!.matches(':defined'), 'defined two shadow roots down');
      expect(fake.imported).to.deep.equal([a, b]);
    });

    it('finds elements in open shadow roots attached before it started', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      const hostEl = add(document.createElement('div'));
      hostEl.attachShadow({ mode: 'open' }).innerHTML = `<${a}></${a}>`;
      start(fake.elements);
      await waitUntil(() => hostEl.shadowRoot!.firstElementChild!.matches(':defined'), 'defined');
      // ...and keeps watching that shadow root.
      const b = uniqueTag('b');
      expect(fake.imported).to.deep.equal([a]);
      loader!.stop();
      const fake2 = fakeElements(b);
      start(fake2.elements);
      hostEl.shadowRoot!.append(document.createElement(b));
      await waitUntil(() => hostEl.shadowRoot!.lastElementChild!.matches(':defined'), 'a later one is defined');
    });
  });

  describe('hints', () => {
    it('imports an element hinted by <link rel="modulepreload"> before the element appears', async () => {
      const [a, b] = [uniqueTag('a'), uniqueTag('b')];
      const fake = fakeElements(a, b);
      add(make(`<link rel="modulepreload" href="${hintHref(`cdn.example/blocks/${a}.js`)}">`), document.head);
      start(fake.elements);
      await waitUntil(() => !!customElements.get(a), 'a hint present at start');
      add(make(`<link rel="preload modulepreload" href="${hintHref(`cdn.example/x/blocks/${b}.js?v=2`)}">`), document.head);
      await waitUntil(() => !!customElements.get(b), 'a hint added later');
      expect(fake.imported).to.deep.equal([a, b]);
    });

    it('ignores other links, and hints for modules it does not have, without a warning', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      start(fake.elements);
      add(make(`<link rel="preload" as="script" href="${hintHref(`cdn.example/blocks/${a}.js`)}">`), document.head);
      add(make(`<link rel="modulepreload" href="${hintHref(`cdn.example/chunks/${a}.js`)}">`), document.head);
      add(make(`<link rel="modulepreload" href="${hintHref(`cdn.example/blocks/${a}.json`)}">`), document.head);
      add(make(`<link rel="modulepreload" href="${hintHref(`cdn.example/blocks/ss-t${n}-unknown.js`)}">`), document.head);
      await nextFrame();
      expect(fake.imported).to.deep.equal([]);
      expect(warnings).to.deep.equal([]);
    });
  });

  describe('errors and other elements', () => {
    it('warns once per unknown ss-* tag, however often it appears', async () => {
      const [foo, bar] = [uniqueTag('foo'), uniqueTag('bar')];
      add(document.createElement(foo));
      start({});
      add(make(`<div><${foo}></${foo}><${bar}></${bar}></div>`));
      await nextFrame();
      add(document.createElement(foo));
      add(document.createElement(bar));
      await nextFrame();
      expect(warnings).to.deep.equal([unknownTagMessage(foo), unknownTagMessage(bar)]);
      expect(unknownTagMessage('ss-foo')).to.equal('ss-blocks: <ss-foo> is unknown; it is left as it is.');
      expect(document.querySelector(foo)!.matches(':defined')).to.equal(false);
    });

    it('does not import an element that is already defined', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      customElements.define(a, class extends HTMLElement {});
      add(document.createElement(a));
      start(fake.elements);
      add(document.createElement(a));
      add(make(`<div><${a}></${a}></div>`));
      await nextFrame();
      expect(fake.imported).to.deep.equal([]);
      expect(warnings).to.deep.equal([]);
    });

    it('imports nothing for a page without ss-* elements', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      start(fake.elements);
      add(
        make(
          `<div class="${a}" data-block="${a}"><x-${a}></x-${a}><p>${a}</p>` +
            `<template><${a}></${a}></template><span is="${a}"></span></div>`,
        ),
      );
      add(document.createElement(`ss${n}`));
      // Not in the document: nothing to define yet.
      document.createElement(a);
      await nextFrame();
      expect(fake.imported).to.deep.equal([]);
      expect(warnings).to.deep.equal([]);
    });

    it('reports a module that fails to load, once, and leaves the element as it is', async () => {
      const a = uniqueTag('a');
      let calls = 0;
      start({
        [a]: async () => {
          calls++;
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      });
      const el = add(document.createElement(a));
      add(document.createElement(a));
      await waitUntil(() => reported.length, 'reported');
      await nextFrame();
      expect(calls).to.equal(1);
      expect(reported.map((e) => e.message)).to.deep.equal([`ss-blocks: chunk load error (missing): blocks/${a}.js`]);
      expect(el.matches(':defined')).to.equal(false);
    });

    describe('a chunk load error to the page’s error handlers (spec 001 §8, §9)', () => {
      let clock: ManualClock | undefined;
      afterEach(() => {
        clock?.uninstall();
        clock = undefined;
      });

      it('a module that fails: a ChunkLoadError typed missing, with its address in the loader’s folder', async () => {
        const a = uniqueTag('a');
        start({ [a]: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
        add(document.createElement(a));
        await waitUntil(() => reported.length, 'reported');
        expect(reported.map((e) => [e.name, e.type, e.url])).to.deep.equal([['ChunkLoadError', 'missing', `blocks/${a}.js`]]);
      });

      it('a module that has not loaded in 120 s: typed timeout, with its module; a late one is still defined', async () => {
        expect(CHUNK_TIMEOUT_MS).to.equal(120_000);
        const a = uniqueTag('a');
        let arrive!: () => void;
        clock = installManualClock(window);
        {
          start({ [a]: () => new Promise<void>((resolve) => (arrive = resolve)) });
          const el = add(document.createElement(a));
          await clock!.scheduled();
          await clock!.advance(CHUNK_TIMEOUT_MS - 1);
          expect(reported, 'not before 120 s').to.deep.equal([]);
          await clock!.advance(1);
          await nextFrame();
          customElements.define(a, class extends HTMLElement {});
          arrive();
          expect(el.matches(':defined')).to.equal(true);
        }
        expect(reported.map((e) => [e.type, e.url, e.message])).to.deep.equal([
          ['timeout', `blocks/${a}.js`, `ss-blocks: chunk load error (timeout): blocks/${a}.js`],
        ]);
      });

      it('by default thrown: an unhandled rejection, which the console shows and error reporting records', async () => {
        // In a frame with its own copy of the loader: the rejection is the frame's, not the
        // test runner's.
        const frame = add(document.createElement('iframe'));
        const win = frame.contentWindow as Window & typeof globalThis;
        const reasons: unknown[] = [];
        win.addEventListener('unhandledrejection', (e) => {
          e.preventDefault();
          reasons.push(e.reason);
        });
        const own = (await win.Function(`return import('/src/autoload/autoload.ts')`)()) as { autoload: typeof autoload };
        const a = uniqueTag('a');
        const stop = own.autoload(frame.contentDocument!, { [a]: () => Promise.reject(new TypeError('Failed to fetch')) });
        frame.contentDocument!.body.append(frame.contentDocument!.createElement(a));
        await waitUntil(() => reasons.length, 'an unhandled rejection');
        stop.stop();
        const [error] = reasons as ChunkLoadError[];
        expect([error!.name, error!.type, error!.url, error!.message]).to.deep.equal([
          'ChunkLoadError',
          'missing',
          `blocks/${a}.js`,
          `ss-blocks: chunk load error (missing): blocks/${a}.js`,
        ]);
      });

      it('a module that loads in time reports nothing and leaves no timer', async () => {
        const a = uniqueTag('a');
        clock = installManualClock(window);
        const fake = fakeElements(a);
        start(fake.elements);
        add(document.createElement(a));
        await nextFrame();
        await nextFrame();
        expect(fake.imported).to.deep.equal([a]);
        expect(clock.pending(), 'the timeout is cleared').to.deep.equal([]);
        expect(reported).to.deep.equal([]);
      });
    });

    it('stops watching when stopped', async () => {
      const a = uniqueTag('a');
      const fake = fakeElements(a);
      start(fake.elements);
      loader!.stop();
      add(document.createElement(a));
      add(document.createElement('div')).attachShadow({ mode: 'open' }).innerHTML = `<${a}></${a}>`;
      await nextFrame();
      expect(fake.imported).to.deep.equal([]);
    });
  });

  describe('the block map', () => {
    it('imports the real blocks from their own modules', async () => {
      start(elements);
      const el = add(make('<ss-accordion><h3><button>Q</button></h3><div hidden><p>A</p></div></ss-accordion>'));
      await waitUntil(() => el.matches(':defined'), 'ss-accordion is defined');
      expect(customElements.get('ss-menu'), 'not on the page, not imported').to.equal(undefined);
      expect(customElements.get('ss-gallery')).to.equal(undefined);
      expect(warnings).to.deep.equal([]);
    });
  });
});

/** A page the test feeds to the parser part by part (scripts/stream-middleware.mjs), with the
 * autoloader first in its <head>. */
async function streamedPage(parts: string[], head = '') {
  const first =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>autoloader</title>' +
    `<script type="module" async src="/src/autoloader.ts"></script>${head}</head><body>`;
  const all = [first, ...parts];
  const { id } = await (await fetch('/__test/stream', { method: 'POST', body: JSON.stringify({ parts: all }) })).json();
  const frame = document.createElement('iframe');
  frame.src = `/__test/stream/${id}`;
  document.body.append(frame);
  let sent = 1;
  const win = () => frame.contentWindow as Window & typeof globalThis;
  const loaded = () =>
    !!win()
      ?.performance.getEntriesByType('resource')
      .some((e) => e.name.includes('/src/autoload/autoload.ts'));
  await waitUntil(() => win()?.document.readyState === 'loading' && loaded(), 'the autoloader loads');
  return {
    frame,
    win,
    requested: () =>
      win()
        .performance.getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname),
    async next() {
      await fetch(`/__test/stream/${id}/next`, { method: 'POST' });
      sent++;
    },
    async finish() {
      while (sent < all.length) await this.next();
      await waitUntil(() => win().document.readyState === 'complete', 'the page is loaded');
    },
  };
}

describe('autoloader entry (src/autoloader.ts) in a page', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('defines each block while the parser adds the page, and later ones when they are added', async () => {
    const page = await streamedPage([
      '<main><ss-accordion id="acc"><h3><button>Q</button></h3><div hidden><p>A</p></div>',
      '</ss-accordion><p>more of the page</p>',
      '</main>',
    ]);
    frame = page.frame;
    await page.next();
    await waitUntil(() => !!page.win().customElements.get('ss-accordion'), 'ss-accordion is defined');
    expect(page.win().document.readyState, 'defined during the initial parse').to.equal('loading');
    expect(page.win().customElements.get('ss-menu')).to.equal(undefined);
    await page.finish();
    // The accordion's own modules, and no other block's.
    const blocks = page.requested().filter((p) => p.startsWith('/src/blocks/ss-'));
    expect(blocks).to.include('/src/blocks/ss-accordion/ss-accordion.ts');
    expect(blocks.filter((p) => !p.startsWith('/src/blocks/ss-accordion/'))).to.deep.equal([]);
    const doc = page.win().document;
    doc.body.insertAdjacentHTML('beforeend', '<ss-menu><div class="menu-select-labels"></div></ss-menu>');
    await waitUntil(() => !!page.win().customElements.get('ss-menu'), 'ss-menu is defined');
  });

  it('imports no block for a page without ss-* elements', async () => {
    const page = await streamedPage(['<main><h1>Plain page</h1><x-card>card</x-card></main>']);
    frame = page.frame;
    await page.finish();
    await nextFrame();
    expect(page.requested().filter((p) => p.startsWith('/src/blocks/'))).to.deep.equal([]);
    expect(Object.keys(elements).filter((tag) => page.win().customElements.get(tag))).to.deep.equal([]);
  });
});
