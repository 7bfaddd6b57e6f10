// The demo server's site aesthetics (spec 001 §3 "Site aesthetics dirty paths"): what the
// editor may save, and the CSS the page is published with. The server's copy of
// src/model/site-aesthetics.ts's rules (the server runs as plain Node and cannot import the
// TypeScript source): test/unit/server/site-settings.test.ts checks that both take and
// refuse the same values and write the same CSS.
import { isObject } from './http.mjs';

export const AESTHETICS_PATHS = [
  'colors.activeThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
];
const PALETTE_KEYS = ['accent', 'ink', 'paper', 'muted', 'rule'];
const FONT_USAGES = ['heading', 'body'];
/** @type {Record<string, { name: string, stack: string }>} */
export const FONT_FAMILIES = {
  georgia: { name: 'Georgia', stack: "georgia, 'times new roman', serif" },
  palatino: { name: 'Palatino', stack: "'palatino linotype', palatino, 'book antiqua', serif" },
  'system-sans': { name: 'System sans-serif', stack: 'system-ui, -apple-system, "segoe ui", roboto, sans-serif' },
  helvetica: { name: 'Helvetica', stack: "'helvetica neue', helvetica, arial, sans-serif" },
};
export const COLOR_THEMES = {
  harbour: { name: 'Harbour', palette: { accent: '#a3422b', ink: '#1d232b', paper: '#fbfaf7', muted: '#5b6470', rule: '#e4e0d8' } },
  sand: { name: 'Sand', palette: { accent: '#8a4b12', ink: '#2b2118', paper: '#f6efe3', muted: '#65574a', rule: '#e2d6c2' } },
  moss: { name: 'Moss', palette: { accent: '#3f6b3a', ink: '#1f2a22', paper: '#f5f7f2', muted: '#55635a', rule: '#dbe3d5' } },
};
export const FONT_THEMES = {
  'serif-classic': { name: 'Serif classic', fontUsageCategories: { heading: 'georgia', body: 'georgia' } },
  'sans-modern': { name: 'Sans modern', fontUsageCategories: { heading: 'helvetica', body: 'system-sans' } },
  editorial: { name: 'Editorial', fontUsageCategories: { heading: 'palatino', body: 'system-sans' } },
};
const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_THEMES = 12;
const MAX_THEME_NAME = 60;

/** @param {unknown} v */
const isPalette = (v) =>
  isObject(v) &&
  Object.keys(/** @type {object} */ (v)).length === PALETTE_KEYS.length &&
  PALETTE_KEYS.every((k) => {
    const c = /** @type {any} */ (v)[k];
    return typeof c === 'string' && COLOR_PATTERN.test(c);
  });
/** @param {unknown} v */
const isUsage = (v) =>
  isObject(v) &&
  Object.keys(/** @type {object} */ (v)).length === FONT_USAGES.length &&
  FONT_USAGES.every((k) => {
    const f = /** @type {any} */ (v)[k];
    return typeof f === 'string' && Object.hasOwn(FONT_FAMILIES, f);
  });
/** @param {unknown} v @param {(t: any) => boolean} each */
const isThemes = (v, each) =>
  isObject(v) &&
  Object.keys(/** @type {object} */ (v)).length > 0 &&
  Object.keys(/** @type {object} */ (v)).length <= MAX_THEMES &&
  Object.entries(/** @type {object} */ (v)).every(
    ([id, t]) => ID_PATTERN.test(id) && isObject(t) && typeof t.name === 'string' && t.name.length <= MAX_THEME_NAME && each(t),
  );

/**
 * The problems of an `aesthetics` value (the dirty paths' values), each naming its path.
 * @param {unknown} values @returns {string[]}
 */
export function aestheticsProblems(values) {
  if (!isObject(values)) return ['aesthetics: must be an object of dirty path → value, or null.'];
  const v = /** @type {Record<string, any>} */ (values);
  const colorThemes = isThemes(v['colors.themes'], (t) => isPalette(t.palette)) ? v['colors.themes'] : COLOR_THEMES;
  const fontThemes = isThemes(v['fonts.themes'], (t) => isUsage(t.fontUsageCategories)) ? v['fonts.themes'] : FONT_THEMES;
  /** @type {Record<string, [(x: unknown) => boolean, string]>} */
  const rules = {
    'colors.activeThemeId': [(x) => typeof x === 'string' && Object.hasOwn(colorThemes, x), 'must be the id of one of the colour themes.'],
    'fonts.activeThemeId': [(x) => typeof x === 'string' && Object.hasOwn(fontThemes, x), 'must be the id of one of the font themes.'],
    'colors.palette': [isPalette, `must be { ${PALETTE_KEYS.join(', ')} }, each a colour #rrggbb.`],
    'colors.themes': [
      (x) => isThemes(x, (t) => isPalette(t.palette)),
      `must be 1 to ${MAX_THEMES} themes by id (a-z, 0-9, -), each { name, palette }.`,
    ],
    'fonts.themes': [
      (x) => isThemes(x, (t) => isUsage(t.fontUsageCategories)),
      `must be 1 to ${MAX_THEMES} themes by id (a-z, 0-9, -), each { name, fontUsageCategories }.`,
    ],
    'fonts.fontUsageCategories': [isUsage, `must be { heading, body }, each one of ${Object.keys(FONT_FAMILIES).join(', ')}.`],
  };
  /** @type {string[]} */
  const problems = [];
  for (const [path, value] of Object.entries(v)) {
    const rule = Object.hasOwn(rules, path) ? rules[path] : undefined;
    if (!rule) problems.push(`aesthetics.${path}: not one of the dirty paths (${AESTHETICS_PATHS.join(', ')}).`);
    else if (!rule[0](value)) problems.push(`aesthetics.${path}: ${rule[1]}`);
  }
  return problems;
}

/** The page's custom properties for saved (checked) aesthetics values: the template's, with
 * the saved palette and font usage in place (as the page's aestheticsCss writes them).
 * @param {Record<string, any>} values */
export function aestheticsCss(values) {
  const palette = values['colors.palette'] ?? COLOR_THEMES.harbour.palette;
  const usage = values['fonts.fontUsageCategories'] ?? FONT_THEMES['serif-classic'].fontUsageCategories;
  const colors = PALETTE_KEYS.map(
    (k) => `--${k}:${COLOR_PATTERN.test(palette[k]) ? palette[k].toLowerCase() : /** @type {any} */ (COLOR_THEMES.harbour.palette)[k]}`,
  );
  /** @param {string} u */
  const font = (u) =>
    FONT_FAMILIES[
      Object.hasOwn(FONT_FAMILIES, usage[u]) ? usage[u] : /** @type {any} */ (FONT_THEMES['serif-classic'].fontUsageCategories)[u]
    ].stack;
  return `html:root{${[...colors, `--font-heading:${font('heading')}`, `--font-body:${font('body')}`].join(';')}}`;
}
