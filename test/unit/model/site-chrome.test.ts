// The rules of the site chrome the site context describes (spec 001 §3 "Site context",
// "Enumerations": mobile bar style none/light/dark, badge type none/black/white; §9 "Mobile
// info bar only at width 1024 or less"; pinterestOverlayOptions "with a mode").
import { describe, it, expect } from 'vitest';
import {
  infoBarItems,
  mailtoUrl,
  mapsSearchUrl,
  mobileBarStyle,
  MOBILE_INFO_BAR_MAX_WIDTH,
  openingHours,
  telUrl,
  type InfoBarInput,
} from '../../../src/model/mobile-info-bar.js';
import { badgeType, badgeUrl } from '../../../src/model/site-badge.js';
import { PIN_CREATE_URL, PIN_MIN_SIZE_PX, pinnable, pinterestMode, pinterestOn, pinUrl } from '../../../src/model/pinterest.js';
import { BADGE_TYPES, MOBILE_BAR_STYLES } from '../../../src/model/enumerations/site.js';

const MAPS = 'https://www.google.com/maps/search/';

describe('mobile info bar (spec 001 §3, §9)', () => {
  it('shows at 1024 px or less', () => expect(MOBILE_INFO_BAR_MAX_WIDTH).toBe(1024));

  it('reads the enumeration’s styles, in any letter case (ours)', () => {
    for (const s of MOBILE_BAR_STYLES) expect(mobileBarStyle(s)).toBe(s);
    expect(mobileBarStyle(' Dark ')).toBe('dark');
    expect(mobileBarStyle('LIGHT')).toBe('light');
  });

  it('reads no style from a number or another name: the spec gives no ids', () => {
    for (const v of [0, 1, 2, 'grey', '', null, undefined, {}]) expect(mobileBarStyle(v)).toBeUndefined();
  });

  it('links a phone number by its digits, a leading + kept (ours)', () => {
    expect(telUrl('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telUrl('01 23 45 67 89')).toBe('tel:0123456789');
    expect(telUrl('12')).toBeUndefined();
    expect(telUrl('call us')).toBeUndefined();
    expect(telUrl(undefined)).toBeUndefined();
  });

  it('links an e-mail address of the form name@host', () => {
    expect(mailtoUrl(' hello@tidewater.example ')).toBe('mailto:hello@tidewater.example');
    for (const v of ['hello', '@host', 'a b@c', 'x@y"><script>', undefined]) expect(mailtoUrl(v)).toBeUndefined();
  });

  it('searches the maps page for the address in words, else for the point', () => {
    const words = mapsSearchUrl(MAPS, { addressTitle: 'Tidewater', addressLine1: '1 Quay St', addressCountry: 'US', mapLat: 1, mapLng: 2 });
    expect(new URL(words!).searchParams.get('query')).toBe('Tidewater, 1 Quay St, US');
    expect(new URL(words!).searchParams.get('api')).toBe('1');
    const point = mapsSearchUrl(MAPS, { mapLat: 40.7, mapLng: -74 });
    expect(new URL(point!).searchParams.get('query')).toBe('40.7,-74');
    expect(mapsSearchUrl(MAPS, {})).toBeUndefined();
    expect(mapsSearchUrl(MAPS, undefined)).toBeUndefined();
    expect(mapsSearchUrl('javascript:alert(1)', { mapLat: 1, mapLng: 2 })).toBeUndefined();
  });

  it('lists the days with hours written, Monday first (ours)', () => {
    expect(openingHours({ sunday: { text: 'Closed' }, monday: { text: ' 9–5 ' }, tuesday: { text: '' } })).toEqual([
      { day: 'monday', text: '9–5' },
      { day: 'sunday', text: 'Closed' },
    ]);
  });

  const all: InfoBarInput = {
    settings: { isContactPhoneNumberEnabled: true, isContactEmailEnabled: true, isLocationEnabled: true, isBusinessHoursEnabled: true },
    phone: '555 0100',
    email: 'a@b.example',
    location: { mapLat: 1, mapLng: 2 },
    hours: { monday: { text: '9–5' } },
  };

  it('shows each item its switch turns on and whose value the site has, in order', () => {
    expect(infoBarItems(all, MAPS).map((i) => i.kind)).toEqual(['phone', 'email', 'location', 'hours']);
    expect(infoBarItems({ ...all, settings: { isContactEmailEnabled: true } }, MAPS).map((i) => i.kind)).toEqual(['email']);
    expect(infoBarItems({ ...all, phone: undefined, hours: {} }, MAPS).map((i) => i.kind)).toEqual(['email', 'location']);
    expect(infoBarItems({ ...all, settings: {} }, MAPS)).toEqual([]);
  });
});

describe('site badge (spec 001 §3)', () => {
  it('reads the enumeration’s types by name only', () => {
    for (const b of BADGE_TYPES) expect(badgeType(b)).toBe(b);
    expect(badgeType('White')).toBe('white');
    for (const v of [0, 1, 'grey', '', null]) expect(badgeType(v)).toBeUndefined();
  });

  it('links to the builder’s own host (ours)', () => {
    expect(badgeUrl('builder.example')).toBe('https://builder.example/');
    for (const v of ['', 'localhost', 'a b.example', 'javascript:x', undefined]) expect(badgeUrl(v)).toBeUndefined();
  });
});

describe('Pinterest overlay (spec 001 §3, modes ours)', () => {
  it('reads its modes: disabled, auto and hover', () => {
    expect(['disabled', 'Auto', 'hover', 'on', 1].map(pinterestMode)).toEqual(['disabled', 'auto', 'hover', undefined, undefined]);
    expect([pinterestOn('auto'), pinterestOn('hover'), pinterestOn('disabled'), pinterestOn(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('saves images of 100 px or more on each side, from a web address (ours)', () => {
    expect(PIN_MIN_SIZE_PX).toBe(100);
    expect(pinnable(100, 100, 'https://x.example/a.jpg')).toBe(true);
    expect(pinnable(99, 400, 'https://x.example/a.jpg')).toBe(false);
    expect(pinnable(400, 99, 'https://x.example/a.jpg')).toBe(false);
    expect(pinnable(400, 400, 'data:image/png;base64,AAAA')).toBe(false);
    expect(pinnable(400, 400, 'blob:https://x.example/1')).toBe(false);
  });

  it('opens Pinterest’s create-pin page with the page, the image and its description', () => {
    const url = new URL(
      pinUrl({ url: 'https://site.example/work?a=1&b=2', media: 'https://img.example/p.jpg?format=750w', description: 'Dunes & sea' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(PIN_CREATE_URL);
    expect(PIN_CREATE_URL).toBe('https://www.pinterest.com/pin/create/button/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'https://site.example/work?a=1&b=2',
      media: 'https://img.example/p.jpg?format=750w',
      description: 'Dunes & sea',
    });
  });
});
