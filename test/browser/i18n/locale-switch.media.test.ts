// The locale switch, the media blocks: the gallery (its controls, indicators and
// the names it gives the page's slides), the lightbox open (desktop and phone), the video's
// play control and frame, the map's address card. French is registered and switched to with
// setLocale('fr'): every visible text and accessible name equals the French table's message
// for its id; setLocale('en') brings the English back. Owner texts stay as given.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blocks/ss-gallery/ss-gallery.js';
import '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import '../../../src/blocks/ss-video/ss-video.js';
import '../../../src/blocks/ss-map/ss-map.js';
import type { SsGallery } from '../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsLightbox } from '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsMap } from '../../../src/blocks/ss-map/ss-map.js';
import { expectAccessible } from '../helpers/a11y.js';
import { laidOut, mixed, slides, IMG } from '../blocks/ss-gallery/helpers.js';
import { items, openOn } from '../blocks/ss-lightbox/helpers.js';
import { URLS, frameShown, frameOf, iframe, installProviders, mount as mountVideo, playButton } from '../blocks/ss-video/helpers.js';
import { resetMaps, siteMaps } from '../blocks/ss-map/helpers.js';
import { english, french, part, parts, said, switchTo, textIn } from './locale.js';
import { waitUntil } from '../helpers/wait.js';

const LOCALES = ['fr', 'en'] as const;

afterEach(async () => {
  await switchTo('en');
  document.querySelectorAll('ss-lightbox').forEach((n) => n.remove());
});

describe('locale switch: ss-gallery', function () {
  this.timeout(20000);

  async function gallery(markup: ReturnType<typeof html>): Promise<SsGallery> {
    const el = await fixture<SsGallery>(markup);
    await el.updateComplete;
    await laidOut(el);
    await el.motionReady;
    await el.updateComplete;
    return el;
  }

  it("the previous/next controls, the indicators, the carousel and slide names follow; the page's alt texts stay", async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" indicators style="width:600px">${slides(mixed(5))}</ss-gallery>`);
    const slide = el.slides[0].element;
    const check = (locale: 'en' | 'fr') => {
      const say = textIn(locale);
      expect(part(el, 'control-previous')!.getAttribute('aria-label'), `${locale}: previous`).to.equal(say('gallery.previousSlide'));
      expect(part(el, 'control-next')!.getAttribute('aria-label'), `${locale}: next`).to.equal(say('gallery.nextSlide'));
      expect(part(el, 'indicators')!.getAttribute('aria-label'), `${locale}: indicators`).to.equal(say('motion.indicators'));
      expect(parts(el, 'indicator').map((d) => d.getAttribute('aria-label'))).to.deep.equal(
        [1, 2, 3, 4, 5].map((n) => say('gallery.slideOf', { n, total: 5 })),
      );
      expect([el.getAttribute('aria-roledescription'), el.getAttribute('aria-label')], `${locale}: the carousel`).to.deep.equal([
        say('gallery.carousel'),
        say('gallery.label'),
      ]);
      expect([slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')], `${locale}: a slide`).to.deep.equal([
        say('gallery.slide'),
        say('gallery.slideLabel', { n: 1, total: 5 }),
      ]);
      expect(slide.querySelector('img')!.alt, "the page's own text").to.equal('Photo 1');
    };
    check('en');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      check(locale);
      await expectAccessible(el, `gallery in ${locale}`);
    }
  });

  it("the page's own unnamed previous/next controls and a lightbox slide's name follow too", async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" lightbox style="width:600px">
      ${mixed(3).map(([w, h], i) => html`<figure data-slide-id="s${i}"><img alt="" data-src=${IMG} data-image-dimensions="${w}x${h}" data-load="true" /></figure>`)}
      <div class="previous"></div><div class="next"></div>
    </ss-gallery>`);
    const [previous, next] = [el.querySelector('.previous')!, el.querySelector('.next')!];
    const first = el.slides[0].element;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect([previous.getAttribute('aria-label'), next.getAttribute('aria-label')]).to.deep.equal([
        say('gallery.previousSlide'),
        say('gallery.nextSlide'),
      ]);
      expect(first.getAttribute('aria-label'), `${locale}: an activatable slide without alt text`).to.equal(
        say('gallery.slideOf', { n: 1, total: 3 }),
      );
    }
  });

  it('catches up with a change made while it was out of the page', async () => {
    const el = await gallery(html`<ss-gallery design="slideshow" style="width:600px">${slides(mixed(3))}</ss-gallery>`);
    const parent = el.parentElement!;
    el.remove();
    await switchTo('fr');
    parent.append(el);
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal(french('gallery.label'));
    expect(part(el, 'control-next')!.getAttribute('aria-label')).to.equal(french('gallery.nextSlide'));
  });
});

describe('locale switch: ss-lightbox open', function () {
  this.timeout(20000);

  it('desktop: the untitled title, the counter, the controls, the close button, the click-through; an owner title stays', async () => {
    const el = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
    const list = items(3).map((item, i) => ({ ...item, title: i ? item.title : '', clickThroughUrl: '/shop' }));
    await openOn(el, list, 0);
    const check = (locale: 'en' | 'fr') => {
      const say = textIn(locale);
      expect(said(part(el, 'title')), `${locale}: title`).to.equal(say('lightbox.untitled', { n: 1, total: 3 }));
      expect(said(part(el, 'counter'))).to.equal(say('lightbox.counter', { n: 1, total: 3 }));
      expect(part(el, 'control-previous')!.getAttribute('aria-label')).to.equal(say('lightbox.previous'));
      expect(part(el, 'control-next')!.getAttribute('aria-label')).to.equal(say('lightbox.next'));
      expect(part(el, 'close-button')!.getAttribute('aria-label')).to.equal(say('lightbox.close'));
      expect(said(part(el, 'click-through'))).to.equal(say('lightbox.clickThrough'));
    };
    check('en');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      check(locale);
      await expectAccessible(el, `lightbox in ${locale}`);
    }
    await switchTo('fr', el);
    el.next();
    await el.updateComplete;
    expect(said(part(el, 'title')), "the owner's title").to.equal('Photo 2');
  });

  it('phone: the image track and the caption toggle', async () => {
    const el = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
    el.mobile = true;
    await openOn(el, items(2), 0);
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(part(el, 'stage')!.getAttribute('aria-label')).to.equal(say('lightbox.track'));
      expect(said(part(el, 'caption-toggle'))).to.equal(say('lightbox.showCaption'));
      await expectAccessible(el, `phone lightbox in ${locale}`);
    }
  });
});

describe('locale switch: ss-video', function () {
  this.timeout(20000);
  before(installProviders);

  it("the play control's name and, once playing, the frame's title; the embed's own title stays", async () => {
    const el = await mountVideo(`<ss-video data-html='${iframe(URLS.youtube)}' data-provider-name="YouTube"></ss-video>`);
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      expect(playButton(el).getAttribute('aria-label'), locale).to.equal(textIn(locale)('video.play'));
    }
    playButton(el).click();
    await el.updateComplete;
    await waitUntil(() => frameShown(el), 'the frame shows');
    expect(frameOf(el)!.title).to.equal(english('video.frameOf', { provider: 'YouTube' }));
    await switchTo('fr', el);
    expect(frameOf(el)!.title).to.equal(french('video.frameOf', { provider: 'YouTube' }));
    await expectAccessible(el, 'playing, in French');
    await switchTo('en', el);
    expect(frameOf(el)!.title).to.equal(english('video.frameOf', { provider: 'YouTube' }));

    const titled = await mountVideo(
      `<ss-video data-html='${iframe(URLS.youtube, 'title="Harbour at dusk" width="640" height="360"')}'></ss-video>`,
    );
    await switchTo('fr', titled);
    expect(playButton(titled).getAttribute('aria-label')).to.equal(french('video.playTitled', { title: 'Harbour at dusk' }));
    await expectAccessible(titled, 'overlay, in French');
  });

  it("the invalid embed's placeholder", async () => {
    const el = await mountVideo('<ss-video data-html="not an embed"></ss-video>');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      expect(said(el.shadowRoot!.querySelector('[part~=message]'))).to.equal(textIn(locale)('video.invalidEmbed'));
    }
  });
});

describe("locale switch: ss-map's address card", function () {
  this.timeout(20000);
  afterEach(resetMaps);

  it("the region's name, the link and its new-window note; the owner's address stays", async () => {
    siteMaps();
    const el = await fixture<SsMap>(
      '<ss-map address-title="Tidewater Studio" address-line1="4 Quay Street" address-country="United States" map-lat="43.66" map-lng="-70.25"></ss-map>',
    );
    await el.updateComplete;
    expect(el.state).to.equal('card');
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const say = textIn(locale);
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal(say('map.label', { place: 'Tidewater Studio' }));
      expect(said(part(el, 'link'))).to.equal(`${say('map.openInMaps')} ${say('map.newWindow')}`);
      expect(said(part(el, 'title'))).to.equal('Tidewater Studio');
      expect(part(el, 'address')!.innerText.split('\n')).to.deep.equal(['4 Quay Street', 'United States']);
      await expectAccessible(el, `card in ${locale}`);
    }
  });

  it('a place without a title is named by its coordinates, in the locale', async () => {
    siteMaps();
    const el = await fixture<SsMap>('<ss-map map-lat="43.66" map-lng="-70.25"></ss-map>');
    await el.updateComplete;
    for (const locale of LOCALES) {
      await switchTo(locale, el);
      const coordinates = textIn(locale)('map.coordinates', { lat: 43.66, lng: -70.25 });
      expect(said(part(el, 'title'))).to.equal(coordinates);
    }
  });
});
