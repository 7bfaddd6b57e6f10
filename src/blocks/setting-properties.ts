// Lit's side of the settings (contract/settings.ts stays free of Lit): each declared setting
// becomes a reactive property read from its attribute through the setting's own parser.
import type { PropertyDeclaration, PropertyDeclarations } from 'lit';
import { parseOrDefault, type Setting, type Settings } from '../contract/settings.js';

/** Lit property options for one setting. */
export function settingProperty<T>(s: Setting<T>): PropertyDeclaration<T> {
  return {
    attribute: s.attribute,
    reflect: !!s.reflect,
    converter: {
      fromAttribute: (value: string | null) => parseOrDefault(s, value, { attribute: s.attribute }),
      toAttribute: (value: T) => s.toAttribute(value),
    },
  };
}

/** Lit property options for every setting of a block, keyed by property name. */
export function settingProperties(settings: Settings): PropertyDeclarations {
  return Object.fromEntries(Object.entries(settings).map(([name, s]) => [name, settingProperty(s)]));
}
