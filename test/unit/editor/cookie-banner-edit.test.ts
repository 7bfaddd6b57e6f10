// The cookie banner panel's logic (demo/editor/cookie-banner-edit.ts): the API payload ↔
// the editor's UI names both ways (spec 001 §3), the defaults (§4), the variant's position
// mapping (§4).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BANNER_DEFAULTS, bannerPayload, bannerUi, hasOptOut, positionsFor, withVariant } from '../../../demo/editor/cookie-banner-edit.js';

const DEMO = {
  isCookieBannerEnabled: true,
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerText: '<p>We use cookies.</p>',
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isVisitorDataRestricted: false,
};

describe('bannerUi: payload → UI', () => {
  it('the defaults with no payload (spec 001 §4: bar, dark, icon, opt-in, default texts)', () => {
    expect(bannerUi(undefined)).toEqual({ ...BANNER_DEFAULTS, rest: {} });
    expect(BANNER_DEFAULTS).toMatchObject({
      cookieBannerVariant: 'bar',
      cookieBannerPosition: 'bottom',
      cookieBannerTheme: 'dark',
      cookieBannerCtaVariant: 'icon',
      cookieBannerAcceptType: 'opt-in',
      cookieBannerCtaText: '',
      cookieBannerOptOutCtaText: '',
    });
  });

  it('UI mapping: isActivityLogEnabled = !isVisitorDataRestricted, isAnalyticsCookiesDisabled = isRestrictiveCookiePolicyEnabled', () => {
    const ui = bannerUi(DEMO);
    expect(ui.isActivityLogEnabled).toBe(true);
    expect(ui.isAnalyticsCookiesDisabled).toBe(true);
    expect(ui).not.toHaveProperty('isVisitorDataRestricted');
    const other = bannerUi({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: false });
    expect(other.isActivityLogEnabled).toBe(false);
    expect(other.isAnalyticsCookiesDisabled).toBe(false);
  });

  it('reads the published spellings into the model values', () => {
    const ui = bannerUi({ ...DEMO, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerAcceptType: 'OPT_IN' });
    expect(ui).toMatchObject({
      cookieBannerVariant: 'popup',
      cookieBannerPosition: 'top-right',
      cookieBannerAcceptType: 'opt-in',
      cookieBannerCtaVariant: 'button',
    });
  });

  it('an empty paragraph is the default body (spec 001 §4)', () => {
    expect(bannerUi({ cookieBannerText: '<p></p>' }).cookieBannerText).toBe('');
  });
});

describe('bannerPayload: UI → payload', () => {
  it('gives back the payload it read (published spelling, the spec keys)', () => {
    expect(bannerPayload(bannerUi(DEMO))).toEqual(DEMO);
  });

  it('keeps the keys the panel does not edit', () => {
    const payload = bannerPayload(bannerUi({ ...DEMO, cookieBannerHasManageCookies: true }));
    expect(payload.cookieBannerHasManageCookies).toBe(true);
  });

  it('turning the activity log off restricts visitor data; analytics cookies off is the restrictive policy', () => {
    const payload = bannerPayload({ ...bannerUi(DEMO), isActivityLogEnabled: false, isAnalyticsCookiesDisabled: false });
    expect(payload.isVisitorDataRestricted).toBe(true);
    expect(payload.isRestrictiveCookiePolicyEnabled).toBe(false);
    expect(payload).not.toHaveProperty('isActivityLogEnabled');
    expect(payload).not.toHaveProperty('isAnalyticsCookiesDisabled');
  });

  it('round trip: any UI state → payload → the same UI state', () => {
    const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
    fc.assert(
      fc.property(
        fc.record({
          variant: pick(['bar', 'popup'] as const),
          corner: fc.nat(3),
          theme: pick(['dark', 'light'] as const),
          cta: pick(['icon', 'text', 'button'] as const),
          accept: pick(['opt-in', 'opt-in-and-out'] as const),
          ctaText: fc.string().map((s) => s.trim()),
          flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
        }),
        ({ variant, corner, theme, cta, accept, ctaText, flags }) => {
          const ui = {
            ...BANNER_DEFAULTS,
            cookieBannerVariant: variant,
            cookieBannerPosition: positionsFor(variant)[corner % positionsFor(variant).length]!,
            cookieBannerTheme: theme,
            cookieBannerCtaVariant: cta,
            cookieBannerAcceptType: accept,
            cookieBannerCtaText: ctaText,
            isCookieBannerEnabled: flags[0],
            isAnalyticsCookiesDisabled: flags[1],
            isRestrictiveCookiePolicyAbsolute: flags[2],
            isActivityLogEnabled: flags[3],
            rest: {},
          };
          expect(bannerUi(bannerPayload(ui))).toEqual(ui);
        },
      ),
    );
  });
});

describe('variant and position (spec 001 §4)', () => {
  it('the bar offers top and bottom, the popup its four corners', () => {
    expect([...positionsFor('bar')].sort()).toEqual(['bottom', 'top']);
    expect([...positionsFor('popup')].sort()).toEqual(['bottom-left', 'bottom-right', 'top-left', 'top-right']);
  });

  it('a popup corner maps to the bar’s top or bottom; top → top-left, bottom → bottom-left', () => {
    const ui = bannerUi(DEMO);
    expect(withVariant({ ...ui, cookieBannerVariant: 'popup', cookieBannerPosition: 'top-right' }, 'bar').cookieBannerPosition).toBe('top');
    expect(withVariant({ ...ui, cookieBannerVariant: 'popup', cookieBannerPosition: 'bottom-right' }, 'bar').cookieBannerPosition).toBe(
      'bottom',
    );
    expect(withVariant({ ...ui, cookieBannerPosition: 'top' }, 'popup').cookieBannerPosition).toBe('top-left');
    expect(withVariant({ ...ui, cookieBannerPosition: 'bottom' }, 'popup').cookieBannerPosition).toBe('bottom-left');
  });

  it('the opt-out text applies to opt-in-and-out only', () => {
    expect(hasOptOut(bannerUi(DEMO))).toBe(true);
    expect(hasOptOut(bannerUi({ cookieBannerAcceptType: 'OPT_IN' }))).toBe(false);
  });
});
