// Every message of both spec documents is in the English catalogue, to the letter
// (placeholders compared whatever their names). The list comes from the spec through
// scripts/spec-messages.mjs and is committed as test/fixtures/spec-messages.json, since the
// spec lives outside the repository; where the spec is, the fixture must be fresh.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { SPEC_DIR, FIXTURE, extractSpecMessages, serialise, normalise } from '../../../scripts/spec-messages.mjs';
import * as en from '../../../src/i18n/en/index.js';
import type { SpecMessage } from '../../../scripts/spec-messages.mjs';
import type { Message } from '../../../src/i18n/format.js';

const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as SpecMessage[];
const areas = en as unknown as Record<string, Record<string, Message>>;
const textsOf = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
/** Every English text, by id, placeholders normalised. */
const english = Object.values(areas).flatMap((area) =>
  Object.entries(area).flatMap(([id, m]) => textsOf(m).map((text) => ({ id, text: normalise(text) }))),
);

const matches = {
  exact: (text: string, want: string) => text === want,
  prefix: (text: string, want: string) => text.startsWith(want),
  suffix: (text: string, want: string) => text.endsWith(want),
  contains: (text: string, want: string) => text.includes(want),
};
const covering = (e: SpecMessage, want: string) => english.filter(({ text }) => matches[e.match](text, want)).map(({ id }) => id);

describe('the spec messages fixture', () => {
  const present = existsSync(SPEC_DIR);
  it.skipIf(!present)(
    present ? 'is fresh: the spec documents give exactly this list' : `is fresh (skipped: no spec at ${SPEC_DIR})`,
    () => {
      expect(readFileSync(FIXTURE, 'utf8')).toBe(serialise(extractSpecMessages(SPEC_DIR)));
    },
  );

  it('holds the catalogue sections of both documents', () => {
    // A broken extraction (a changed quote pattern) would empty the list and pass the rest.
    const count = (doc: string, section: string) => fixture.filter((e) => e.doc === doc && e.section === section).length;
    expect(count('000', '§8')).toBeGreaterThanOrEqual(20);
    expect(count('001', '§8 Editor')).toBeGreaterThanOrEqual(15);
    expect(count('001', '§5')).toBeGreaterThanOrEqual(20);
    expect(fixture.some((e) => e.spec === 'Submitting…')).toBe(true);
  });
});

describe.each(['000', '001'])('spec %s messages are in the English catalogue', (doc) => {
  const entries = fixture.filter((e) => e.doc === doc);
  it.each(entries.map((e) => [`${e.section}: ${e.spec}`, e] as const))('%s', (_, e) => {
    for (const want of e.expect) expect(covering(e, want), `${e.match} "${want}"`).not.toEqual([]);
  });
});

describe('texts that are not the spec are marked ours', () => {
  // Each entry's source, from its id to the next id: a `// ours` there marks it.
  const sources = new Map<string, string>();
  for (const file of readdirSync('src/i18n/en').filter((f) => f !== 'index.ts')) {
    const lines = readFileSync(`src/i18n/en/${file}`, 'utf8').split('\n');
    let id: string | undefined;
    for (const line of lines) {
      const start = /^\s*'([A-Za-z0-9]+\.[A-Za-z0-9]+)':/.exec(line);
      if (start) id = start[1];
      else if (/^\}/.test(line)) id = undefined;
      if (id) sources.set(id, `${sources.get(id) ?? ''}${line}\n`);
    }
  }
  const specTexts = fixture.flatMap((e) => e.expect.map((want) => ({ e, want })));
  const fromSpec = (text: string) => specTexts.some(({ e, want }) => matches[e.match](normalise(text), want));
  const entries = Object.values(areas).flatMap((area) => Object.entries(area));

  it('finds every entry in the area files', () => {
    expect([...sources.keys()].sort()).toEqual(entries.map(([id]) => id).sort());
  });

  it.each(entries)('%s', (id, message) => {
    const ours = /\/\/ ours\b/.test(sources.get(id) ?? '');
    const spec = textsOf(message).map(fromSpec);
    if (spec.every(Boolean)) expect(ours, 'every text of it is the spec: not ours').toBe(false);
    else
      expect(
        ours,
        `not in the spec: ${textsOf(message)
          .filter((_, i) => !spec[i])
          .join(' | ')}`,
      ).toBe(true);
  });
});
