// The Site styles panel (the "style" tweak, spec 001 §2 "Tweak page types"; §3 "Site
// aesthetics dirty paths"): a colour theme and the five colours in use, a font theme and the
// heading and body fonts. Each edit sends the aesthetics' dirty values beside the template
// (model/site-aesthetics.ts); the page in the frame shows them as custom properties, Save
// keeps them. The paths changed since the last save are listed, as the platform names them.
import { useId } from 'react';
import type { PanelProps } from '../panel.js';
import { PANEL_CSS } from './panel-styles.js';
import {
  DEFAULT_AESTHETICS,
  FONT_FAMILIES,
  FONT_USAGES,
  PALETTE_KEYS,
  chooseColorTheme,
  chooseFontTheme,
  dirtyPaths,
  dirtyValues,
  setColor,
  setFont,
  withValues,
  type PaletteKey,
  type SiteAesthetics,
} from '../../../src/model/site-aesthetics.js';

const COLOR_LABELS: Record<PaletteKey, string> = {
  accent: 'Accent (links, focus)',
  ink: 'Text',
  paper: 'Background',
  muted: 'Secondary text',
  rule: 'Lines and borders',
};
const USAGE_LABELS = { heading: 'Headings', body: 'Body text' } as const;

const STYLES_CSS = `
.ssp-color { display: flex; align-items: center; gap: .5rem; margin: .35rem 0; flex-wrap: wrap; }
.ssp-color input[type='color'] { inline-size: 2.75rem; block-size: 1.9rem; padding: 0 .1rem; }
.ssp-color label { flex: 1 1 8rem; }
.ssp-color .ssp-default { flex-basis: 100%; }
.ssp-dirty { margin: 0; font-size: .9em; overflow-wrap: anywhere; }
`;

export function StylesPanel({ aesthetics, savedAesthetics, change }: PanelProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const now = withValues(DEFAULT_AESTHETICS, aesthetics ?? {});
  const saved = withValues(DEFAULT_AESTHETICS, savedAesthetics ?? {});
  const unsaved = dirtyPaths(saved, now);
  const beside = dirtyPaths(DEFAULT_AESTHETICS, now);
  const send = (next: SiteAesthetics) => change({ kind: 'aesthetics', values: dirtyValues(DEFAULT_AESTHETICS, next) });
  const { colors, fonts } = now;

  return (
    <section className="ssp-panel" aria-label="Site styles settings">
      <style href="ss-editor-panels" precedence="default">
        {PANEL_CSS}
      </style>
      <style href="ss-editor-styles-panel" precedence="default">
        {STYLES_CSS}
      </style>
      <div role="status" className="ssp-dirty" data-dirty={unsaved.join(' ')}>
        <p className="ssp-dirty">Changed: {unsaved.length ? unsaved.join(', ') : 'nothing since the last save'}</p>
        <p className="ssp-dirty ssp-default">
          Beside the template: {beside.length ? beside.join(', ') : 'nothing (the template’s styles)'}
        </p>
      </div>

      <fieldset className="ssp-group">
        <legend>Colours</legend>
        <div className="ssp-row">
          <label htmlFor={id('color-theme')}>Colour theme</label>
          <select
            id={id('color-theme')}
            aria-describedby={id('color-theme-hint')}
            value={colors.activeThemeId}
            onChange={(e) => send(chooseColorTheme(now, e.target.value))}
          >
            {Object.entries(colors.themes).map(([themeId, theme]) => (
              <option key={themeId} value={themeId}>
                {theme.name}
              </option>
            ))}
          </select>
          <p className="ssp-default" id={id('color-theme-hint')}>
            Default: {DEFAULT_AESTHETICS.colors.themes[DEFAULT_AESTHETICS.colors.activeThemeId]!.name}. Choosing a theme sets the five
            colours.
          </p>
        </div>
        {PALETTE_KEYS.map((key) => (
          <div className="ssp-color" key={key}>
            <input
              type="color"
              id={id(`color-${key}`)}
              data-color={key}
              aria-describedby={id(`color-${key}-hint`)}
              value={colors.palette[key]}
              onChange={(e) => send(setColor(now, key, e.target.value))}
            />
            <label htmlFor={id(`color-${key}`)}>{COLOR_LABELS[key]}</label>
            <p className="ssp-default" id={id(`color-${key}-hint`)}>
              Now {colors.palette[key]}. Default: {DEFAULT_AESTHETICS.colors.palette[key]}
            </p>
          </div>
        ))}
      </fieldset>

      <fieldset className="ssp-group">
        <legend>Fonts</legend>
        <div className="ssp-row">
          <label htmlFor={id('font-theme')}>Font theme</label>
          <select
            id={id('font-theme')}
            aria-describedby={id('font-theme-hint')}
            value={fonts.activeThemeId}
            onChange={(e) => send(chooseFontTheme(now, e.target.value))}
          >
            {Object.entries(fonts.themes).map(([themeId, theme]) => (
              <option key={themeId} value={themeId}>
                {theme.name}
              </option>
            ))}
          </select>
          <p className="ssp-default" id={id('font-theme-hint')}>
            Default: {DEFAULT_AESTHETICS.fonts.themes[DEFAULT_AESTHETICS.fonts.activeThemeId]!.name}. Choosing a theme sets both fonts.
          </p>
        </div>
        {FONT_USAGES.map((usage) => (
          <div className="ssp-row" key={usage}>
            <label htmlFor={id(`font-${usage}`)}>{USAGE_LABELS[usage]}</label>
            <select
              id={id(`font-${usage}`)}
              data-font={usage}
              aria-describedby={id(`font-${usage}-hint`)}
              value={fonts.fontUsageCategories[usage]}
              onChange={(e) => send(setFont(now, usage, e.target.value))}
            >
              {Object.entries(FONT_FAMILIES).map(([familyId, family]) => (
                <option key={familyId} value={familyId}>
                  {family.name}
                </option>
              ))}
            </select>
            <p className="ssp-default" id={id(`font-${usage}-hint`)}>
              Default: {FONT_FAMILIES[DEFAULT_AESTHETICS.fonts.fontUsageCategories[usage]]!.name}
            </p>
          </div>
        ))}
      </fieldset>

      <div className="ssp-toolbar">
        <button type="button" onClick={() => send(DEFAULT_AESTHETICS)} disabled={!beside.length}>
          Use the template’s styles
        </button>
      </div>
    </section>
  );
}
