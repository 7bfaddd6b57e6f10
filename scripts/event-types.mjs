// Each element's event types, read from where the source declares them once: the entries
// `'ss-x-y': CustomEvent<Detail>;` of the blocks' event maps, and the detail interfaces. The
// manifest takes the event's type from there (a `@fires` tag need not repeat it), and the
// element docs show the detail's fields.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [readFileSync(join(dir, d.name), 'utf8')] : [],
  );
}

const flatten = (body) =>
  body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ');

/** `{ events: Map<event name, type text>, details: Map<interface name, "{ a: T; b: U }"> }`. */
export function eventTypes(dir = 'src/blocks') {
  const events = new Map();
  const details = new Map();
  const aliases = new Map();
  for (const text of sources(dir)) {
    for (const m of text.matchAll(/'(ss-[a-z-]+)':\s*(CustomEvent<[^;]+>|\w+);/g)) events.set(m[1], m[2]);
    for (const m of text.matchAll(/export type (\w+) = (CustomEvent<[^;]+>);/g)) aliases.set(m[1], m[2]);
    for (const m of text.matchAll(/export interface (\w+)\s*\{([\s\S]*?)\n\}/g)) details.set(m[1], `{ ${flatten(m[2])} }`);
  }
  // `'ss-x': SsXEvent` with `type SsXEvent = CustomEvent<…>`.
  for (const [name, type] of events) if (aliases.has(type)) events.set(name, aliases.get(type));
  return { events, details };
}

/** The manifest with each element's events typed from the source's event maps. */
export function withEventTypes(manifest, { events } = eventTypes()) {
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      for (const e of decl.events ?? []) {
        const declared = events.get(e.name);
        if (declared) e.type = { text: declared };
      }
    }
  }
  return manifest;
}

/** "CustomEvent<GalleryChangeDetail>" → the detail's fields, when the source declares them. */
export function detailFields(typeText, { details } = eventTypes()) {
  const name = /^CustomEvent<(\w+)>$/.exec(typeText ?? '')?.[1];
  return name ? details.get(name) : undefined;
}
