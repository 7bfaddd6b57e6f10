import { describe, it, expect } from 'vitest';
import { addressWithoutItem, itemUrl, lastSegment, namedSlide, withTrailingSlash } from '../../../../src/blocks/ss-gallery/addressing.js';
import { noMotionFlag as noMotion } from '../../../../src/contract/reduced-motion.js';

const at = (href: string) => new URL(href, 'https://site.example');

describe('addressing: writing (spec 000 §2, §7)', () => {
  it('appends the item id to the collection URL with a trailing slash added', () => {
    expect(withTrailingSlash('/gallery')).toBe('/gallery/');
    expect(withTrailingSlash('/gallery/')).toBe('/gallery/');
    expect(itemUrl(at('/gallery'), '/gallery', 'slide-2')).toBe('/gallery/slide-2');
    expect(itemUrl(at('/gallery/slide-1'), '/gallery/', 'slide-2')).toBe('/gallery/slide-2');
    expect(itemUrl(at('/x'), 'https://site.example/gallery', 'a b')).toBe('/gallery/a%20b');
  });
  it('keeps the query and other hash fields but drops itemId', () => {
    expect(itemUrl(at('/gallery?nomotion=true&itemId=old#itemId=old'), '/gallery', 'new')).toBe('/gallery/new?nomotion=true');
    expect(itemUrl(at('/gallery#top'), '/gallery', 'new')).toBe('/gallery/new#top');
    expect(itemUrl(at('/gallery#a=1&itemId=old'), '/gallery', 'new')).toBe('/gallery/new#a=1');
  });
  it("hash mode (#itemId=, the spec's other form): the path and query kept; a plain anchor gives way, other fields stay", () => {
    expect(itemUrl(at('/gallery.html?x=1'), '/ignored', 'a b', 'hash')).toBe('/gallery.html?x=1#itemId=a%20b');
    expect(itemUrl(at('/gallery.html#top'), '/ignored', 'dunes', 'hash')).toBe('/gallery.html#itemId=dunes');
    expect(itemUrl(at('/g#a=1&itemId=old'), '/g', 'new', 'hash')).toBe('/g#a=1&itemId=new');
    expect(itemUrl(at('/g?itemId=old'), '/g', 'new', 'hash')).toBe('/g#itemId=new');
  });
  it('query mode (ours, for a router that owns the path and the hash): ?itemId= after the query, the hash kept', () => {
    expect(itemUrl(at('/app?tab=2#top'), '/ignored', 'dunes', 'query')).toBe('/app?tab=2&itemId=dunes#top');
    expect(itemUrl(at('/app?itemId=old#itemId=old'), '/app', 'new', 'query')).toBe('/app?itemId=new');
  });
  it('what each mode writes, the address without the item restores', () => {
    for (const mode of ['path', 'hash', 'query'] as const) {
      const page = at('/photos?x=1#a=2');
      const open = at(itemUrl(page, '/photos', 'dunes', mode));
      expect(namedSlide(open, [{ url: 'dunes' }]).index, mode).toBe(0);
      expect(addressWithoutItem(open, 'dunes'), mode).toBe(mode === 'path' ? '/photos/?x=1#a=2' : '/photos?x=1#a=2');
    }
  });
});

describe('addressing: reading', () => {
  const slides = ['h', 'q', 'slide-url', 'slide-3', 'a b', 'b'].map((url, i) => ({ id: `id-${i}`, url }));
  const named = (href: string) => namedSlide(at(href), slides);
  it('reads itemId from the hash first', () => {
    expect(named('/gallery?itemId=q#itemId=h')).toEqual({ index: 0, byPath: false });
    expect(named('/gallery#a=1&itemId=h')).toEqual({ index: 0, byPath: false });
  });
  it('then from the query, as real pages write it', () => {
    expect(named('/gallery?itemId=slide-url')).toEqual({ index: 2, byPath: false });
  });
  it('matches the slide url or the slide id', () => {
    expect(named('/gallery#itemId=id-3').index).toBe(3);
    expect(named('/gallery/id-4').index).toBe(4);
  });
  it('then from the last path segment, under the collection URL or not', () => {
    expect(named('/gallery/slide-3')).toEqual({ index: 3, byPath: true });
    expect(named('/gallery/slide-3/').index).toBe(3);
    expect(named('/gallery/a%20b').index).toBe(4);
    expect(named('/other/slide-3').index).toBe(3);
    expect(named('/gallery/a/b').index).toBe(5);
    expect(named('/gallery/').index).toBe(-1);
    expect(named('/').index).toBe(-1);
    expect(lastSegment(at('/gallery/slide-3/'))).toBe('slide-3');
  });
  it('tries the path when the itemId field names no slide', () => {
    expect(named('/gallery/slide-3#itemId=none')).toEqual({ index: 3, byPath: true });
    expect(named('/gallery/none?itemId=none').index).toBe(-1);
  });
});

describe('nomotion and the editing backend', () => {
  it('reads nomotion=true only', () => {
    expect(noMotion('?nomotion=true')).toBe(true);
    expect(noMotion('?a=1&nomotion=true')).toBe(true);
    expect(noMotion('?nomotion=false')).toBe(false);
    expect(noMotion('?nomotion')).toBe(false);
    expect(noMotion('')).toBe(false);
  });
});

describe("addressing: the address without the item (doc 2 §2, what the lightbox's Back returns to)", () => {
  it('drops itemId from the hash and the query, keeping the other fields', () => {
    expect(addressWithoutItem(at('/gallery#itemId=a'), 'a')).toBe('/gallery');
    expect(addressWithoutItem(at('/gallery?x=1&itemId=a#top'), 'a')).toBe('/gallery?x=1#top');
    expect(addressWithoutItem(at('/gallery#b=2&itemId=a'), 'a')).toBe('/gallery#b=2');
  });
  it('drops the last path segment when it names the item', () => {
    expect(addressWithoutItem(at('/gallery/slide-2'), 'slide-2')).toBe('/gallery/');
    expect(addressWithoutItem(at('/gallery/slide-2/?q=1'), 'slide-2')).toBe('/gallery/?q=1');
    expect(addressWithoutItem(at('/a%20b'), 'a b')).toBe('/');
    expect(addressWithoutItem(at('/gallery/other'), 'slide-2')).toBe('/gallery/other');
  });
});
