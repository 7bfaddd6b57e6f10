// The roles and names the gallery gives slides (ours, after the WAI-ARIA APG carousel pattern
// and ARIA in HTML): a role goes only where the element may take it. A figure with a caption
// may take none: it stays a figure named by its caption, and its image is the button or link
// of an activatable slide. An image may be a button but not a group. A figure without a
// caption, and a div, may take any. Each case: the role and name axe computes, axe clean, and
// the keyboard (Tab to the control, Enter and Space activate it).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible, roleAndName } from '../../helpers/a11y.js';
import { IMG, laidOut, slides, mixed } from './helpers.js';

const captioned = (n: number) =>
  html`${Array.from(
    { length: n },
    (_, i) =>
      html`<figure data-slide-id="c-${i}">
        <img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="800x600" />
        <figcaption><strong>Caption ${i + 1}</strong> A line about it.</figcaption>
      </figure>`,
  )}`;

const divs = (n: number) =>
  html`${Array.from(
    { length: n },
    (_, i) => html`<div data-slide-id="d-${i}"><img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="800x600" /></div>`,
  )}`;

/** A gallery with a button before it; the lightbox openings it asks for, canceled (the
 * lightbox itself is tested in test/browser/blocks/ss-lightbox/). */
async function mount(design: string, content: unknown, lightbox = true) {
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <button id="before">Before</button>
    <ss-gallery design=${design} ?lightbox=${lightbox} style="width:600px">${content}</ss-gallery>
  </div>`);
  const el = wrapper.querySelector<SsGallery>('ss-gallery')!;
  await laidOut(el);
  const opened: { index: number; source: string }[] = [];
  el.addEventListener('ss-gallery-lightbox-open', (e) => {
    e.preventDefault();
    opened.push({ index: e.detail.index, source: e.detail.source });
  });
  return { el, opened, before: wrapper.querySelector<HTMLButtonElement>('#before')! };
}

const figure = (el: SsGallery, i: number) => el.slides[i].element;
const image = (el: SsGallery, i: number) => figure(el, i).querySelector('img')!;

/** What has focus, as text (an element in a failed assertion is slow to print). */
const focused = () => {
  const a = document.activeElement;
  return a ? `${a.localName} ${roleAndName(a).join(' ')}` : 'nothing';
};

/** Tab from the button before the gallery: the gallery's first stop. */
async function tabIn(before: HTMLElement): Promise<void> {
  before.focus();
  await sendKeys({ press: 'Tab' });
}

describe('ss-gallery slide roles: a figure with a caption (list design, lightbox)', () => {
  it('stays a figure named by its caption; its image is the button, named by its alt; axe clean', async () => {
    const { el } = await mount('list', captioned(3));
    for (let i = 0; i < 3; i++) {
      expect(figure(el, i).hasAttribute('role'), `figure ${i}`).to.equal(false);
      expect(figure(el, i).hasAttribute('tabindex'), `figure ${i}`).to.equal(false);
      expect(roleAndName(figure(el, i))).to.deep.equal(['figure', `Caption ${i + 1} A line about it.`]);
      expect(roleAndName(image(el, i))).to.deep.equal(['button', `Photo ${i + 1}`]);
      expect(image(el, i).tabIndex).to.equal(0);
    }
    await expectAccessible(el);
  });

  it('Tab reaches each image; Enter and Space open the lightbox at its slide; a click on the caption too', async () => {
    const { el, opened, before } = await mount('list', captioned(3));
    await tabIn(before);
    expect(focused()).to.equal('img button Photo 1');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('img button Photo 2');
    await sendKeys({ press: 'Space' });
    const r = figure(el, 1).querySelector('figcaption')!.getBoundingClientRect();
    expect(r.bottom, 'the caption in view').to.be.at.most(innerHeight);
    await sendMouse({ type: 'click', position: [Math.round(r.left + 5), Math.round(r.top + r.height / 2)] });
    expect(opened).to.deep.equal([
      { index: 0, source: 'keyboard' },
      { index: 1, source: 'keyboard' },
      { index: 1, source: 'pointer' },
    ]);
  });

  it('an image without alt text is named from the slide title', async () => {
    const { el } = await mount(
      'list',
      html`<figure data-title="Harbour at dusk"><img data-src=${IMG} data-image-dimensions="800x600" /><figcaption>Harbour</figcaption></figure>`,
    );
    expect(roleAndName(image(el, 0))).to.deep.equal(['button', 'Harbour at dusk']);
    expect(roleAndName(figure(el, 0))).to.deep.equal(['figure', 'Harbour']);
    await expectAccessible(el);
  });

  it('one at a time it is a figure described as a slide, its image the button; the attributes go with a new layout', async () => {
    const { el, opened, before } = await mount('slideshow', captioned(3));
    expect(figure(el, 0).getAttribute('aria-roledescription')).to.equal('slide');
    expect(roleAndName(figure(el, 0))).to.deep.equal(['figure', 'Caption 1 A line about it.']);
    expect(roleAndName(image(el, 0))).to.deep.equal(['button', 'Photo 1']);
    await expectAccessible(el);
    await tabIn(before);
    // The pause/play control and the indicators come first in a slideshow; the slide's image
    // after them.
    for (let i = 0; i < 10 && document.activeElement !== image(el, 0); i++) await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('img button Photo 1');
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([{ index: 0, source: 'keyboard' }]);
    el.design = 'grid';
    await oneEvent(el, 'ss-gallery-layout');
    expect(figure(el, 0).hasAttribute('aria-roledescription'), 'no slide description in a grid').to.equal(false);
    expect(roleAndName(image(el, 0))).to.deep.equal(['button', 'Photo 1']);
    el.lightbox = false;
    el.design = 'list';
    await oneEvent(el, 'ss-gallery-layout');
    expect(
      ['role', 'tabindex'].some((a) => image(el, 0).hasAttribute(a)),
      'no button without the lightbox',
    ).to.equal(false);
  });
});

describe('ss-gallery slide roles: a figure without a caption, one at a time', () => {
  for (const design of ['slideshow', 'slider', 'carousel']) {
    it(`${design}: each slide shown is a group "slide" named "N of M"; axe clean`, async () => {
      const { el } = await mount(design, slides(mixed(4)), false);
      const shown = el.slides.filter((s) => !s.element.hidden);
      expect(shown.length).to.be.above(0);
      for (const { element } of shown) {
        const n = el.slides.findIndex((s) => s.element === element) + 1;
        expect(roleAndName(element)).to.deep.equal(['group', `${n} of 4`]);
        expect(element.getAttribute('aria-roledescription')).to.equal('slide');
      }
      await expectAccessible(el);
    });
  }

  it('with the lightbox, the figure is the button (a figure without a caption may take any role); Enter and Space open it', async () => {
    const { el, opened, before } = await mount('slider', slides(mixed(4)));
    expect(roleAndName(figure(el, 0))).to.deep.equal(['button', 'Photo 1']);
    expect(image(el, 0).hasAttribute('role')).to.equal(false);
    await expectAccessible(el);
    await tabIn(before);
    for (let i = 0; i < 10 && document.activeElement !== figure(el, 0); i++) await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('figure button Photo 1');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(opened).to.deep.equal([
      { index: 0, source: 'keyboard' },
      { index: 0, source: 'keyboard' },
    ]);
  });
});

describe('ss-gallery slide roles: a div slide', () => {
  it('one at a time a group "slide" named "N of M"; axe clean', async () => {
    const { el } = await mount('slideshow', divs(3), false);
    expect(roleAndName(figure(el, 0))).to.deep.equal(['group', '1 of 3']);
    await expectAccessible(el);
  });

  it('in a grid with the lightbox a button named by its image; Tab, Enter and Space; axe clean', async () => {
    const { el, opened, before } = await mount('grid', divs(3));
    expect(roleAndName(figure(el, 0))).to.deep.equal(['button', 'Photo 1']);
    await expectAccessible(el);
    await tabIn(before);
    expect(focused()).to.equal('div button Photo 1');
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([
      { index: 0, source: 'keyboard' },
      { index: 1, source: 'keyboard' },
    ]);
  });
});

describe('ss-gallery slide roles: an image slide', () => {
  const images = (n: number) =>
    html`${Array.from({ length: n }, (_, i) => html`<img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="800x600" />`)}`;

  it('one at a time it stays an image named by its alt (an image may not be a group), described as a slide; axe clean', async () => {
    const { el } = await mount('slideshow', images(3), false);
    expect(roleAndName(figure(el, 0))).to.deep.equal(['img', 'Photo 1']);
    expect(figure(el, 0).getAttribute('aria-roledescription')).to.equal('slide');
    await expectAccessible(el);
  });

  it('with the lightbox it is the button, named by its alt; Enter opens it; axe clean', async () => {
    const { el, opened, before } = await mount('grid', images(2));
    expect(roleAndName(figure(el, 1))).to.deep.equal(['button', 'Photo 2']);
    await expectAccessible(el);
    await tabIn(before);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('img button Photo 2');
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([{ index: 1, source: 'keyboard' }]);
  });
});
