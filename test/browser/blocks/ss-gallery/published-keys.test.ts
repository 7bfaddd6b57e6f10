// The published keys that place the gallery in its page (real-markup.md "Gallery block",
// "Gallery sections"): a classic block floated in its text (floatDir, hSize), a section's
// width, its fullscreen slideshow's height (viewportHeight), the layouts sections name. The
// spec gives the keys, not their effect: every effect here is ours.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../../helpers/viewport.js';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { settingReports } from '../../../../src/contract/settings.js';
import { laidOut, mixed, slides } from './helpers.js';

const near = (a: number, b: number) => Math.abs(a - b) < 1;

/** A classic gallery block with `json` as its block data, in a 1000 px column of text. */
async function classic(json: object): Promise<{ gallery: SsGallery; column: HTMLElement }> {
  const column = await fixture<HTMLElement>(html`<div style="width:1000px">
    <ss-gallery>
      <div class="sqs-block gallery-block" data-block-json=${JSON.stringify({ design: 'grid', ...json })}>
        <div class="sqs-gallery">${slides(mixed(4))}</div>
      </div>
    </ss-gallery>
    <p>Text that flows beside a floated gallery, long enough to wrap around it on several lines of the column.</p>
  </div>`);
  const gallery = column.querySelector('ss-gallery')!;
  await laidOut(gallery);
  return { gallery, column };
}

describe('ss-gallery: published keys that place it in the page (ours: the spec names the keys only)', () => {
  it('floatDir and hSize: floated left or right, hSize twentieths of the column wide; the text flows beside it', async () => {
    const { gallery, column } = await classic({ floatDir: 'left', hSize: 8 });
    expect(gallery).to.include({ floatDir: 'left', hSize: 8 });
    expect(getComputedStyle(gallery).float).to.equal('left');
    expect(near(gallery.getBoundingClientRect().width, 400)).to.equal(true);
    const range = document.createRange();
    range.selectNodeContents(column.querySelector('p')!);
    const text = range.getClientRects()[0]!; // the first line, beside the gallery
    expect(text.left - column.getBoundingClientRect().left).to.be.greaterThan(400);
    expect(
      near(gallery.slides[0]!.element.getBoundingClientRect().width, (400 - 3 * 20) / 4),
      'four per row, 20 px apart, in 400 px',
    ).to.equal(true);

    const right = await classic({ floatDir: 'right' });
    expect(getComputedStyle(right.gallery).float).to.equal('right');
    expect(near(right.gallery.getBoundingClientRect().width, 500), 'hSize 10 by default: half the column').to.equal(true);
    await expectAccessible(right.column);
  });

  it('floated only on a desktop viewport (spec 001 §9: from 433 px); on a phone it takes the column', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const column = await fixture<HTMLElement>(html`<div style="width:360px">
        <ss-gallery data-block-json=${JSON.stringify({ design: 'grid', floatDir: 'right', hSize: 8 })}>${slides(mixed(4))}</ss-gallery>
        <p>Text below it.</p>
      </div>`);
      const gallery = column.querySelector('ss-gallery')!;
      await laidOut(gallery);
      expect(gallery.getAttribute('data-float')).to.equal('right');
      expect(getComputedStyle(gallery).float).to.equal('none');
      expect(near(gallery.getBoundingClientRect().width, 360)).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 }); // the runner's own
    }
  });

  it('no floatDir (null in the JSON, as published): not floated, the full column, no float attribute or style written', async () => {
    const { gallery } = await classic({ floatDir: null, hSize: null });
    expect(getComputedStyle(gallery).float).to.equal('none');
    expect(near(gallery.getBoundingClientRect().width, 1000)).to.equal(true);
    expect(gallery.hasAttribute('data-float')).to.equal(false);
    expect(gallery.hasAttribute('style')).to.equal(false);
  });

  it('a bad floatDir or hSize is reported and the default used', async () => {
    const { result, messages } = await captureConsole('warn', async () => {
      const { gallery } = await classic({ floatDir: 'middle', hSize: 5e-324 });
      await settingReports();
      return gallery;
    });
    expect(getComputedStyle(result).float).to.equal('none');
    expect(result.hSize).to.equal(10);
    expect(messages.map((m) => String(m[0]))).to.have.length(2);
    expect(String(messages[0]![0])).to.contain('"middle" is not a valid float-dir');
  });

  it("a section's width: full is the column, inset keeps side margins (5% each), full-bleed reaches the window's edges", async () => {
    const mount = async (width: string) => {
      const wrap = await fixture<HTMLElement>(html`<div style="width:600px;margin:0 auto">
        <ss-gallery data-props=${JSON.stringify({ numColumns: 3, gutter: 0, width })}>${slides(mixed(3))}</ss-gallery>
      </div>`);
      const el = wrap.querySelector('ss-gallery')!;
      await laidOut(el);
      return el;
    };
    const full = await mount('full');
    expect(full.sectionWidth).to.equal('full');
    expect(full.getAttribute('data-width')).to.equal('full');
    expect(near(full.slides[0]!.element.getBoundingClientRect().width, 200)).to.equal(true);

    const inset = await mount('inset');
    expect(inset.getAttribute('data-width')).to.equal('inset');
    expect(near(inset.slides[0]!.element.getBoundingClientRect().width, 180)).to.equal(true);

    const bleed = await mount('full-bleed');
    const box = bleed.getBoundingClientRect();
    expect(near(box.left, 0) && near(box.width, window.innerWidth)).to.equal(true);
    expect(near(bleed.slides[0]!.element.getBoundingClientRect().width, window.innerWidth / 3)).to.equal(true);
  });

  it('viewportHeight: a slideshow as high as that share of the window', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery
      data-props=${JSON.stringify({ viewportHeight: 50 })}
      design="slideshow"
      style="width:500px"
      >${slides(mixed(3))}</ss-gallery
    >`);
    await laidOut(el);
    const expected = document.documentElement.clientHeight / 2;
    expect(near(el.slides[0]!.element.getBoundingClientRect().height, expected)).to.equal(true);
    el.viewportHeight = undefined;
    await laidOut(el);
    expect(near(el.slides[0]!.element.getBoundingClientRect().height, 500 / (1500 / 1000)), "without it, the first slide's ratio").to.equal(
      true,
    );
  });

  it('the layouts sections name: masonry, strips, reel, fullscreen slideshow, grid (any case, spaces or hyphens)', async () => {
    const names: [string, string][] = [
      ['masonry', 'autocolumns'],
      ['Strips', 'autorows'],
      ['reel', 'strip'],
      ['fullscreen slideshow', 'stacked'],
      ['Fullscreen-Slideshow', 'stacked'],
      ['grid', 'grid'],
    ];
    for (const [layout, ours] of names) {
      const el = await fixture<SsGallery>(
        html`<ss-gallery data-props=${JSON.stringify({ layout })} style="width:600px">${slides(mixed(3))}</ss-gallery>`,
      );
      await laidOut(el);
      expect(el.layoutName, layout).to.equal(ours);
    }
  });
});
