// When the popup overlay shows (spec 001 §4 "Popup overlay"; §3 "Popup overlay settings",
// "Stored local record"; §9 "Breakpoints: mobile up to 432 px"), its triggers, its stored
// record and its settings, as pure logic.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DAY_MS,
  decide,
  pageEnabled,
  scrolledPercent,
  trigger,
  type PopupPage,
  type PopupRecord,
  type PopupRules,
} from '../../../../src/blocks/ss-popup/rules.js';
import {
  POPUP_STORAGE_KEYS,
  clearRecord,
  readRecord,
  recordClosed,
  recordSubmitted,
  type RecordStorage,
} from '../../../../src/blocks/ss-popup/record.js';
import { POPUP_POSITIONS, settings } from '../../../../src/blocks/ss-popup/ss-popup.settings.js';
import { defaults, parseOrDefault, settingReports, type Setting } from '../../../../src/contract/settings.js';

const NOW = Date.UTC(2026, 4, 10, 12, 0, 0);
const rules = (over: Partial<PopupRules> = {}): PopupRules => ({
  version: 1,
  displayFrequency: 1,
  showUntilSignup: false,
  enableMobile: true,
  showOnAllPages: true,
  enabledPages: [],
  ...over,
});
const page = (over: Partial<PopupPage> = {}): PopupPage => ({
  now: NOW,
  mobile: false,
  screenshot: false,
  pageId: 'home-id',
  path: '/',
  ...over,
});
const closed = (msAgo: number, over: Partial<PopupRecord> = {}): PopupRecord => ({
  submitted: false,
  closedAt: NOW - msAgo,
  version: 1,
  ...over,
});
const NEVER: PopupRecord = { submitted: false };

describe('decide: the show/hide rules (spec 001 §4 "Popup overlay")', () => {
  // [what, rules, record, page, verdict]
  const TABLE: [string, Partial<PopupRules>, PopupRecord, Partial<PopupPage>, string][] = [
    ['never closed: shows', {}, NEVER, {}, 'show'],
    ['the screenshot flag suppresses it', {}, NEVER, { screenshot: true }, 'screenshot'],
    ['the screenshot flag wins over a newer version', { version: 5 }, closed(0), { screenshot: true }, 'screenshot'],
    ['the editing backend suppresses it (ours: only the preview shows it)', {}, NEVER, { editing: true }, 'editing'],
    ['the editing backend wins over a newer version', { version: 5 }, closed(0), { editing: true }, 'editing'],
    ['closed just now, frequency 1 day: not again', {}, closed(0), {}, 'closed-recently'],
    ['closed 1 day less 1 ms ago, frequency 1: not yet', {}, closed(DAY_MS - 1), {}, 'closed-recently'],
    ['closed exactly 1 day ago, frequency 1: shows again', {}, closed(DAY_MS), {}, 'show'],
    ['closed 1 day and 1 ms ago, frequency 1: shows again', {}, closed(DAY_MS + 1), {}, 'show'],
    ['closed 6.9 days ago, frequency 7: not yet', { displayFrequency: 7 }, closed(6.9 * DAY_MS), {}, 'closed-recently'],
    ['closed 7 days ago, frequency 7: shows again', { displayFrequency: 7 }, closed(7 * DAY_MS), {}, 'show'],
    ['frequency 0: shows on the next page view', { displayFrequency: 0 }, closed(0), {}, 'show'],
    ['frequency -1: never again once closed', { displayFrequency: -1 }, closed(365 * DAY_MS), {}, 'closed-for-good'],
    ['frequency -1, never closed: shows', { displayFrequency: -1 }, NEVER, {}, 'show'],
    ['a newer version shows it again though closed just now', { version: 2 }, closed(0, { version: 1 }), {}, 'show'],
    ['the same version closed just now: not again', { version: 2 }, closed(0, { version: 2 }), {}, 'closed-recently'],
    ['an older version than the one closed: not again', { version: 1 }, closed(0, { version: 3 }), {}, 'closed-recently'],
    ['a closed record without a version counts as version 0 (ours)', { version: 1 }, { submitted: false, closedAt: NOW }, {}, 'show'],
    ['ours: a newer version shows it though -1 said never', { version: 2, displayFrequency: -1 }, closed(0, { version: 1 }), {}, 'show'],
    ['submitted with showUntilSignup: never again', { showUntilSignup: true }, closed(30 * DAY_MS, { submitted: true }), {}, 'signed-up'],
    [
      'submitted with showUntilSignup: not even for a newer version (ours)',
      { showUntilSignup: true, version: 9 },
      closed(0, { submitted: true }),
      {},
      'signed-up',
    ],
    ['submitted without showUntilSignup: by the closed date', {}, closed(DAY_MS, { submitted: true }), {}, 'show'],
    ['submitted without showUntilSignup, recently: not yet', {}, closed(1000, { submitted: true }), {}, 'closed-recently'],
    ['mobile with enableMobile off: not shown', { enableMobile: false }, NEVER, { mobile: true }, 'mobile'],
    ['mobile with enableMobile on: shown', { enableMobile: true }, NEVER, { mobile: true }, 'show'],
    ['desktop with enableMobile off: shown', { enableMobile: false }, NEVER, { mobile: false }, 'show'],
    ['not on all pages and this page not enabled', { showOnAllPages: false, enabledPages: ['other-id'] }, NEVER, {}, 'page'],
    ['not on all pages, this page enabled by id', { showOnAllPages: false, enabledPages: ['other-id', 'home-id'] }, NEVER, {}, 'show'],
    ['not on all pages and none enabled', { showOnAllPages: false }, NEVER, {}, 'page'],
    ['on all pages, enabledPages ignored', { showOnAllPages: true, enabledPages: ['other-id'] }, NEVER, {}, 'show'],
  ];
  it.each(TABLE)('%s', (_, r, record, p, verdict) => {
    expect(decide(rules(r), record, page(p))).toBe(verdict);
  });
});

describe("enabled pages (ours: the platform's page ids, or paths)", () => {
  it("matches a page id against the page's id only", () => {
    expect(
      pageEnabled(
        { showOnAllPages: false, enabledPages: ['5c4a47c71ae6cf770c90fd6e'] },
        { pageId: '5c4a47c71ae6cf770c90fd6e', path: '/x' },
      ),
    ).toBe(true);
    expect(
      pageEnabled(
        { showOnAllPages: false, enabledPages: ['5c4a47c71ae6cf770c90fd6e'] },
        { pageId: undefined, path: '/5c4a47c71ae6cf770c90fd6e' },
      ),
    ).toBe(false);
  });
  it('matches a path exactly, a trailing slash aside', () => {
    const r = { showOnAllPages: false, enabledPages: ['/shop/', '/'] };
    expect(pageEnabled(r, { path: '/shop' })).toBe(true);
    expect(pageEnabled(r, { path: '/shop/' })).toBe(true);
    expect(pageEnabled(r, { path: '/' })).toBe(true);
    expect(pageEnabled(r, { path: '/shop/item' })).toBe(false);
    expect(pageEnabled(r, { path: '/about' })).toBe(false);
  });
});

describe('triggers', () => {
  const base = { showOnTimer: false, timerDelay: 0, showOnScroll: false, scrollPercentage: 25 };
  it('neither timer nor scroll: at once', () => {
    expect(trigger(base)).toEqual({});
  });
  it('timer: timerDelay seconds, in ms (ours: seconds)', () => {
    expect(trigger({ ...base, showOnTimer: true, timerDelay: 8 })).toEqual({ timerMs: 8000 });
    expect(trigger({ ...base, showOnTimer: true, timerDelay: 0 })).toEqual({ timerMs: 0 });
  });
  it('a delay without showOnTimer is not a trigger', () => {
    expect(trigger({ ...base, timerDelay: 8 })).toEqual({});
  });
  it('scroll: the percentage, clamped to 0–100', () => {
    expect(trigger({ ...base, showOnScroll: true, scrollPercentage: 40 })).toEqual({ scrollPercent: 40 });
    expect(trigger({ ...base, showOnScroll: true, scrollPercentage: 140 })).toEqual({ scrollPercent: 100 });
  });
  it('both: both armed (the first wins)', () => {
    expect(trigger({ ...base, showOnTimer: true, timerDelay: 2, showOnScroll: true, scrollPercentage: 50 })).toEqual({
      timerMs: 2000,
      scrollPercent: 50,
    });
  });
  it('scrolled percent: of what can be scrolled', () => {
    // A 3000 px page in a 1000 px viewport scrolls 2000 px.
    expect(scrolledPercent(0, 3000, 1000)).toBe(0);
    expect(scrolledPercent(500, 3000, 1000)).toBe(25);
    expect(scrolledPercent(499, 3000, 1000)).toBeLessThan(25);
    expect(scrolledPercent(2000, 3000, 1000)).toBe(100);
    expect(scrolledPercent(2200, 3000, 1000)).toBe(100);
  });
  it('a page that cannot scroll counts as scrolled to its end (ours)', () => {
    expect(scrolledPercent(0, 800, 1000)).toBe(100);
    expect(scrolledPercent(0, 1000, 1000)).toBe(100);
  });
});

function fakeStorage(): RecordStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('the stored record (spec 001 §3: submitted, closed date, version under three keys)', () => {
  it("names the three keys as the spec does: 'date-closed', 'version', 'submitted'", () => {
    expect(POPUP_STORAGE_KEYS).toEqual({ dateClosed: 'date-closed', version: 'version', submitted: 'submitted' });
  });
  it('ours: moves what earlier versions wrote under prefixed keys, once; a key of the spec already set wins', () => {
    const s = fakeStorage();
    s.setItem('ss-popup-date-closed', '2026-05-01T09:30:00.000Z');
    s.setItem('ss-popup-version', '2');
    s.setItem('ss-popup-submitted', 'true');
    s.setItem('version', '3');
    expect(readRecord(s)).toEqual({ submitted: true, closedAt: Date.parse('2026-05-01T09:30:00.000Z'), version: 3 });
    expect([...s.data.keys()].sort()).toEqual(['date-closed', 'submitted', 'version']);
    expect(readRecord(s)).toEqual({ submitted: true, closedAt: Date.parse('2026-05-01T09:30:00.000Z'), version: 3 });
  });
  it('is empty when nothing is stored', () => {
    expect(readRecord(fakeStorage())).toEqual({ submitted: false });
  });
  it('closing writes the date (ISO) and the version, not submitted', () => {
    const s = fakeStorage();
    recordClosed(NOW, 3, s);
    expect(Object.fromEntries(s.data)).toEqual({ 'date-closed': '2026-05-10T12:00:00.000Z', version: '3' });
    expect(readRecord(s)).toEqual({ submitted: false, closedAt: NOW, version: 3 });
  });
  it('a signup writes submitted, and the date and version', () => {
    const s = fakeStorage();
    recordSubmitted(NOW, 2, s);
    expect(s.data.get('submitted')).toBe('true');
    expect(readRecord(s)).toEqual({ submitted: true, closedAt: NOW, version: 2 });
  });
  it('values that cannot be read count as absent', () => {
    const s = fakeStorage();
    s.data.set('date-closed', 'yesterday-ish');
    s.data.set('version', 'two');
    s.data.set('submitted', 'yes');
    expect(readRecord(s)).toEqual({ submitted: false });
  });
  it('clearing forgets all three', () => {
    const s = fakeStorage();
    recordSubmitted(NOW, 2, s);
    s.data.set('other', 'kept');
    clearRecord(s);
    expect(Object.fromEntries(s.data)).toEqual({ other: 'kept' });
  });
  it('a storage that refuses writes does not throw: the record is kept in memory', () => {
    const refusing: RecordStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => recordClosed(NOW, 1, refusing)).not.toThrow();
  });
});

describe('settings (declared once)', () => {
  afterEach(() => vi.restoreAllMocks());
  const parse = (name: keyof typeof settings, raw: unknown): unknown => parseOrDefault(settings[name] as Setting<unknown>, raw);

  it('defaults', () => {
    expect(defaults(settings)).toEqual({
      popupStyle: 'card',
      position: 'center',
      showOnScroll: false,
      scrollPercentage: 25,
      showOnTimer: false,
      timerDelay: 0,
      showUntilSignup: false,
      displayFrequency: 1,
      enableMobile: true,
      enabledPages: [],
      showOnAllPages: true,
      version: 1,
    });
  });
  it("the spec's JSON keys (real-markup.md) and kebab-case attributes", () => {
    const keys = Object.fromEntries(Object.entries(settings).map(([n, s]) => [n, [s.attribute, s.keys[0]]]));
    expect(keys).toEqual({
      popupStyle: ['popup-style', 'style'],
      position: ['position', 'position'],
      showOnScroll: ['show-on-scroll', 'showOnScroll'],
      scrollPercentage: ['scroll-percentage', 'scrollPercentage'],
      showOnTimer: ['show-on-timer', 'showOnTimer'],
      timerDelay: ['timer-delay', 'timerDelay'],
      showUntilSignup: ['show-until-signup', 'showUntilSignup'],
      displayFrequency: ['display-frequency', 'displayFrequency'],
      enableMobile: ['enable-mobile', 'enableMobile'],
      enabledPages: ['enabled-pages', 'enabledPages'],
      showOnAllPages: ['show-on-all-pages', 'showOnAllPages'],
      version: ['version', 'version'],
    });
  });
  it('nine positions, TOP_LEFT to BOTTOM_RIGHT, in every spelling', () => {
    expect(POPUP_POSITIONS).toHaveLength(9);
    expect(parse('position', 'TOP_LEFT')).toBe('top-left');
    expect(parse('position', 'BOTTOM_RIGHT')).toBe('bottom-right');
    expect(parse('position', 'bottom-center')).toBe('bottom-center');
    expect(parse('position', 'MIDDLE_LEFT')).toBe('center-left');
    expect(parse('position', 'CENTER_RIGHT')).toBe('center-right');
    expect(parse('position', 'MIDDLE')).toBe('center');
    for (const p of POPUP_POSITIONS) expect(parse('position', p.toUpperCase().replace('-', '_'))).toBe(p);
  });
  it('style by name or published id', () => {
    expect(parse('popupStyle', 1)).toBe('card');
    expect(parse('popupStyle', 2)).toBe('full-screen');
    expect(parse('popupStyle', 'FULL_SCREEN')).toBe('full-screen');
    expect(parse('popupStyle', '2')).toBe('full-screen');
  });
  it('enabled pages: a JSON array or a separated attribute list', () => {
    expect(parse('enabledPages', ['a', 'b'])).toEqual(['a', 'b']);
    expect(parse('enabledPages', 'a, b  /shop')).toEqual(['a', 'b', '/shop']);
  });
  it('bad values are reported and replaced by the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parse('scrollPercentage', 101)).toBe(25);
    expect(parse('scrollPercentage', 100)).toBe(100);
    expect(parse('scrollPercentage', -1)).toBe(25);
    expect(parse('scrollPercentage', 0)).toBe(0);
    expect(parse('displayFrequency', -2)).toBe(1);
    expect(parse('displayFrequency', -1)).toBe(-1);
    expect(parse('displayFrequency', 1.5)).toBe(1);
    expect(parse('timerDelay', -1)).toBe(0);
    expect(parse('position', 'middle-earth')).toBe('center');
    expect(parse('popupStyle', 7)).toBe('card');
    expect(parse('enabledPages', [1, 2])).toEqual([]);
    await settingReports();
    expect(warn).toHaveBeenCalledTimes(8);
    expect(String(warn.mock.calls[5]![0])).toContain('position');
    expect(String(warn.mock.calls[5]![0])).toContain(
      'one of top-left, top-center, top-right, center-left, center, center-right, bottom-left, bottom-center, bottom-right',
    );
    expect(String(warn.mock.calls[7]![0])).toContain('expected a list of page ids or paths');
  });
});
