// ss-gallery: defaults, settings from every source a page uses, slides from markup, design
// mapping, and bad data (spec 000 §2, §3, §5, §8; real-markup.md "Gallery block/sections").
import { expect, fixture, html } from '@open-wc/testing';
import { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { settingReports } from '../../../../src/contract/settings.js';
import { IMG, frames, laidOut, measure, mixed, rowsOf, slides } from './helpers.js';

const near = (a: number, b: number) => Math.abs(a - b) < 1;

describe('ss-gallery', () => {
  describe('accessibility', () => {
    it('has no axe violations with lightbox slides and with click-through slides', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery lightbox style="width:600px">${slides(mixed(4))}</ss-gallery>`);
      await laidOut(el);
      expect(el.slides[0].element.getAttribute('role')).to.equal('button');
      expect(el.slides[0].element.tabIndex).to.equal(0);
      await expectAccessible(el);
      const ct = await fixture<SsGallery>(html`<ss-gallery design="stacked" style="width:600px">
        <div data-click-through-url="/shop"><img alt="Shop" data-src=${IMG} data-image-dimensions="800x600" /></div>
        <div><img alt="Plain" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(ct);
      expect(ct.slides[0].element.getAttribute('role')).to.equal('link');
      expect(ct.slides[1].element.hasAttribute('role')).to.equal(false);
      await expectAccessible(ct);
    });

    it('names an activatable slide that has no text of its own', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery lightbox style="width:600px">
        <div data-title="Harbour at dusk"><img alt="" data-src=${IMG} data-image-dimensions="800x600" /></div>
        <div><img alt="" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      expect(el.slides[0].element.getAttribute('aria-label')).to.equal('Harbour at dusk');
      expect(el.slides[1].element.getAttribute('aria-label')).to.equal('Slide 2 of 2');
      await expectAccessible(el);
    });
  });

  describe('defaults', () => {
    it('starts from the declared defaults and lays out as a grid', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:1000px">${slides(mixed(4))}</ss-gallery>`);
      await laidOut(el);
      // spec 000 §5, §9.
      expect(el).to.include({ columnWidth: 250, autoplayDuration: 5, activeAlignment: 'middle', thumbnailsPerRow: 4, padding: 20 });
      expect(el.autoplaySettings).to.include({ randomize: true, timeout: 5000 });
      // Ours.
      expect(el).to.include({
        design: 'grid',
        imageAspectRatio: 'Auto',
        lightbox: false,
        lightboxTheme: 'dark',
        autoplay: false,
        thumbnails: false,
        loop: true,
        keyboard: true,
        historyHash: false,
        currentIndex: 0,
      });
      expect(el.autoplaySettings).to.include({ interval: undefined, pauseOnMouseover: true });
      expect([el.slidesPerRow, el.gutter]).to.deep.equal([undefined, undefined]);
      expect(el.layoutName).to.equal('grid');
      // 4 per row, 20 px apart (spec 000 §9 Grid).
      expect(rowsOf(measure(el)).map((r) => r.length)).to.deep.equal([4]);
      expect(near(measure(el)[1].x - measure(el)[0].width, 20)).to.equal(true);
    });

    it('observes the kebab-case attribute of every spec setting', () => {
      const observed = (SsGallery as unknown as { observedAttributes: string[] }).observedAttributes;
      for (const name of [
        'design',
        'image-aspect-ratio',
        'slides-per-row',
        'lightbox',
        'lightbox-theme',
        'mixed-content',
        'column-width',
        'gutter',
        'list-image-size',
        'square-thumbs',
        'auto-crop',
        'autoplay',
        'autoplay-duration',
        'active-alignment',
        'thumbnails-per-row',
        'thumbnails',
        'thumbnail-strip-height',
        'thumbnail-strip-margin',
        'padding',
        'v-size',
        'aspect-ratio',
        'loop',
        'keyboard',
        'history-hash',
        'lazy-load',
        'current-index',
      ]) {
        expect(observed, name).to.include(name);
      }
    });

    it('registers once', async () => {
      const { define } = await import('../../../../src/blocks/element-helpers.js');
      define('ss-gallery', class extends SsGallery {});
      expect(customElements.get('ss-gallery')).to.equal(SsGallery);
    });
  });

  describe('settings', () => {
    // Each attribute by what it does; settings that do nothing yet are not read back here.
    it('reads kebab-case attributes', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery
        design="autocolumns"
        column-width="200"
        gutter="10"
        image-aspect-ratio="four-three"
        autoplay-duration="2.5"
        active-alignment="right"
        auto-crop="false"
        style="width:640px"
        >${slides(mixed(4))}</ss-gallery
      >`);
      await laidOut(el);
      expect(el.layoutName).to.equal('autocolumns');
      // 640 px at 200 px columns and a 10 px gutter: 3 columns of 206.67 px at 4:3.
      expect(el.geometry!.columns).to.equal(3);
      expect(near(measure(el)[1].x, (640 - 20) / 3 + 10)).to.equal(true);
      expect(near(measure(el)[0].height, ((640 - 20) / 3) * 0.75)).to.equal(true);
      // auto-crop false fits images inside their boxes.
      expect(getComputedStyle(el.querySelector('img')!).objectFit).to.equal('contain');
      // Seconds to ms (spec 000 §9); right is the end (spec 000 §5).
      expect(el.autoplaySettings.timeout).to.equal(2500);
      expect(el.activeAlignment).to.equal('end');

      const grid =
        await fixture<SsGallery>(html`<ss-gallery slides-per-row="2" thumbnails-per-row="3" square-thumbs="false" gutter="0" style="width:600px"
        >${slides(mixed(2))}</ss-gallery
      >`);
      await laidOut(grid);
      // slides-per-row wins over thumbnails-per-row; without square thumbs a row takes its
      // tallest image (1500x1000 and 750x1000 at 300 px wide: 400 px).
      expect(rowsOf(measure(grid)).map((r) => r.length)).to.deep.equal([2]);
      expect(measure(grid).map((r) => Math.round(r.height))).to.deep.equal([400, 400]);
      const three = await fixture<SsGallery>(html`<ss-gallery thumbnails-per-row="3" style="width:600px">${slides(mixed(3))}</ss-gallery>`);
      await laidOut(three);
      expect(rowsOf(measure(three)).map((r) => r.length)).to.deep.equal([3]);

      const list = await fixture<SsGallery>(
        html`<ss-gallery design="list" list-image-size="30" style="width:600px">${slides(mixed(1))}</ss-gallery>`,
      );
      await laidOut(list);
      expect(near(list.querySelector('img')!.getBoundingClientRect().width, 180)).to.equal(true);
    });

    it('reads data-block-json on the element, the spec names first', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery
        data-block-json='{"design":"list","listImageSize":25,"autoplay-duration":3,"active-alignment":"left","imageAspectRatio":"square","aspect-ratio":"16:9"}'
        style="width:800px"
        >${slides(mixed(2))}</ss-gallery
      >`);
      await laidOut(el);
      expect(el).to.include({
        design: 'list',
        listImageSize: 25,
        autoplayDuration: 3,
        activeAlignment: 'start',
        imageAspectRatio: 'square',
      });
      expect(el.layoutName).to.equal('list');
      const img = el.querySelector('img')!.getBoundingClientRect();
      expect(near(img.width, 200) && near(img.height, 200)).to.equal(true);
    });

    it('lets an attribute win over the block data', async () => {
      const el = await fixture<SsGallery>(
        html`<ss-gallery design="grid" data-block-json='{"design":"list"}' style="width:800px">${slides(mixed(4))}</ss-gallery>`,
      );
      await laidOut(el);
      expect(el.layoutName).to.equal('grid');
    });

    it("reads a newer section's data-props: numColumns, gutter, aspectRatio, lightboxEnabled", async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery
        data-props='{"numColumns":3,"gutter":12,"aspectRatio":"three-four-vertical","lightboxEnabled":true,"width":"full"}'
        style="width:924px"
        >${slides(mixed(6))}</ss-gallery
      >`);
      await laidOut(el);
      expect(el).to.include({ slidesPerRow: 3, gutter: 12, aspectRatio: 'three-four-vertical', lightbox: true });
      const rows = rowsOf(measure(el));
      expect(rows.map((r) => r.length)).to.deep.equal([3, 3]);
      expect(near(rows[0][0].width, 300) && near(rows[0][0].height, 400)).to.equal(true);
      expect(near(rows[0][1].x, 312)).to.equal(true);
    });

    it('reads a JSON island and data stored on an ancestor', async () => {
      const island = await fixture<SsGallery>(html`<ss-gallery style="width:1000px">
        <script type="application/json">{"design":"autogrid"}</script>
        ${slides(mixed(4))}
      </ss-gallery>`);
      await laidOut(island);
      expect(island.layoutName).to.equal('autogrid');
      expect(island.slides).to.have.length(4);
      const wrap = await fixture(
        html`<div data-block-json='{"design":"stacked"}'><ss-gallery style="width:600px">${slides(mixed(3))}</ss-gallery></div>`,
      );
      const el = wrap.querySelector('ss-gallery')!;
      await laidOut(el);
      expect(el.layoutName).to.equal('base');
    });

    it('renders a classic gallery block: .sqs-block JSON, .slide markup, its controls', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:620px">
        <div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8" id="block-abc"
          data-block-json='{"design":"grid","thumbnails-per-row":3,"padding":10,"aspect-ratio":"square","lightbox":true,"show-meta":true,"meta-position":"top-right","controls":true,"collectionId":"c1"}'>
          <div class="sqs-block-content">
            <div class="sqs-gallery-container sqs-gallery-block-grid">
              <div class="sqs-gallery">
                ${mixed(5).map(
                  ([w, h], i) => html`<div class="slide" data-type="image" data-slide-id="s${i}" data-slide-url="photo-${i}">
                  <div class="margin-wrapper">
                    <a class="image-slide-anchor content-fill" data-title="Photo ${i}" data-description="<p>About ${i}</p>" data-lightbox-theme="dark">
                      <img class="thumb-image" alt="Photo ${i}" data-src=${IMG} data-image-dimensions="${w}x${h}" data-image-focal-point="0.5,0.5" data-load="false" />
                    </a>
                  </div>
                </div>`,
                )}
              </div>
            </div>
          </div>
        </div>
      </ss-gallery>`);
      await laidOut(el);
      expect(el).to.include({
        thumbnailsPerRow: 3,
        padding: 10,
        imageAspectRatio: 'square',
        lightbox: true,
        showMeta: true,
        metaPosition: 'top-right',
      });
      expect(el.slides.map((s) => s.id)).to.deep.equal(['s0', 's1', 's2', 's3', 's4']);
      expect(el.slides[2]).to.include({
        type: 'image',
        url: 'photo-2',
        title: 'Photo 2',
        description: '<p>About 2</p>',
        lightboxTheme: 'dark',
        width: 1000,
        height: 1000,
      });
      const rows = rowsOf(measure(el));
      expect(rows.map((r) => r.length)).to.deep.equal([3, 2]);
      expect(near(rows[0][0].width, 200) && near(rows[0][0].height, 200)).to.equal(true);
      expect(near(rows[0][1].x - rows[0][0].x, 210)).to.equal(true);
      const container = el.querySelector<HTMLElement>('.sqs-gallery')!;
      expect(near(container.getBoundingClientRect().height, 410)).to.equal(true);
      await expectAccessible(el);
    });

    it('reads slide attributes and infers video slides from a video wrapper', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery design="stacked" style="width:600px">
        <div data-slide-id="v1"><div class="sqs-video-wrapper" data-provider-name="YouTube"><p>Video</p></div></div>
        <div data-type="image" data-slide-id="i1" data-slide-url="image-one" data-click-through-url="/a"><img alt="One" data-src=${IMG} data-image-dimensions="1760x1226" /></div>
        <div data-type="video" data-slide-id="v2" data-src="/poster.jpg" data-image-dimensions="1280x720"><p>Another</p></div>
      </ss-gallery>`);
      await laidOut(el);
      expect(el.slides.map((s) => s.type)).to.deep.equal(['video', 'image', 'video']);
      expect(el.slides[1]).to.include({ id: 'i1', url: 'image-one', src: IMG, width: 1760, height: 1226, clickThroughUrl: '/a' });
      expect(el.slides[2]).to.include({ src: '/poster.jpg', width: 1280, height: 720 });
      // A video without dimensions counts as 16:9: the base box follows the first slide.
      expect(near(el.getBoundingClientRect().height, 600 / (16 / 9))).to.equal(true);
    });

    it('keeps only the element of each slide and reads its fields from the markup when asked', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:600px">${slides(mixed(2))}</ss-gallery>`);
      await laidOut(el);
      expect(Object.keys(el.slides[0])).to.deep.equal(['element']);
      expect(el.slides[1]).to.include({ id: 'id-1', url: 'slide-1', title: '', width: 750, height: 1000, aspect: 0.75 });
      el.slides[1].element.setAttribute('data-title', 'Added later');
      expect(el.slides[1].title).to.equal('Added later');
      expect(el.slides).to.equal(el.slides);
    });

    it('maps every design to its layout and takes a layout by name', async () => {
      const table: [string, string][] = [
        ['stacked', 'base'],
        ['slider', 'strip'],
        ['slideshow', 'stacked'],
        ['grid', 'grid'],
        ['autogrid', 'autogrid'],
        ['autocolumns', 'autocolumns'],
        ['carousel', 'carousel'],
        ['list', 'list'],
        ['autorows', 'base'],
        ['fancy', 'base'],
      ];
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:600px">${slides(mixed(3))}</ss-gallery>`);
      await laidOut(el);
      for (const [design, layout] of table) {
        el.design = design;
        await el.updateComplete;
        expect(el.layoutName, design).to.equal(layout);
        expect(el.getAttribute('data-layout')).to.equal(layout);
      }
      el.layout = 'autorows';
      await el.updateComplete;
      expect(el.layoutName).to.equal('autorows');
    });
  });

  describe('errors and bad input', () => {
    // Bad data in every shape, and a published wrapper without data, are the shared block
    // suite's (shared.test.ts); what is the gallery's own follows.
    it('a skipped gallery computes no geometry and draws no box of its own', async () => {
      const { result: el } = await captureConsole('error', () =>
        fixture<SsGallery>(html`<ss-gallery data-block-json="{design: grid" style="width:600px">${slides(mixed(2))}</ss-gallery>`),
      );
      await frames(2);
      expect(el.hasAttribute('data-ss-skipped')).to.equal(true);
      expect(el.geometry).to.equal(undefined);
      expect(el.shadowRoot!.querySelector('.base')).to.equal(null);
      await expectAccessible(el);
    });

    it('reads the data of a published .sqs-block wrapper; an element configured by attributes needs no JSON', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ss-gallery id="data" style="width:600px">
          <div class="sqs-block gallery-block" data-block-type="8" data-block-json='{"design":"list"}'>
            <div class="sqs-block-content"><div class="sqs-gallery">
              <div class="slide"><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /></div>
              <div class="slide"><img alt="Two" data-src=${IMG} data-image-dimensions="800x600" /></div>
            </div></div>
          </div>
        </ss-gallery>
        <ss-gallery id="attrs" design="list" style="width:600px"><div class="slide"><img alt="Three" data-src=${IMG} data-image-dimensions="800x600" /></div></ss-gallery>
      </div>`);
      const [data, attrs] = [...wrap.querySelectorAll<SsGallery>('ss-gallery')];
      await Promise.all([laidOut(data), laidOut(attrs)]);
      expect([data.hasAttribute('data-ss-skipped'), data.layoutName]).to.deep.equal([false, 'list']);
      expect([attrs.hasAttribute('data-ss-skipped'), attrs.layoutName]).to.deep.equal([false, 'list']);
    });

    it('reports a bad setting and uses its default', async () => {
      const { result: el, messages } = await captureConsole('warn', () =>
        fixture<SsGallery>(html`<ss-gallery design="autocolumns" column-width="0" style="width:1000px">${slides(mixed(4))}</ss-gallery>`),
      );
      await laidOut(el);
      expect(el.columnWidth).to.equal(250);
      expect(el.geometry!.columns).to.equal(4);
      expect(messages.some((m) => String(m[0]).includes('column-width'))).to.equal(true);
    });

    it('design="hexagon": warned with the setting\'s name, the base layout used (spec 000 §2: any other value falls back to base)', async () => {
      const { result: el, messages } = await captureConsole('warn', async () => {
        const el = await fixture<SsGallery>(html`<ss-gallery design="hexagon" style="width:600px">${slides(mixed(2))}</ss-gallery>`);
        el.layout = 'grid';
        await el.updateComplete;
        el.layout = '';
        await el.updateComplete;
        await settingReports();
        return el;
      });
      // Once, though the layout was resolved again.
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] attribute design: "hexagon" is not a valid design (expected one of grid, autogrid, autocolumns, list, carousel, slider, slideshow, stacked); using "stacked".',
      ]);
      expect([el.design, el.layoutName]).to.deep.equal(['hexagon', 'base']);
    });

    it('logs an unknown layout name and falls back to the design', async () => {
      const { result: el, messages } = await captureConsole('error', () =>
        fixture<SsGallery>(html`<ss-gallery layout="mosaic" design="autogrid" style="width:600px">${slides(mixed(2))}</ss-gallery>`),
      );
      expect(messages.map((m) => m[0])).to.include('Could not find gallery design named "mosaic".');
      expect(el.layoutName).to.equal('autogrid');
    });

    it('tolerates slides without dimensions and an empty gallery', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery design="autocolumns" style="width:500px">
        <div><img alt="x" data-src=${IMG} /></div><div><img alt="y" data-src=${IMG} data-image-dimensions="wide" /></div>
      </ss-gallery>`);
      await laidOut(el);
      expect(measure(el).map((r) => Math.round(r.height))).to.deep.equal([250, 250]);
      const empty = await fixture<SsGallery>(html`<ss-gallery style="width:500px"></ss-gallery>`);
      await laidOut(empty);
      expect(empty.geometry!.height).to.equal(0);
      expect(empty.next()).to.equal(false);
      await expectAccessible(empty);
    });
  });
});
