// Writes src/autoload/elements.ts, the autoloader's tag → module map, from the block folders
// on disk (src/blocks/ss-*/), so a new block needs no hand edit: `npm run build` rewrites it
// and `npm test` fails while the checked-in copy is stale.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';

export const ELEMENTS_FILE = 'src/autoload/elements.ts';

/** The tags of the blocks in src/blocks, each with its define-only module, sorted. */
export function blockTags(dir = 'src/blocks') {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('ss-') && existsSync(`${dir}/${d.name}/${d.name}.ts`))
    .map((d) => d.name)
    .sort();
}

export function elementsModule(tags = blockTags()) {
  const lines = tags.map((tag) => `  '${tag}': () => import('../blocks/${tag}/${tag}.js'),`);
  return `// Generated from the folders src/blocks/ss-*/ by scripts/autoload-elements.mjs (run by
// \`npm run build\`): do not edit. Each tag's define-only module, imported on first sight.
import type { ElementLoaders } from './autoload.js';

export const elements: ElementLoaders = {
${lines.join('\n')}
};
`;
}

/** True when the checked-in file matches the block folders. */
export function elementsFresh() {
  return existsSync(ELEMENTS_FILE) && readFileSync(ELEMENTS_FILE, 'utf8') === elementsModule();
}

/** Rewrites the file when it is stale; returns whether it changed. */
export function writeElements() {
  if (elementsFresh()) return false;
  writeFileSync(ELEMENTS_FILE, elementsModule());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeElements() ? `${ELEMENTS_FILE} written.` : `${ELEMENTS_FILE} is up to date.`);
}
