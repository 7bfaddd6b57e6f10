// The lightbox opener (services/lightbox): galleries open the page's lightbox through it, and
// it never loads the element in Node or imports it (the layer rule, test/unit/build/layers.test.ts).
import { describe, it, expect, afterEach } from 'vitest';
import {
  claimDeepLink,
  lightbox,
  lightboxPresenter,
  setDefaultLightboxPresenter,
  setLightboxPresenter,
  type LightboxPresenter,
} from '../../../src/services/lightbox.js';

const recorder = () => {
  const calls: unknown[][] = [];
  const presenter: LightboxPresenter = { open: (...args) => void calls.push(['open', ...args]), close: () => void calls.push(['close']) };
  return { calls, presenter };
};

describe('lightbox presenters', () => {
  afterEach(() => setLightboxPresenter(undefined));

  it("uses the page's own presenter over the default one", () => {
    const fallback = recorder();
    const own = recorder();
    setDefaultLightboxPresenter(fallback.presenter);
    expect(lightboxPresenter()).toBe(fallback.presenter);
    setLightboxPresenter(own.presenter);
    expect(lightboxPresenter()).toBe(own.presenter);
    lightbox.close();
    expect(own.calls).toEqual([['close']]);
    expect(fallback.calls).toEqual([]);
    setLightboxPresenter(undefined);
    expect(lightboxPresenter()).toBe(fallback.presenter);
  });

  it('does nothing without a page (SSR)', async () => {
    const own = recorder();
    setLightboxPresenter(own.presenter);
    await lightbox.open([{ src: '/a.jpg' }], 0);
    expect(own.calls).toEqual([]);
  });
});

describe('claimDeepLink: one lightbox per deep link', () => {
  it('lets the first claim an address, then the next address', () => {
    expect(claimDeepLink('https://site.example/g/a')).toBe(true);
    expect(claimDeepLink('https://site.example/g/a')).toBe(false);
    expect(claimDeepLink('https://site.example/g/b')).toBe(true);
  });
});
