// The size figures docs/sizes-and-benchmarks.md shows in its tables, checked against the
// report's measurement, so that a reader never sees a weight the code no longer has. A figure
// is a table cell `N.N kB` (optionally followed by `(N,NNN B)`) right after a cell that names
// a report row in backticks: the row itself (`blocks/ss-popup`, `gallery-motion`), a tag for
// its CDN page (`<ss-gallery>` is `autoload/ss-gallery`), a CDN file (`ss-blocks.min.js`,
// `autoloader.classic.js`) or a peer (`web-vitals` is `peer: web-vitals`). A cell `N.NN×`
// after two figures in a row is the first's ratio to the second. Every row of the report is
// shown somewhere. `npm run size -- --write-docs` writes the measured figures in; the report
// fails while any is stale or missing.
import { readFileSync, writeFileSync } from 'node:fs';

export const SIZES_DOC = 'docs/sizes-and-benchmarks.md';

const CDN_FILES = {
  'ss-blocks.min.js': 'cdn',
  'ss-blocks.css': 'cdn/ss-blocks.css',
  'autoloader.classic.js': 'cdn/autoloader.classic',
  'autoloader.js': 'cdn/autoloader',
};
const FIGURE = /^\d+(?:\.\d) kB(?: \(\d{1,3}(?:,\d{3})* B\))?$/;
const RATIO = /^\d+\.\d+×$/;

/** How the doc writes bytes: one decimal of kB, and the exact bytes where it showed them. */
export function figure(bytes, exact = false) {
  const kb = `${(bytes / 1000).toFixed(1)} kB`;
  return exact ? `${kb} (${bytes.toLocaleString('en-US')} B)` : kb;
}

/** The report row a cell names, or undefined. */
function rowOf(cell, measured) {
  const name = /`([^`]+)`/.exec(cell)?.[1];
  if (!name) return undefined;
  const tag = /^<(ss-[a-z-]+)>$/.exec(name)?.[1];
  const candidates = [tag && `autoload/${tag}`, CDN_FILES[name], name, `peer: ${name}`];
  return candidates.find((c) => c && measured.has(c));
}

/** The markdown with every figure as measured, the figures that differed
 * ([{ line, row, shown, measured }]) and the rows it shows no figure of. `measured`: report
 * row → gzip bytes. */
export function withFigures(markdown, measured) {
  const stale = [];
  const shown = new Set();
  const lines = markdown.split('\n').map((text, i) => {
    if (!text.startsWith('|')) return text;
    const cells = text.split('|');
    const values = [];
    for (let c = 1; c < cells.length - 1; c++) {
      const cell = cells[c].trim();
      if (RATIO.test(cell) && values.length === 2) {
        const ratio = `${(values[0] / values[1]).toFixed(2)}×`;
        if (ratio !== cell) stale.push({ line: i + 1, row: 'ratio', shown: cell, measured: ratio });
        cells[c] = ` ${ratio} `;
      }
      const row = FIGURE.test(cell) && c > 1 ? rowOf(cells[c - 1], measured) : undefined;
      if (!row) continue;
      shown.add(row);
      const bytes = measured.get(row);
      const written = figure(bytes, cell.includes('('));
      if (written !== cell) stale.push({ line: i + 1, row, shown: cell, measured: written });
      cells[c] = ` ${written} `;
      values.push(bytes);
    }
    return cells.join('|');
  });
  const missing = [...measured.keys()].filter((row) => !shown.has(row));
  return { markdown: lines.join('\n'), stale, missing };
}

/** Checks (or, with `write`, updates) the doc; returns the stale figures and the rows it
 * does not show. */
export function docFigures(measured, { write = false, file = SIZES_DOC } = {}) {
  const { markdown, stale, missing } = withFigures(readFileSync(file, 'utf8'), measured);
  if (write && stale.length) writeFileSync(file, markdown);
  return { stale, missing };
}
