/// <reference types="node" />
// The editor demo's saved site settings: reading the page's ss-* start tags, validating a
// save against the page and the manifest, publishing the page with them, and the API round
// trip (PUT, GET, the page `/` published, DELETE) on the real demo page and manifest.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as server from '../../../demo/server/site-settings.mjs';
import * as serverAesthetics from '../../../demo/server/site-aesthetics.mjs';
import {
  blockTags,
  emptySettings,
  manifestAttributes,
  pageBlocks,
  publish,
  validateSettings,
  type SiteSettings,
} from '../../../demo/server/site-settings.mjs';
import * as model from '../../../src/model/site-aesthetics.js';
import { BADGE_TYPES, MOBILE_BAR_STYLES } from '../../../src/model/enumerations/site.js';
import { PINTEREST_MODES } from '../../../src/model/pinterest.js';
import { start, type Running } from './helpers.js';

const PAGE = `<!doctype html><script type="application/json" id="ss-site-context">{"website":{"id":"w1"},"cookieSettings":{"cookieBannerTheme":"DARK"}}</script>
<ss-gallery id="g" design="grid" lightbox aria-label='Say "hi" > there'><img src="a.jpg"></ss-gallery>
<ss-video id="v" data-html='<iframe src="https://www.youtube.com/embed/x"></iframe>'></ss-video>
<ss-form id="f">
  <script type="application/json">{"formId":"old","build":{"fields":[]}}</script>
</ss-form>
<ss-map link-on-click></ss-map>`;
const settings = (over: Partial<SiteSettings>): SiteSettings => ({ ...emptySettings(), ...over });
const manifest = {
  modules: [
    {
      declarations: [
        { tagName: 'ss-gallery', attributes: [{ name: 'design' }, { name: 'loop' }, { name: 'lightbox' }, { name: 'data-block-json' }] },
      ],
    },
    { declarations: [{ tagName: 'ss-form', attributes: [{ name: 'form-id' }] }] },
  ],
};

describe('blockTags', () => {
  it('finds the start tags of ss-* elements, values with > and quotes read whole', () => {
    const tags = blockTags(PAGE);
    expect(tags.map((t) => t.tag)).toEqual(['ss-gallery', 'ss-video', 'ss-form', 'ss-map']);
    expect(tags[0]!.attributes).toEqual([
      ['id', 'g'],
      ['design', 'grid'],
      ['lightbox', null],
      ['aria-label', 'Say "hi" > there'],
    ]);
    expect(tags[1]!.attributes[1]).toEqual(['data-html', '<iframe src="https://www.youtube.com/embed/x"></iframe>']);
    expect(PAGE.slice(tags[1]!.start, tags[1]!.end)).toMatch(/^<ss-video[^]*<\/iframe>'>$/);
    expect([...pageBlocks(PAGE)]).toEqual([
      ['g', 'ss-gallery'],
      ['v', 'ss-video'],
      ['f', 'ss-form'],
      ['ss-map 1', 'ss-map'],
    ]);
  });

  it('keys a block with no id by its tag and place among that tag, from 1, as the frame does; comments are not markup (ours)', () => {
    const html =
      '<!-- wrapped in <ss-gallery> --><ss-gallery id="a"></ss-gallery><ss-gallery></ss-gallery><ss-map></ss-map><ss-tooltip id="ss-tooltip-4"></ss-tooltip>';
    expect([...pageBlocks(html)]).toEqual([
      ['a', 'ss-gallery'],
      ['ss-gallery 2', 'ss-gallery'],
      ['ss-map 1', 'ss-map'],
      // An id <tag>-<n> is one a block gives itself: its place is its key.
      ['ss-tooltip 1', 'ss-tooltip'],
    ]);
  });
});

describe('publish', () => {
  it('leaves the page as it is with nothing saved', () => {
    expect(publish(PAGE, emptySettings())).toBe(PAGE);
  });

  it("sets and removes a block's attributes on its start tag, escaped, and keeps its content", () => {
    const out = publish(PAGE, settings({ blocks: { g: { design: 'slider', lightbox: null, loop: 'a"b<c' } } }));
    expect(out).toContain(
      '<ss-gallery id="g" design="slider" aria-label="Say &quot;hi&quot; &gt; there" loop="a&quot;b&lt;c"><img src="a.jpg"></ss-gallery>',
    );
    expect(blockTags(out)[0]!.attributes).toContainEqual(['loop', 'a"b<c']);
  });

  it("replaces a saved form's JSON island, with </script> kept inside it", () => {
    const def = { formId: 'contact', build: { fields: [{ id: 't', type: 'text', title: '</script><b>x</b>' }] } };
    const out = publish(PAGE, settings({ forms: { f: def } }));
    const island = /<ss-form id="f">\s*<script type="application\/json">([^]*?)<\/script>\s*<\/ss-form>/.exec(out);
    expect(island, out).not.toBeNull();
    expect(JSON.parse(island![1]!)).toEqual(def);
    expect(out).not.toContain('"old"');
  });

  it('puts the saved aesthetics last in the head as <style id="ss-site-aesthetics">, with its values', () => {
    const head = '<html><head><link rel="stylesheet" href="/demo/site.css"></head><body></body></html>';
    const values = { 'colors.activeThemeId': 'sand', 'colors.palette': model.COLOR_THEMES.sand.palette };
    const out = publish(head, settings({ aesthetics: values }));
    const style = /<link[^>]*>(<style id="ss-site-aesthetics" data-values="([^"]*)">([^<]*)<\/style>)\n<\/head>/.exec(out);
    expect(style, out).not.toBeNull();
    expect(JSON.parse(style![2]!.replace(/&quot;/g, '"'))).toEqual(values);
    expect(style![3]).toBe(model.aestheticsCss(model.withValues(model.DEFAULT_AESTHETICS, values)));
    expect(publish(head, settings({ aesthetics: {} }))).toBe(head);
  });

  it('sets a block with no id by its key (its tag and place)', () => {
    expect(publish(PAGE, settings({ blocks: { 'ss-map 1': { 'link-on-click': null } } }))).toContain('<ss-map></ss-map>');
  });

  it('lays the site chrome on the site context and hides the announcement bar when it is off (ours)', () => {
    const page = `${PAGE}<ss-announcement-bar id="announcement"><p>Sale</p></ss-announcement-bar>`;
    const site = { showAnnouncementBar: false, websiteSettings: { ssBadgeType: 'white', pinterestOverlayOptions: { mode: 'hover' } } };
    const out = publish(page, settings({ site }));
    const context = JSON.parse(/id="ss-site-context">([^]*?)<\/script>/.exec(out)![1]!);
    expect(context).toEqual({ website: { id: 'w1' }, cookieSettings: { cookieBannerTheme: 'DARK' }, ...site });
    expect(out).toContain('<ss-announcement-bar id="announcement" hidden><p>Sale</p></ss-announcement-bar>');
    expect(publish(page, settings({ site: { showAnnouncementBar: true } }))).toContain('<ss-announcement-bar id="announcement"><p>');
  });

  it("merges the banner's payload into the site context's cookieSettings", () => {
    const out = publish(PAGE, settings({ cookieBanner: { cookieBannerVariant: 'POPUP' } }));
    const json = /id="ss-site-context">([^]*?)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(json)).toEqual({
      website: { id: 'w1' },
      cookieSettings: { cookieBannerTheme: 'DARK', cookieBannerVariant: 'POPUP' },
    });
  });
});

describe('the site aesthetics: the server’s copy of the rules agrees with src/model/site-aesthetics.ts', () => {
  const palette = model.COLOR_THEMES.harbour.palette;
  const cases: unknown[] = [
    {},
    { 'colors.activeThemeId': 'sand', 'colors.palette': model.COLOR_THEMES.sand.palette },
    { 'colors.palette': { ...palette, accent: '#0055AA' } },
    { 'fonts.activeThemeId': 'editorial', 'fonts.fontUsageCategories': { heading: 'palatino', body: 'system-sans' } },
    { 'colors.activeThemeId': 'mine', 'colors.themes': { mine: { name: 'Mine', palette } } },
    { 'fonts.themes': { x: { name: 'X', fontUsageCategories: { heading: 'georgia', body: 'georgia' } } }, 'fonts.activeThemeId': 'x' },
    { 'colors.palette': { ...palette, accent: 'red;}</style><script>' } },
    { 'colors.palette': { ...palette, accent: '#fff' } },
    { 'colors.palette': { accent: '#000000' } },
    { 'fonts.fontUsageCategories': { heading: 'Comic Sans', body: 'georgia' } },
    { 'fonts.fontUsageCategories': { heading: '__proto__', body: 'georgia' } },
    { 'colors.activeThemeId': 'night' },
    { 'fonts.activeThemeId': 'constructor' },
    { 'colors.themes': {} },
    { 'colors.themes': { 'Bad id': { name: 'x', palette } } },
    { 'colors.other': '#000000' },
    { __proto__: null, toString: 1 },
    null,
    [],
  ];
  it('has the same paths, themes and font families', () => {
    expect(serverAesthetics.AESTHETICS_PATHS).toEqual([...model.AESTHETICS_PATHS]);
    expect(serverAesthetics.COLOR_THEMES).toEqual(model.COLOR_THEMES);
    expect(serverAesthetics.FONT_THEMES).toEqual(model.FONT_THEMES);
    expect(serverAesthetics.FONT_FAMILIES).toEqual(model.FONT_FAMILIES);
  });
  it.each(cases.map((c) => [JSON.stringify(c), c]))('takes or refuses %s alike', (_, values) => {
    const bad = model.badAestheticsPaths(values);
    const problems = serverAesthetics.aestheticsProblems(values);
    expect(problems.length > 0).toBe(bad.length > 0);
    expect(problems.map((p) => /^aesthetics(?:\.([^:]+))?:/.exec(p)![1] ?? 'aesthetics')).toEqual(bad);
    if (!bad.length)
      expect(serverAesthetics.aestheticsCss(values as Record<string, unknown>)).toBe(
        model.aestheticsCss(model.withValues(model.DEFAULT_AESTHETICS, values as model.AestheticsValues)),
      );
  });
});

describe('validateSettings', () => {
  const page = { blocks: pageBlocks(PAGE), attributes: manifestAttributes(manifest) };

  it('keeps a valid document', () => {
    const body = {
      version: 1,
      blocks: { g: { design: 'slider', loop: null } },
      forms: { f: { build: { fields: [] } } },
      cookieBanner: { cookieBannerTheme: 'LIGHT' },
    };
    expect(validateSettings(body, page)).toEqual({ settings: { ...body, aesthetics: null, site: null, savedAt: null } });
    const styled = { ...body, aesthetics: { 'colors.palette': { ...model.COLOR_THEMES.moss.palette } } };
    expect(validateSettings(styled, page)).toEqual({ settings: { ...styled, site: null, savedAt: null } });
    const site = {
      ...body,
      site: {
        showAnnouncementBar: false,
        websiteSettings: {
          mobileInfoBarSettings: { style: 'light', isContactEmailEnabled: true },
          ssBadgeType: 'none',
          pinterestOverlayOptions: { mode: 'disabled' },
        },
      },
    };
    expect(validateSettings(site, page)).toEqual({ settings: { ...site, aesthetics: null, savedAt: null } });
  });

  it('refuses aesthetics outside the six paths or of the wrong shape, each path named', () => {
    const result = validateSettings(
      { version: 1, aesthetics: { 'colors.palette': { ...model.COLOR_THEMES.moss.palette, ink: 'red;}</style>' }, 'colors.x': 1 } },
      page,
    );
    expect(result).toEqual({
      problems: [
        'aesthetics.colors.palette: must be { accent, ink, paper, muted, rule }, each a colour #rrggbb.',
        'aesthetics.colors.x: not one of the dirty paths (colors.activeThemeId, fonts.activeThemeId, colors.palette, colors.themes, fonts.themes, fonts.fontUsageCategories).',
      ],
    });
    expect(validateSettings({ version: 1, aesthetics: 'night' }, page)).toEqual({
      problems: ['aesthetics: must be an object of dirty path → value, or null.'],
    });
  });

  it('refuses site chrome values outside the spec’s enumerations, each path named', () => {
    const result = validateSettings(
      {
        version: 1,
        site: {
          showAnnouncementBar: 'yes',
          other: 1,
          websiteSettings: {
            mobileInfoBarSettings: { style: 'grey', isLocationEnabled: 'on' },
            ssBadgeType: 'red',
            pinterestOverlayOptions: { mode: 'always' },
          },
        },
      },
      page,
    );
    expect(result).toEqual({
      problems: [
        'site.other: not one of showAnnouncementBar, websiteSettings.',
        'site.showAnnouncementBar: must be true or false.',
        'site.websiteSettings.ssBadgeType: must be one of none, black, white.',
        'site.websiteSettings.mobileInfoBarSettings.style: must be one of none, light, dark.',
        'site.websiteSettings.mobileInfoBarSettings.isLocationEnabled: must be true or false.',
        'site.websiteSettings.pinterestOverlayOptions.mode: must be one of disabled, auto, hover.',
      ],
    });
    expect(validateSettings({ version: 1, site: [] }, page)).toEqual({
      problems: ['site: must be an object { showAnnouncementBar, websiteSettings }, or null.'],
    });
  });

  it('names the values of the spec’s enumerations as the library does', () => {
    expect(server.MOBILE_BAR_STYLES).toEqual([...MOBILE_BAR_STYLES]);
    expect(server.BADGE_TYPES).toEqual([...BADGE_TYPES]);
    expect(server.PINTEREST_MODES).toEqual([...PINTEREST_MODES]);
  });

  it('names every problem with its path', () => {
    const result = validateSettings(
      {
        version: 2,
        blocks: { nope: {}, g: { onclick: 'x', 'data-block-json': '{}', design: 5, loop: 'y'.repeat(4001) } },
        forms: { g: { build: { fields: [] } }, f: { fields: [] } },
        cookieBanner: 'dark',
      },
      page,
    );
    expect(result).toEqual({
      problems: [
        'version: must be 1.',
        'blocks.nope: the page has no ss-* element with this id (or tag and place).',
        'blocks.g.onclick: <ss-gallery> has no such setting.',
        'blocks.g.data-block-json: <ss-gallery> has no such setting.',
        'blocks.g.design: must be text or null.',
        'blocks.g.loop: longer than 4000 characters.',
        'forms.g: the page has no ss-form with this id.',
        'forms.f: must be a form definition with build.fields (a list).',
        'cookieBanner: must be the banner settings object (the API payload) or null.',
      ],
    });
    expect(validateSettings([], page)).toEqual({
      problems: ['The body must be a JSON object: { version: 1, blocks, forms, cookieBanner }.'],
    });
  });
});

describe('the API on the demo page', () => {
  let s: Running;
  beforeAll(async () => {
    s = await start({ serveStatic: true });
  });
  afterAll(() => s.stop());
  const put = (body: unknown) =>
    fetch(`${s.base}/api/site-settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('saves, answers, publishes the page with the settings, and resets', async () => {
    expect(await (await fetch(`${s.base}/api/site-settings`)).json()).toEqual(emptySettings());
    const before = await (await fetch(`${s.base}/`)).text();
    expect(before).toMatch(/<ss-gallery id="work-gallery">/);

    const r = await put({
      version: 1,
      blocks: { 'work-gallery': { design: 'slider', loop: 'false' } },
      forms: {},
      cookieBanner: { cookieBannerVariant: 'POPUP' },
    });
    expect(r.status).toBe(200);
    const saved = (await r.json()) as SiteSettings;
    expect(saved.blocks).toEqual({ 'work-gallery': { design: 'slider', loop: 'false' } });
    expect(Date.parse(saved.savedAt!)).not.toBeNaN();
    expect(await (await fetch(`${s.base}/api/site-settings`)).json()).toEqual(saved);

    for (const p of ['/', '/harbour']) {
      const page = await (await fetch(`${s.base}${p}`)).text();
      expect(page).toContain('<ss-gallery id="work-gallery" design="slider" loop="false">');
      expect(page).toMatch(/"cookieBannerVariant": "POPUP"/);
    }

    expect((await fetch(`${s.base}/api/site-settings`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${s.base}/`)).text()).toBe(before);
  });

  it('saves the site aesthetics and publishes them last in the head of /, and DELETE takes them away', async () => {
    const aesthetics = { 'colors.activeThemeId': 'sand', 'colors.palette': { ...model.COLOR_THEMES.sand.palette, accent: '#0055aa' } };
    const r = await put({ version: 1, aesthetics });
    expect(r.status).toBe(200);
    expect(((await (await fetch(`${s.base}/api/site-settings`)).json()) as SiteSettings).aesthetics).toEqual(aesthetics);
    const html = await (await fetch(`${s.base}/`)).text();
    const style =
      /<link rel="stylesheet" href="\/demo\/site.css">[^]*(<style id="ss-site-aesthetics"[^>]*>([^<]*)<\/style>)\s*<\/head>/.exec(html);
    expect(style, 'after the template’s stylesheet, last in the head').not.toBeNull();
    expect(style![2]).toBe(model.aestheticsCss(model.withValues(model.DEFAULT_AESTHETICS, aesthetics)));
    const bad = await put({
      version: 1,
      aesthetics: { 'colors.palette': { ...aesthetics['colors.palette'], accent: 'red;}</style><script>' } },
    });
    expect(bad.status).toBe(400);
    expect(
      ((await (await fetch(`${s.base}/api/site-settings`)).json()) as SiteSettings).aesthetics,
      'the refused save changed nothing',
    ).toEqual(aesthetics);
    await fetch(`${s.base}/api/site-settings`, { method: 'DELETE' });
    expect(await (await fetch(`${s.base}/`)).text()).not.toContain('ss-site-aesthetics');
  });

  it('refuses an element the page does not have and an attribute the manifest does not list', async () => {
    const r = await put({ version: 1, blocks: { 'work-gallery': { onclick: 'alert(1)' }, missing: {} } });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      error: 'The site settings were not saved.',
      problems: [
        'blocks.work-gallery.onclick: <ss-gallery> has no such setting.',
        'blocks.missing: the page has no ss-* element with this id (or tag and place).',
      ],
    });
  });

  it('answers the oEmbed stand-in and the upgrade destinations', async () => {
    const vimeo = await (await fetch(`${s.base}/api/video/oembed?url=${encodeURIComponent('https://vimeo.com/11111111')}`)).json();
    expect(vimeo).toMatchObject({ provider_name: 'Vimeo', account_type: 'basic' });
    const yt = await (
      await fetch(`${s.base}/api/video/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=M7lc1UVf-VE')}`)
    ).json();
    expect(yt).toMatchObject({ provider_name: 'YouTube', width: 854, height: 480 });
    expect(yt.html).toContain('https://www.youtube.com/embed/M7lc1UVf-VE');
    expect((await fetch(`${s.base}/api/video/oembed?url=${encodeURIComponent('https://example.com/v')}`)).status).toBe(404);
    for (const p of ['/settings/billing/billing/upgrade', '/settings/billing/billing/website/change-plan']) {
      const r = await fetch(`${s.base}${p}`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('<a href="/config/">Back to the editor</a>');
    }
  });
});
