// The keyboard benchmark's pages: large grids with a link before and after, each slide
// reachable by Tab (ss-gallery with its lightbox on; the CSS grid's photographs are links),
// at 1,000, 2,000 and 10,000 slides. Written into dist/bench/.
import { writeFileSync, mkdirSync } from 'node:fs';
import { WIDTHS } from '../demo/images/generate.mjs';
import { all, head } from './pages.mjs';

export const KEYBOARD_SIZES = [1000, 2000, 10000];
/** The sizes the old placement (content-visibility on every slide) is measured at by
 * default: at 10,000 slides its first Tab blocks the page for minutes. */
export const LEGACY_SIZES = [1000, 2000];

const links = {
  before: '<p style="margin:8px"><a id="before" href="#top">Before the gallery</a></p>',
  after: '<p style="margin:8px"><a id="after" href="#top">After the gallery</a></p>',
};
// What the placement wrote before: every slide skipped while far from view (its content
// included), the images not skipped on their own.
const LEGACY_STYLE =
  '<style>ss-gallery [data-ss-slide]{content-visibility:auto!important}ss-gallery [data-ss-slide] img{content-visibility:visible!important}</style>';

function ssGrid(n, legacy) {
  const slides = all(
    (s, i) =>
      `<div class="slide" data-slide-id="s${i}"><img data-src="${s.src}" data-image-dimensions="${s.w}x${s.h}" data-load="false" alt="${s.alt}"></div>`,
    n,
  );
  return (
    head(
      `ss-gallery grid, ${n} slides${legacy ? ', every slide skipped (before)' : ''}`,
      `<script src="/dist/cdn/ss-blocks.iife.min.js"></script>${legacy ? LEGACY_STYLE : ''}`,
    ) +
    `${links.before}<div style="padding:0 8px"><ss-gallery design="grid" slides-per-row="4" padding="20" image-aspect-ratio="square" lightbox>\n${slides}\n</ss-gallery></div>${links.after}</body></html>`
  );
}

function cssGrid(n) {
  const srcset = (s) => WIDTHS.map((w) => `${s.src}&format=${w}w ${w}w`).join(', ');
  return (
    head(
      `CSS grid, ${n} linked <img loading=lazy>`,
      `<style>.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:0 8px}
.grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block}</style>`,
    ) +
    `${links.before}<div class="grid">\n${all((s) => `<a href="${s.src}"><img loading="lazy" src="${s.src}&format=300w" srcset="${srcset(s)}" sizes="(min-width: 1px) 25vw" width="${s.w}" height="${s.h}" alt="${s.alt}"></a>`, n)}\n</div>${links.after}</body></html>`
  );
}

/** Page name → HTML, for every size. */
export function keyboardScenarios() {
  const pages = {};
  for (const n of KEYBOARD_SIZES) {
    pages[`kb-ss-${n}`] = () => ssGrid(n, false);
    pages[`kb-ss-before-${n}`] = () => ssGrid(n, true);
    pages[`kb-css-grid-${n}`] = () => cssGrid(n);
  }
  return pages;
}

export function writeKeyboardPages(dir = 'dist/bench') {
  mkdirSync(dir, { recursive: true });
  for (const [name, page] of Object.entries(keyboardScenarios())) writeFileSync(`${dir}/${name}.html`, page());
}
