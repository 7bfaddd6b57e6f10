// The cookie banner's declared settings against the model that reads a payload (spec 001 §3,
// §4): the element's settings and the editor's preview (model/cookie-settings.ts) must agree on
// every default and on every published spelling, or a forced banner and the page's own would
// differ for the same payload.
import { describe, expect, it } from 'vitest';
import { settings } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.settings.js';
import { defaults } from '../../../../src/contract/settings.js';
import { bannerSettings } from '../../../../src/model/cookie-settings.js';

type Name = keyof typeof settings;
const ENUMERATED: Name[] = ['variant', 'position', 'theme', 'ctaVariant', 'acceptType'];
const SPELLINGS = [
  'POPUP',
  'Bar',
  'TOP',
  'bottom',
  'TOP_RIGHT',
  'Bottom Left',
  'light',
  'DARK',
  'BUTTON',
  'text',
  'Icon',
  'OPT_IN',
  'opt_in_and_out',
  'blue',
  '',
  7,
];

describe('ss-cookie-banner settings', () => {
  it("the declared defaults are the model's (bar, bottom, dark, icon, opt-in, the default texts)", () => {
    expect(defaults(settings)).toEqual(bannerSettings({}));
  });

  it('each enumerated setting reads a payload value as the model does', () => {
    for (const name of ENUMERATED) {
      const s = settings[name];
      for (const raw of SPELLINGS) {
        // A bar keeps its position as given only for top and bottom: read positions as a popup's.
        const payload = { [s.keys[0]!]: raw, ...(name === 'position' ? { cookieBannerVariant: 'popup' } : {}) };
        const fromModel = bannerSettings(payload)[name];
        const declared = s.parse(raw) ?? s.default;
        const expected =
          name === 'position' ? bannerSettings({ cookieBannerVariant: 'popup', cookieBannerPosition: declared })[name] : declared;
        expect(fromModel, `${name} ${JSON.stringify(raw)}`).toBe(expected);
      }
    }
  });
});
