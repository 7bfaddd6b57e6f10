import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../../../src/model/chunk-load-error.js';
import { CHUNK_TIMEOUT_MS as AUTOLOADER_TIMEOUT } from '../../../src/autoload/autoload.js';
import { PAGE_TYPES, pageTypeOf } from '../../../src/model/page-types.js';
import { LAZY_PAGES, lazyPage, needsCommerce } from '../../../src/model/lazy-pages.js';

// spec 001 §2 "Page types", quoted: the spec's own sentence, in its order.
const SPEC_PAGE_TYPES =
  'content collection, page, splash page, content item, not found, error, search, lock screen, popup overlay, protected content, member-area access denied, cart, checkout, order confirmed, donate, contribution confirmed, cart v2, subscription confirmed, order received, membership confirmed, reviews request, newsletter unsubscribe, commerce email preview'.split(
    ', ',
  );

describe('page types (spec 001 §2 "Page types")', () => {
  it("the 23 page types, in the spec's order", () => {
    expect(PAGE_TYPES).toEqual(SPEC_PAGE_TYPES);
    expect(PAGE_TYPES).toHaveLength(23);
  });

  for (const name of SPEC_PAGE_TYPES) {
    it(`'${name}': read by its name, upper case with underscores, and hyphenated (ours: any spelling)`, () => {
      expect(pageTypeOf(name)).toBe(name);
      expect(pageTypeOf(name.toUpperCase().replace(/[\s-]/g, '_'))).toBe(name);
      expect(pageTypeOf(` ${name.replace(/\s/g, '-')} `)).toBe(name);
    });
  }

  it('ours: numbers, unknown names and Object method names are no page type (the spec gives no ids)', () => {
    for (const v of [1, 2, 23, '2', 'cart v3', 'toString', 'constructor', '', null, undefined, {}, true])
      expect(pageTypeOf(v)).toBeUndefined();
  });
});

describe('pages that trigger lazy-loaded modules (spec 001 §2)', () => {
  it('cart (and cart v2), reviews request and search by their page type', () => {
    expect(lazyPage({ pageType: 'cart' })).toBe('cart');
    expect(lazyPage({ pageType: 'CART_V2' })).toBe('cart');
    expect(lazyPage({ pageType: 'reviews request' })).toBe('reviews-request');
    expect(lazyPage({ pageType: 'search' })).toBe('search');
  });

  it('events (list and calendar), blog, gallery and products lists: a content collection of that kind (ours: collection.typeName)', () => {
    for (const kind of ['events', 'blog', 'gallery', 'products'])
      expect(lazyPage({ pageType: 'content collection', collection: { id: 'c1', typeName: kind } })).toBe(kind);
    expect(lazyPage({ pageType: 'content collection', collection: { typeName: 'Products' } })).toBe('products');
    expect(lazyPage({ pageType: 'content collection', collection: { type: 'events' } })).toBe('events');
  });

  it("the products item view loads them; other collections' item views do not", () => {
    expect(lazyPage({ pageType: 'content item', collection: { typeName: 'products' }, item: { id: 'i1' } })).toBe('products');
    for (const kind of ['events', 'blog', 'gallery'])
      expect(lazyPage({ pageType: 'content item', collection: { typeName: kind }, item: { id: 'i1' } })).toBeUndefined();
  });

  it('ours: without a page type, an item id makes it an item view, else the collection a list', () => {
    expect(lazyPage({ collection: { typeName: 'blog' } })).toBe('blog');
    expect(lazyPage({ collection: { typeName: 'blog' }, itemId: 'i1' })).toBeUndefined();
    expect(lazyPage({ collection: { typeName: 'products' }, item: { id: 'i1' } })).toBe('products');
  });

  it('every other page loads none: a plain page, other page types, other collections, numbers', () => {
    const none = PAGE_TYPES.filter((p) => !['cart', 'cart v2', 'reviews request', 'search'].includes(p));
    for (const pageType of none) expect(lazyPage({ pageType }), pageType).toBeUndefined();
    expect(lazyPage({})).toBeUndefined();
    expect(lazyPage({ pageType: 'page', collection: { typeName: 'products' } })).toBeUndefined();
    expect(lazyPage({ pageType: 'content collection', collection: { typeName: 'page' } })).toBeUndefined();
    expect(lazyPage({ pageType: 'content collection', collection: { typeName: 'toString' } })).toBeUndefined();
    expect(lazyPage({ pageType: 'content collection', collection: { type: 1 } })).toBeUndefined();
    expect(lazyPage({ pageType: 12 })).toBeUndefined();
  });

  it('the cart and the products need the commerce rollup; the others do not', () => {
    expect(LAZY_PAGES.filter(needsCommerce)).toEqual(['cart', 'products']);
  });
});

describe('lazy chunks: 120 s load timeout (spec 001 §7)', () => {
  it("one timeout for the rollups and the autoloader's element modules", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(AUTOLOADER_TIMEOUT).toBe(CHUNK_TIMEOUT_MS);
  });
});
