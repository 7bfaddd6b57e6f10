/// <reference types="node" />
// The reference server's checkout pages (spec 001 §2 "Checkout entry"; what they show is
// ours: demo/server/checkout-pages.mjs): the cart's checkout lists the visitor's cart, the
// others say what arrived, every value escaped.
import { describe, it, expect } from 'vitest';
import { serverForTests, json, received } from './helpers.js';

const s = serverForTests();

async function open(path: string, init: RequestInit = {}, cookie?: string) {
  const r = await fetch(`${s.base}${path}`, { ...init, headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) } });
  return { status: r.status, type: r.headers.get('content-type'), allow: r.headers.get('allow'), html: await r.text() };
}

async function cartWith(...items: Record<string, unknown>[]): Promise<string> {
  let cookie: string | undefined;
  for (const item of items) {
    const r = await fetch(`${s.base}/api/commerce/cart/entries`, {
      ...json(item),
      headers: { ...json(item).headers, ...(cookie ? { cookie } : {}) },
    });
    cookie ??= r.headers
      .getSetCookie()
      .find((c) => c.startsWith('ss_cart='))!
      .split(';')[0];
  }
  return cookie!;
}

describe('the checkout routes', () => {
  it('are answered without the static files too (the browser tests mount the server that way)', () => {
    for (const path of ['/commerce/goto-checkout', '/checkout/subscribe', '/checkout/donate', '/checkout/giftcard']) {
      expect(s.app.handles(path), path).toBe(true);
    }
    expect(s.app.handles('/checkout/other')).toBe(false);
  });
});

describe('GET /commerce/goto-checkout', () => {
  it("with the visitor's cart: a page listing its entries and subtotal", async () => {
    const cookie = await cartWith({ productId: 'harbour-print', variantId: 'a3', quantity: 2 }, { productId: 'tide-tables' });
    const page = await open('/commerce/goto-checkout', {}, cookie);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<h1>Checkout</h1>');
    expect(page.html).toContain('<tr><td>Harbour print</td><td>a3</td><td>2</td><td>$36.00</td><td>$72.00</td></tr>');
    expect(page.html).toContain('<tr><td>Tide tables (PDF)</td><td>pdf</td><td>1</td><td>$9.00</td><td>$9.00</td></tr>');
    expect(page.html).toContain('Subtotal: <strong>$81.00</strong>');
  });

  it('a cart with no entries left is still a cart', async () => {
    const cookie = await cartWith({ productId: 'tide-tables' });
    const cart = (await (await fetch(`${s.base}/api/commerce/cart`, { headers: { cookie } })).json()) as {
      cart: { entries: { id: string }[] };
    };
    await fetch(`${s.base}/api/commerce/cart/entries/${cart.cart.entries[0]!.id}`, { method: 'DELETE', headers: { cookie } });
    const page = await open('/commerce/goto-checkout', {}, cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>The cart has no items.</p>');
  });

  it("without a cart (no cookie, or one the store does not know): 404 with the spec's message", async () => {
    for (const cookie of [undefined, 'ss_cart=0000000000000000']) {
      const page = await open('/commerce/goto-checkout', {}, cookie);
      expect(page.status, String(cookie)).toBe(404);
      expect(page.html).toContain(
        '<p>Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.</p>',
      );
    }
  });
});

describe('GET /checkout/subscribe, /checkout/donate, /checkout/giftcard', () => {
  it('a page saying what arrived, each value decoded once and escaped', async () => {
    const token = '<script>alert("x")</script> & a+b=c';
    const sub = await open(`/checkout/subscribe?cartToken=${encodeURIComponent(token)}`);
    expect(sub.status).toBe(200);
    expect(sub.html).toContain('<h1>Subscription checkout</h1>');
    expect(sub.html).toContain('<dt>cartToken</dt><dd><code>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a+b=c</code></dd>');
    expect(sub.html).not.toContain('<script>');
    const donate = await open(`/checkout/donate?donatePageId=${encodeURIComponent("page 'one'")}`);
    expect(donate.status).toBe(200);
    expect(donate.html).toContain('<h1>Donation checkout</h1>');
    expect(donate.html).toContain('<dt>donatePageId</dt><dd><code>page &#39;one&#39;</code></dd>');
    const gift = await open('/checkout/giftcard?websiteId=w1&giftCardProductId=g%2F1&sku=SQ1234567');
    expect(gift.status).toBe(200);
    expect(gift.html).toContain('<h1>Gift card checkout</h1>');
    expect(gift.html).toContain(
      '<dl><dt>websiteId</dt><dd><code>w1</code></dd><dt>giftCardProductId</dt><dd><code>g/1</code></dd><dt>sku</dt><dd><code>SQ1234567</code></dd></dl>',
    );
    // The sku is optional.
    expect((await open('/checkout/giftcard?websiteId=w1&giftCardProductId=g1')).status).toBe(200);
  });

  it('a required parameter missing or empty: 400 naming it', async () => {
    for (const [path, name] of [
      ['/checkout/subscribe', 'cartToken'],
      ['/checkout/subscribe?cartToken=%20', 'cartToken'],
      ['/checkout/donate?other=1', 'donatePageId'],
      ['/checkout/giftcard?giftCardProductId=g1', 'websiteId'],
      ['/checkout/giftcard?websiteId=w1&sku=s', 'giftCardProductId'],
    ]) {
      const page = await open(path!);
      expect(page.status, path).toBe(400);
      expect(page.html, path).toContain(`<p>Missing <code>${name}</code>.</p>`);
    }
  });

  it('only GET and HEAD: another method is 405 with Allow', async () => {
    const page = await open('/checkout/donate?donatePageId=p1', { method: 'POST' });
    expect(page.status).toBe(405);
    expect(page.allow).toBe('GET, HEAD');
    const head = await open('/checkout/donate?donatePageId=p1', { method: 'HEAD' });
    expect([head.status, head.html]).toEqual([200, '']);
  });

  it('each arrival is recorded with its query, for tests and the inspector', async () => {
    await open('/checkout/donate?donatePageId=recorded-1');
    const { records } = await received(s.base, '/checkout/donate', 1);
    expect(records[0]).toMatchObject({ method: 'GET', path: '/checkout/donate', status: 200, query: { donatePageId: 'recorded-1' } });
  });
});
