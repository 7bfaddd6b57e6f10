// Regenerates custom-elements.json from the elements' JSDoc, their declared settings and
// their styles (CSS custom properties' defaults),
// then the React wrappers and docs/elements.md from it.
// `--check` regenerates into .cache and fails when the checked-in files differ (stale).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { withSettings } from './settings-manifest.mjs';
import { writeWrappers } from './react-wrappers.mjs';
import { writeDocs } from './element-docs.mjs';
import { withEventTypes } from './event-types.mjs';
import { withCssDefaults } from './css-defaults.mjs';

const check = process.argv.includes('--check');

export function generateManifest(outdir) {
  mkdirSync(outdir, { recursive: true });
  execFileSync('node_modules/.bin/cem', ['analyze', '--litelement', '--outdir', outdir, '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const declared = JSON.parse(execFileSync(process.execPath, ['scripts/settings-manifest.mjs'], { encoding: 'utf8' }));
  const manifest = withCssDefaults(
    withEventTypes(withSettings(JSON.parse(readFileSync(`${outdir}/custom-elements.json`, 'utf8')), declared)),
  );
  writeFileSync(`${outdir}/custom-elements.json`, JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

function manifestIsFresh() {
  const fresh = generateManifest('.cache/cem');
  const current = existsSync('custom-elements.json') ? readFileSync('custom-elements.json', 'utf8') : '';
  return { fresh, ok: JSON.stringify(fresh) === JSON.stringify(current ? JSON.parse(current) : null) };
}

export function checkGenerated() {
  const problems = [];
  const result = manifestIsFresh();
  const { fresh } = result;
  if (!result.ok) problems.push('custom-elements.json is stale: run `npm run manifest` and commit the result.');
  const stale = [...writeWrappers(fresh, { dryRun: true }), ...writeDocs(fresh, { dryRun: true })];
  for (const file of stale) problems.push(`${file} is stale: run \`npm run manifest\` and commit the result.`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (check) {
    const problems = checkGenerated();
    problems.forEach((p) => console.error(p));
    process.exit(problems.length ? 1 : 0);
  }
  const manifest = generateManifest('.');
  const written = writeWrappers(manifest, { dryRun: false });
  const docs = writeDocs(manifest, { dryRun: false });
  console.log(
    `custom-elements.json, ${written.length} changed React wrapper file(s) and ${docs.length ? 'docs/elements.md' : 'no doc changes'} written.`,
  );
}
