import { describe, expect, it } from 'vitest';
import { readCookie, withCrumb } from '../../../src/services/crumb.js';

describe('readCookie', () => {
  it('finds the crumb among other cookies', () => {
    expect(readCookie('a=1; crumb=abc123; b=2', 'crumb')).toBe('abc123');
    expect(readCookie('crumb=first', 'crumb')).toBe('first');
  });
  it('does not match a cookie whose name only ends or starts with crumb', () => {
    expect(readCookie('xcrumb=1; crumbs=2', 'crumb')).toBeUndefined();
    expect(readCookie('', 'crumb')).toBeUndefined();
  });
  it('decodes escaped values and keeps undecodable ones as they are', () => {
    expect(readCookie('crumb=a%3Bb', 'crumb')).toBe('a;b');
    expect(readCookie('crumb=100%', 'crumb')).toBe('100%');
  });
});

describe('withCrumb', () => {
  it('adds crumb=<value> and keeps the other parameters', () => {
    const url = withCrumb(new URL('http://h.test/api/x?a=1&b=two#f'), 'tok');
    expect(url.searchParams.get('crumb')).toBe('tok');
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get('b')).toBe('two');
    expect(url.hash).toBe('#f');
  });
  it('replaces a stale crumb parameter and leaves the input untouched', () => {
    const input = new URL('http://h.test/api/x?crumb=old');
    expect(withCrumb(input, 'new').searchParams.getAll('crumb')).toEqual(['new']);
    expect(input.search).toBe('?crumb=old');
  });
  it('adds nothing without a crumb', () => {
    expect(withCrumb(new URL('http://h.test/api/x?a=1'), undefined).href).toBe('http://h.test/api/x?a=1');
  });
});
