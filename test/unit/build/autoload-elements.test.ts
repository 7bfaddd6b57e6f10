// The autoloader's tag → module map (src/autoload/elements.ts) is generated from the block
// folders: every block is in it, each from its own define-only module, and the checked-in
// file is what the generator writes today.
import { describe, it, expect } from 'vitest';
import { readdirSync, existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blockTags, elementsFresh, elementsModule } from '../../../scripts/autoload-elements.mjs';
import { elements } from '../../../src/autoload/elements.js';

describe('the autoloader map', () => {
  it('has every block folder of src/blocks, and nothing else', () => {
    const folders = readdirSync('src/blocks', { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith('ss-'))
      .map((d) => d.name)
      .sort();
    expect(folders.length).toBeGreaterThan(0);
    expect(Object.keys(elements).sort()).toEqual(folders);
  });

  it('imports each block from its define-only module', () => {
    const text = elementsModule();
    for (const tag of Object.keys(elements)) {
      expect(existsSync(`src/blocks/${tag}/${tag}.ts`)).toBe(true);
      expect(text).toContain(`'${tag}': () => import('../blocks/${tag}/${tag}.js'),`);
    }
  });

  it('is fresh: npm run build regenerates it from the folders', () => {
    expect(elementsFresh()).toBe(true);
  });

  it('picks up a new block folder with its define module, and skips folders without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ss-blocks-'));
    for (const name of ['ss-video', 'ss-form', 'helpers', 'ss-draft']) mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, 'ss-video', 'ss-video.ts'), '');
    writeFileSync(path.join(dir, 'ss-form', 'ss-form.ts'), '');
    writeFileSync(path.join(dir, 'block-element.ts'), '');
    expect(blockTags(dir)).toEqual(['ss-form', 'ss-video']);
    expect(elementsModule(['ss-form'])).toContain(`'ss-form': () => import('../blocks/ss-form/ss-form.js'),`);
  });

  it('the autoloader entry can be imported on the server (no document) without throwing', async () => {
    expect(typeof document).toBe('undefined');
    await expect(import('../../../src/autoloader.js')).resolves.toBeDefined();
  });
});
