/// <reference types="node" />
// The demo photographs `npm start` paints once (demo/images/generate.mjs): only the missing
// files, on worker threads, with progress, and never a half-written file left behind.
import { describe, it, expect, afterAll } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_IMAGES, WIDTHS, fileName, generateAllInParallel, paint } from '../../../demo/images/generate.mjs';
import { removeDir, tempDir } from './helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

describe('generateAllInParallel', () => {
  it('paints only the missing files, on threads, and logs its progress to 100%', async () => {
    const dir = tempDir('ss-demo-images-');
    dirs.push(dir);
    // Every file but two small ones is there already: those two are all it paints.
    const missing = [fileName('coast', 100), fileName('dunes', 300)];
    for (const name of Object.keys(DEMO_IMAGES))
      for (const width of WIDTHS)
        if (!missing.includes(fileName(name, width))) writeFileSync(path.join(dir, fileName(name, width)), 'kept');
    const log: string[] = [];
    expect(await generateAllInParallel(dir, { log: (m) => log.push(m), threads: 2 })).toBe(2);
    expect(log[0]).toBe(`painting 2 demo image file(s) into ${dir} on 2 thread(s), once: later starts reuse them`);
    expect(log.at(-1)).toMatch(/^painted 100% \(2 of 2 files, \d+ s\)$/);
    const files = readdirSync(dir);
    expect(files).toHaveLength(Object.keys(DEMO_IMAGES).length * WIDTHS.length);
    expect(files.filter((f) => !f.endsWith('.jpg'))).toEqual([]);
    // A JPEG (SOI marker), the others untouched.
    for (const f of missing) expect([...readFileSync(path.join(dir, f)).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(readFileSync(path.join(dir, fileName('coast', 300)), 'utf8')).toBe('kept');
    // A second run finds nothing to do and says nothing.
    log.length = 0;
    expect(await generateAllInParallel(dir, { log: (m) => log.push(m) })).toBe(0);
    expect(log).toEqual([]);
  });

  it('paints the same pixels as before it was made faster (the benchmarks compare byte sizes)', () => {
    // Digests of the per-pixel version's output.
    const digest = (name: string, width: number) => createHash('sha256').update(paint(name, width).data).digest('hex').slice(0, 16);
    expect(paint('harbour', 100).height).toBe(56);
    expect(digest('harbour', 100)).toBe('1b5c8c39f48c082a');
    expect(digest('coast', 300)).toBe('cc6080068e76a565');
  });
});
