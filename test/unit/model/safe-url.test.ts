import { describe, it, expect } from 'vitest';
import { loadableUrl } from '../../../src/model/loadable-url.js';
import { safeUrl } from '../../../src/model/safe-url.js';

describe('safeUrl (spec 000 §4 Click-through)', () => {
  it('follows http(s), relative, mailto and tel URLs', () => {
    for (const url of [
      'https://example.com/a?b=1#c',
      'http://example.com',
      '/shop/item',
      'item-2',
      '../up',
      '?q=1',
      '#section',
      '//cdn.example.com/x',
      'mailto:hi@example.com',
      'tel:+15551234',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(safeUrl(url), url).toBe(url);
    }
  });
  it('trims surrounding whitespace', () => {
    expect(safeUrl('  /a  ')).toBe('/a');
  });
  it('never follows javascript: in any spelling, nor other schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/x',
      'ftp://example.com/',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
    }
  });
  it('ignores empty and non-string values', () => {
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });
});

describe("loadableUrl (the Trusted Types policy's backstop for every script address): https, the page’s own origin, or http on an http page, resolved against the page", () => {
  const page = 'https://shop.example.com/cart?x=1';
  it('a path is on the page’s own origin; https hosts and protocol-relative ones are kept', () => {
    expect(loadableUrl('/assets/commerce.js', page)).toBe('https://shop.example.com/assets/commerce.js');
    expect(loadableUrl('rollups/a.css', page)).toBe('https://shop.example.com/rollups/a.css');
    expect(loadableUrl('//assets.example.net/a.js', page)).toBe('https://assets.example.net/a.js');
    expect(loadableUrl(' https://assets.example.net/a.js ', page)).toBe('https://assets.example.net/a.js');
    // ours: plain http only on a page that is not https itself (a local server), as the
    // per-kind rule lets a host the page added serve there (the demo's booking partner).
    expect(loadableUrl('http://localhost:8787/a.js', 'http://localhost:8787/shop')).toBe('http://localhost:8787/a.js');
    expect(loadableUrl('http://127.0.0.1:8787/partner.js', 'http://localhost:8787/')).toBe('http://127.0.0.1:8787/partner.js');
    expect(loadableUrl('http://127.0.0.1:8787/partner.js', 'https://shop.example.com/')).toBeUndefined();
  });
  it('anything else is refused', () => {
    for (const v of [
      'http://assets.example.net/a.js',
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/javascript,1',
      'blob:https://x/1',
      'mailto:a@b.co',
      'http://[',
      '',
      ' ',
      7,
      undefined,
    ])
      expect(loadableUrl(v, page)).toBeUndefined();
  });
});
