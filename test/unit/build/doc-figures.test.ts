// The sizes doc's figures (scripts/size/doc-figures.mjs): a table cell `N.N kB` after a cell
// naming a report row shows that row's measured gzip bytes; anything else is left as written.
import { describe, it, expect } from 'vitest';
import { figure, withFigures } from '../../../scripts/size/doc-figures.mjs';

const measured = new Map([
  ['blocks/ss-menu', 10248],
  ['autoload/ss-gallery', 33073],
  ['cdn', 92034],
  ['cdn/autoloader.classic', 1975],
  ['telemetry beyond contract', 8224],
  ['peer: web-vitals', 3249],
]);

describe('the sizes doc figures', () => {
  it('writes one decimal of kB, and the exact bytes where the doc shows them', () => {
    expect(figure(10248)).toBe('10.2 kB');
    expect(figure(1975)).toBe('2.0 kB');
    expect(figure(8224, true)).toBe('8.2 kB (8,224 B)');
  });

  it('reads a row by its name, a tag as its CDN page, a CDN file by its name and a peer by its name', () => {
    const doc = [
      '| entry | gzip | | entry | gzip |',
      '|---|---|---|---|---|',
      '| `blocks/ss-menu` | 9.9 kB | | `<ss-gallery>` (its page) | 33.1 kB |',
      '| CDN single file, `ss-blocks.min.js` | 92.0 kB | | `autoloader.classic.js` | 1.9 kB |',
    ].join('\n');
    const { markdown, stale } = withFigures(doc, measured);
    expect(stale).toEqual([
      { line: 3, row: 'blocks/ss-menu', shown: '9.9 kB', measured: '10.2 kB' },
      { line: 4, row: 'cdn/autoloader.classic', shown: '1.9 kB', measured: '2.0 kB' },
    ]);
    expect(markdown.split('\n')[2]).toBe('| `blocks/ss-menu` | 10.2 kB | | `<ss-gallery>` (its page) | 33.1 kB |');
    expect(withFigures(markdown, measured).stale).toEqual([]);
  });

  it('checks a ratio after two figures: the first over the second', () => {
    const row = '| `telemetry beyond contract` | 8.2 kB (8,224 B) | 8 kB | `web-vitals` alone | 3.2 kB | 2.50× |';
    const { markdown, stale } = withFigures(row, measured);
    expect(stale).toEqual([{ line: 1, row: 'ratio', shown: '2.50×', measured: '2.53×' }]);
    expect(markdown).toBe(row.replace('2.50×', '2.53×'));
  });

  it('leaves prose, cells naming no measured row, and figures with no name before them alone', () => {
    const doc = ['The loader is 1.9 kB.', '| `not-a-row` | 1.0 kB |', '| a page | 5.0 kB |', '| `blocks/ss-menu` | goal 11 kB |'].join(
      '\n',
    );
    expect(withFigures(doc, measured)).toMatchObject({ markdown: doc, stale: [] });
  });

  it('names every measured row it shows no figure of', () => {
    const doc = '| `blocks/ss-menu` | 10.2 kB | `<ss-gallery>` | 33.1 kB |\n| `ss-blocks.min.js`, `web-vitals` | 92.0 kB |';
    expect(withFigures(doc, measured).missing).toEqual(['cdn/autoloader.classic', 'telemetry beyond contract', 'peer: web-vitals']);
  });
});
