// Server-side rendering for the wrappers (not generated). @lit/react sets an element's settings
// as properties once the element exists in a browser, so react-dom/server would write a bare
// `<ss-gallery>`: the page would show the defaults until hydration. Where there is no DOM, a
// wrapper renders its tag itself, each setting written as the element would reflect it — the
// attribute name and converter Lit has for that property — so the HTML is right before any
// script runs, and the element reads the same values when it upgrades.
import * as React from 'react';
import type { PropertyDeclaration, ReactiveElement } from 'lit';

type ElementClass = typeof ReactiveElement;

/** The attributes a server render gives `props` on an element of `elementClass`. Events and
 * other functions are dropped; a property with no attribute (objects) is left to the client. */
export function serverAttributes(elementClass: ElementClass, props: Record<string, unknown>): Record<string, unknown> {
  void elementClass.observedAttributes; // finalizes the class: its properties are known
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function' || value === undefined || value === null || key === 'ref') continue;
    const options = elementClass.elementProperties.get(key);
    if (!options) {
      // Not the element's: children, style, id, aria-*, data-*, as React renders them.
      out[key === 'className' ? 'class' : key] = value;
      continue;
    }
    const name = attributeName(key, options);
    const text = name && attributeValue(value, options);
    if (name && text !== null) out[name] = text;
  }
  return out;
}

function attributeName(key: string, options: PropertyDeclaration): string | undefined {
  if (options.attribute === false) return undefined;
  return typeof options.attribute === 'string' ? options.attribute : key.toLowerCase();
}

function attributeValue(value: unknown, options: PropertyDeclaration): string | null {
  const converter = options.converter;
  if (converter && typeof converter === 'object' && converter.toAttribute) {
    const text = converter.toAttribute(value, options.type);
    return text === null || text === undefined ? null : String(text);
  }
  // Lit's default converter.
  if (options.type === Boolean) return value ? '' : null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `component` in the browser; where there is no DOM, a component that renders the tag with
 * its settings as attributes (same props, same type). */
export function serverRendered<C>(component: C, tagName: string, elementClass: ElementClass): C {
  if (typeof document !== 'undefined') return component;
  const Server = React.forwardRef<unknown, Record<string, unknown>>((props) =>
    React.createElement(tagName, serverAttributes(elementClass, props)),
  );
  Server.displayName = (component as { displayName?: string }).displayName;
  return Server as unknown as C;
}
