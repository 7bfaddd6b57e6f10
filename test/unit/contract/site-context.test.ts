import { describe, it, expect } from 'vitest';
import { parseSiteContext } from '../../../src/contract/site-context.js';

describe('parseSiteContext', () => {
  it('keeps valid and unknown fields', () => {
    const raw = {
      website: { id: 'w1', identifier: 'demo', baseUrl: 'https://demo.example', somethingNew: 1 },
      storeSettings: { selectedCurrency: 'EUR' },
      pageType: 2,
      authenticatedAccount: { id: 'a1' },
      futureField: { x: true },
    };
    const { context, problems } = parseSiteContext(raw);
    expect(problems).toEqual([]);
    expect(context).toEqual(raw);
  });

  it('reports and drops bad fields, keeping their siblings', () => {
    const { context, problems } = parseSiteContext({
      website: { id: 42, identifier: 'demo' },
      useEscapeKeyToLogin: 'yes',
      collectionId: 'c1',
    });
    expect(problems.map((p) => p.path).sort()).toEqual(['useEscapeKeyToLogin', 'website.id']);
    expect(context).toEqual({ website: { identifier: 'demo' }, collectionId: 'c1' });
  });

  it('reports a context that is not an object and returns an empty one', () => {
    expect(parseSiteContext('nope')).toEqual({ context: {}, problems: [{ path: '', message: 'site context is not an object' }] });
    expect(parseSiteContext(undefined)).toEqual({ context: {}, problems: [] });
  });

  it('accepts a null authenticated account (anonymous visitor)', () => {
    expect(parseSiteContext({ authenticatedAccount: null }).problems).toEqual([]);
  });

  it('keeps the popup overlay settings published pages carry as given: the popup reads and checks their keys', () => {
    // real-markup.md "Cookie banner and popup": websiteSettings.popupOverlaySettings.
    const popup = {
      style: 1,
      showOnScroll: false,
      scrollPercentage: 25,
      showOnTimer: true,
      timerDelay: 0,
      showUntilSignup: false,
      displayFrequency: 1,
      enableMobile: true,
      enabledPages: ['5c4a47c71ae6cf770c90fd6e'],
      showOnAllPages: true,
      version: 2,
    };
    expect(parseSiteContext({ websiteSettings: { popupOverlaySettings: popup } })).toEqual({
      context: { websiteSettings: { popupOverlaySettings: popup } },
      problems: [],
    });
    // Its keys are declared once, with the popup's settings (ss-popup.settings.ts), which
    // report a bad value and use its default (test/browser/blocks/ss-popup); here only
    // something other than an object is dropped.
    const odd = { ...popup, timerDelay: 'soon', enabledPages: 42 };
    expect(parseSiteContext({ websiteSettings: { popupOverlaySettings: odd } }).context.websiteSettings?.popupOverlaySettings).toEqual(odd);
    const { context, problems } = parseSiteContext({ websiteSettings: { popupOverlaySettings: 'all' } });
    expect(problems.map((p) => p.path)).toEqual(['websiteSettings.popupOverlaySettings']);
    expect(context.websiteSettings?.popupOverlaySettings).toEqual(undefined);
  });
});
