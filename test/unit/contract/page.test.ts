import { describe, expect, it } from 'vitest';
import { inEditingBackend } from '../../../src/contract/page.js';

describe('inEditingBackend (spec 001 §2: the prefix /config is treated as admin)', () => {
  it('treats /config pages and pages framed by one as the backend', () => {
    const win = (path: string, parent?: unknown) => {
      const w: { location: { pathname: string }; parent?: unknown } = { location: { pathname: path } };
      w.parent = parent ?? w;
      return w as unknown as Window;
    };
    expect(inEditingBackend(win('/config'))).toBe(true);
    expect(inEditingBackend(win('/config/pages'))).toBe(true);
    expect(inEditingBackend(win('/configure'))).toBe(false);
    expect(inEditingBackend(win('/gallery'))).toBe(false);
    expect(inEditingBackend(win('/gallery', { location: { pathname: '/config/pages' } }))).toBe(true);
    const crossOrigin = {
      get location(): never {
        throw new Error('SecurityError');
      },
    };
    expect(inEditingBackend(win('/gallery', crossOrigin))).toBe(false);
  });
});
