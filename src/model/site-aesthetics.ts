// The site's aesthetics as the editor's "Site styles" tweak edits them (spec 001 §2 "Tweak page
// types": style; §3 "Site aesthetics dirty paths"): a colour palette and font usage, each
// chosen from themes, saved as the values of the dirty paths only, and shown on the page as
// CSS custom properties. Pure: the page (services/editor-frame.ts) and the editor share it;
// the reference server keeps a copy of the rules (demo/server/site-settings.mjs), and
// test/unit/server/site-settings.test.ts checks that both agree.
import { editor } from '../i18n/en/editor.js';
import { isPlainObject as plainObject } from './plain-object.js';

/** The dirty paths of the site aesthetics, in the spec's order (spec 001 §3). */
export const AESTHETICS_PATHS = [
  'colors.activeThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;
export type AestheticsPath = (typeof AESTHETICS_PATHS)[number];

/** The palette's colours, each the demo template's custom property of the same name. */
export const PALETTE_KEYS = ['accent', 'ink', 'paper', 'muted', 'rule'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type Palette = Record<PaletteKey, string>;

/** Where fonts are used: headings and body text (`--font-heading`, `--font-body`). */
export const FONT_USAGES = ['heading', 'body'] as const;
export type FontUsage = (typeof FONT_USAGES)[number];
/** A font family's id (a key of FONT_FAMILIES) per usage. */
export type FontUsageCategories = Record<FontUsage, string>;

export interface ColorTheme {
  name: string;
  palette: Palette;
}
export interface FontTheme {
  name: string;
  fontUsageCategories: FontUsageCategories;
}

/** The aesthetics document: themes by id, the active theme's id, and what is in use (the
 * palette and font usage start as the active theme's and may then be edited one by one). */
export interface SiteAesthetics {
  colors: { activeThemeId: string; palette: Palette; themes: Record<string, ColorTheme> };
  fonts: { activeThemeId: string; themes: Record<string, FontTheme>; fontUsageCategories: FontUsageCategories };
}

/** What is saved and sent: the values of the dirty paths only. */
export type AestheticsValues = Partial<Record<AestheticsPath, unknown>>;

/** The font families a theme may use, as CSS font stacks (ours: system and web-safe fonts,
 * nothing to download). Only these reach the page: a family is chosen by id, never as text.
 * Stacks are written in lower case (family names match case-insensitively). */
export const FONT_FAMILIES: Record<string, { name: string; stack: string }> = {
  georgia: { name: 'Georgia', stack: "georgia, 'times new roman', serif" },
  palatino: { name: 'Palatino', stack: "'palatino linotype', palatino, 'book antiqua', serif" },
  'system-sans': { name: editor['editor.fontSystemSans'], stack: 'system-ui, -apple-system, "segoe ui", roboto, sans-serif' },
  helvetica: { name: 'Helvetica', stack: "'helvetica neue', helvetica, arial, sans-serif" },
};

/** The colour themes (ours). Harbour is the demo template's own palette (demo/site.css); all
 * are light, because the template keeps white surfaces (buttons' text, cards, fields). */
export const COLOR_THEMES: Record<string, ColorTheme> = {
  harbour: {
    name: editor['editor.colorThemeHarbour'],
    palette: { accent: '#a3422b', ink: '#1d232b', paper: '#fbfaf7', muted: '#5b6470', rule: '#e4e0d8' },
  },
  sand: {
    name: editor['editor.colorThemeSand'],
    palette: { accent: '#8a4b12', ink: '#2b2118', paper: '#f6efe3', muted: '#65574a', rule: '#e2d6c2' },
  },
  moss: {
    name: editor['editor.colorThemeMoss'],
    palette: { accent: '#3f6b3a', ink: '#1f2a22', paper: '#f5f7f2', muted: '#55635a', rule: '#dbe3d5' },
  },
};

/** The font themes (ours). Serif classic is the template's own (Georgia throughout). */
export const FONT_THEMES: Record<string, FontTheme> = {
  'serif-classic': { name: editor['editor.fontThemeSerifClassic'], fontUsageCategories: { heading: 'georgia', body: 'georgia' } },
  'sans-modern': { name: editor['editor.fontThemeSansModern'], fontUsageCategories: { heading: 'helvetica', body: 'system-sans' } },
  editorial: { name: editor['editor.fontThemeEditorial'], fontUsageCategories: { heading: 'palatino', body: 'system-sans' } },
};

/** The template's aesthetics: what the page shows with nothing saved. */
export const DEFAULT_AESTHETICS: SiteAesthetics = {
  colors: { activeThemeId: 'harbour', palette: COLOR_THEMES.harbour.palette, themes: COLOR_THEMES },
  fonts: { activeThemeId: 'serif-classic', themes: FONT_THEMES, fontUsageCategories: FONT_THEMES['serif-classic'].fontUsageCategories },
};

/** A colour as the page takes it: `#rrggbb` only (what `<input type=color>` gives), so no
 * text from the editor can end a declaration or a rule. */
export const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
/** A theme's id. */
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Most themes of either kind kept (ours). */
export const MAX_THEMES = 12;
/** Longest theme name (ours). */
export const MAX_THEME_NAME = 60;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value at one of the six paths. */
export function valueAt(a: SiteAesthetics, path: AestheticsPath): unknown {
  const [group, key] = path.split('.') as ['colors' | 'fonts', string];
  return (a[group] as unknown as Record<string, unknown>)[key];
}

/** Exactly which of the six paths differ between two aesthetics documents, in the spec's order. */
export const dirtyPaths = (saved: SiteAesthetics, draft: SiteAesthetics): AestheticsPath[] =>
  AESTHETICS_PATHS.filter((p) => !sameJson(valueAt(saved, p), valueAt(draft, p)));

/** The values of the paths where `draft` differs from `base` (what is saved and sent). */
export function dirtyValues(base: SiteAesthetics, draft: SiteAesthetics): AestheticsValues {
  const values: AestheticsValues = {};
  for (const p of dirtyPaths(base, draft)) values[p] = valueAt(draft, p);
  return values;
}

/** `base` with the given (checked) values in place. */
export function withValues(base: SiteAesthetics, values: AestheticsValues): SiteAesthetics {
  const v = values as Partial<{
    'colors.activeThemeId': string;
    'colors.palette': Palette;
    'colors.themes': Record<string, ColorTheme>;
    'fonts.activeThemeId': string;
    'fonts.themes': Record<string, FontTheme>;
    'fonts.fontUsageCategories': FontUsageCategories;
  }>;
  return {
    colors: {
      activeThemeId: v['colors.activeThemeId'] ?? base.colors.activeThemeId,
      palette: v['colors.palette'] ?? base.colors.palette,
      themes: v['colors.themes'] ?? base.colors.themes,
    },
    fonts: {
      activeThemeId: v['fonts.activeThemeId'] ?? base.fonts.activeThemeId,
      themes: v['fonts.themes'] ?? base.fonts.themes,
      fontUsageCategories: v['fonts.fontUsageCategories'] ?? base.fonts.fontUsageCategories,
    },
  };
}

/** Chooses a colour theme: its id becomes active and its palette is used. */
export function chooseColorTheme(a: SiteAesthetics, id: string): SiteAesthetics {
  const theme = a.colors.themes[id];
  return theme ? { ...a, colors: { ...a.colors, activeThemeId: id, palette: { ...theme.palette } } } : a;
}

/** Changes one colour of the palette in use (the theme stays the active one). */
export const setColor = (a: SiteAesthetics, key: PaletteKey, color: string): SiteAesthetics => ({
  ...a,
  colors: { ...a.colors, palette: { ...a.colors.palette, [key]: color.toLowerCase() } },
});

/** Chooses a font theme: its id becomes active and its font usage is used. */
export function chooseFontTheme(a: SiteAesthetics, id: string): SiteAesthetics {
  const theme = a.fonts.themes[id];
  return theme ? { ...a, fonts: { ...a.fonts, activeThemeId: id, fontUsageCategories: { ...theme.fontUsageCategories } } } : a;
}

/** Changes the font family of one usage (headings or body). */
export const setFont = (a: SiteAesthetics, usage: FontUsage, family: string): SiteAesthetics => ({
  ...a,
  fonts: { ...a.fonts, fontUsageCategories: { ...a.fonts.fontUsageCategories, [usage]: family } },
});

const isPalette = (v: unknown): v is Palette =>
  plainObject(v) &&
  Object.keys(v).length === PALETTE_KEYS.length &&
  PALETTE_KEYS.every((k) => typeof v[k] === 'string' && COLOR_PATTERN.test(v[k]));
const isUsage = (v: unknown): v is FontUsageCategories =>
  plainObject(v) &&
  Object.keys(v).length === FONT_USAGES.length &&
  FONT_USAGES.every((k) => typeof v[k] === 'string' && Object.hasOwn(FONT_FAMILIES, v[k]));
const isThemes = (v: unknown, each: (t: Record<string, unknown>) => boolean): boolean =>
  plainObject(v) &&
  Object.keys(v).length > 0 &&
  Object.keys(v).length <= MAX_THEMES &&
  Object.entries(v).every(
    ([id, t]) => ID_PATTERN.test(id) && plainObject(t) && typeof t.name === 'string' && t.name.length <= MAX_THEME_NAME && each(t),
  );

/**
 * Checks values sent or saved for the six paths: the paths that are not one of the six or
 * whose value has the wrong shape (colours `#rrggbb`, fonts from FONT_FAMILIES, an active
 * theme one of the themes in force). Empty when all are good.
 */
export function badAestheticsPaths(values: unknown): string[] {
  if (!plainObject(values)) return ['aesthetics'];
  const bad: string[] = [];
  const themes = withValues(DEFAULT_AESTHETICS, {
    ...(isThemes(values['colors.themes'], (t) => isPalette(t.palette)) && { 'colors.themes': values['colors.themes'] }),
    ...(isThemes(values['fonts.themes'], (t) => isUsage(t.fontUsageCategories)) && { 'fonts.themes': values['fonts.themes'] }),
  });
  const good: Record<AestheticsPath, (v: unknown) => boolean> = {
    'colors.activeThemeId': (v) => typeof v === 'string' && Object.hasOwn(themes.colors.themes, v),
    'fonts.activeThemeId': (v) => typeof v === 'string' && Object.hasOwn(themes.fonts.themes, v),
    'colors.palette': isPalette,
    'colors.themes': (v) => isThemes(v, (t) => isPalette(t.palette)),
    'fonts.themes': (v) => isThemes(v, (t) => isUsage(t.fontUsageCategories)),
    'fonts.fontUsageCategories': isUsage,
  };
  for (const [path, value] of Object.entries(values)) {
    if (!(AESTHETICS_PATHS as readonly string[]).includes(path) || !good[path as AestheticsPath](value)) bad.push(path);
  }
  return bad;
}

/** The custom properties of the demo template (demo/site.css) for these aesthetics, as one
 * `:root` rule (`html:root`, so it wins over the template's `:root` wherever it is placed).
 * Values come from checked colours and FONT_FAMILIES' stacks only. */
export function aestheticsCss(a: SiteAesthetics): string {
  const colors = PALETTE_KEYS.map(
    (k) => `--${k}:${COLOR_PATTERN.test(a.colors.palette[k]) ? a.colors.palette[k].toLowerCase() : DEFAULT_AESTHETICS.colors.palette[k]}`,
  );
  const font = (u: FontUsage) => {
    const id = a.fonts.fontUsageCategories[u];
    return FONT_FAMILIES[Object.hasOwn(FONT_FAMILIES, id) ? id : DEFAULT_AESTHETICS.fonts.fontUsageCategories[u]].stack;
  };
  return `html:root{${[...colors, `--font-heading:${font('heading')}`, `--font-body:${font('body')}`].join(';')}}`;
}
