import { describe, it, expect } from 'vitest';
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
