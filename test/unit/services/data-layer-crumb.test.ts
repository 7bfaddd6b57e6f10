import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureDataLayer, del, get, post, put } from '../../../src/services/data-layer.js';
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

describe('the crumb on every data call (spec 001 §7 "Generic data layer")', () => {
  let jar: Map<string, string>;
  let urls: URL[];
  /** Answers in turn; the last one for every call after. */
  let answers: Response[];

  beforeEach(() => {
    jar = new Map([['crumb', 'tok1']]);
    urls = [];
    answers = [new Response('{}', { status: 200 })];
    vi.stubGlobal('location', { href: 'https://site.test/page' });
    vi.stubGlobal('navigator', { cookieEnabled: true });
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        const [name, value] = line.split(';')[0]!.split('=') as [string, string];
        jar.set(name, value);
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        urls.push(new URL(url));
        return (answers.length > 1 ? answers.shift() : answers[0])!.clone();
      }),
    );
    configureDataLayer({ retryDelay: 0, secureOrigin: 'https://secure.test' });
  });
  afterEach(() => {
    configureDataLayer();
    vi.unstubAllGlobals();
  });

  it('GET, POST, PUT and DELETE, with data in the query or the body, relative or absolute, same-origin or secure', async () => {
    await get('/api/a', { data: { q: '1' }, overlay: false });
    await post('/api/b', { data: { v: '2' }, overlay: false });
    await put('/api/c?x=1', { data: { v: '3' }, json: true, overlay: false });
    await del('https://site.test/api/d', { data: { id: '4' }, overlay: false });
    await post('/api/e', { secure: true, overlay: false });
    expect(urls.map((u) => [u.origin + u.pathname, u.searchParams.get('crumb')])).toEqual([
      ['https://site.test/api/a', 'tok1'],
      ['https://site.test/api/b', 'tok1'],
      ['https://site.test/api/c', 'tok1'],
      ['https://site.test/api/d', 'tok1'],
      ['https://secure.test/api/e', 'tok1'],
    ]);
    expect(urls[0]!.searchParams.get('q')).toBe('1');
    expect(urls[2]!.searchParams.get('x')).toBe('1');
  });

  it('on a retry, and with the new crumb after a crumbFail answer', async () => {
    answers = [
      new Response('', { status: 503 }),
      new Response(JSON.stringify({ crumbFail: true, crumb: 'tok2' }), { status: 401 }),
      new Response('{}', { status: 200 }),
    ];
    await get('/api/x', { retries: 1, overlay: false });
    expect(urls.map((u) => u.searchParams.get('crumb'))).toEqual(['tok1', 'tok1', 'tok2']);
  });
});
