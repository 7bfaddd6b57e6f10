import { expect } from '@open-wc/testing';
import { siteContext, resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../src/contract/site-context.js';
import { emitSiteEvent, onSiteEvent } from '../../../src/contract/site-events.js';
import { captureConsole } from '../helpers/console.js';

type WithStatic = typeof globalThis & { Static?: { SQUARESPACE_CONTEXT?: unknown } };

describe('site context', () => {
  afterEach(() => {
    document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
    delete (globalThis as WithStatic).Static;
    resetSiteContext();
  });

  it('reads the platform global and the JSON script, the script winning per key', () => {
    (globalThis as WithStatic).Static = { SQUARESPACE_CONTEXT: { pageType: 1, collectionId: 'g', website: { id: 'global' } } };
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
    script.textContent = JSON.stringify({ website: { id: 'script', identifier: 'demo' } });
    document.head.append(script);
    expect(siteContext()).to.deep.equal({ pageType: 1, collectionId: 'g', website: { id: 'script', identifier: 'demo' } });
  });

  it('reports bad fields without throwing and keeps the rest', async () => {
    (globalThis as WithStatic).Static = { SQUARESPACE_CONTEXT: { pageType: 1, templateId: 7 } };
    const { result, messages } = await captureConsole('warn', () => siteContext());
    expect(result).to.deep.equal({ pageType: 1 });
    expect(String(messages[0][0])).to.contain('site context templateId');
  });

  it('returns an empty context on a page without one', () => {
    expect(siteContext()).to.deep.equal({});
  });

  it('is read again while the page loads without its script yet (a block upgraded early asked first)', () => {
    const loading = document.implementation.createHTMLDocument('loading');
    Object.defineProperty(loading, 'readyState', { value: 'loading' });
    expect(siteContext(loading)).to.deep.equal({});
    const script = Object.assign(loading.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
    script.textContent = JSON.stringify({ pageType: 2 });
    loading.body.append(script);
    expect(siteContext(loading)).to.deep.equal({ pageType: 2 });
    script.textContent = JSON.stringify({ pageType: 3 });
    expect(siteContext(loading), 'then kept').to.deep.equal({ pageType: 2 });
  });
});

describe('site events', () => {
  it('delivers typed details to listeners until they unsubscribe', () => {
    const seen: unknown[] = [];
    const off = onSiteEvent('login-required', (d) => seen.push(d.url));
    emitSiteEvent('login-required', { url: '/api/x' });
    off();
    emitSiteEvent('login-required', { url: '/api/y' });
    expect(seen).to.deep.equal(['/api/x']);
  });

  it('uses plain window CustomEvents named ss:<name>', () => {
    let got: unknown;
    const listener = (e: Event) => (got = (e as CustomEvent).detail);
    window.addEventListener('ss:cookie-banner-force', listener);
    emitSiteEvent('cookie-banner-force', { settings: { cookieBannerVariant: 'popup' } });
    window.removeEventListener('ss:cookie-banner-force', listener);
    expect(got).to.deep.equal({ settings: { cookieBannerVariant: 'popup' } });
  });
});
