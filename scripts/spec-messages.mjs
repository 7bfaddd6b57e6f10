// The spec's messages, for the catalogue's coverage test (test/unit/i18n/coverage.test.ts).
// Every single-quoted string of both spec documents is a message the English catalogue
// (src/i18n/en/) must hold, except the few listed in NOT_MESSAGES; a few spec notations
// are turned into what the catalogue must hold (RULES); texts the spec gives without
// quotes are listed in UNQUOTED. The spec lives outside the repository, so the result is
// committed as test/fixtures/spec-messages.json, and the test checks that it is fresh when
// the spec is there.
//
//   node scripts/spec-messages.mjs           writes the fixture from ../shared/spec/
//   node scripts/spec-messages.mjs --check   exits 1 when the fixture is stale
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the spec is: ../shared/spec/ from the repository's root, or SS_SPEC_DIR. */
export const SPEC_DIR = resolve(root, process.env.SS_SPEC_DIR ?? '../shared/spec');
export const FIXTURE = join(root, 'test/fixtures/spec-messages.json');

/** Quoted strings that are not texts anyone reads, each with why. */
export const NOT_MESSAGES = {
  Auto: 'a value of the imageAspectRatio setting (000 §3)',
  other: 'the name of a plural category (000 §5 "Plural text must include an \'other\' form")',
  unknown: 'the app name used when one is missing (000 §8), a value',
  '.': 'the decimal separator (000 §9)',
  ',': 'the thousands separator (000 §9)',
  'en-US': 'a locale (000 §9)',
  'rum-': 'the user timing mark prefix (000 §9)',
  above: "the name of the form's general message (001 §5), whose text is in §8",
  SQ: 'the generated SKU prefix (001 §9)',
};

/**
 * Spec notations turned into what the catalogue must hold. `match`: `exact` (the default:
 * an English text equal to the expectation), `prefix`, `suffix` or `contains` (an English
 * text that starts with, ends with or contains it), for the spec's gists and fragments.
 * Placeholders are compared as `{}` whatever their names. Apart from these, a lone `N` in a
 * spec text stands for a number (`HTTP Status N`) and is a placeholder too.
 */
export const RULES = {
  'Unable to connect…': { match: 'prefix', expect: ['Unable to connect'], why: "a gist; its full form is the overlay's network text" },
  '...scroll up to review.': { match: 'suffix', expect: ['scroll up to review.'], why: "the end of the form's bottom message" },
  'Could not find transition named ...': { match: 'prefix', expect: ['Could not find transition named '], why: 'the name follows' },
  'More than 100 items in cart': {
    expect: ['More than {} items in cart'],
    why: "the capped display's instance of 'More than {n} items in cart'",
  },
  'count / max': { expect: ['{} / {}'], why: "the counter's two numbers" },
  'renews every week/month/year': {
    expect: ['renews every week', 'renews every month', 'renews every year'],
    why: 'three texts',
  },
  'every {n} weeks/months/years': { expect: ['every {} weeks', 'every {} months', 'every {} years'], why: 'three texts' },
  'available for orders over/up to {amount}': {
    expect: ['available for orders over {}', 'available for orders up to {}'],
    why: 'two texts',
  },
  'interest-free payments of {amount}': {
    match: 'contains',
    expect: ['interest-free payments of {}'],
    why: 'a phrasing; the sentence is ours',
  },
  'characters left': { match: 'contains', expect: ['characters left'], why: "the counter's words; the number is ours" },
};

/** Texts the spec gives without quotes: the phrase (which must occur in the document as
 * written) and what the catalogue must hold. */
export const UNQUOTED = [
  ...['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'].map((phrase) => ({
    doc: '001',
    phrase,
    expect: [phrase],
    why: 'likert labels (001 §3 "Form submission")',
  })),
  ...['Scheduled', 'Needs Review', 'Draft', 'Private'].map((phrase) => ({
    doc: '001',
    phrase,
    expect: [phrase],
    why: 'content status labels in the editor (001 §3 "Enumerations")',
  })),
  { doc: '001', phrase: 'default link title Order Now', expect: ['Order Now'], why: 'connected-account link title (001 §3)' },
  { doc: '001', phrase: 'Buttons: Reload Page and Clear', expect: ['Reload Page', 'Clear'], why: 'system error overlay buttons (001 §8)' },
  { doc: '001', phrase: 'Actions offered: Try again, Retry', expect: ['Try again', 'Retry'], why: 'editor actions (001 §8)' },
  {
    doc: '001',
    phrase: "'Your dataset has been truncated to {maxRows} rows' (and columns)",
    expect: ['Your dataset has been truncated to {} columns'],
    why: 'the columns counterpart (001 §5)',
  },
];

/** Single-quoted strings; an apostrophe followed by a letter (item's, don't) is inside one. */
const QUOTED = /(?<=^|[\s(])'((?:[^']|'(?=[A-Za-z]))+?)'(?=$|[\s.,;:)!?])/g;

/** Placeholders as `{}` whatever their names (the catalogue's are compared the same way). */
export const normalise = (text) => text.replace(/\{[^{}]*\}/g, '{}');
/** A lone N stands for a number in the spec's texts ('HTTP Status N'). */
const numberN = (text) => text.replace(/(^|\s)N(?=$|\s)/g, '$1{}');

function specFiles(dir) {
  const find = (prefix) => {
    const name = readdirSync(dir).find((n) => n.startsWith(prefix) && n.endsWith('.txt'));
    if (!name) throw new Error(`${dir} has no ${prefix}*.txt`);
    return join(dir, name);
  };
  return { '000': find('000_'), '001': find('001_') };
}

/** Each line's section: `§8` or `§8 Form` (the `###` title under the `##` number). */
function sections(text) {
  let top = '';
  let sub = '';
  return text.split('\n').map((line) => {
    const h2 = /^## (\d+)\./.exec(line);
    const h3 = /^### (.+)$/.exec(line);
    if (h2) [top, sub] = [`§${h2[1]}`, ''];
    else if (h3) sub = h3[1].trim();
    return sub ? `${top} ${sub}` : top;
  });
}

/** The fixture's entries from the spec documents in dir. Throws when an UNQUOTED phrase or
 * a RULES or NOT_MESSAGES string is no longer in the spec (the lists must not drift). */
export function extractSpecMessages(dir = SPEC_DIR) {
  const out = [];
  const seen = new Set();
  const used = new Set();
  for (const [doc, file] of Object.entries(specFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    const where = sections(text);
    text.split('\n').forEach((line, i) => {
      for (const [, spec] of line.matchAll(QUOTED)) {
        if (Object.hasOwn(NOT_MESSAGES, spec)) {
          used.add(spec);
          continue;
        }
        const key = `${doc}\u0000${spec}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const rule = RULES[spec];
        if (rule) used.add(spec);
        out.push({
          doc,
          section: where[i],
          spec,
          match: rule?.match ?? 'exact',
          expect: rule ? rule.expect : [numberN(normalise(spec))],
          ...(rule ? { why: rule.why } : {}),
        });
      }
    });
    for (const u of UNQUOTED.filter((u) => u.doc === doc)) {
      const at = text.split('\n').findIndex((line) => line.includes(u.phrase));
      if (at < 0) throw new Error(`UNQUOTED phrase not in spec ${doc}: ${u.phrase}`);
      out.push({ doc, section: where[at], spec: u.phrase, match: 'exact', expect: u.expect.map(normalise), why: u.why, quoted: false });
    }
  }
  for (const s of [...Object.keys(NOT_MESSAGES), ...Object.keys(RULES)]) {
    if (!used.has(s)) throw new Error(`'${s}' is listed in scripts/spec-messages.mjs but no longer quoted in the spec`);
  }
  return out;
}

export const serialise = (entries) => `${JSON.stringify(entries, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(SPEC_DIR)) {
    console.error(`No spec at ${SPEC_DIR}.`);
    process.exit(1);
  }
  const text = serialise(extractSpecMessages());
  if (process.argv.includes('--check')) {
    const fresh = existsSync(FIXTURE) && readFileSync(FIXTURE, 'utf8') === text;
    console.log(fresh ? 'spec-messages.json is fresh' : 'spec-messages.json is stale: run node scripts/spec-messages.mjs');
    process.exit(fresh ? 0 : 1);
  }
  writeFileSync(FIXTURE, text);
  console.log(`wrote ${FIXTURE}`);
}
