// The editor's bookkeeping (demo/editor/draft.ts): live changes, the saved draft, Reset.
import { describe, expect, it } from 'vitest';
import { applyToPage, applyToSettings, changesBetween, isDirty, type PageState } from '../../../demo/editor/draft.js';
import type { SiteSettings } from '../../../demo/editor/panel.js';
import { COLOR_THEMES } from '../../../src/model/site-aesthetics.js';

const empty = (): SiteSettings => ({ version: 1, blocks: {}, forms: {}, cookieBanner: null, aesthetics: null, site: null, savedAt: null });
const SAND = { 'colors.activeThemeId': 'sand', 'colors.palette': COLOR_THEMES.sand.palette };
const page = (): PageState => ({
  blocks: [
    { id: 'work-gallery', tag: 'ss-gallery', attributes: { design: 'grid', loop: 'true', gutter: null } },
    { id: 'contact-form', tag: 'ss-form', attributes: {}, definition: { build: { fields: [{ id: 'a', type: 'text' }] } } },
  ],
  cookieBanner: { cookieBannerVariant: 'BAR' },
});

describe('applyToPage', () => {
  it('sets and removes a block’s attributes, leaving the others', () => {
    const next = applyToPage(page(), { kind: 'attributes', id: 'work-gallery', attributes: { design: 'slider', gutter: '8', loop: null } });
    expect(next.blocks[0].attributes).toEqual({ design: 'slider', loop: null, gutter: '8' });
    expect(next.blocks[1]).toEqual(page().blocks[1]);
  });
  it('replaces a form’s definition and the banner’s payload', () => {
    const def = { build: { fields: [] } };
    expect(applyToPage(page(), { kind: 'form', id: 'contact-form', definition: def }).blocks[1].definition).toBe(def);
    expect(applyToPage(page(), { kind: 'cookie-banner', settings: { cookieBannerVariant: 'POPUP' } }).cookieBanner).toEqual({
      cookieBannerVariant: 'POPUP',
    });
  });
  it('replaces the aesthetics’ dirty values (the Site styles tweak)', () => {
    expect(applyToPage(page(), { kind: 'aesthetics', values: SAND }).aesthetics).toEqual(SAND);
    expect(applyToPage(page(), { kind: 'aesthetics', values: SAND }).blocks).toEqual(page().blocks);
  });
  it('ignores a change to an id the page does not have', () => {
    expect(applyToPage(page(), { kind: 'attributes', id: 'nope', attributes: { a: '1' } })).toEqual(page());
  });
});

describe('applyToSettings', () => {
  it('keeps attribute changes per block, merged, null included (it removes the attribute when published)', () => {
    let s = applyToSettings(empty(), { kind: 'attributes', id: 'work-gallery', attributes: { design: 'slider' } });
    s = applyToSettings(s, { kind: 'attributes', id: 'work-gallery', attributes: { loop: null } });
    expect(s.blocks).toEqual({ 'work-gallery': { design: 'slider', loop: null } });
  });
  it('keeps forms by id and the banner as a whole', () => {
    const s = applyToSettings(applyToSettings(empty(), { kind: 'form', id: 'contact-form', definition: { build: { fields: [] } } }), {
      kind: 'cookie-banner',
      settings: { x: 1 },
    });
    expect(s.forms).toEqual({ 'contact-form': { build: { fields: [] } } });
    expect(s.cookieBanner).toEqual({ x: 1 });
  });
  it('keeps the aesthetics as the dirty values sent, replacing what was there', () => {
    const s = applyToSettings(applyToSettings(empty(), { kind: 'aesthetics', values: SAND }), {
      kind: 'aesthetics',
      values: { 'fonts.activeThemeId': 'editorial' },
    });
    expect(s.aesthetics).toEqual({ 'fonts.activeThemeId': 'editorial' });
  });
  it('keeps nothing for a change with no attributes (a popup’s Preview, ours)', () => {
    const s = empty();
    expect(applyToSettings(s, { kind: 'attributes', id: 'site-popup', attributes: {}, show: true })).toBe(s);
  });
});

describe('changesBetween (Reset)', () => {
  it('is empty when nothing changed', () => {
    expect(changesBetween(page(), page())).toEqual([]);
  });
  it('gives back each changed attribute’s saved value (null when it had none), each changed form and the banner', () => {
    let now = applyToPage(page(), { kind: 'attributes', id: 'work-gallery', attributes: { design: 'slider', gutter: '8' } });
    now = applyToPage(now, { kind: 'form', id: 'contact-form', definition: { build: { fields: [] } } });
    now = applyToPage(now, { kind: 'cookie-banner', settings: { cookieBannerVariant: 'POPUP' } });
    expect(changesBetween(now, page())).toEqual([
      { kind: 'attributes', id: 'work-gallery', attributes: { design: 'grid', gutter: null } },
      { kind: 'form', id: 'contact-form', definition: page().blocks[1].definition },
      { kind: 'cookie-banner', settings: { cookieBannerVariant: 'BAR' } },
    ]);
  });
  it('takes the aesthetics back to the saved values, or to the template’s (none) when never saved', () => {
    const now = applyToPage(page(), { kind: 'aesthetics', values: SAND });
    expect(changesBetween(now, page())).toEqual([{ kind: 'aesthetics', values: {} }]);
    const saved = { ...page(), aesthetics: { 'colors.palette': { ...COLOR_THEMES.harbour.palette, accent: '#000000' } } };
    expect(changesBetween(now, saved)).toEqual([{ kind: 'aesthetics', values: saved.aesthetics }]);
    expect(changesBetween(saved, saved)).toEqual([]);
    expect(changesBetween({ ...page(), aesthetics: {} }, page())).toEqual([]);
  });
  it('applying the changes gives the saved page back', () => {
    const now = applyToPage(page(), { kind: 'attributes', id: 'work-gallery', attributes: { design: 'list', loop: 'false' } });
    const back = changesBetween(now, page()).reduce(applyToPage, now);
    expect(back).toEqual(page());
  });
});

describe('isDirty', () => {
  it('compares the documents, not when they were saved', () => {
    expect(isDirty(empty(), { ...empty(), savedAt: '2026-11-25T16:00:00.000Z' })).toBe(false);
    expect(isDirty(applyToSettings(empty(), { kind: 'attributes', id: 'a', attributes: { b: 'c' } }), empty())).toBe(true);
  });
  it('counts the aesthetics: a dirty value is a change; none dirty is the same as never saved', () => {
    expect(isDirty(applyToSettings(empty(), { kind: 'aesthetics', values: SAND }), empty())).toBe(true);
    expect(isDirty(applyToSettings(empty(), { kind: 'aesthetics', values: {} }), empty())).toBe(false);
    const saved = applyToSettings(empty(), { kind: 'aesthetics', values: SAND });
    expect(isDirty(applyToSettings(saved, { kind: 'aesthetics', values: { ...SAND } }), saved)).toBe(false);
    expect(isDirty(applyToSettings(saved, { kind: 'aesthetics', values: {} }), saved)).toBe(true);
  });
});

describe('the site chrome (the Site panel)', () => {
  const SITE = { showAnnouncementBar: false, websiteSettings: { ssBadgeType: 'white' } };
  it('a site change shows on the page, is kept in the draft, and Reset sends the saved fields back', () => {
    const saved: PageState = { ...page(), site: { showAnnouncementBar: true, websiteSettings: { ssBadgeType: 'black' } } };
    const now = applyToPage(saved, { kind: 'site', context: SITE });
    expect(now.site).toEqual(SITE);
    expect(applyToSettings(empty(), { kind: 'site', context: SITE }).site).toEqual(SITE);
    expect(isDirty(applyToSettings(empty(), { kind: 'site', context: SITE }), empty())).toBe(true);
    expect(changesBetween(now, saved)).toEqual([{ kind: 'site', context: saved.site }]);
    expect(changesBetween(saved, saved)).toEqual([]);
  });
});
