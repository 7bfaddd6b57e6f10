// The benchmark's pages: the same 1,000 photographs as a plain CSS grid of
// <img loading=lazy> (the limit a browser reaches on its own), as ss-gallery layouts, and in
// Splide (a popular peer). Written into dist/bench/, which the reference server serves.
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { DEMO_IMAGES, WIDTHS, dimensions } from '../demo/images/generate.mjs';

export const SLIDES = 1000;
const NAMES = Object.keys(DEMO_IMAGES);

/** Slide i: a distinct URL per slide, so no layout is helped by the HTTP cache. */
export function slide(i) {
  const name = NAMES[i % NAMES.length];
  const [w, h] = dimensions(name).split('x').map(Number);
  return { name, src: `/assets/images/${name}.jpg?v=${i}`, w, h, alt: `${name} ${i + 1}` };
}

export const head = (title, extra = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}h1{font-size:1rem;margin:8px}</style>${extra}</head><body><h1>${title}</h1>`;
/** Every slide through fn, one a line (n of them, SLIDES by default). */
export const all = (fn, n = SLIDES) => Array.from({ length: n }, (_, i) => fn(slide(i), i)).join('\n');

function cssGrid() {
  const srcset = (s) => WIDTHS.map((w) => `${s.src}&format=${w}w ${w}w`).join(', ');
  return (
    head(
      'CSS grid, 1,000 <img loading=lazy>',
      `<style>.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:0 8px}
.grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block}</style>`,
    ) +
    `<div class="grid">\n${all((s) => `<img loading="lazy" src="${s.src}&format=300w" srcset="${srcset(s)}" sizes="(min-width: 1px) 25vw" width="${s.w}" height="${s.h}" alt="${s.alt}">`)}\n</div></body></html>`
  );
}

// The library's script goes first in the <head>, as the README says: the gallery is defined
// before its slides arrive and shows the first ones while the parser adds the rest.
// `placement: 'end'` is the old way, a module at the end of the body, for comparison;
// `placement: 'autoload'` the per-element CDN as the README recommends it: the page's hint
// for its one block, then the classic autoloader, first in the <head>.
function ssGallery(attrs, title, { placement = 'head' } = {}) {
  const script = {
    head: '<script src="/dist/cdn/ss-blocks.iife.min.js"></script>',
    end: '<script type="module" src="/dist/cdn/ss-blocks.min.js"></script>',
    autoload: '<link rel="modulepreload" href="/dist/cdn/blocks/ss-gallery.js"><script src="/dist/cdn/autoloader.classic.js"></script>',
  }[placement];
  return (
    head(title, placement === 'end' ? '' : script) +
    `<div style="padding:0 8px"><ss-gallery ${attrs}>\n${all((s, i) => `<div class="slide" data-slide-id="s${i}"><img data-src="${s.src}" data-image-dimensions="${s.w}x${s.h}" data-load="false" alt="${s.alt}"></div>`)}\n</ss-gallery></div>` +
    `${placement === 'end' ? script : ''}</body></html>`
  );
}

function splide() {
  return (
    head(
      'Splide, 1,000 slides, 4 per page',
      `<link rel="stylesheet" href="/dist/bench/splide.min.css"><style>.splide__slide img{width:100%;aspect-ratio:1;object-fit:cover;display:block}</style>`,
    ) +
    `<section class="splide" aria-label="Photographs"><div class="splide__track"><ul class="splide__list">\n${all((s) => `<li class="splide__slide"><img data-splide-lazy="${s.src}&format=500w" width="${s.w}" height="${s.h}" alt="${s.alt}"></li>`)}\n</ul></div></section>` +
    `<script src="/dist/bench/splide.min.js"></script><script>new Splide('.splide',{perPage:4,gap:'20px',lazyLoad:'nearby',preloadPages:1}).mount()</script></body></html>`
  );
}

export const SCENARIOS = {
  'css-grid': cssGrid,
  'ss-grid': () => ssGallery('design="grid" slides-per-row="4" padding="20" image-aspect-ratio="square"', 'ss-gallery grid, 1,000 slides'),
  'ss-autocolumns': () => ssGallery('design="autocolumns" column-width="250" gutter="0"', 'ss-gallery autocolumns, 1,000 slides'),
  'ss-autorows': () => ssGallery('layout="autorows" row-height="250" gutter="20"', 'ss-gallery autorows, 1,000 slides'),
  'ss-grid-autoload': () =>
    ssGallery('design="grid" slides-per-row="4" padding="20" image-aspect-ratio="square"', 'ss-gallery grid, through the autoloader', {
      placement: 'autoload',
    }),
  'ss-grid-end': () =>
    ssGallery(
      'design="grid" slides-per-row="4" padding="20" image-aspect-ratio="square"',
      'ss-gallery grid, script at the end of the body',
      { placement: 'end' },
    ),
  splide,
};

export function writePages(dir = 'dist/bench') {
  mkdirSync(dir, { recursive: true });
  copyFileSync('node_modules/@splidejs/splide/dist/js/splide.min.js', `${dir}/splide.min.js`);
  copyFileSync('node_modules/@splidejs/splide/dist/css/splide.min.css', `${dir}/splide.min.css`);
  for (const [name, page] of Object.entries(SCENARIOS)) writeFileSync(`${dir}/${name}.html`, page());
  return Object.keys(SCENARIOS).map((n) => `/dist/bench/${n}.html`);
}
