import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  chooseWidth,
  coverOffset,
  isSizable,
  objectPosition,
  parseAlignment,
  parseResolution,
  placeImage,
  placementStyles,
  sizedUrl,
  writtenWidth,
} from '../../../src/model/image-sizing.js';

describe('IMAGE_WIDTHS', () => {
  it('lists the spec widths, largest first', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });
});

describe('chooseWidth', () => {
  const pairs = [...IMAGE_WIDTHS].reverse().map((w, i, all) => [w, all[i + 1]] as const);

  it.each(pairs)('at DPR 1 a %i px box takes that width; one px more takes %s', (w, next) => {
    expect(chooseWidth(w, 1)).toBe(w);
    expect(chooseWidth(w - 1, 1)).toBe(w);
    expect(chooseWidth(w + 1, 1)).toBe(next ?? 2500);
  });

  it.each(pairs)('at DPR 2 a box of half %i takes that width; half a px more takes %s', (w, next) => {
    expect(chooseWidth(w / 2, 2)).toBe(w);
    expect(chooseWidth(w / 2 - 0.5, 2)).toBe(w);
    expect(chooseWidth(w / 2 + 0.5, 2)).toBe(next ?? 2500);
  });

  it('takes the smallest width for an empty box and the largest beyond 2500', () => {
    expect(chooseWidth(0, 1)).toBe(100);
    expect(chooseWidth(5000, 1)).toBe(2500);
  });

  it('treats a missing DPR as 1', () => {
    expect(chooseWidth(400, 0)).toBe(500);
    expect(chooseWidth(400, Number.NaN)).toBe(500);
  });

  it('raises the DPR to minDpr', () => {
    expect(chooseWidth(400, 1, { minDpr: 2 })).toBe(1000);
    expect(chooseWidth(400, 3, { minDpr: 2 })).toBe(1500);
  });

  it('caps the DPR at maxDpr', () => {
    expect(chooseWidth(400, 3, { maxDpr: 1.5 })).toBe(750);
    expect(chooseWidth(400, 1, { maxDpr: 1.5 })).toBe(500);
  });

  it('counts the DPR as 1 under save-data, still within min/max', () => {
    expect(chooseWidth(400, 2)).toBe(1000);
    expect(chooseWidth(400, 2, { saveData: true })).toBe(500);
    expect(chooseWidth(400, 3, { saveData: true, minDpr: 1.5 })).toBe(750);
  });

  it('never goes below the width already loaded', () => {
    expect(chooseWidth(200, 1, { current: 750 })).toBe(750);
    expect(chooseWidth(800, 1, { current: 750 })).toBe(1000);
    expect(chooseWidth(750, 1, { current: 750 })).toBe(750);
  });
});

describe('sizedUrl', () => {
  it('adds ?format=<w>w to same-site paths', () => {
    expect(sizedUrl('/s/photo.jpg', 750, 'queryString')).toBe('/s/photo.jpg?format=750w');
  });

  it('keeps an existing query and hash and replaces an older format', () => {
    expect(sizedUrl('/s/photo.jpg?v=2#top', 500, 'queryString')).toBe('/s/photo.jpg?v=2&format=500w#top');
    expect(sizedUrl('/s/photo.jpg?format=300w&v=2', 1000, 'queryString')).toBe('/s/photo.jpg?v=2&format=1000w');
  });

  it('inserts -<w>w before the extension in filename format', () => {
    expect(sizedUrl('/s/photo.jpg', 750, 'filename')).toBe('/s/photo-750w.jpg');
    expect(sizedUrl('/s/my.photo.jpeg?v=1#x', 100, 'filename')).toBe('/s/my.photo-100w.jpeg?v=1#x');
    expect(sizedUrl('/s/photo-300w.jpg', 1500, 'filename')).toBe('/s/photo-1500w.jpg');
    expect(sizedUrl('/s.d/photo', 500, 'filename')).toBe('/s.d/photo-500w');
  });

  it('sizes the platform image hosts and their subdomains', () => {
    expect(sizedUrl('https://images.squarespace-cdn.com/content/a.jpg', 300, 'queryString')).toBe(
      'https://images.squarespace-cdn.com/content/a.jpg?format=300w',
    );
    expect(sizedUrl('//static1.squarespace.com/a.png', 300, 'filename')).toBe('//static1.squarespace.com/a-300w.png');
  });

  it('leaves foreign hosts unchanged', () => {
    expect(sizedUrl('https://example.com/a.jpg', 750, 'queryString')).toBe('https://example.com/a.jpg');
    expect(sizedUrl('https://notsquarespace.com/a.jpg', 750, 'filename')).toBe('https://notsquarespace.com/a.jpg');
    expect(sizedUrl('//example.com/a.jpg', 750, 'queryString')).toBe('//example.com/a.jpg');
    expect(sizedUrl('data:image/png;base64,AAAA', 750, 'queryString')).toBe('data:image/png;base64,AAAA');
  });

  it('uses a configured host list', () => {
    const hosts = ['img.example.org'];
    expect(sizedUrl('https://img.example.org/a.jpg', 500, 'queryString', hosts)).toBe('https://img.example.org/a.jpg?format=500w');
    expect(sizedUrl('https://images.squarespace-cdn.com/a.jpg', 500, 'queryString', hosts)).toBe(
      'https://images.squarespace-cdn.com/a.jpg',
    );
    expect(isSizable('/a.jpg', [])).toBe(true);
  });
});

describe('parseResolution', () => {
  it('reads "750w" and "750", 0 otherwise', () => {
    expect(parseResolution('750w')).toBe(750);
    expect(parseResolution('1500')).toBe(1500);
    expect(parseResolution('')).toBe(0);
    expect(parseResolution(null)).toBe(0);
    expect(parseResolution('big')).toBe(0);
  });
});

describe('writtenWidth', () => {
  it('reads the width of a server-written size of the same image', () => {
    expect(writtenWidth('/a/b.jpg?format=300w', '/a/b.jpg')).toBe(300);
    expect(writtenWidth('/a/b.jpg?v=3&format=500w', '/a/b.jpg?v=3')).toBe(500);
    expect(writtenWidth('/a/b.jpg?format=500w&v=3', '/a/b.jpg?v=3')).toBe(500);
    expect(writtenWidth('https://images.example/a/b-750w.jpg', 'https://images.example/a/b.jpg')).toBe(750);
    expect(writtenWidth('/a/b.jpg?format=300w#x', '/a/b.jpg#x')).toBe(300);
  });
  it('is 0 for another image, an unsized src, or none', () => {
    expect(writtenWidth('/a/c.jpg?format=300w', '/a/b.jpg')).toBe(0);
    expect(writtenWidth('/a/b.jpg?v=4&format=300w', '/a/b.jpg?v=3')).toBe(0);
    expect(writtenWidth('/a/b.jpg', '/a/b.jpg')).toBe(0);
    expect(writtenWidth(null, '/a/b.jpg')).toBe(0);
    expect(writtenWidth('/a/b.jpg?format=300w', '')).toBe(0);
  });
  it("takes the query's format before a file name suffix, and never reads the host", () => {
    expect(writtenWidth('/a/b-500w.jpg?format=300w', '/a/b.jpg')).toBe(300);
    expect(writtenWidth('https://cdn-2w.example.com/a/b.jpg', 'https://cdn-2w.example.com/a/b.jpg')).toBe(0);
    expect(writtenWidth('https://cdn-2w.example.com/a/b-750w.jpg', 'https://cdn-2w.example.com/a/b.jpg')).toBe(750);
  });
});

describe('parseAlignment', () => {
  it('reads the five keywords and their combinations', () => {
    expect(parseAlignment('top')).toEqual({ x: 'center', y: 'top' });
    expect(parseAlignment('left')).toEqual({ x: 'left', y: 'center' });
    expect(parseAlignment('center')).toEqual({ x: 'center', y: 'center' });
    expect(parseAlignment('right')).toEqual({ x: 'right', y: 'center' });
    expect(parseAlignment('bottom')).toEqual({ x: 'center', y: 'bottom' });
    expect(parseAlignment('bottom-right')).toEqual({ x: 'right', y: 'bottom' });
  });

  it('is null when missing or unknown', () => {
    expect(parseAlignment(null)).toBeNull();
    expect(parseAlignment('')).toBeNull();
    expect(parseAlignment('middle')).toBeNull();
  });
});

describe('coverOffset', () => {
  it('is clamp(box/2 − scaled·focal, box − scaled, 0)', () => {
    expect(coverOffset(100, 200, 0.5)).toBe(-50);
    expect(coverOffset(100, 200, 0.6)).toBe(-70);
    // focal near an edge: the image edge stops at the box edge
    expect(coverOffset(100, 200, 0)).toBe(0);
    expect(coverOffset(100, 200, 0.1)).toBe(0);
    expect(coverOffset(100, 200, 1)).toBe(-100);
    expect(coverOffset(100, 200, 0.9)).toBe(-100);
    expect(coverOffset(100, 100, 0.3)).toBe(0);
  });
});

describe('placeImage', () => {
  const natural = { width: 1760, height: 1226 };

  it('cover scales to fill the box and keeps the focal point in view', () => {
    const p = placeImage({ width: 400, height: 400 }, natural, 'cover', { focalPoint: { x: 0.68, y: 0.41 } });
    const scale = 400 / 1226;
    expect(p.height).toBeCloseTo(400);
    expect(p.width).toBeCloseTo(1760 * scale);
    expect(p.left).toBeCloseTo(Math.min(Math.max(200 - p.width * 0.68, 400 - p.width), 0));
    expect(p.top).toBe(0);
  });

  it('cover at the default focal point centres the image', () => {
    const p = placeImage({ width: 400, height: 400 }, { width: 800, height: 400 }, 'cover');
    expect(p).toEqual({ width: 800, height: 400, left: -200, top: 0, box: { width: 400, height: 400 } });
  });

  it('contain fits inside and uses the alignment', () => {
    const box = { width: 400, height: 400 };
    const img = { width: 800, height: 400 };
    expect(placeImage(box, img, 'contain', { alignment: { x: 'center', y: 'top' } })).toMatchObject({
      width: 400,
      height: 200,
      left: 0,
      top: 0,
    });
    expect(placeImage(box, img, 'contain', { alignment: { x: 'center', y: 'bottom' } })).toMatchObject({ top: 200 });
    expect(placeImage(box, img, 'contain', { alignment: { x: 'center', y: 'center' } })).toMatchObject({ top: 100 });
    const tall = { width: 200, height: 400 };
    expect(placeImage(box, tall, 'contain', { alignment: { x: 'left', y: 'center' } })).toMatchObject({ width: 200, left: 0, top: 0 });
    expect(placeImage(box, tall, 'contain', { alignment: { x: 'right', y: 'center' } })).toMatchObject({ left: 200 });
  });

  it('contain without an alignment is centred', () => {
    const p = placeImage({ width: 400, height: 400 }, { width: 200, height: 400 }, 'contain', { alignment: null });
    expect(p).toMatchObject({ left: 100, top: 0 });
  });

  it('contain without stretch stops at 1×', () => {
    const small = { width: 100, height: 50 };
    expect(placeImage({ width: 400, height: 400 }, small, 'contain')).toMatchObject({ width: 400, height: 200 });
    expect(placeImage({ width: 400, height: 400 }, small, 'contain', { stretch: false })).toMatchObject({
      width: 100,
      height: 50,
      left: 150,
      top: 175,
    });
  });

  it('takes the image ratio for an empty box axis', () => {
    expect(placeImage({ width: 400, height: 0 }, { width: 800, height: 400 }, 'cover')).toMatchObject({
      width: 400,
      height: 200,
      box: { width: 400, height: 200 },
    });
  });

  it('gives the same placement as object-position percentages', () => {
    const cover = placeImage({ width: 400, height: 400 }, { width: 800, height: 400 }, 'cover', { focalPoint: { x: 0.75, y: 0.5 } });
    // offset clamp(200 − 600, −400, 0) = −400 → fully right
    expect(objectPosition(cover)).toBe('100% 50%');
    const contain = placeImage({ width: 400, height: 400 }, { width: 800, height: 400 }, 'contain', {
      alignment: { x: 'center', y: 'bottom' },
    });
    expect(objectPosition(contain)).toBe('50% 100%');
    const centred = placeImage({ width: 400, height: 400 }, { width: 800, height: 400 }, 'cover');
    expect(objectPosition(centred)).toBe('50% 50%');
  });
});

describe('placementStyles', () => {
  const p = placeImage({ width: 200, height: 100 }, { width: 400, height: 400 }, 'cover', { focalPoint: { x: 0.5, y: 0.25 } });

  it('moves and sizes the image in px inside a clipping parent (cover)', () => {
    expect(p).toMatchObject({ width: 200, height: 200, left: 0, top: 0 });
    expect(placementStyles(p, { mode: 'cover' })).toEqual({
      img: { position: 'absolute', left: '0px', top: '0px', width: '200px', height: '200px', 'max-width': 'none' },
      parent: { overflow: 'clip' },
    });
  });

  it('uses percentages of the box with a fixed ratio, and moves relative to a static parent', () => {
    const s = placementStyles(p, { mode: 'cover', fixedRatio: true, staticParent: true });
    expect(s.img).toMatchObject({ position: 'relative', width: '100%', height: '200%' });
  });

  it('does not clip a contained image', () => {
    const c = placeImage({ width: 200, height: 100 }, { width: 400, height: 400 }, 'contain');
    expect(placementStyles(c, { mode: 'contain' }).parent).toEqual({});
  });

  it('uses object-fit and object-position with advanced positioning', () => {
    expect(placementStyles(p, { mode: 'cover', useAdvancedPositioning: true })).toEqual({
      img: { width: '100%', height: '100%', 'object-fit': 'cover', 'object-position': objectPosition(p) },
      parent: {},
    });
  });

  it('draws a background on the parent and hides the image with a background image', () => {
    expect(placementStyles(p, { mode: 'cover', useBgImage: true })).toEqual({
      img: { visibility: 'hidden' },
      parent: { 'background-size': 'cover', 'background-position': objectPosition(p), 'background-repeat': 'no-repeat' },
    });
  });
});
