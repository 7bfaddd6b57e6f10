// The size report's goals (size-goals.json, scripts/size/goals.mjs) and the source-map
// composition it prints (scripts/size/composition.mjs).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { goalFor, readGoals, verdict } from '../../../scripts/size/goals.mjs';
import { composition } from '../../../scripts/size/composition.mjs';

const goals = {
  'autoload/ss-accordion': { goal: 12000, why: 'the lightest page' },
  'autoload/*': { common: 10000, why: 'a page pays for its blocks' },
  cdn: { goal: 95000, why: 'one file', ceiling: 103500, missed: 'inlines everything' },
  '*': { why: 'held at their figure', goals: { 'services/crumb': 500 } },
};

describe('goalFor', () => {
  it('takes a row its own goal before any rule', () => {
    expect(goalFor(goals, { name: 'autoload/ss-accordion', gzip: 14000, page: { common: 9000 } })).toMatchObject({ goal: 12000 });
  });

  it('gives a CDN page its own code plus the common allowance', () => {
    // 21,000 B of which 9,000 every page loads: 12,000 of its own, so 22,000 at most.
    expect(goalFor(goals, { name: 'autoload/ss-map', gzip: 21000, page: { common: 9000 } })).toMatchObject({
      goal: 22000,
      why: 'a page pays for its blocks',
    });
  });

  it('falls back to the stated rule, and to none', () => {
    expect(goalFor(goals, { name: 'services/crumb', gzip: 388 })).toEqual({ goal: 500, why: 'held at their figure' });
    expect(goalFor(goals, { name: 'services/new', gzip: 388 })).toBeUndefined();
  });
});

describe('verdict', () => {
  it('is ok at the goal and over just above it', () => {
    expect(verdict({ goal: 500, why: 'a cap' }, 500)).toBe('ok');
    expect(verdict({ goal: 500, why: 'a cap' }, 501)).toBe('over');
    expect(verdict(undefined, 1)).toBe('none');
  });

  it('holds a missed goal at its ceiling', () => {
    expect(verdict(goals.cdn, 103500)).toBe('missed');
    expect(verdict(goals.cdn, 103501)).toBe('over');
    expect(verdict(goals.cdn, 95000)).toBe('ok');
  });
});

describe('size-goals.json', () => {
  const file = readGoals();

  it('gives every goal and rule its reason', () => {
    for (const [key, value] of Object.entries(file)) {
      if (typeof value === 'string') continue;
      expect(typeof value.why, key).toBe('string');
      expect(value.why.length, key).toBeGreaterThan(20);
      if ('ceiling' in value && value.ceiling !== undefined) {
        expect(value.ceiling, key).toBeGreaterThan(value.goal);
        expect(typeof value.missed, key).toBe('string');
      }
    }
  });
});

describe('composition', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ss-size-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts each source's bytes in the output by its source map", async () => {
    writeFileSync(join(dir, 'a.js'), "export const a = () => 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';\n");
    writeFileSync(join(dir, 'b.js'), "export const b = () => 'b';\n");
    writeFileSync(join(dir, 'main.js'), "export { a } from './a.js';\nexport { b } from './b.js';\n");
    const bundle = await rollup({ input: join(dir, 'main.js') });
    await bundle.write({ file: join(dir, 'out.js'), format: 'es', sourcemap: true });
    await bundle.close();
    const parts = new Map(composition(join(dir, 'out.js')));
    expect([...parts.keys()][0]).toBe('a.js');
    expect(parts.get('a.js')).toBeGreaterThan(40);
    expect(parts.get('b.js')).toBeGreaterThan(10);
    expect(parts.get('b.js')!).toBeLessThan(parts.get('a.js')!);
  });
});
