// Where the platform's API calls go (ours: the spec has every call on the page's own origin;
// an integrator outside the platform points them at a backend of its own).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../src/contract/api-addresses.js';
import { configureDataLayer, get, post } from '../../../src/services/data-layer.js';
import { fetchSettings } from '../../../src/services/performance.js';

afterEach(() => {
  configureDataLayer();
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it("leaves every address alone by default (the platform's own origin)", () => {
    expect(apiUrl('/api/form/SaveFormSubmission')).toBe('/api/form/SaveFormSubmission');
    expect(apiUrl('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });

  it("sends the platform's /api/ paths under baseUrl, query kept; other addresses stay", () => {
    configureDataLayer({ baseUrl: 'https://backend.example/site-1/' });
    expect(apiUrl('/api/census/form-render')).toBe('https://backend.example/site-1/api/census/form-render');
    expect(apiUrl('/api/1/performance/settings?app=x')).toBe('https://backend.example/site-1/api/1/performance/settings?app=x');
    expect(apiUrl('/assets/x.json')).toBe('/assets/x.json');
    expect(apiUrl('https://other.example/api/x')).toBe('https://other.example/api/x');
  });

  it('takes an endpoint of its own first, by the path without its query', () => {
    configureDataLayer({
      baseUrl: 'https://backend.example',
      endpoints: { '/api/form/SaveFormSubmission': 'https://forms.example/submit' },
    });
    expect(apiUrl('/api/form/SaveFormSubmission')).toBe('https://forms.example/submit');
    expect(apiUrl('/api/form/SaveFormSubmission?crumb=c')).toBe('https://forms.example/submit?crumb=c');
    expect(apiUrl('/api/form/FormSubmissionKey')).toBe('https://backend.example/api/form/FormSubmissionKey');
  });

  it('is restored by configureDataLayer() with no argument', () => {
    configureDataLayer({ baseUrl: 'https://backend.example', census: false });
    configureDataLayer();
    expect(apiUrl('/api/x')).toBe('/api/x');
  });
});

describe('every call goes through it', () => {
  const calls = () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string) => {
        urls.push(String(url));
        return new Response(JSON.stringify({ pageLoadId: 'p' }), { status: 200 });
      }),
    );
    return urls;
  };

  it("the data layer's calls", async () => {
    const urls = calls();
    configureDataLayer({ baseUrl: 'https://backend.example', endpoints: { '/api/form/SaveFormSubmission': 'https://forms.example/save' } });
    await get('/api/site-header-footer', { data: { a: 1 } });
    await post('/api/form/SaveFormSubmission', { data: { b: 2 } });
    expect(urls.map((u) => u.replace(/[?&]crumb=[^&]*/, ''))).toEqual([
      'https://backend.example/api/site-header-footer?a=1',
      'https://forms.example/save',
    ]);
  });

  it("the performance client's settings", async () => {
    const urls = calls();
    configureDataLayer({ baseUrl: 'https://backend.example' });
    await fetchSettings('site');
    expect(urls).toEqual(['https://backend.example/api/1/performance/settings?app=site']);
  });
});
