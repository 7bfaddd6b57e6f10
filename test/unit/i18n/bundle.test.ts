// What a page downloads of the catalogue: bundled as the size report bundles (rollup,
// node-resolve, esbuild, the CDN minification), a page using one area gets that area's
// texts and no other's, and importing the catalogue for nothing costs nothing (package.json
// `sideEffects` lets a user's bundler rely on it).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { minify } from '../../../scripts/minify.mjs';
import * as en from '../../../src/i18n/en/index.js';
import type { Message } from '../../../src/i18n/format.js';

const src = resolve('src');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ss-i18n-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(source: string): Promise<string> {
  const input = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(input, source.replaceAll('@src/', `${src}/`));
  const build = await rollup({
    input,
    external: (id) => /^lit(\/|$)/.test(id),
    onwarn: () => {},
    plugins: [
      nodeResolve({ browser: true, extensions: ['.ts', '.js'] }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      ...minify(),
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

const textsOf = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
const areas = Object.entries(en as unknown as Record<string, Record<string, Message>>);
/** Texts long enough not to occur in code by chance. */
const telling = (name: string) =>
  areas
    .filter(([n]) => n === name)
    .flatMap(([, area]) => Object.values(area).flatMap(textsOf))
    .filter((t) => t.length >= 12);

describe('the catalogue in a bundle', () => {
  it('imported only for its side effects, it leaves nothing', async () => {
    const code = await bundle(
      ["import '@src/i18n/index.js';", "import '@src/i18n/en/index.js';", "import '@src/controllers/locale-controller.js';"].join('\n'),
    );
    expect(code.trim()).toBe('');
  });

  it('a page that uses one area downloads its texts and no other area’s', async () => {
    const code = await bundle(
      [
        "import { t } from '@src/i18n/index.js';",
        "import { blockData } from '@src/i18n/en/block-data.js';",
        "export const decode = () => t(blockData, 'blockData.decodeError', { block: 'accordion' });",
      ].join('\n'),
    );
    expect(code).toContain('Error decoding {block} block data.');
    // The translator's own error texts come with it; every other area stays out.
    const others = areas.map(([n]) => n).filter((n) => n !== 'blockData' && n !== 'i18n');
    expect(others.length).toBeGreaterThan(20);
    for (const name of others) for (const text of telling(name)) expect(code, `${name}: ${text}`).not.toContain(text);
  });

  it('a page that uses two areas through the locale controller gets both, and still no third', async () => {
    const code = await bundle(
      [
        "import { LocaleController } from '@src/controllers/locale-controller.js';",
        "import { form } from '@src/i18n/en/form.js';",
        "import { cart } from '@src/i18n/en/cart.js';",
        'export const render = (host) => { const l = new LocaleController(host);',
        "  return [l.t(form, 'form.submitting'), l.t(cart, 'cart.count', { count: 2 })]; };",
      ].join('\n'),
    );
    for (const text of [...telling('form'), ...telling('cart')]) expect(code).toContain(text);
    for (const text of telling('editor')) expect(code).not.toContain(text);
  });
});
