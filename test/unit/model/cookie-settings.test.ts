// The cookie banner's settings (spec 001 §3, §4): defaults, the position mapping both ways,
// the payload ↔ UI mapping both ways (round-trip property).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bannerSettings, isEmptyHtml, payloadToUi, positionFor, uiToPayload } from '../../../src/model/cookie-settings.js';

describe('bannerSettings: the defaults of spec 001 §4', () => {
  it('bar, bottom, dark, icon, opt-in, the default texts', () => {
    expect(bannerSettings({})).toEqual({
      variant: 'bar',
      position: 'bottom',
      theme: 'dark',
      ctaVariant: 'icon',
      acceptType: 'opt-in',
      ctaText: '',
      optOutText: '',
      text: '',
    });
  });

  it('reads every setting, in the published spellings too', () => {
    expect(
      bannerSettings({
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'Light',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerCtaText: ' Sure ',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerText: '<p>We bake cookies.</p>',
      }),
    ).toEqual({
      variant: 'popup',
      position: 'top-right',
      theme: 'light',
      ctaVariant: 'button',
      acceptType: 'opt-in-and-out',
      ctaText: 'Sure',
      optOutText: 'No thanks',
      text: '<p>We bake cookies.</p>',
    });
  });

  it('an unknown value takes its default', () => {
    expect(
      bannerSettings({
        cookieBannerVariant: 'modal',
        cookieBannerTheme: 'blue',
        cookieBannerCtaVariant: 7,
        cookieBannerAcceptType: 'always',
      }),
    ).toMatchObject({
      variant: 'bar',
      theme: 'dark',
      ctaVariant: 'icon',
      acceptType: 'opt-in',
    });
  });

  it('an empty paragraph counts as empty text and gets the default', () => {
    for (const html of ['', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '  ', undefined, null]) {
      expect(isEmptyHtml(html), String(html)).toBe(true);
      expect(bannerSettings({ cookieBannerText: html }).text).toBe('');
    }
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
  });
});

describe('positions (spec 001 §4)', () => {
  it('a bar given a popup corner maps to top or bottom', () => {
    expect(positionFor('bar', 'top-left')).toBe('top');
    expect(positionFor('bar', 'top-right')).toBe('top');
    expect(positionFor('bar', 'bottom-left')).toBe('bottom');
    expect(positionFor('bar', 'bottom-right')).toBe('bottom');
    expect(positionFor('bar', 'top')).toBe('top');
    expect(positionFor('bar', undefined)).toBe('bottom');
  });
  it('a popup given top or bottom maps to top-left or bottom-left; its corners stay', () => {
    expect(positionFor('popup', 'top')).toBe('top-left');
    expect(positionFor('popup', 'bottom')).toBe('bottom-left');
    for (const c of ['top-left', 'top-right', 'bottom-left', 'bottom-right']) expect(positionFor('popup', c)).toBe(c);
    expect(positionFor('popup', 'middle')).toBe('bottom-left');
  });
});

describe('the payload ↔ UI mapping (spec 001 §3)', () => {
  it('isActivityLogEnabled is the inverse of isVisitorDataRestricted; isAnalyticsCookiesDisabled is isRestrictiveCookiePolicyEnabled', () => {
    expect(payloadToUi({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: false, cookieBannerTheme: 'dark' })).toEqual({
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: false,
      cookieBannerTheme: 'dark',
    });
    expect(uiToPayload({ isActivityLogEnabled: false, isAnalyticsCookiesDisabled: true, isCookieBannerEnabled: true })).toEqual({
      isVisitorDataRestricted: true,
      isRestrictiveCookiePolicyEnabled: true,
      isCookieBannerEnabled: true,
    });
  });

  const payload = fc.record(
    {
      cookieBannerCtaText: fc.string(),
      cookieBannerCtaVariant: fc.constantFrom('button', 'text', 'icon'),
      cookieBannerPosition: fc.constantFrom('top', 'bottom', 'top-left', 'bottom-right'),
      cookieBannerText: fc.string(),
      cookieBannerTheme: fc.constantFrom('light', 'dark'),
      cookieBannerVariant: fc.constantFrom('bar', 'popup'),
      cookieBannerOptOutCtaText: fc.string(),
      cookieBannerAcceptType: fc.constantFrom('OPT_IN', 'OPT_IN_AND_OUT'),
      isCookieBannerEnabled: fc.boolean(),
      isRestrictiveCookiePolicyEnabled: fc.boolean(),
      isRestrictiveCookiePolicyAbsolute: fc.boolean(),
      isVisitorDataRestricted: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('property: payload → UI → payload is the payload', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(uiToPayload(payloadToUi(p))).toEqual(p);
      }),
    );
  });

  it('property: UI → payload → UI is the UI', () => {
    fc.assert(
      fc.property(payload, (p) => {
        const ui = payloadToUi(p);
        expect(payloadToUi(uiToPayload(ui))).toEqual(ui);
      }),
    );
  });
});
