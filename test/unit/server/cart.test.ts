/// <reference types="node" />
// The reference server's cart (ours: demo/server/cart-api.mjs): one per visitor under its
// cookie, prices from the demo shop, the spec's cart fields (001 §3 "Shopping cart").
import { describe, it, expect } from 'vitest';
import { serverForTests, json } from './helpers.js';

const s = serverForTests();

const CART = '/api/commerce/cart';
interface CartAnswer {
  cart: null | {
    id: string;
    entries: { id: string; productId: string; variantId: string; quantity: number; unitPriceCents: number }[];
    totalQuantity: number;
    subtotalCents: number;
    subtotalAmount: { currency: string; value: string };
    hasDigital: boolean;
    purelyDigital: boolean;
    requiresShipping: boolean;
  };
}

async function call(path: string, init: RequestInit = {}, cookie?: string) {
  const r = await fetch(`${s.base}${path}`, { ...init, headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) } });
  const setCookie = r.headers.getSetCookie().find((c) => c.startsWith('ss_cart='));
  return { status: r.status, body: (await r.json()) as CartAnswer, cookie: setCookie?.split(';')[0] };
}

describe('the cart', () => {
  it('a visitor without one has none', async () => {
    expect(await call(CART)).toMatchObject({ status: 200, body: { cart: null } });
  });

  it('the first item makes the cart (its cookie), the next ones add to it; the totals follow', async () => {
    const first = await call(`${CART}/entries`, json({ productId: 'harbour-print', variantId: 'a3' }));
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^ss_cart=[0-9a-f]{16}$/);
    const cookie = first.cookie!;
    await call(`${CART}/entries`, json({ productId: 'tide-tables', quantity: 2 }), cookie);
    const again = await call(`${CART}/entries`, json({ productId: 'harbour-print', variantId: 'a3' }), cookie);
    expect(again.cookie, 'the cart is kept').toBe(undefined);
    const { body } = await call(CART, {}, cookie);
    expect(body.cart!.entries.map((e) => [e.productId, e.variantId, e.quantity])).toEqual([
      ['harbour-print', 'a3', 2],
      ['tide-tables', 'pdf', 2],
    ]);
    expect(body.cart).toMatchObject({
      totalQuantity: 4,
      subtotalCents: 9000,
      subtotalAmount: { currency: 'USD', value: '90.00' },
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('a quantity changes, 0 removes the entry; DELETE removes one', async () => {
    const { cookie, body } = await call(`${CART}/entries`, json({ productId: 'sailing-lesson', variantId: 'hour', quantity: 3 }));
    const [lesson] = body.cart!.entries;
    await call(`${CART}/entries`, json({ productId: 'tide-tables' }), cookie);
    const changed = await call(`${CART}/entries/${lesson!.id}`, json({ quantity: 1 }, 'PUT'), cookie);
    expect(changed.body.cart!.subtotalCents).toBe(6000 + 900);
    const removed = await call(`${CART}/entries/${lesson!.id}`, json({ quantity: 0 }, 'PUT'), cookie);
    expect(removed.body.cart!.entries.map((e) => e.productId)).toEqual(['tide-tables']);
    expect(removed.body.cart!.purelyDigital).toBe(true);
    const tables = removed.body.cart!.entries[0]!;
    const empty = await call(`${CART}/entries/${tables.id}`, { method: 'DELETE' }, cookie);
    expect(empty.body.cart).toMatchObject({ entries: [], totalQuantity: 0, subtotalAmount: { currency: 'USD', value: '0.00' } });
  });

  it('refuses what is not: an unknown product or entry, a quantity that is not a whole number', async () => {
    expect((await call(`${CART}/entries`, json({ productId: 'yacht' }))).status).toBe(404);
    expect((await call(`${CART}/entries`, json({ productId: 'glacier-print' }))).status, 'sold out').toBe(409);
    expect((await call(`${CART}/entries`, json({ productId: 'tide-tables', quantity: 1.5 }))).status).toBe(400);
    expect((await call(`${CART}/entries`, json({ productId: 'tide-tables', quantity: 0 }))).status).toBe(400);
    expect((await call(`${CART}/entries/nope`, json({ quantity: 1 }, 'PUT'))).status).toBe(404);
  });
});
