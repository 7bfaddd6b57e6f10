// The size goal of the motion work: all motion layouts plus the lightbox under
// 10 kB gz beyond what the static gallery already loads.
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { minify } from '../scripts/minify.mjs';
import { bundled } from '../scripts/size.mjs';

const gz = (code) => gzipSync(code, { level: 9 }).length;

/** The static gallery's bundle (min+gzip, Lit and zod included) before the motion layouts:
 * `bundled('src/blocks/ss-gallery/ss-gallery.ts')` at commit 6f6f3bc, when carousel, strip and
 * stacked still rendered with base. Growth of the static bundle since is the motion work's
 * whenever it is imported statically. */
export const STATIC_GALLERY_BEFORE = { commit: '6f6f3bc', bytes: 27973 };

const GALLERY = 'src/blocks/ss-gallery/ss-gallery.ts';
const LIGHTBOX = 'src/blocks/ss-lightbox/ss-lightbox.ts';
const LAYOUTS = ['strip', 'carousel', 'stacked'];
const LAYOUT_DIR = 'src/blocks/ss-gallery/layouts';

/** Every chunk, static and dynamic, of a bundle of the given files: what a page with every
 * layout and the lightbox ends up loading. */
async function everything(files) {
  // Each file an entry: an entry keeps its side effects (the define call), where a module
  // only imported would be dropped as side-effect free.
  const bundle = await rollup({
    input: files,
    onwarn: () => {},
    plugins: [
      nodeResolve({ browser: true, extensions: ['.ts', '.js'] }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      ...minify(),
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output
    .filter((o) => o.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
}

/** Which of the modules the goal covers exist yet: a layout as `layouts/<name>.ts` or a
 * folder `layouts/<name>/` in the gallery's folder (where the static layouts are), the
 * lightbox by its define file. */
function present() {
  const layouts = Object.fromEntries(LAYOUTS.map((l) => [l, existsSync(`${LAYOUT_DIR}/${l}.ts`) || existsSync(`${LAYOUT_DIR}/${l}`)]));
  return { layouts, lightbox: existsSync(LIGHTBOX) };
}

/**
 * extra: what a page with the motion layouts and the lightbox loads beyond the static
 * gallery (the lightbox, and any layout or transition the gallery imports dynamically);
 * growth: what the static gallery itself gained since STATIC_GALLERY_BEFORE (motion code it
 * imports statically). The goal is on their sum.
 */
export async function motionSize() {
  const have = present();
  const staticGallery = gz(await bundled(GALLERY));
  const all = gz(await everything(have.lightbox ? [GALLERY, LIGHTBOX] : [GALLERY]));
  const extra = all - staticGallery;
  const growth = staticGallery - STATIC_GALLERY_BEFORE.bytes;
  return { ...have, staticGallery, all, extra, growth, total: extra + Math.max(0, growth), before: STATIC_GALLERY_BEFORE };
}
