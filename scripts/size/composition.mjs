// What a built file is made of, by its source map: the minified bytes each source produced.
// The size report prints it for the CDN's shared chunks, the code every page pays for.
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one source-map segment (base64 VLQ). */
function segment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = DIGIT.get(c);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = shift = 0;
    }
  }
  return out;
}

/** A source as a reader names it: the package for node_modules, else the path from src/. */
const sourceName = (path) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.replace(/^(\.\.\/)+/, '');

/** [source, minified bytes] of `file` (with its `file.map`), largest first. A segment runs to
 * the next one on its line; what no segment maps (the export list, the source map comment)
 * is counted as "(unmapped)". */
export function composition(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const bytes = new Map();
  const add = (name, n) => n > 0 && bytes.set(name, (bytes.get(name) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((text, i) => {
    const line = lines[i] ?? '';
    let column = 0;
    const starts = (text ? text.split(',') : []).map((s) => {
      const [dColumn, dSource] = segment(s);
      column += dColumn;
      if (dSource !== undefined) source += dSource;
      return [column, dSource === undefined ? '(unmapped)' : sourceName(map.sources[source])];
    });
    add('(unmapped)', starts.length ? starts[0][0] : line.length);
    starts.forEach(([start, name], j) => add(name, (starts[j + 1]?.[0] ?? line.length) - start));
  });
  return [...bytes].sort((a, b) => b[1] - a[1]);
}
