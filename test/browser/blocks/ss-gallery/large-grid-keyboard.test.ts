// A large grid and the keyboard: Tab visits each slide's control in order, then what follows
// the gallery; Shift+Tab goes back the same way. Far-away images skip rendering, but nothing
// that can hold a focusable element is skipped: the browser's search for the next focusable
// element would have to render every skipped subtree it passes (the first Tab on a
// 10,000-slide grid froze the page for minutes). Times are the benchmark's (`npm run bench --
// --only keyboard`); this asserts the order and the states.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { IMG, laidOut, mixed } from './helpers.js';

const N = 300;

async function mount(attrs: string): Promise<{ el: SsGallery; before: HTMLElement; after: HTMLElement }> {
  const wrap = await fixture<HTMLElement>(html`<div></div>`);
  // Markup present before the upgrade, as on a published page.
  wrap.innerHTML = `<button id="before">Before</button><ss-gallery ${attrs} lightbox style="width:800px">${mixed(N)
    .map(([w, h], i) => {
      const img = `<img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="${w}x${h}">`;
      // Every other slide a figure with a caption: its image is the control, not the slide.
      return i % 2
        ? `<figure data-slide-id="k-${i}">${img}<figcaption>Caption ${i + 1}</figcaption></figure>`
        : `<div data-slide-id="k-${i}">${img}</div>`;
    })
    .join('')}</ss-gallery><button id="after">After</button>`;
  const el = wrap.querySelector<SsGallery>('ss-gallery')!;
  await el.updateComplete;
  await laidOut(el);
  el.addEventListener('ss-gallery-lightbox-open', (e) => e.preventDefault());
  return { el, before: wrap.querySelector('#before')!, after: wrap.querySelector('#after')! };
}

const image = (el: SsGallery, i: number) => el.slides[i].element.querySelector('img')!;

/** What has focus, as text (an element in a failed assertion is slow to print): its id,
 * or the slide it is, or is in, and whether it is the slide or its image. */
const focused = (): string => {
  const a = document.activeElement as HTMLElement | null;
  if (!a) return 'nothing';
  const slide = a.closest('[data-slide-id]');
  return slide ? `${slide.getAttribute('data-slide-id')}${a === slide ? '' : ` ${a.localName}`}` : a.id || a.localName;
};
const slideStop = (i: number) => `k-${i}${i % 2 ? ' img' : ''}`;

/** Elements in the gallery that skip their content while far from view and have elements
 * inside them (what the browser must render to look for focusable content). */
const skippedWithElements = (el: SsGallery): string[] =>
  [...el.querySelectorAll<HTMLElement>('*')]
    .filter((x) => getComputedStyle(x).contentVisibility !== 'visible' && x.childElementCount > 0)
    .map((x) => x.outerHTML.slice(0, 60));

describe(`ss-gallery: the keyboard through a ${N}-slide grid`, function () {
  // Six hundred key presses on a busy machine.
  this.timeout(120000);

  for (const attrs of ['design="grid"', 'design="autogrid"', 'design="autocolumns"', 'layout="autorows"']) {
    it(`${attrs}: far images skip rendering; no skipped subtree holds an element`, async () => {
      const { el } = await mount(attrs);
      expect(skippedWithElements(el)).to.deep.equal([]);
      // The rendering win is kept: the images skip while far from view (ours: on the image).
      expect(getComputedStyle(image(el, N - 1)).contentVisibility).to.equal('auto');
      expect(getComputedStyle(el.slides[N - 1].element).contentVisibility).to.equal('visible');
    });
  }

  it('the list (rows flow, their heights not fixed) skips nothing', async () => {
    const { el } = await mount('design="list"');
    expect(el.slides.filter((s) => getComputedStyle(s.element.querySelector('img')!).contentVisibility !== 'visible')).to.have.length(0);
  });

  it('its children go to slots of at most 256 nodes (ours), in order, slides added later too', async () => {
    const { el } = await mount('design="grid"');
    const held = () => [...el.renderRoot.querySelectorAll('slot')].map((s) => s.assignedNodes());
    expect(held().map((nodes) => nodes.length)).to.deep.equal([256, N - 256]);
    expect(held().flat()).to.deep.equal([...el.childNodes]);
    el.append(...Array.from({ length: 300 }, (_, i) => Object.assign(document.createElement('div'), { id: `added-${i}` })));
    await waitUntil(() => held().flat().length === N + 300, 'the added children slotted');
    expect(held().map((nodes) => nodes.length)).to.deep.equal([256, 256, N + 300 - 512]);
    expect(held().flat()).to.deep.equal([...el.childNodes]);
  });

  it('Tab visits each slide in order, then the element after the gallery; Shift+Tab goes back', async () => {
    const { el, before, after } = await mount('design="grid"');
    before.focus();
    const forward: string[] = [];
    for (let i = 0; i <= N; i++) {
      await sendKeys({ press: 'Tab' });
      forward.push(focused());
    }
    expect(forward).to.deep.equal([...Array.from({ length: N }, (_, i) => slideStop(i)), 'after']);
    expect(document.activeElement).to.equal(after);
    const back: string[] = [];
    for (let i = 0; i <= N; i++) {
      await sendKeys({ press: 'Shift+Tab' });
      back.push(focused());
    }
    expect(back).to.deep.equal([...Array.from({ length: N }, (_, i) => slideStop(N - 1 - i)), 'before']);
    // The slides are as they were: each still a stop (the skip changed no tabindex).
    expect(el.slides.filter((s) => s.element.matches('[tabindex="0"], :has(> img[tabindex="0"])')).length).to.equal(N);
  });
});
