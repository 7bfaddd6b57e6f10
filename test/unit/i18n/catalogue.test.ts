// The English catalogue's shape: one id space split into areas (src/i18n/en/), each id
// `<area>.<name>` in exactly one area, and every brace a well-formed placeholder.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import * as en from '../../../src/i18n/en/index.js';
import { placeholders, type Message } from '../../../src/i18n/format.js';

const areas = Object.entries(en as unknown as Record<string, Record<string, Message>>);
const textsOf = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));

describe('the English areas', () => {
  it('are all exported from en/index.ts, one per file', () => {
    const files = readdirSync('src/i18n/en').filter((f) => f !== 'index.ts');
    const index = readFileSync('src/i18n/en/index.ts', 'utf8');
    for (const file of files) expect(index).toContain(`'./${file.replace(/\.ts$/, '.js')}'`);
    expect(areas.length).toBe(files.length);
  });

  it.each(areas)('%s: ids are "<area>.<name>"', (name, area) => {
    expect(Object.keys(area).length).toBeGreaterThan(0);
    for (const id of Object.keys(area)) expect(id).toMatch(new RegExp(`^${name}\\.[a-z][A-Za-z0-9]*$`));
  });

  it('no id is in two areas', () => {
    const ids = areas.flatMap(([, area]) => Object.keys(area));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every brace belongs to a {placeholder}', () => {
    for (const [, area] of areas) {
      for (const [id, message] of Object.entries(area)) {
        for (const text of textsOf(message)) expect(text.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ''), id).not.toMatch(/[{}]/);
      }
    }
  });

  it("a plural message's other form shows its count", () => {
    const plurals = areas.flatMap(([, area]) => Object.entries(area)).filter(([, m]) => typeof m !== 'string');
    expect(plurals.length).toBeGreaterThan(0);
    for (const [id, message] of plurals) expect(placeholders((message as { other: string }).other), id).toContain('count');
  });

  it('a text is never empty nor padded with spaces', () => {
    for (const [, area] of areas) {
      for (const [id, message] of Object.entries(area)) {
        for (const text of textsOf(message)) expect(text, id).toBe(text.trim());
        for (const text of textsOf(message)) expect(text.length, id).toBeGreaterThan(0);
      }
    }
  });
});
