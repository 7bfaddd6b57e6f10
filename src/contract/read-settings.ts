// Settings read without Lit, apart from contract/settings.ts, which every page loads: for
// plain modules (the image loader) and for tests.
import type { BlockData } from './block-data.js';
import { applyBlockData, defaults, parseOrDefault, type Settings, type SettingValues } from './settings.js';

/** Every setting's value: its attribute, else its key in the block data, else its default. */
export function readSettings<S extends Settings>(el: Element, settings: S, data: BlockData = {}): SettingValues<S> {
  const out = defaults(settings) as Record<string, unknown>;
  for (const [name, s] of Object.entries(settings)) {
    const attr = el.getAttribute(s.attribute);
    if (attr !== null) out[name] = parseOrDefault(s, attr, { element: el.localName, attribute: s.attribute });
  }
  applyBlockData(el, settings, data, out as Partial<SettingValues<S>>);
  return out as SettingValues<S>;
}
