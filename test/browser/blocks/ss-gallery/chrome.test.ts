// The settings of the one-at-a-time galleries that show something around the slides, and
// their clicks (spec 000 §3 "Gallery block data", §4 "Strip layout", "Stacked", "Autoplay",
// "Linked galleries", §9): show-meta, show-meta-on-hover, meta-position, indicators,
// thumbnails (height, margin, padding), mixed-content, lightbox-theme, the pause/play control,
// activeSlideClickBehavior. Each test fails when its setting is ignored.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { frames, IMG, laidOut, mixed, mountGallery, slides } from './helpers.js';

const part = (el: SsGallery, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: SsGallery, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const center = (node: Element) => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};
const near = (a: number, b: number, tolerance = 1) => Math.abs(a - b) < tolerance;

/** Slides with titles and descriptions (data-title, data-description). */
function titled(n: number, description = (i: number) => `About photo ${i + 1}.`) {
  return html`${mixed(n).map(
    ([w, h], i) =>
      html`<figure data-slide-id="t${i}" data-title="Photo ${i + 1}" data-description=${description(i)}>
        <img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="${w}x${h}" />
      </figure>`,
  )}`;
}

async function ready(el: SsGallery): Promise<SsGallery> {
  await laidOut(el);
  await el.motionReady;
  await el.updateComplete;
  await nextFrame();
  return el;
}

afterEach(async () => {
  await sendMouse({ type: 'move', position: [0, 0] });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('show-meta, show-meta-on-hover, meta-position', () => {
  it("shows the current slide's title and description over it with show-meta, and nothing without", async () => {
    const off = await ready(await fixture<SsGallery>(html`<ss-gallery design="slideshow" style="width:600px">${titled(3)}</ss-gallery>`));
    expect(parts(off, 'meta')).to.have.length(0);
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" show-meta style="width:600px">${titled(3)}</ss-gallery>`),
    );
    const meta = parts(el, 'meta');
    expect(meta).to.have.length(1);
    expect(meta[0].textContent!.replace(/\s+/g, ' ').trim()).to.equal('Photo 1 About photo 1.');
    el.next();
    await el.updateComplete;
    expect(!!part(el, 'meta'), 'not while the slides move').to.equal(false);
    el.slides.forEach((x) => x.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    expect(part(el, 'meta')!.textContent).to.contain('Photo 2');
    await expectAccessible(el, 'with meta');
  });

  it('places it by meta-position (default bottom-left)', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" show-meta style="width:600px">${titled(2)}</ss-gallery>`),
    );
    const box = el.slides[0].element.getBoundingClientRect();
    // 12 px in from the slide's edges, and clear of the previous/next controls (44 px + 16).
    let m = part(el, 'meta')!.getBoundingClientRect();
    expect(near(m.bottom, box.bottom - 12) && near(m.left, box.left + 60), 'bottom-left').to.equal(true);
    el.metaPosition = 'top-right';
    await el.updateComplete;
    m = part(el, 'meta')!.getBoundingClientRect();
    expect(near(m.top, box.top + 12) && near(m.right, box.right - 60), 'top-right').to.equal(true);
    const controls = [...el.shadowRoot!.querySelectorAll('.control')].map((c) => c.getBoundingClientRect());
    for (const c of controls) expect(c.right <= m.left || c.left >= m.right, 'no overlap with the controls').to.equal(true);
    el.metaPosition = 'center';
    await el.updateComplete;
    m = part(el, 'meta')!.getBoundingClientRect();
    expect(
      near((m.top + m.bottom) / 2, (box.top + box.bottom) / 2) && near((m.left + m.right) / 2, (box.left + box.right) / 2),
      'center',
    ).to.equal(true);
  });

  it('with show-meta-on-hover, shows it only while the pointer is over the gallery', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" show-meta-on-hover style="width:600px">${titled(2)}</ss-gallery>`),
    );
    const box = part(el, 'meta')!.parentElement!;
    expect(getComputedStyle(box).opacity).to.equal('0');
    await sendMouse({ type: 'move', position: center(el) });
    box.getAnimations().forEach((a) => a.finish());
    expect(getComputedStyle(box).opacity).to.equal('1');
  });

  it('switches to overflow when taller than 90% of its slide: scrollable, and reachable by keyboard', async () => {
    const long = () => 'A long description of the photograph. '.repeat(40);
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" show-meta style="width:400px">${titled(2, long)}</ss-gallery>`),
    );
    await frames(2);
    const text = part(el, 'meta')!;
    const slide = el.slides[0].element.getBoundingClientRect();
    expect(text.getBoundingClientRect().height).to.be.at.most(slide.height * 0.9 + 1);
    expect(text.scrollHeight).to.be.greaterThan(text.clientHeight);
    expect(text.hasAttribute('data-overflow')).to.equal(true);
    expect(text.getAttribute('tabindex')).to.equal('0');
    await expectAccessible(el, 'overflowing meta');
    const short = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" show-meta style="width:400px">${titled(2)}</ss-gallery>`),
    );
    await frames(2);
    expect(part(short, 'meta')!.hasAttribute('data-overflow')).to.equal(false);
  });

  it('overflows only past 90% of its slide: 88% fits, 92% scrolls within 90%', async () => {
    // The overlay's height set through its part: its padding, around a one-line title.
    const sheet = document.createElement('style');
    sheet.textContent = 'ss-gallery.padded::part(meta) { padding-block: var(--pad, 0px); }';
    document.head.append(sheet);
    try {
      const el = await ready(
        await fixture<SsGallery>(
          html`<ss-gallery class="padded" design="slideshow" show-meta style="width:600px">${titled(2, () => '')}</ss-gallery>`,
        ),
      );
      const text = part(el, 'meta')!;
      const slide = el.slides[0].element.getBoundingClientRect().height;
      const line = text.getBoundingClientRect().height;
      for (const [share, overflows] of [
        [0.88, false],
        [0.92, true],
      ] as const) {
        el.style.setProperty('--pad', `${(share * slide - line) / 2}px`);
        await frames(2);
        expect(text.hasAttribute('data-overflow'), `${share * 100}%`).to.equal(overflows);
        expect(text.getBoundingClientRect().height, `${share * 100}%: its height`).to.be.closeTo(Math.min(share, 0.9) * slide, 1);
      }
      expect(text.getAttribute('tabindex')).to.equal('0');
    } finally {
      sheet.remove();
    }
  });

  it('in a carousel, shows each slide of the row its own', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="carousel" show-meta style="width:900px">${titled(5)}</ss-gallery>`),
    );
    expect(parts(el, 'meta').map((m) => m.querySelector('.title')!.textContent)).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3']);
  });
});

describe('indicators', () => {
  it('are one button per slide under the slides, the current one marked; a click goes there', async () => {
    const none = await ready(await mountGallery('', 5, 600, 'slideshow'));
    expect(!!part(none, 'indicators')).to.equal(false);
    none.remove();
    const el = await ready(await mountGallery('indicators', 5, 600, 'slideshow'));
    const dots = parts(el, 'indicator');
    expect(dots.map((d) => d.getAttribute('aria-label'))).to.deep.equal([
      'Slide 1 of 5',
      'Slide 2 of 5',
      'Slide 3 of 5',
      'Slide 4 of 5',
      'Slide 5 of 5',
    ]);
    expect(dots[0].getAttribute('aria-current')).to.equal('true');
    const stage = el.slides[0].element.getBoundingClientRect();
    expect(dots[0].getBoundingClientRect().top, 'under the slides').to.be.at.least(stage.bottom - 0.5);
    await sendMouse({ type: 'click', position: center(dots[3]) });
    expect(el.currentIndex).to.equal(3);
    await el.updateComplete;
    expect(parts(el, 'indicator')[3].getAttribute('aria-current')).to.equal('true');
    await expectAccessible(el, 'indicators');
  });

  it('are one per row in a carousel', async () => {
    const el = await ready(await mountGallery('indicators', 7, 900, 'carousel'));
    expect(parts(el, 'indicator')).to.have.length(3);
    await sendMouse({ type: 'click', position: center(parts(el, 'indicator')[2]) });
    expect(el.currentIndex).to.equal(6);
  });

  it('are a count over 20 slides (ours)', async () => {
    const el = await ready(await mountGallery('indicators', 21, 600, 'slideshow'));
    expect(parts(el, 'indicator')).to.have.length(0);
    expect(part(el, 'indicators')!.textContent!.trim()).to.equal('Slide 1 of 21');
  });
});

describe('the pause/play control (WCAG 2.2.2)', () => {
  it('shows with autoplay, stops and starts it', async () => {
    const el = await ready(await mountGallery('autoplay', 3, 600, 'slideshow'));
    const toggle = part(el, 'control-autoplay')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(el.autoplaying).to.equal(true);
    // The pointer leaves after each click: over the gallery it would pause autoplay anyway.
    await sendMouse({ type: 'click', position: center(toggle) });
    await sendMouse({ type: 'move', position: [0, 0] });
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    expect(part(el, 'control-autoplay')!.getAttribute('aria-label')).to.equal('Start automatic slide show');
    await expectAccessible(el, 'paused');
    await sendMouse({ type: 'click', position: center(part(el, 'control-autoplay')!) });
    await sendMouse({ type: 'move', position: [0, 0] });
    await el.updateComplete;
    expect(el.autoplaying).to.equal(true);
    const live = el.shadowRoot!.querySelector('.live')!;
    expect(live.getAttribute('aria-live'), 'no announcements while autoplaying').to.equal('off');
  });

  it('is not there without autoplay, nor under reduced motion', async () => {
    const el = await ready(await mountGallery('', 3, 600, 'slideshow'));
    expect(!!part(el, 'control-autoplay')).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await ready(await mountGallery('autoplay', 3, 600, 'slideshow'));
    expect(!!part(reduced, 'control-autoplay')).to.equal(false);
  });

  it('is first in the Tab order inside the gallery (APG carousel); keyboard focus moving in stops autoplay, the control starts it again', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><button>Before</button><ss-gallery design="slideshow" autoplay indicators style="width:600px">${slides(mixed(3))}</ss-gallery></div>`,
    );
    const el = await ready(wrap.querySelector('ss-gallery')!);
    wrap.querySelector('button')!.focus();
    expect(el.autoplaying).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('control-autoplay');
    expect(el.autoplaying, 'the pause control itself does not stop it').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('indicator');
    expect(el.autoplaying, 'focus on an indicator stops it').to.equal(false);
    await el.updateComplete;
    expect(part(el, 'control-autoplay')!.getAttribute('aria-label')).to.equal('Start automatic slide show');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Enter' });
    expect(el.autoplaying).to.equal(true);
  });

  it('keyboard focus moving into a gallery out of view (ours: autoplay waits there) stops it before it would start', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div>
        <div style="height:200vh"></div>
        <ss-gallery design="slideshow" autoplay indicators style="width:600px">${slides(mixed(3))}</ss-gallery>
        <div style="height:200vh"></div>
        <button>After</button>
      </div>`,
    );
    const el = await ready(wrap.querySelector('ss-gallery')!);
    try {
      wrap.querySelector('button')!.focus();
      expect(el.autoplaying, 'out of view').to.equal(false);
      await sendKeys({ press: 'Shift+Tab' });
      expect(el.shadowRoot!.activeElement?.getAttribute('part'), 'its last control').to.equal('control-next');
      await el.updateComplete;
      expect(part(el, 'control-autoplay')!.getAttribute('aria-label')).to.equal('Start automatic slide show');
      expect(el.autoplaying).to.equal(false);
    } finally {
      scrollTo(0, 0);
    }
  });

  it('moves a carousel by rows', async () => {
    const el = await ready(await mountGallery('autoplay-duration=0.001', 7, 900, 'carousel'));
    el.autoplay = true;
    const e = await oneEvent(el, 'ss-gallery-change');
    expect(e.detail).to.include({ index: 3, source: 'autoplay' });
    el.autoplay = false;
  });
});

describe('thumbnails', () => {
  it('shows a strip of thumbnails under the slides, 80 px high 10 px below them by default; a thumbnail makes its slide current', async () => {
    const off = await ready(await mountGallery('', 4, 600, 'slideshow'));
    expect(!!part(off, 'thumbnails')).to.equal(false);
    off.remove();
    const el = await ready(await mountGallery('thumbnails', 4, 600, 'slideshow'));
    const strip = part(el, 'thumbnails')!.getBoundingClientRect();
    const stage = el.slides[0].element.getBoundingClientRect();
    expect(near(strip.height, 80)).to.equal(true);
    expect(near(strip.top - stage.bottom, 10)).to.equal(true);
    expect(near(el.getBoundingClientRect().height, 400 + 10 + 80)).to.equal(true);
    const thumbs = parts(el, 'thumbnail');
    expect(thumbs).to.have.length(4);
    // spec 000 §9: vertical padding at most 5 px: 70 px thumbnails, each at its ratio.
    expect(near(thumbs[0].getBoundingClientRect().height, 70) && near(thumbs[0].getBoundingClientRect().width, 105)).to.equal(true);
    expect(thumbs[0].getAttribute('aria-current')).to.equal('true');
    await sendMouse({ type: 'click', position: center(thumbs[2]) });
    expect(el.currentIndex).to.equal(2);
    await el.updateComplete;
    expect(parts(el, 'thumbnail')[2].getAttribute('aria-current')).to.equal('true');
    await expectAccessible(el, 'thumbnails');
  });

  it('takes thumbnail-strip-height and thumbnail-strip-margin, and a padding under 5 px', async () => {
    const el = await ready(
      await mountGallery('thumbnails thumbnail-strip-height=60 thumbnail-strip-margin=24 padding=2', 4, 600, 'slideshow'),
    );
    const strip = part(el, 'thumbnails')!.getBoundingClientRect();
    const stage = el.slides[0].element.getBoundingClientRect();
    expect(near(strip.height, 60)).to.equal(true);
    expect(near(strip.top - stage.bottom, 24)).to.equal(true);
    expect(near(parts(el, 'thumbnail')[0].getBoundingClientRect().height, 56)).to.equal(true);
  });

  it('gives a video thumbnail without an image a 16:9 width', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" thumbnails style="width:600px">
      <div data-type="video" data-slide-id="v"><p>A film</p></div>
      <figure><img alt="One" data-src=${IMG} data-image-dimensions="1000x1000" /></figure>
    </ss-gallery>`),
    );
    const [video, image] = parts(el, 'thumbnail').map((t) => t.getBoundingClientRect());
    expect(near(video.width, (70 * 16) / 9)).to.equal(true);
    expect(near(image.width, 70)).to.equal(true);
  });

  it('renders only the thumbnails in reach of 1,000, following the current one', async () => {
    const el = await ready(await mountGallery('thumbnails', 1000, 600, 'slideshow'));
    expect(parts(el, 'thumbnail').length).to.be.within(5, 30);
    el.goTo(500);
    await el.updateComplete;
    const current = parts(el, 'thumbnail').find((t) => t.getAttribute('aria-current') === 'true')!;
    expect(current.getAttribute('aria-label')).to.equal('Slide 501 of 1000');
    const r = current.getBoundingClientRect();
    const strip = part(el, 'thumbnails')!.getBoundingClientRect();
    current.parentElement!.getAnimations().forEach((a) => a.finish());
    expect(
      near((current.getBoundingClientRect().left + current.getBoundingClientRect().right) / 2, (strip.left + strip.right) / 2, 2),
      `centred: ${r.left}`,
    ).to.equal(true);
  });

  it('a thumbnail is a button: Tab to it and Enter', async () => {
    const el = await ready(await mountGallery('thumbnails', 4, 600, 'slideshow'));
    parts(el, 'thumbnail')[1].focus();
    await sendKeys({ press: 'Enter' });
    expect(el.currentIndex).to.equal(1);
  });
});

describe('lightbox-theme', () => {
  it("passes lightboxTheme in ss-gallery-lightbox-open: the setting (default dark), a slide's own first", async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery lightbox style="width:600px">
      <figure><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /></figure>
      <figure data-lightbox-theme="light"><img alt="Two" data-src=${IMG} data-image-dimensions="800x600" /></figure>
    </ss-gallery>`),
    );
    el.addEventListener('ss-gallery-lightbox-open', (e) => e.preventDefault());
    setTimeout(() => el.slides[0].element.click());
    expect((await oneEvent(el, 'ss-gallery-lightbox-open')).detail.lightboxTheme).to.equal('dark');
    el.lightboxTheme = 'light';
    setTimeout(() => el.slides[0].element.click());
    expect((await oneEvent(el, 'ss-gallery-lightbox-open')).detail.lightboxTheme).to.equal('light');
    el.lightboxTheme = 'dark';
    setTimeout(() => el.slides[1].element.click());
    const e = await oneEvent(el, 'ss-gallery-lightbox-open');
    expect(e.detail).to.include({ index: 1, lightboxTheme: 'light' });
  });
});

describe('clicks on the slider and the slideshow (spec 000 §4 Strip layout, Stacked)', () => {
  it('slider: another slide becomes current, even with lightbox on; the current one opens the lightbox', async () => {
    const el = await ready(await mountGallery('lightbox loop=false', 5, 800, 'slider'));
    let opened = 0;
    // Counted and canceled: the test is of the event, the page's lightbox stays shut.
    el.addEventListener('ss-gallery-lightbox-open', (e) => (opened++, e.preventDefault()));
    await sendMouse({ type: 'click', position: [Math.round(el.slides[1].element.getBoundingClientRect().left + 20), center(el)[1]] });
    expect(el.currentIndex).to.equal(1);
    expect(opened).to.equal(0);
    el.inMotion = false;
    el.slides[1].element.getAnimations().forEach((a) => a.finish());
    await frames(2);
    el.slides[1].element.click();
    expect(opened).to.equal(1);
  });

  for (const [behavior, index] of [
    ['next', 2],
    ['previous', 0],
    ['none', 1],
  ] as const) {
    it(`slider: a click on the current slide does ${behavior} (active-slide-click-behavior${behavior === 'next' ? ', the default' : ''})`, async () => {
      const el = await ready(
        await mountGallery(
          behavior === 'next' ? 'current-index=1' : `current-index=1 active-slide-click-behavior=${behavior}`,
          5,
          800,
          'slider',
        ),
      );
      await sendMouse({ type: 'click', position: center(el.slides[1].element) });
      expect(el.currentIndex).to.equal(index);
    });
  }

  it('slideshow: a click goes next by default; with halves, by the half clicked', async () => {
    const el = await ready(await mountGallery('', 4, 600, 'slideshow'));
    await sendMouse({ type: 'click', position: center(el.slides[0].element) });
    expect(el.currentIndex).to.equal(1);
    el.remove();
    const halves = await ready(await mountGallery('active-slide-click-behavior=halves current-index=1', 4, 600, 'slideshow'));
    const r = halves.slides[1].element.getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width * 0.25), y] });
    expect(halves.currentIndex).to.equal(0);
    halves.inMotion = false;
    halves.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    const r0 = halves.slides[0].element.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r0.left + r0.width * 0.75), y] });
    expect(halves.currentIndex).to.equal(1);
  });

  it('slideshow: a click with active-slide-click-behavior=previous goes back one', async () => {
    const el = await ready(await mountGallery('active-slide-click-behavior=previous current-index=2', 4, 600, 'slideshow'));
    await sendMouse({ type: 'click', position: center(el.slides[2].element) });
    expect(el.currentIndex).to.equal(1);
  });

  it('slider with mixed-content: a click on a video slide not current makes it current; a second click plays it and does not go next', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slider" mixed-content loop="false" style="width:800px">
      <figure><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /></figure>
      <div data-type="video" data-slide-id="v"><video muted playsinline aria-label="A film"></video></div>
      <figure><img alt="Three" data-src=${IMG} data-image-dimensions="800x600" /></figure>
    </ss-gallery>`),
    );
    // The video code in already: an activation would show at once.
    await import('../../../../src/blocks/ss-gallery/motion/video.js');
    const video = el.slides[1].element;
    const r = video.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)] });
    expect(el.currentIndex).to.equal(1);
    await frames(2);
    expect(video.hasAttribute('data-ss-video-active'), 'not activated by the click that made it current').to.equal(false);
    el.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    expect(el.inMotion).to.equal(false);
    await sendMouse({ type: 'click', position: center(video) });
    await waitUntil(() => video.hasAttribute('data-ss-video-active'), 'the second click activates it');
    expect(el.currentIndex, 'and does not go next').to.equal(1);
  });

  it('slideshow: a click-through slide navigates instead; a video slide ignores the click', async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" style="width:600px">
      <div data-click-through-url="#after"><img alt="Go" data-src=${IMG} data-image-dimensions="800x600" /></div>
      <div data-type="video"><p>A film</p></div>
      <figure><img alt="Three" data-src=${IMG} data-image-dimensions="800x600" /></figure>
    </ss-gallery>`),
    );
    // Canceled: the test is of the event, the page stays.
    el.addEventListener('ss-gallery-click-through', (e) => e.preventDefault());
    setTimeout(() => sendMouse({ type: 'click', position: center(el.slides[0].element) }));
    await oneEvent(el, 'ss-gallery-click-through');
    expect(el.currentIndex).to.equal(0);
    el.goTo(1);
    el.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    expect(el.inMotion).to.equal(false);
    await sendMouse({ type: 'click', position: center(el.slides[1].element) });
    expect(el.currentIndex).to.equal(1);
  });
});

describe('mixed-content (video slides)', () => {
  const videoGallery = (mixedContent: boolean) =>
    fixture<SsGallery>(html`<ss-gallery design="slideshow" ?mixed-content=${mixedContent} style="width:600px">
      <div data-type="video" data-slide-id="v"><video muted playsinline aria-label="A film"></video></div>
      <figure><img alt="Two" data-src=${IMG} data-image-dimensions="800x600" /></figure>
    </ss-gallery>`);

  it('plays a video slide in place when it is clicked, and stops it when the gallery leaves it', async () => {
    const el = await ready(await videoGallery(true));
    const slide = el.slides[0].element;
    await sendMouse({ type: 'click', position: center(slide) });
    await waitUntil(() => slide.hasAttribute('data-ss-video-active'), 'the video is activated');
    const video = slide.querySelector('video')!;
    let paused = 0;
    video.addEventListener('pause', () => paused++);
    el.next();
    expect(slide.hasAttribute('data-ss-video-active')).to.equal(false);
    await frames(1);
    expect(paused + (video.paused ? 1 : 0)).to.be.greaterThan(0);
  });

  it('leaves a video slide as a picture without it', async () => {
    const el = await ready(await videoGallery(false));
    await sendMouse({ type: 'click', position: center(el.slides[0].element) });
    await frames(1);
    expect(el.slides[0].element.hasAttribute('data-ss-video-active')).to.equal(false);
    expect(el.currentIndex, 'and a video slide ignores click advance').to.equal(0);
  });
});

describe('linked galleries (spec 000 §4)', () => {
  it('a main gallery linked to a thumbnail strip leaves the arrow keys to the strip: one press moves both once', async () => {
    const wrap = await fixture<HTMLElement>(html`<div>
      <ss-gallery id="main" design="slideshow" style="width:600px">${slides(mixed(5))}</ss-gallery>
      <ss-gallery id="strip" design="slider" v-size="3" style="width:600px">${slides(mixed(5))}</ss-gallery>
    </div>`);
    const [main, strip] = [...wrap.querySelectorAll('ss-gallery')];
    await ready(main);
    await ready(strip);
    main.linkedGalleries = [strip];
    strip.linkedGalleries = [main];
    await main.updateComplete;
    await frames(2);
    const sources: string[] = [];
    main.addEventListener('ss-gallery-change', (e) => sources.push(e.detail.source));
    await sendKeys({ press: 'ArrowRight' });
    expect([main.currentIndex, strip.currentIndex]).to.deep.equal([1, 1]);
    // The strip took the key and moved the main gallery, which did not act on it itself.
    expect(sources).to.deep.equal(['linked']);
    strip.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    main.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    // Either side moves the other (a click on slide 3's left part: the next control covers its middle).
    const third = strip.slides[3].element.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(third.left + 20), center(strip)[1]] });
    expect(main.currentIndex).to.equal(3);
    // Unlinked, the main gallery takes the keys again.
    main.linkedGalleries = [];
    strip.linkedGalleries = [];
    await main.updateComplete;
    main.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    strip.slides.forEach((s) => s.element.getAnimations().forEach((a) => a.finish()));
    await frames(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(main.currentIndex).to.equal(4);
  });
});

describe('thumbnails and focus', () => {
  it('keeps keyboard focus on the thumbnail chosen while the strip moves to it', async () => {
    const el = await ready(await mountGallery('thumbnails', 40, 600, 'slideshow'));
    const target = parts(el, 'thumbnail').find((t) => t.getAttribute('aria-label') === 'Slide 10 of 40')!;
    target.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.currentIndex).to.equal(9);
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Slide 10 of 40');
  });
});
