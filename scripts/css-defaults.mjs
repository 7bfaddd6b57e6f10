// Each CSS custom property's default, read from the element's styles rather than written a
// second time in its JSDoc: the value its `:host { --ss-x: … }` rule gives it, else the
// fallback of its `var(--ss-x, …)` uses (several distinct fallbacks, e.g. one per theme, are
// listed with " or "). A fallback to one of the element's private variables (`var(--_panel)`,
// set per style at run time) gives no default: the property's description says what it is.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The source files of a block's folder (its styles may sit in any of them). */
function sources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
    });
}

/** The text after `start` up to its balancing `)` (exclusive). */
function balanced(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') {
      if (depth === 0) return text.slice(start, i);
      depth--;
    }
  }
  return text.slice(start);
}

const clean = (value) => value.replace(/\s+/g, ' ').trim();

/** { '--ss-x-y': default } for the custom properties used in `src/blocks/<tag>/`. */
export function cssDefaults(tag, dir = `src/blocks/${tag}`) {
  const host = new Map();
  const fallbacks = new Map();
  const prefix = `--${tag}-`;
  for (const file of sources(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, body] of text.matchAll(/(?:^|[\s,}`]):host\s*\{([^{}]*)\}/g)) {
      for (const [, name, value] of body.matchAll(/(--ss-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
        if (name.startsWith(prefix) && !host.has(name)) host.set(name, clean(value));
      }
    }
    for (const m of text.matchAll(/var\(\s*(--ss-[a-z0-9-]+)\s*,/g)) {
      if (!m[1].startsWith(prefix)) continue;
      const value = clean(balanced(text, m.index + m[0].length));
      if (!fallbacks.has(m[1])) fallbacks.set(m[1], []);
      if (!fallbacks.get(m[1]).includes(value)) fallbacks.get(m[1]).push(value);
    }
  }
  const out = {};
  for (const name of new Set([...host.keys(), ...fallbacks.keys()])) {
    const given = host.get(name);
    const values = (fallbacks.get(name) ?? []).filter((v) => !/var\(--_/.test(v));
    const value = given ?? values.join(' or ');
    if (value) out[name] = value;
  }
  return out;
}

/** The manifest with each element's CSS custom properties given their default from its styles
 * where its JSDoc gives none. */
export function withCssDefaults(manifest) {
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement || !d.tagName || !d.cssProperties) continue;
      const found = cssDefaults(d.tagName);
      for (const p of d.cssProperties) {
        if (!p.default && found[p.name]) p.default = found[p.name];
      }
    }
  }
  return manifest;
}
