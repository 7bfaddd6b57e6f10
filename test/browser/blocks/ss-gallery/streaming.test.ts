// A gallery upgraded before its end tag (the library's script in the <head>) shows and
// loads its first slides while the parser adds the rest; slides placed stay where they
// are; once complete it is laid out as if it had been upgraded after parsing.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { openStreamedPage, warmLibraryFirst, type StreamedPage } from '../../helpers/streamed-page.js';
import { IMG } from './helpers.js';

const DIMS: [number, number][] = [
  [1500, 1000],
  [750, 1000],
  [1000, 1000],
  [2400, 1000],
  [1330, 1000],
  [600, 1000],
];
const slide = (i: number) => {
  const [w, h] = DIMS[i % DIMS.length];
  return `<figure data-slide-id="s${i}"><img alt="Photo ${i + 1}" data-src="${IMG}?v=${i}" data-image-dimensions="${w}x${h}"></figure>`;
};
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => slide(from + k)).join('');

const boxOf = (el: HTMLElement) => [el.style.insetInlineStart, el.style.top, el.style.width, el.style.height].join(' ');

warmLibraryFirst();

describe('ss-gallery upgraded while its slides stream in', () => {
  let page: StreamedPage | undefined;
  afterEach(() => page?.frame.remove());

  for (const attrs of [
    'design="grid" slides-per-row="4" padding="10"',
    'layout="autorows" row-height="120" gutter="8"',
    'design="autocolumns" column-width="150"',
  ]) {
    it(`places and loads the first rows, holds the last, and never moves a placed slide (${attrs})`, async function () {
      this.timeout(20000);
      page = await openStreamedPage([
        `<ss-gallery id="g" ${attrs}>${range(0, 10)}`,
        range(10, 30),
        `${range(30, 40)}</ss-gallery>`,
        '<p>after</p>',
      ]);
      const layouts: unknown[] = [];
      page.doc.addEventListener('ss-gallery-layout', (e) => layouts.push((e as CustomEvent).detail));
      const all = () => [...page!.doc.querySelectorAll<HTMLElement>('#g figure')];
      await page.next(() => all().length === 10);
      const g = page.doc.getElementById('g') as SsGallery;
      await waitUntil(() => all().some((s) => s.hasAttribute('data-ss-slide')), 'the first slides are placed');
      expect(page.doc.readyState).to.equal('loading');
      const placed = all().filter((s) => s.hasAttribute('data-ss-slide'));
      expect(placed.length, 'the last row waits').to.be.within(1, 9);
      expect(all()[9].hasAttribute('data-ss-slide'), 'the last slide is in the last row').to.equal(false);
      await waitUntil(() => all()[0].querySelector('img')!.hasAttribute('data-image-state'), 'the first image is requested');
      const boxes = placed.map(boxOf);

      await page.next(() => all().length === 30);
      await waitUntil(() => all()[20].hasAttribute('data-ss-slide'), 'the next slides are placed');
      expect(placed.map(boxOf), 'placed slides stay where they were').to.deep.equal(boxes);
      expect(layouts, 'no layout event before the gallery is complete').to.have.length(0);

      await page.next(() => all().length === 40);
      // Its end tag is known once something follows it.
      await page.finish();
      await waitUntil(() => layouts.length === 1, 'one layout event once every slide is placed');
      expect(all().every((s) => s.hasAttribute('data-ss-slide'))).to.equal(true);
      // The same markup, upgraded after parsing, is laid out the same.
      const copy = g.cloneNode(true) as SsGallery;
      copy.id = 'copy';
      copy.querySelectorAll('[data-ss-slide], [style], [data-image-state]').forEach((n) => {
        n.removeAttribute('data-ss-slide');
        n.removeAttribute('style');
      });
      g.after(copy);
      await waitUntil(() => layouts.length === 2, 'the copy is laid out');
      const copyBoxes = [...copy.querySelectorAll<HTMLElement>('figure')].map(boxOf);
      expect(all().map(boxOf)).to.deep.equal(copyBoxes);
    });
  }

  it('counts a negative current-index from the end of every slide, not of the first part', async () => {
    page = await openStreamedPage([
      `<ss-gallery id="g" design="slideshow" current-index="-1">${range(0, 5)}`,
      `${range(5, 12)}</ss-gallery><p>after</p>`,
    ]);
    await page.next(() => page!.doc.querySelectorAll('#g figure').length === 5);
    const g = page.doc.getElementById('g') as SsGallery;
    await waitUntil(() => g.hasUpdated);
    expect(g.currentIndex).to.equal(4);
    await page.finish();
    await waitUntil(() => g.currentIndex === 11, 'the last of all 12 slides');
  });

  it('a slideshow shows only its current slide while slides arrive, and keeps a slide the visitor went to', async () => {
    page = await openStreamedPage([
      `<ss-gallery id="g" design="slideshow">${range(0, 3)}`,
      range(3, 6),
      `${range(6, 9)}</ss-gallery><p>after</p>`,
    ]);
    const all = () => [...page!.doc.querySelectorAll<HTMLElement>('#g figure')];
    await page.next(() => all().length === 3);
    const g = page.doc.getElementById('g') as SsGallery;
    await waitUntil(() => all()[0].hasAttribute('data-ss-slide'), 'the first slide is placed');
    // Shown: displayed and in view (a slide fading out is inert until it is gone).
    const shown = () =>
      all()
        .filter((f) => !f.hidden && !f.inert)
        .map((f) => f.dataset.slideId);
    expect(shown()).to.deep.equal(['s0']);
    g.next();
    expect(shown()).to.deep.equal(['s1']);
    await page.next(() => all().length === 6);
    await waitUntil(() => all()[5].hasAttribute('data-ss-slide'), 'the new slides are placed');
    expect(g.currentIndex, "the visitor's slide stays current").to.equal(1);
    expect(shown()).to.deep.equal(['s1']);
    await page.finish();
    await waitUntil(() => all()[8].hasAttribute('data-ss-slide'));
    expect(shown()).to.deep.equal(['s1']);
  });

  it("a slide the parser has begun but not finished is not made a button: its link, parsed later, stays the slide's control", async () => {
    // A published classic slide: its link comes inside it (spec 000 §4 Click-through).
    const classic = (i: number) =>
      `<div class="slide" data-slide-id="c${i}"><div class="margin-wrapper"><a class="image-slide-anchor" href="?itemId=c${i}">` +
      `<img alt="Photo ${i + 1}" data-src="${IMG}?v=${i}" data-image-dimensions="1500x1000"></a></div></div>`;
    page = await openStreamedPage([
      `<ss-gallery id="g" design="slideshow" lightbox><div class="slide" data-slide-id="c0"><div class="margin-wrapper">`,
      `${classic(0).slice(classic(0).indexOf('<a '))}${classic(1)}${classic(2)}</ss-gallery>`,
      '<p>after</p>',
    ]);
    const first = () => page!.doc.querySelector<HTMLElement>('[data-slide-id="c0"]');
    await page.next(() => !!first());
    await waitUntil(() => first()!.hasAttribute('data-ss-slide'), 'the first slide is placed while its link is still to come');
    await page.finish();
    const g = page.doc.getElementById('g') as SsGallery;
    await waitUntil(() => !g.layoutPending && !!first()!.querySelector('a'), 'laid out once complete');
    await page.frames(2);
    expect(first()!.getAttribute('role'), 'the slide is not a button around a link').to.not.equal('button');
    expect(first()!.hasAttribute('tabindex'), 'nor a tab stop of its own').to.equal(false);
    expect(first()!.getAttribute('role'), 'it is a slide of the carousel').to.equal('group');
  });

  it('streams once when taken out and put back while the page loads', async () => {
    page = await openStreamedPage([
      `<div id="box"><ss-gallery id="g" design="grid">${range(0, 8)}`,
      range(8, 16),
      '</ss-gallery></div><p>after</p>',
    ]);
    const layouts: unknown[] = [];
    page.doc.addEventListener('ss-gallery-layout', (e) => layouts.push(e));
    await page.next(() => page!.doc.querySelectorAll('#g figure').length === 8);
    const g = page.doc.getElementById('g') as SsGallery;
    // A relayout after a resize would come after its quiet time: at once, so frames show it.
    g.resizeQuiet = 0;
    await waitUntil(() => !!g.querySelector('[data-ss-slide]'));
    const box = page.doc.getElementById('box')!;
    g.remove();
    box.append(g);
    await page.finish();
    await waitUntil(() => layouts.length > 0, 'laid out once complete');
    await page.frames(2);
    expect(layouts).to.have.length(1);
    expect([...g.querySelectorAll('figure')].every((f) => f.hasAttribute('data-ss-slide'))).to.equal(true);
  });

  it('waits for an island that arrives in a later part, even split in two', async () => {
    page = await openStreamedPage([
      `<ss-gallery id="g">${range(0, 6)}`,
      '</ss-gallery>\n',
      '<script type="application/json">{"design": ',
      '"list"}</script>',
      '<p>after</p>',
    ]);
    await page.next(() => page!.doc.querySelectorAll('#g figure').length === 6);
    const g = page.doc.getElementById('g') as SsGallery;
    await page.next(() => !!g.nextSibling);
    await page.next(() => !!page!.doc.querySelector('#g + script'));
    expect(g.hasAttribute('data-ss-skipped'), 'half an island is not read').to.equal(false);
    await page.next(() => page!.doc.querySelector('#g + script')!.textContent!.includes('list'));
    await page.finish();
    await waitUntil(() => g.layoutName === 'list', 'the island design is used');
    expect(g.hasAttribute('data-ss-skipped')).to.equal(false);
  });

  it('a gallery in a shadow root built while the page loads completes without waiting for the page', async () => {
    page = await openStreamedPage([
      `<div id="host"></div><script>
        const root = document.getElementById('host').attachShadow({ mode: 'open' });
        root.innerHTML = '<ss-gallery id="g" design="grid">${range(0, 6).replace(/'/g, "\\'")}</ss-gallery>';
      </script>`,
      '<p>more of the page</p>',
      '<p>the end</p>',
    ]);
    await page.next(() => !!page!.doc.getElementById('host')?.shadowRoot?.getElementById('g'));
    const g = page.doc.getElementById('host')!.shadowRoot!.getElementById('g') as SsGallery;
    await waitUntil(() => [...g.querySelectorAll('figure')].every((f) => f.hasAttribute('data-ss-slide')), 'every slide placed');
    expect(page.doc.readyState).to.equal('loading');
    await page.finish();
  });

  it('reads an island after it once complete, and a bad one skips it and leaves the slides as they were', async () => {
    page = await openStreamedPage([
      `<ss-gallery id="g">${range(0, 6)}`,
      `</ss-gallery><script type="application/json">{"design": "list"}</script>`,
      `<ss-gallery id="bad" lightbox><div class="sqs-block-content">${range(0, 6)}`,
      `</div></ss-gallery><script type="application/json">{"design": </script><p>after</p>`,
    ]);
    await page.next(() => page!.doc.querySelectorAll('#g figure').length === 6);
    const g = page.doc.getElementById('g') as SsGallery;
    await page.next(() => !!page!.doc.querySelector('#g + script'));
    await page.next(() => page!.doc.querySelectorAll('#bad figure').length === 6);
    await waitUntil(() => g.layoutName === 'list', 'the island design is used');
    const bad = page.doc.getElementById('bad') as SsGallery;
    await page.finish();
    await waitUntil(() => bad.hasAttribute('data-ss-skipped'), 'the bad island skips the block');
    const figures = [...bad.querySelectorAll('figure')];
    const ours = ['data-ss-slide', 'data-ss-activatable', 'style', 'tabindex', 'role', 'aria-label'];
    expect(
      figures.some((f) => ours.some((a) => f.hasAttribute(a) && f.getAttribute(a) !== '')),
      'slides as published',
    ).to.equal(false);
    expect(figures.some((f) => ours.some((a) => f.hasAttribute(a)))).to.equal(false);
    const wrapper = bad.querySelector<HTMLElement>('.sqs-block-content')!;
    expect(wrapper.hasAttribute('data-ss-slides')).to.equal(false);
    expect(wrapper.getAttribute('style') ?? '', 'the wrapper as published').to.equal('');
    expect(bad.hasAttribute('data-layout')).to.equal(false);
  });
});
