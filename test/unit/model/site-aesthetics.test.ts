import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AESTHETICS_PATHS,
  COLOR_THEMES,
  DEFAULT_AESTHETICS,
  FONT_FAMILIES,
  aestheticsCss,
  badAestheticsPaths,
  chooseColorTheme,
  chooseFontTheme,
  dirtyPaths,
  dirtyValues,
  setColor,
  setFont,
  withValues,
} from '../../../src/model/site-aesthetics.js';

const cssVars = (css: string) => Object.fromEntries([...css.matchAll(/(--[a-z-]+):([^;}]+)/g)].map((m) => [m[1], m[2]]));

describe('site aesthetics (spec 001 §3 "Site aesthetics dirty paths")', () => {
  it('has the six dirty paths of the spec, in its order', () => {
    expect(AESTHETICS_PATHS).toEqual([
      'colors.activeThemeId',
      'fonts.activeThemeId',
      'colors.palette',
      'colors.themes',
      'fonts.themes',
      'fonts.fontUsageCategories',
    ]);
  });

  it('finds no dirty path between equal documents', () => {
    expect(dirtyPaths(DEFAULT_AESTHETICS, structuredClone(DEFAULT_AESTHETICS))).toEqual([]);
    expect(dirtyValues(DEFAULT_AESTHETICS, DEFAULT_AESTHETICS)).toEqual({});
  });

  it('editing one colour marks only colors.palette dirty', () => {
    const edited = setColor(DEFAULT_AESTHETICS, 'accent', '#0055AA');
    expect(dirtyPaths(DEFAULT_AESTHETICS, edited)).toEqual(['colors.palette']);
    expect(dirtyValues(DEFAULT_AESTHETICS, edited)).toEqual({ 'colors.palette': { ...COLOR_THEMES.harbour.palette, accent: '#0055aa' } });
  });

  it('choosing a colour theme sets its id and its palette', () => {
    const sand = chooseColorTheme(DEFAULT_AESTHETICS, 'sand');
    expect(sand.colors.activeThemeId).toBe('sand');
    expect(sand.colors.palette).toEqual(COLOR_THEMES.sand.palette);
    expect(dirtyPaths(DEFAULT_AESTHETICS, sand)).toEqual(['colors.activeThemeId', 'colors.palette']);
    // Choosing the theme in force again changes nothing; an unknown one is ignored.
    expect(dirtyPaths(DEFAULT_AESTHETICS, chooseColorTheme(DEFAULT_AESTHETICS, 'harbour'))).toEqual([]);
    expect(chooseColorTheme(DEFAULT_AESTHETICS, 'nope')).toBe(DEFAULT_AESTHETICS);
  });

  it('choosing a font theme sets its id and font usage; one font marks only fontUsageCategories', () => {
    const sans = chooseFontTheme(DEFAULT_AESTHETICS, 'sans-modern');
    expect(dirtyPaths(DEFAULT_AESTHETICS, sans)).toEqual(['fonts.activeThemeId', 'fonts.fontUsageCategories']);
    expect(sans.fonts.fontUsageCategories).toEqual({ heading: 'helvetica', body: 'system-sans' });
    expect(dirtyPaths(DEFAULT_AESTHETICS, setFont(DEFAULT_AESTHETICS, 'heading', 'palatino'))).toEqual(['fonts.fontUsageCategories']);
  });

  it('marks the themes dirty when a theme is edited', () => {
    const themes = { ...COLOR_THEMES, harbour: { ...COLOR_THEMES.harbour, name: 'Harbour 2' } };
    const edited = withValues(DEFAULT_AESTHETICS, { 'colors.themes': themes });
    expect(dirtyPaths(DEFAULT_AESTHETICS, edited)).toEqual(['colors.themes']);
  });

  it('round-trips the dirty values', () => {
    const draft = setFont(setColor(chooseColorTheme(DEFAULT_AESTHETICS, 'moss'), 'rule', '#cccccc'), 'body', 'palatino');
    const values = dirtyValues(DEFAULT_AESTHETICS, draft);
    expect(Object.keys(values)).toEqual(['colors.activeThemeId', 'colors.palette', 'fonts.fontUsageCategories']);
    expect(withValues(DEFAULT_AESTHETICS, values)).toEqual(draft);
    expect(badAestheticsPaths(values)).toEqual([]);
  });

  describe('aestheticsCss', () => {
    it('maps the default to the template’s own custom properties (demo/site.css :root)', () => {
      // The template's :root, as it ships: the default aesthetics must not change its look
      // (font family names match case-insensitively).
      const root = /:root\s*\{([^}]*)\}/.exec(readFileSync('demo/site.css', 'utf8'))![1]!;
      const template = Object.fromEntries([...root.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim().toLowerCase()]));
      expect(Object.keys(template).sort()).toEqual(['--accent', '--font-body', '--font-heading', '--ink', '--muted', '--paper', '--rule']);
      expect(cssVars(aestheticsCss(DEFAULT_AESTHETICS))).toEqual(template);
      expect(aestheticsCss(DEFAULT_AESTHETICS)).toMatch(/^html:root\{[^{}<>]*\}$/);
    });

    it('writes the chosen palette and font stacks', () => {
      const vars = cssVars(aestheticsCss(chooseFontTheme(setColor(DEFAULT_AESTHETICS, 'accent', '#123456'), 'sans-modern')));
      expect(vars['--accent']).toBe('#123456');
      expect(vars['--font-heading']).toBe(FONT_FAMILIES.helvetica.stack);
      expect(vars['--font-body']).toBe(FONT_FAMILIES['system-sans'].stack);
    });

    it('never writes a colour or font it did not check', () => {
      const hostile = withValues(DEFAULT_AESTHETICS, {
        'colors.palette': { ...COLOR_THEMES.harbour.palette, accent: 'red;}</style><script>' },
        'fonts.fontUsageCategories': { heading: '__proto__', body: 'x;}' },
      });
      const css = aestheticsCss(hostile);
      expect(css).not.toMatch(/[<>]|script|__proto__/);
      expect(cssVars(css)['--accent']).toBe('#a3422b');
      expect(cssVars(css)['--font-body']).toBe(FONT_FAMILIES.georgia.stack);
    });
  });

  describe('badAestheticsPaths', () => {
    const palette = COLOR_THEMES.harbour.palette;
    it('takes good values of every path', () => {
      expect(badAestheticsPaths({})).toEqual([]);
      expect(
        badAestheticsPaths({
          'colors.activeThemeId': 'mine',
          'colors.themes': { mine: { name: 'Mine', palette } },
          'colors.palette': palette,
          'fonts.activeThemeId': 'editorial',
          'fonts.themes': FONT_THEMES_COPY(),
          'fonts.fontUsageCategories': { heading: 'georgia', body: 'helvetica' },
        }),
      ).toEqual([]);
    });
    it('refuses other paths, hostile colours, unknown fonts and theme ids', () => {
      expect(badAestheticsPaths(null)).toEqual(['aesthetics']);
      expect(badAestheticsPaths({ 'colors.other': 1 })).toEqual(['colors.other']);
      expect(badAestheticsPaths({ 'colors.palette': { ...palette, accent: 'red;}</style><script>' } })).toEqual(['colors.palette']);
      expect(badAestheticsPaths({ 'colors.palette': { ...palette, accent: 'red' } })).toEqual(['colors.palette']);
      expect(badAestheticsPaths({ 'colors.palette': { ...palette, accent: '#12345' } })).toEqual(['colors.palette']);
      expect(badAestheticsPaths({ 'colors.palette': { ...palette, extra: '#123456' } })).toEqual(['colors.palette']);
      expect(badAestheticsPaths({ 'fonts.fontUsageCategories': { heading: 'Comic Sans', body: 'georgia' } })).toEqual([
        'fonts.fontUsageCategories',
      ]);
      expect(badAestheticsPaths({ 'colors.activeThemeId': 'night' })).toEqual(['colors.activeThemeId']);
      expect(badAestheticsPaths({ 'fonts.activeThemeId': 'toString' })).toEqual(['fonts.activeThemeId']);
      expect(badAestheticsPaths({ 'colors.themes': {} })).toEqual(['colors.themes']);
      expect(badAestheticsPaths({ 'colors.themes': { Bad_Id: { name: 'x', palette } } })).toEqual(['colors.themes']);
    });
  });
});

function FONT_THEMES_COPY() {
  return structuredClone(DEFAULT_AESTHETICS.fonts.themes);
}
