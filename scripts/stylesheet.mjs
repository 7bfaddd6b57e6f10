// Builds dist/cdn/ss-blocks.css from src/blocks/stylesheet.ts: the css`` it composes,
// evaluated in Node (Lit's css`` touches no DOM there), minified as the CDN build minifies
// the elements' own styles.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { minifyCss } from './minify.mjs';

export const STYLESHEET = 'dist/cdn/ss-blocks.css';

/** The stylesheet's text, minified. */
export async function stylesheetText(entry = 'src/blocks/stylesheet.ts') {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const { stylesheet } = await import(url);
  return `${minifyCss(stylesheet.cssText).trim()}\n`;
}

/** Writes the stylesheet to dist/cdn/; returns its path. */
export async function writeStylesheet(file = STYLESHEET) {
  mkdirSync('dist/cdn', { recursive: true });
  writeFileSync(file, await stylesheetText());
  return file;
}
