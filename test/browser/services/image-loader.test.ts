import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { LOADING_CLASS, loadImage, preloadImage, readImageSettings, reserveBox, type Preload } from '../../../src/services/image-loader.js';
import { expectAccessible } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';

const PHOTO = '/test/fixtures/images/photo.png';
let seq = 0;
/** A fixture URL no earlier test requested, so resource timing counts only this test. */
const fresh = () => `${PHOTO}?case=${Date.now()}-${++seq}`;

function setDpr(value: number): void {
  Object.defineProperty(window, 'devicePixelRatio', { value, configurable: true, writable: true });
}

/** Preloads that wait to be settled by the test: requests in flight, counted. */
function held() {
  const calls: { url: string; resolve: () => void; reject: () => void }[] = [];
  const preload: Preload = (url) => new Promise<void>((resolve, reject) => void calls.push({ url, resolve, reject }));
  return { calls, preload };
}

/** An img[data-src] in a sized box; returns the img. */
async function boxed(width: number, height: number, attrs: Record<string, string>, parentClass = ''): Promise<HTMLImageElement> {
  const wrap = await fixture<HTMLDivElement>(
    html`<div class=${parentClass} style="position:relative;width:${width}px;height:${height}px"></div>`,
  );
  const img = document.createElement('img');
  img.alt = 'A test photo';
  for (const [k, v] of Object.entries(attrs)) img.setAttribute(k, v);
  if (!img.style.display) img.style.display = 'block';
  wrap.append(img);
  return img;
}

const requests = (part: string) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes(part))
    .map((e) => e.name);

beforeEach(() => setDpr(1));

describe('image loader: accessibility', () => {
  it('has no axe violations before, while and after loading', async () => {
    const h = held();
    const img = await boxed(300, 200, { 'data-src': PHOTO, 'data-image-dimensions': '8x6' });
    await expectAccessible(img.parentElement!, 'not loaded');
    const done = loadImage(img, { preload: h.preload });
    await expectAccessible(img.parentElement!, 'loading');
    h.calls[0].resolve();
    await done;
    await expectAccessible(img.parentElement!, 'loaded');
  });
});

describe('readImageSettings', () => {
  it('has the spec defaults (000 §3: focal point 0.5,0.5, load true) and ours for the rest', async () => {
    const img = await boxed(100, 100, { 'data-src': PHOTO });
    expect(readImageSettings(img)).to.deep.equal({
      dimensions: null,
      fixedRatio: false,
      focalPoint: { x: 0.5, y: 0.5 },
      load: true,
      forceImageUpdate: false,
      cropMode: 'none',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      source: PHOTO,
      stretch: true,
      useBgImage: false,
      useAdvancedPositioning: false,
      saveData: false,
      minDpr: 0,
      maxDpr: Infinity,
      fitAlignment: { x: 'center', y: 'center' },
      resolution: 0,
    });
  });

  it('reads a real page image', async () => {
    const wrap = await fixture(html`
      <div class="image-block-wrapper content-fill">
        <img class="thumb-image" alt="x" data-src="https://images.squarespace-cdn.com/content/v1/a/photo.jpg"
          data-image-dimensions="1760x1226" data-image-focal-point="0.68,0.41" data-load="false"
          data-image-id="5f1" data-image-resolution="750w" />
      </div>`);
    const s = readImageSettings(wrap.querySelector('img')!);
    expect(s.dimensions).to.deep.equal({ width: 1760, height: 1226 });
    expect(s.focalPoint).to.deep.equal({ x: 0.68, y: 0.41 });
    expect(s.load).to.equal(false);
    expect(s.cropMode).to.equal('cover');
    expect(s.resolution).to.equal(750);
    expect(s.source).to.equal('https://images.squarespace-cdn.com/content/v1/a/photo.jpg');
  });

  it('maps data-mode and the parent class to a crop mode; data-mode wins', async () => {
    const expectations: [string | null, string, string][] = [
      ['fill', '', 'cover'],
      ['cover', '', 'cover'],
      ['fit', '', 'contain'],
      ['contain', '', 'contain'],
      ['content-fill', '', 'cover'],
      [null, 'content-fit', 'contain'],
      [null, 'content-fill', 'cover'],
      ['fit', 'content-fill', 'contain'],
      [null, '', 'none'],
    ];
    for (const [mode, parentClass, want] of expectations) {
      const img = await boxed(
        100,
        100,
        { 'data-src': PHOTO, 'data-alignment': 'center', ...(mode ? { 'data-mode': mode } : {}) },
        parentClass,
      );
      expect(readImageSettings(img).cropMode, `${mode} / ${parentClass}`).to.equal(want);
    }
  });

  it('reads data-alignment from the image, else its parent', async () => {
    const img = await boxed(100, 100, { 'data-src': PHOTO, 'data-mode': 'fit' });
    img.parentElement!.setAttribute('data-alignment', 'bottom');
    expect(readImageSettings(img).fitAlignment).to.deep.equal({ x: 'center', y: 'bottom' });
    img.setAttribute('data-alignment', 'top-left');
    expect(readImageSettings(img).fitAlignment).to.deep.equal({ x: 'left', y: 'top' });
  });

  it('reads every flag', async () => {
    const img = await boxed(100, 100, {
      'data-src': ` ${PHOTO} `,
      'data-fixed-ratio': 'true',
      'data-load': 'viewport',
      'data-force-image-update': 'true',
      'data-size-adjustment': '1.5',
      'data-size-format': 'filename',
      'data-image-stretch': 'false',
      'data-use-bg-image': 'true',
      'data-use-advanced-positioning': 'true',
      'data-save-data': 'true',
      'data-min-dpr': '1.5',
      'data-max-dpr': '2',
    });
    expect(readImageSettings(img)).to.deep.include({
      source: PHOTO,
      fixedRatio: true,
      load: 'viewport',
      forceImageUpdate: true,
      sizeAdjustment: 1.5,
      sizeFormat: 'filename',
      stretch: false,
      useBgImage: true,
      useAdvancedPositioning: true,
      saveData: true,
      minDpr: 1.5,
      maxDpr: 2,
    });
  });

  it('reports bad values and uses the defaults', async () => {
    const img = await boxed(100, 100, {
      'data-src': PHOTO,
      'data-image-dimensions': '1760 by 1226',
      'data-image-focal-point': 'middle',
      'data-mode': 'zoom',
      'data-size-adjustment': '-1',
    });
    const { result, messages } = await captureConsole('warn', () => readImageSettings(img));
    expect(result).to.deep.include({ dimensions: null, focalPoint: { x: 0.5, y: 0.5 }, cropMode: 'none', sizeAdjustment: 1 });
    const text = messages.map((m) => String(m[0])).join('\n');
    for (const a of ['data-image-dimensions', 'data-image-focal-point', 'data-mode', 'data-size-adjustment']) expect(text).to.include(a);
  });
});

describe('reserveBox', () => {
  it('gives a plain image its width and height from data-image-dimensions', async () => {
    const img = await boxed(300, 300, { 'data-src': PHOTO, 'data-image-dimensions': '1760x1226', style: 'width:100%;height:auto' });
    reserveBox(img);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['1760', '1226']);
    expect(img.offsetHeight).to.equal(Math.round((300 * 1226) / 1760));
    expect(img.src).to.equal('');
  });

  it('keeps width and height the page already set', async () => {
    const img = await boxed(300, 300, { 'data-src': PHOTO, 'data-image-dimensions': '1760x1226', width: '40', height: '20' });
    reserveBox(img);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['40', '20']);
  });

  it('crops cover around the focal point: offset = clamp(box/2 − scaled·focal, box − scaled, 0)', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '800x400',
      'data-mode': 'cover',
      'data-image-focal-point': '0.6,0.5',
    });
    reserveBox(img);
    // scaled 800×400; left = clamp(200 − 480, −400, 0) = −280
    expect([img.style.left, img.style.top, img.style.width, img.style.height]).to.deep.equal(['-280px', '0px', '800px', '400px']);
    expect(img.style.position).to.equal('absolute');
    expect(img.parentElement!.style.overflow).to.equal('clip');
  });

  it('fits contain by the alignment, centred when it is missing', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '800x400',
      'data-mode': 'fit',
      'data-alignment': 'bottom',
    });
    reserveBox(img);
    expect([img.style.left, img.style.top, img.style.width, img.style.height]).to.deep.equal(['0px', '200px', '400px', '200px']);
    const centred = await boxed(400, 400, { 'data-src': PHOTO, 'data-image-dimensions': '800x400' }, 'content-fit');
    const { messages } = await captureConsole('warn', () => reserveBox(centred));
    expect(messages.map((m) => m[0])).to.deep.equal(['Missing alignment for "content-fit" image.']);
    expect(centred.style.top).to.equal('100px');
  });

  it('caps contain at 1× when data-image-stretch is false', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '100x50',
      'data-mode': 'fit',
      'data-alignment': 'center',
      'data-image-stretch': 'false',
    });
    reserveBox(img);
    expect([img.style.left, img.style.top, img.style.width]).to.deep.equal(['150px', '175px', '100px']);
  });

  it('uses percentages for a fixed ratio', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '800x400',
      'data-mode': 'cover',
      'data-fixed-ratio': 'true',
    });
    reserveBox(img);
    expect([img.style.left, img.style.width, img.style.height]).to.deep.equal(['-50%', '200%', '100%']);
  });

  it('uses object-fit and object-position for advanced positioning', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '800x400',
      'data-mode': 'cover',
      'data-image-focal-point': '0.75,0.5',
      'data-use-advanced-positioning': 'true',
    });
    reserveBox(img);
    expect([img.style.objectFit, img.style.objectPosition, img.style.width, img.style.height]).to.deep.equal([
      'cover',
      '100% 50%',
      '100%',
      '100%',
    ]);
    expect(img.style.left).to.equal('');
  });
});

describe('loadImage', () => {
  it('requests the smallest width covering the box and records it', async () => {
    const img = await boxed(300, 200, { 'data-src': PHOTO, 'data-image-dimensions': '8x6', style: 'width:100%' });
    expect(await loadImage(img)).to.equal('loaded');
    expect(img.getAttribute('src')).to.equal(`${PHOTO}?format=300w`);
    expect(img.getAttribute('data-image-resolution')).to.equal('300w');
    expect(img.getAttribute('data-image-state')).to.equal('loaded');
    expect(img.naturalWidth).to.equal(8);
  });

  it('takes the next width one px above and twice the box at DPR 2', async () => {
    const img = await boxed(301, 200, { 'data-src': PHOTO, 'data-image-dimensions': '8x6', style: 'width:100%' });
    await loadImage(img);
    expect(img.getAttribute('data-image-resolution')).to.equal('500w');
    setDpr(2);
    const hi = await boxed(250, 200, { 'data-src': PHOTO, 'data-image-dimensions': '8x6', style: 'width:100%' });
    await loadImage(hi);
    expect(hi.getAttribute('data-image-resolution')).to.equal('500w');
  });

  it('applies size adjustment, min/max DPR and save-data', async () => {
    const h = held();
    const cases: [Record<string, string>, number, string][] = [
      [{ 'data-size-adjustment': '2' }, 1, '750w'],
      [{ 'data-min-dpr': '2' }, 1, '750w'],
      [{ 'data-max-dpr': '1' }, 3, '300w'],
      [{ 'data-save-data': 'true' }, 2, '300w'],
      [{}, 2, '750w'],
    ];
    for (const [attrs, dpr, want] of cases) {
      setDpr(dpr);
      const img = await boxed(300, 200, { 'data-src': PHOTO, style: 'width:100%', ...attrs });
      const done = loadImage(img, { preload: h.preload });
      h.calls.at(-1)!.resolve();
      await done;
      expect(img.getAttribute('data-image-resolution'), JSON.stringify(attrs)).to.equal(want);
    }
  });

  it('inserts the width into the filename for data-size-format="filename"', async () => {
    const img = await boxed(300, 200, { 'data-src': PHOTO, 'data-size-format': 'filename', style: 'width:100%' });
    expect(await loadImage(img)).to.equal('loaded');
    expect(img.getAttribute('src')).to.equal('/test/fixtures/images/photo-300w.png');
  });

  it('requests foreign hosts as given, configured hosts with a size', async () => {
    const url = `${location.origin}${PHOTO}`;
    const img = await boxed(300, 200, { 'data-src': url, style: 'width:100%' });
    await loadImage(img);
    expect(img.getAttribute('src')).to.equal(url);
    const hosted = await boxed(300, 200, { 'data-src': url, style: 'width:100%' });
    await loadImage(hosted, { hosts: [location.hostname] });
    expect(hosted.getAttribute('src')).to.equal(`${url}?format=300w`);
  });

  it('sizes the request from the cover crop, not the box', async () => {
    const img = await boxed(200, 400, { 'data-src': PHOTO, 'data-image-dimensions': '800x400', 'data-mode': 'cover' });
    await loadImage(img);
    // the 200 px box shows an 800 px wide crop
    expect(img.getAttribute('data-image-resolution')).to.equal('1000w');
  });

  it('is loading (classes and state) until the preload settles, then loaded', async () => {
    const h = held();
    const img = await boxed(300, 200, { 'data-src': PHOTO });
    expect(img.hasAttribute('data-image-state')).to.equal(false);
    const done = loadImage(img, { preload: h.preload });
    expect(img.classList.contains(LOADING_CLASS)).to.equal(true);
    expect(img.classList.contains('loading')).to.equal(true);
    expect(img.getAttribute('data-image-state')).to.equal('loading');
    expect(img.hasAttribute('src')).to.equal(false);
    h.calls[0].resolve();
    expect(await done).to.equal('loaded');
    expect([...img.classList]).to.deep.equal([]);
    expect(img.getAttribute('data-image-state')).to.equal('loaded');
  });

  it('skips an image already loading unless concurrent loads are allowed', async () => {
    const h = held();
    const img = await boxed(300, 200, { 'data-src': PHOTO });
    const first = loadImage(img, { preload: h.preload });
    expect(await loadImage(img, { preload: h.preload })).to.equal('skipped');
    expect(h.calls.length).to.equal(1);
    const second = loadImage(img, { preload: h.preload, allowConcurrent: true });
    expect(h.calls.length).to.equal(2);
    h.calls.forEach((c) => c.resolve());
    expect(await Promise.all([first, second])).to.deep.equal(['loaded', 'loaded']);
  });

  it('only sizes data-load="viewport" images unless forced', async () => {
    const img = await boxed(300, 200, { 'data-src': PHOTO, 'data-image-dimensions': '8x6', 'data-load': 'viewport', style: 'width:100%' });
    expect(await loadImage(img)).to.equal('skipped');
    expect(img.getAttribute('width')).to.equal('8');
    expect(img.hasAttribute('src')).to.equal(false);
    expect(await loadImage(img, { force: true })).to.equal('loaded');
  });

  it('leaves a server-written srcset to the browser', async () => {
    const img = await boxed(300, 200, { 'data-src': PHOTO, srcset: `${PHOTO}?format=100w 100w` });
    expect(await loadImage(img)).to.equal('skipped');
    expect(img.hasAttribute('src')).to.equal(false);
  });

  it('paints the parent background for data-use-bg-image', async () => {
    const img = await boxed(400, 400, {
      'data-src': PHOTO,
      'data-image-dimensions': '800x400',
      'data-mode': 'cover',
      'data-use-bg-image': 'true',
    });
    await loadImage(img);
    const parent = img.parentElement!.style;
    expect(parent.backgroundImage).to.equal(`url("${PHOTO}?format=1000w")`);
    expect([parent.backgroundSize, parent.backgroundPosition]).to.deep.equal(['cover', '50% 50%']);
    expect(img.style.visibility).to.equal('hidden');
  });

  it('learns unknown dimensions from the loaded image', async () => {
    const img = await boxed(400, 400, { 'data-src': PHOTO, 'data-mode': 'cover' });
    await loadImage(img);
    expect(img.getAttribute('data-image-dimensions')).to.equal('8x6');
    expect(img.style.height).to.equal('400px');
  });
});

describe('only upgrades; forced updates', () => {
  it('re-requests only for a larger width', async () => {
    const src = fresh();
    const img = await boxed(300, 200, { 'data-src': src, style: 'width:100%' });
    await loadImage(img);
    img.parentElement!.style.width = '600px';
    expect(await loadImage(img)).to.equal('loaded');
    expect(img.getAttribute('data-image-resolution')).to.equal('750w');
    img.parentElement!.style.width = '200px';
    expect(await loadImage(img)).to.equal('skipped');
    expect(img.getAttribute('data-image-resolution')).to.equal('750w');
    expect(img.getAttribute('src')).to.equal(`${src}&format=750w`);
    await nextFrame();
    const sizes = requests(src).map((u) => new URL(u).searchParams.get('format'));
    expect(sizes).to.deep.equal(['300w', '750w']);
  });

  it('does not go below a resolution the page recorded', async () => {
    const h = held();
    const img = await boxed(300, 200, { 'data-src': PHOTO, 'data-image-resolution': '750w', style: 'width:100%' });
    expect(await loadImage(img, { preload: h.preload })).to.equal('skipped');
    expect(h.calls.length).to.equal(0);
  });

  it('re-requests when forced, by option or data-force-image-update', async () => {
    const h = held();
    const img = await boxed(600, 200, { 'data-src': PHOTO, style: 'width:100%' });
    let done = loadImage(img, { preload: h.preload });
    h.calls[0].resolve();
    await done;
    img.parentElement!.style.width = '200px';
    done = loadImage(img, { preload: h.preload, force: true });
    h.calls[1].resolve();
    expect(await done).to.equal('loaded');
    expect(img.getAttribute('data-image-resolution')).to.equal('300w');
    img.setAttribute('data-force-image-update', 'true');
    done = loadImage(img, { preload: h.preload });
    expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?format=750w`, `${PHOTO}?format=300w`, `${PHOTO}?format=300w`]);
    h.calls[2].resolve();
    await done;
  });
});

describe('image loader: errors', () => {
  it('throws for an element that is not an image', async () => {
    const div = await fixture(html`<div data-src=${PHOTO}></div>`);
    expect(() => loadImage(div)).to.throw(Error, 'Element is not a valid image element.');
  });

  it('throws for a missing or empty source', async () => {
    for (const attrs of [{}, { 'data-src': '' }, { 'data-src': '   ' }] as Record<string, string>[]) {
      const img = await boxed(100, 100, attrs);
      expect(() => loadImage(img)).to.throw(Error, 'Invalid or missing image source.');
    }
  });

  it('throws for an image with no parent', () => {
    const img = document.createElement('img');
    img.setAttribute('data-src', PHOTO);
    expect(() => loadImage(img)).to.throw(Error, 'Image element has no parentNode.');
  });

  it('sets the source anyway and drops the loading state when the preload fails', async () => {
    const missing = `/test/fixtures/images/missing-${Date.now()}.png`;
    const img = await boxed(300, 200, { 'data-src': missing, 'data-image-dimensions': '8x6', style: 'width:100%' });
    expect(await loadImage(img)).to.equal('failed');
    expect(img.getAttribute('src')).to.equal(`${missing}?format=300w`);
    expect(img.classList.contains(LOADING_CLASS)).to.equal(false);
    expect(img.classList.contains('loading')).to.equal(false);
    expect(img.hasAttribute('data-image-state')).to.equal(false);
    expect(img.hasAttribute('data-image-resolution')).to.equal(false);
  });

  it('the default preload rejects for a 404 and resolves with the natural size', async () => {
    expect(await preloadImage(PHOTO)).to.deep.equal({ width: 8, height: 6 });
    let failed = false;
    await preloadImage('/test/fixtures/images/none.png').catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
