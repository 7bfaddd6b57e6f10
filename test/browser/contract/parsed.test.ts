// Blocks upgraded while the parser is still adding their children (the library's script in
// the <head>): parsed()/whenParsed(), and blocks that wait for their end tag.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { parsed, whenParsed } from '../../../src/contract/parsed.js';
import type { SsAccordion } from '../../../src/blocks/ss-accordion/ss-accordion.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsRelativeTime } from '../../../src/blocks/ss-relative-time/ss-relative-time.js';
import { openStreamedPage, warmLibraryFirst, type StreamedPage } from '../helpers/streamed-page.js';

const ITEM = (n: number) => `<h3><button>Question ${n}</button></h3><div hidden><p>Answer ${n}</p></div>`;

warmLibraryFirst();

describe('parsed() and whenParsed()', () => {
  let page: StreamedPage | undefined;
  afterEach(() => page?.frame.remove());

  it('an element is parsed once anything follows it, or once the page is', async () => {
    page = await openStreamedPage(['<section id="outer"><div id="a"><p>one</p>', '</div><p id="b">two</p>', '</section><footer></footer>']);
    await page.next(() => !!page!.doc.querySelector('#a p'));
    const a = page.doc.getElementById('a')!;
    const outer = page.doc.getElementById('outer')!;
    expect(page.doc.readyState).to.equal('loading');
    expect(parsed(a)).to.equal(false);
    expect(parsed(outer)).to.equal(false);
    const order: string[] = [];
    whenParsed(a, () => order.push('a'));
    whenParsed(outer, () => order.push('outer'));
    await page.next(() => !!page!.doc.getElementById('b'));
    await waitUntil(() => order.length === 1, 'a is reported parsed');
    expect(parsed(a)).to.equal(true);
    expect(parsed(outer)).to.equal(false);
    await page.finish();
    await waitUntil(() => order.length === 2, 'outer is reported parsed');
    expect(order).to.deep.equal(['a', 'outer']);
  });

  it('calls back at once for an element of a parsed page', () => {
    const el = document.createElement('div');
    document.body.append(el);
    let called = false;
    whenParsed(el, () => (called = true));
    expect(called).to.equal(true);
    el.remove();
  });
});

describe('a block upgraded before its end tag', () => {
  let page: StreamedPage | undefined;
  afterEach(() => page?.frame.remove());

  it('waits for its end tag, then reads its data (an island after it) and wires every item', async () => {
    page = await openStreamedPage([
      `<ss-accordion id="acc">${ITEM(1)}`,
      `${ITEM(2)}</ss-accordion><script type="application/json">{"allowMultiple": true}</script>`,
      '<p>after</p>',
      '<p>the end</p>',
    ]);
    await page.next(() => !!page!.doc.querySelector('#acc h3'));
    const acc = page.doc.getElementById('acc') as SsAccordion;
    expect(acc.shadowRoot, 'not rendered while its items arrive').to.equal(null);
    expect(acc.querySelector('button')!.hasAttribute('aria-expanded')).to.equal(false);
    await page.next(() => page!.doc.querySelectorAll('#acc h3').length === 2);
    // The island is complete only once something follows it (a chunk may end inside it).
    // What the parser's insertions set off (observers, microtasks, an update) has run by the
    // page's next frames.
    await page.frames(2);
    expect(acc.shadowRoot, 'not rendered before its island is complete').to.equal(null);
    await page.next(() => !!page!.doc.querySelector('#acc + script + p'));
    await waitUntil(() => acc.hasUpdated, 'the accordion renders once its markup and island are complete');
    expect(acc.allowMultiple, 'the island after it was read').to.equal(true);
    const buttons = [...acc.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false']);
  });
});

describe('an element with no block data, while the page loads', () => {
  let page: StreamedPage | undefined;
  afterEach(() => page?.frame.remove());

  it('does not wait: it renders before its end tag, and an overlay a script appends at the end of the body shows at once', async () => {
    page = await openStreamedPage([
      '<p>before</p><ss-relative-time id="time" datetime="2020-01-02T10:00:00Z">2 January 2020',
      '</ss-relative-time><p>after</p>',
      '<p>the end</p>',
    ]);
    await page.next(() => !!page!.doc.getElementById('time'));
    const time = page.doc.getElementById('time') as SsRelativeTime;
    await waitUntil(() => time.hasUpdated, 'the time renders before its end tag');
    expect(time.shadowRoot!.querySelector('time')!.getAttribute('datetime')).to.equal('2020-01-02T10:00:00Z');
    // Nothing follows it while the page loads: a block with data would wait for what comes.
    // The entry defines the confirmation once one is in the document.
    const confirm = page.doc.createElement('ss-confirm') as SsConfirm;
    page.doc.body.append(confirm);
    await page.win.customElements.whenDefined('ss-confirm');
    confirm.show();
    await waitUntil(() => !!confirm.shadowRoot?.querySelector('dialog[open]'), 'the confirmation shows while the page loads');
    expect(page.doc.readyState).to.equal('loading');
    await page.finish();
  });
});
