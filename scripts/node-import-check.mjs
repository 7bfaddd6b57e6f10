// After the build: what Node gets from the package's entries, as a user's server code would
// import them (through package.json "exports", by the package's own name). The npm entries
// import without a DOM; every ss-blocks/cdn… entry throws our one clear error.
import { execFileSync } from 'node:child_process';

const CDN_ERROR = "the 'ss-blocks/cdn…' files are browser builds for <script> tags";
const NPM = [
  'ss-blocks',
  'ss-blocks/react',
  'ss-blocks/services/data-layer',
  'ss-blocks/blocks/ss-gallery',
  'ss-blocks/contract',
  'ss-blocks/i18n',
  'ss-blocks/i18n/fr',
];
const CDN = [
  'ss-blocks/cdn',
  'ss-blocks/cdn/classic',
  'ss-blocks/cdn/autoloader',
  'ss-blocks/cdn/autoloader/classic',
  'ss-blocks/cdn/blocks/ss-gallery',
  'ss-blocks/cdn/services/lightbox',
  'ss-blocks/cdn/contract',
  'ss-blocks/cdn/i18n',
  'ss-blocks/cdn/i18n/fr',
];

/** What went wrong importing `specifier` in a fresh Node: '' when it imported. */
function importError(specifier) {
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)})`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    return '';
  } catch (e) {
    return String(e.stderr || e.message);
  }
}

/** Problems, one line each; [] when every entry behaves. */
export function nodeImportProblems() {
  const problems = [];
  for (const s of NPM) {
    const error = importError(s);
    if (error) problems.push(`${s} does not import in Node: ${error.split('\n').find((l) => /Error/.test(l)) ?? error.slice(0, 200)}`);
  }
  for (const s of CDN) {
    const error = importError(s);
    if (!error.includes(CDN_ERROR))
      problems.push(`${s} in Node should throw "${CDN_ERROR} …", got: ${error ? error.slice(0, 200) : 'no error'}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = nodeImportProblems();
  problems.forEach((p) => console.error(p));
  console.log(problems.length ? `${problems.length} problem(s)` : 'every entry behaves in Node');
  process.exit(problems.length ? 1 : 0);
}
