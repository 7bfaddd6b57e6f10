import { describe, it, expect, vi } from 'vitest';
import { bool, num, oneOf, mapped, optional, str, parseOrDefault } from '../../../src/contract/settings.js';

describe('settings', () => {
  it('reads booleans from attribute strings and JSON', () => {
    const s = bool(false, { attribute: 'loop' });
    expect(s.parse('')).toBe(true);
    expect(s.parse('true')).toBe(true);
    expect(s.parse('false')).toBe(false);
    expect(s.parse(true)).toBe(true);
    expect(s.parse('maybe')).toBeUndefined();
  });

  it('bounds numbers just below and above the limit', () => {
    const s = num(250, { attribute: 'column-width', min: 0, exclusiveMin: true });
    expect(s.parse('0')).toBeUndefined();
    expect(s.parse('0.5')).toBe(0.5);
    expect(s.parse(300)).toBe(300);
    expect(s.parse('abc')).toBeUndefined();
  });

  it('matches enumerations case-insensitively and maps aliases', () => {
    expect(oneOf(['light', 'dark'], 'light', { attribute: 'theme' }).parse('DARK')).toBe('dark');
    const align = mapped({ left: 'start', center: 'middle', right: 'end', start: 'start', middle: 'middle', end: 'end' }, 'middle', {
      attribute: 'active-alignment',
    });
    expect(align.parse('left')).toBe('start');
    expect(align.parse('center')).toBe('middle');
    expect(align.parse('up')).toBeUndefined();
  });

  it('reports a bad value and uses the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(str('x', { attribute: 'name' }), 5)).toBe('x');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('expected a string');
    warn.mockRestore();
  });

  it('gives each setting its type as TypeScript text for the manifest', () => {
    expect(bool(false, { attribute: 'a' }).type).toBe('boolean');
    expect(num(1, { attribute: 'b' }).type).toBe('number');
    expect(str('', { attribute: 'c' }).type).toBe('string');
    expect(oneOf(['light', 'dark'], 'dark', { attribute: 'd' }).type).toBe("'light' | 'dark'");
    expect(optional(num(1, { attribute: 'e' })).type).toBe('number | undefined');
    expect(optional(num(1, { attribute: 'e' })).default).toBeUndefined();
  });
});
