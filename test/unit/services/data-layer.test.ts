import { describe, expect, it } from 'vitest';
import {
  DataLayerError,
  RETRY_DELAY,
  applicationMessage,
  configureDataLayer,
  dataLayerConfig,
  encode,
  overlayFor,
  parseMessage,
  statusMessage,
  target,
} from '../../../src/services/data-layer.js';

/** spec 001 §8: the default status text ('Unable to connect…' in full). */
const UNABLE_TO_CONNECT = 'Unable to connect to the provider. Please try again.';

describe('statusMessage (spec 001 §8 "Data layer")', () => {
  it('gives the spec text for 401 and 403', () => {
    expect(statusMessage(401)).toBe('Unauthorized request');
    expect(statusMessage(403)).toBe('Unauthorized request');
  });
  it('gives the spec text for 500 and 501', () => {
    expect(statusMessage(500)).toBe('Internal server error. Please try again later.');
    expect(statusMessage(501)).toBe('Internal server error. Please try again later.');
  });
  it('gives the spec text for 503', () => {
    expect(statusMessage(503)).toBe('This service is temporarily unavailable. Please try again later.');
  });
  it("falls back to 'Unable to connect…' for every other status, its neighbours included", () => {
    for (const status of [0, 400, 402, 404, 429, 499, 502, 504]) expect(statusMessage(status)).toBe(UNABLE_TO_CONNECT);
  });
});

describe('parseMessage', () => {
  it('is the exact spec text with the url and the parser message', () => {
    expect(parseMessage('/api/x?a=1', 'Unexpected end of JSON input')).toBe(
      'Internal Error: Unable to parse server response from (/api/x?a=1) as JSON: Unexpected end of JSON input',
    );
  });
});

describe('applicationMessage', () => {
  it('takes error, then message, then billingErrorCode on 400, 401, 500 and 502', () => {
    for (const status of [400, 401, 500, 502]) {
      expect(applicationMessage(status, { error: 'E', message: 'M', billingErrorCode: 7 })).toBe('E');
      expect(applicationMessage(status, { message: 'M', billingErrorCode: 7 })).toBe('M');
      expect(applicationMessage(status, { billingErrorCode: 7 })).toBe('7');
    }
  });
  it('ignores other statuses, also next to the listed ones', () => {
    for (const status of [200, 399, 402, 403, 404, 499, 501, 503]) {
      expect(applicationMessage(status, { error: 'E' })).toBeUndefined();
    }
  });
  it('needs one of the three keys with a value', () => {
    expect(applicationMessage(400, {})).toBeUndefined();
    expect(applicationMessage(400, { error: null, message: '' })).toBeUndefined();
    expect(applicationMessage(400, 'error')).toBeUndefined();
    expect(applicationMessage(400, undefined)).toBeUndefined();
  });
  it('writes an object error as JSON text', () => {
    expect(applicationMessage(400, { error: { field: 'bad' } })).toBe('{"field":"bad"}');
  });
});

describe('encode', () => {
  it('form-encodes values, JSON for objects and arrays, skipping null and undefined', () => {
    const out = encode({ a: 'x y', n: 3, b: false, o: { k: 1 }, l: [1, 2], u: undefined, z: null });
    expect(out.toString()).toBe('a=x+y&n=3&b=false&o=%7B%22k%22%3A1%7D&l=%5B1%2C2%5D');
  });
  it('appends to existing parameters and accepts URLSearchParams', () => {
    const into = new URLSearchParams('keep=1');
    expect(encode(new URLSearchParams('a=1&a=2'), into).toString()).toBe('keep=1&a=1&a=2');
  });
});

describe('target (secure calls)', () => {
  const page = new URL('http://www.example.com/shop');
  const url = new URL('/api/x?a=1', page);
  const hosts = ['squarespace.com'];

  it('sends secure calls to the https origin with credentials', () => {
    const t = target(url, page, true, 'https://secure.example.com', hosts);
    expect(t.url.href).toBe('https://secure.example.com/api/x?a=1');
    expect(t.credentials).toBe('include');
  });
  it('keeps non-secure calls same-origin', () => {
    const t = target(url, page, false, 'https://secure.example.com', hosts);
    expect(t.url.href).toBe('http://www.example.com/api/x?a=1');
    expect(t.credentials).toBe('same-origin');
  });
  it("stays same-origin on the provider's own hosts and their subdomains", () => {
    for (const host of ['squarespace.com', 'site.squarespace.com']) {
      const p = new URL(`https://${host}/`);
      const t = target(new URL('/api/x', p), p, true, 'https://secure.example.com', hosts);
      expect(t.url.origin).toBe(p.origin);
      expect(t.credentials).toBe('same-origin');
    }
    const lookalike = new URL('https://notsquarespace.com/');
    expect(target(new URL('/api/x', lookalike), lookalike, true, 'https://s.example.com', hosts).credentials).toBe('include');
  });
  it('stays same-origin without a secure origin or when already on it', () => {
    expect(target(url, page, true, undefined, hosts).credentials).toBe('same-origin');
    const https = new URL('https://secure.example.com/');
    expect(target(new URL('/api/x', https), https, true, 'https://secure.example.com', hosts).credentials).toBe('same-origin');
  });
  it('leaves absolute URLs to other origins alone', () => {
    const other = new URL('https://api.other.test/x');
    expect(target(other, page, true, 'https://secure.example.com', hosts).url.href).toBe('https://api.other.test/x');
  });
});

describe('configureDataLayer', () => {
  it('defaults to the spec retry delay of 200 ms and restores defaults', () => {
    expect(RETRY_DELAY).toBe(200);
    expect(dataLayerConfig().retryDelay).toBe(200);
    configureDataLayer({ retryDelay: 5, secureOrigin: 'https://s.test' });
    expect(dataLayerConfig()).toMatchObject({ retryDelay: 5, secureOrigin: 'https://s.test' });
    configureDataLayer();
    expect(dataLayerConfig().retryDelay).toBe(200);
    expect(dataLayerConfig().secureOrigin).toBeUndefined();
  });
});

describe('overlayFor', () => {
  const err = (kind: DataLayerError['kind'], status: number, message = 'm') => new DataLayerError(kind, message, '/api/x', status);
  it('shows connection and status failures as network errors with their text', () => {
    expect(overlayFor(err('network', 0, UNABLE_TO_CONNECT))).toEqual({ variant: 'network', message: UNABLE_TO_CONNECT });
    expect(overlayFor(err('status', 503, 'busy'))).toEqual({ variant: 'network', message: 'busy' });
  });
  it('shows 5xx application errors as cleaned', () => {
    expect(overlayFor(err('application', 500))).toEqual({ variant: 'cleaned' });
    expect(overlayFor(err('application', 502))).toEqual({ variant: 'cleaned' });
  });
  it('shows the rest with url, format and message', () => {
    for (const [kind, status] of [
      ['parse', 200],
      ['application', 400],
      ['authorization', 403],
      ['crumb', 401],
    ] as const) {
      expect(overlayFor(err(kind, status))).toEqual({ variant: 'other', url: '/api/x', format: 'JSON', message: 'm' });
    }
  });
});

describe('DataLayerError', () => {
  it('carries kind, message, url, status and data', () => {
    const e = new DataLayerError('application', 'Application error', '/api/a', 400, { error: 'Application error' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('DataLayerError');
    expect([e.kind, e.message, e.url, e.status, e.data]).toEqual([
      'application',
      'Application error',
      '/api/a',
      400,
      { error: 'Application error' },
    ]);
  });
});
