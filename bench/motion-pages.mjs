// The motion benchmark's pages: the same photographs as the gallery benchmark, one at a
// time, in three designs (slider, slideshow, carousel), each as `<ss-gallery>`, Splide and
// Swiper. Written into dist/bench/, which the reference server serves.
//
// Every page has the same heading, the same 8 px side padding and the same slides (a
// distinct URL per slide). ss-gallery is configured only by its design (and loop off); the
// peers are configured to look and load like that design: the strip's variable-width
// slides of one height with the current one centred, the slideshow's one slide with a
// fade, the carousel's three slides a view moving by groups; each peer preloads one slide
// (Splide: one page) next to those in view, as the strip's preloadCount and the stacked
// layout's preload do (spec 000 §9 "Gallery layouts"), and picks the image width from a
// srcset by the slide's drawn size, as ss-gallery's image loader does.
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { WIDTHS } from '../demo/images/generate.mjs';
import { head, slide } from './pages.mjs';

/** Slides on the load pages; the swipe and autoplay pages have MOTION_SLIDES. */
export const LOAD_SLIDES = 1000;
export const MOTION_SLIDES = 500;

/** The peers' strip height, px (ss-gallery's strip sizes itself from its settings). */
export const STRIP_HEIGHT = 450;

/** spec 000 §9: strip animation 0.5 s, stacked 1 s; the carousel's is not given (ours: 0.5 s). */
const SPEED = { slider: 500, slideshow: 1000, carousel: 500 };
/** Autoplay interval on the motion pages, s: one transition soon after the bench starts it. */
export const AUTOPLAY_SECONDS = 1;

export const DESIGNS = ['slider', 'slideshow', 'carousel'];
export const LIBRARIES = ['ss', 'splide', 'swiper'];

const range = (n, fn) => Array.from({ length: n }, (_, i) => fn(slide(i), i)).join('\n');
const srcset = (s) => WIDTHS.map((w) => `${s.src}&format=${w}w ${w}w`).join(', ');
/** The drawn width of a slide, for `sizes`: the strip's by its height and the image's ratio. */
const sizes = (design, s) =>
  design === 'slider' ? `${Math.round((STRIP_HEIGHT * s.w) / s.h)}px` : design === 'carousel' ? '33vw' : '100vw';
const stripWidth = (s) => `width:${Math.round((STRIP_HEIGHT * s.w) / s.h)}px`;

const CELL_CSS = (sel) => `${sel} img{display:block;width:100%;aspect-ratio:3/2;object-fit:cover}`;
const STRIP_CSS = (sel) => `${sel} img{display:block;height:${STRIP_HEIGHT}px;width:100%;object-fit:cover}`;
const imgCss = (design, sel) => (design === 'slider' ? STRIP_CSS(sel) : CELL_CSS(sel));

/** The library's script first in the <head>, as the README recommends for one file. */
function ss(design, n) {
  return (
    head(`ss-gallery ${design}, ${n} slides`, '<script src="/dist/cdn/ss-blocks.iife.min.js"></script>') +
    `<div style="padding:0 8px"><ss-gallery design="${design}" loop="false" autoplay-duration="${AUTOPLAY_SECONDS}">\n` +
    range(
      n,
      (s, i) =>
        `<div class="slide" data-slide-id="s${i}"><img data-src="${s.src}" data-image-dimensions="${s.w}x${s.h}" data-load="false" alt="${s.alt}"></div>`,
    ) +
    `\n</ss-gallery></div></body></html>`
  );
}

function splide(design, n) {
  const options = {
    slider: { autoWidth: true, focus: 'center', trimSpace: false, gap: '10px' },
    slideshow: { type: 'fade', rewind: false },
    carousel: { perPage: 3, perMove: 3, gap: '1px' },
  }[design];
  const config = {
    ...options,
    speed: SPEED[design],
    lazyLoad: 'nearby',
    preloadPages: 1,
    autoplay: 'pause',
    interval: AUTOPLAY_SECONDS * 1000,
  };
  return (
    head(
      `Splide ${design}, ${n} slides`,
      `<link rel="stylesheet" href="/dist/bench/splide.min.css"><style>${imgCss(design, '.splide__slide')}</style>`,
    ) +
    `<div style="padding:0 8px"><section class="splide" aria-label="Photographs"><div class="splide__track"><ul class="splide__list">\n` +
    range(
      n,
      (s) =>
        `<li class="splide__slide"${design === 'slider' ? ` style="${stripWidth(s)}"` : ''}><img data-splide-lazy="${s.src}&format=500w" data-splide-lazy-srcset="${srcset(s)}" sizes="${sizes(design, s)}" width="${s.w}" height="${s.h}" alt="${s.alt}"></li>`,
    ) +
    `\n</ul></div></section></div>` +
    `<script src="/dist/bench/splide.min.js"></script><script>window.splide=new Splide('.splide',${JSON.stringify(config)}).mount()</script></body></html>`
  );
}

function swiper(design, n) {
  const options = {
    slider: { slidesPerView: 'auto', centeredSlides: true, spaceBetween: 10 },
    slideshow: { effect: 'fade', fadeEffect: { crossFade: true } },
    carousel: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 1 },
  }[design];
  const config = {
    ...options,
    speed: SPEED[design],
    lazyPreloadPrevNext: 1,
    autoplay: { enabled: false, delay: AUTOPLAY_SECONDS * 1000, disableOnInteraction: false },
  };
  return (
    head(
      `Swiper ${design}, ${n} slides`,
      `<link rel="stylesheet" href="/dist/bench/swiper-bundle.min.css"><style>${imgCss(design, '.swiper-slide')}</style>`,
    ) +
    `<div style="padding:0 8px"><div class="swiper"><div class="swiper-wrapper">\n` +
    range(
      n,
      (s) =>
        `<div class="swiper-slide"${design === 'slider' ? ` style="${stripWidth(s)}"` : ''}><img loading="lazy" src="${s.src}&format=500w" srcset="${srcset(s)}" sizes="${sizes(design, s)}" width="${s.w}" height="${s.h}" alt="${s.alt}"></div>`,
    ) +
    `\n</div></div></div>` +
    `<script src="/dist/bench/swiper-bundle.min.js"></script><script>window.swiper=new Swiper('.swiper',${JSON.stringify(config)})</script></body></html>`
  );
}

const BUILD = { ss, splide, swiper };

/** The frame counter's check: a box moved 1 s by script (a transform each frame) or by a CSS
 * transition, the main thread blocked `block` ms 300 ms in. */
const framesCheck = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame counter check</title></head><body>
<div id="box" style="width:200px;height:200px;background:#36c;will-change:transform"></div>
<script>
const box = document.getElementById('box');
const block = (ms) => setTimeout(() => { const end = performance.now() + ms; while (performance.now() < end); }, 300);
window.scripted = (ms) => {
  const t0 = performance.now();
  const step = (t) => { box.style.transform = 'translateX(' + (t - t0) / 2 + 'px)'; if (t - t0 < 1000) requestAnimationFrame(step); };
  requestAnimationFrame(step);
  block(ms);
};
window.transition = (ms) => {
  box.style.transition = 'transform 1s linear';
  box.style.transform = 'translateX(500px)';
  block(ms);
};
</script></body></html>`;
export const FRAMES_CHECK_PAGE = 'frames-check';

/** Page name of a library's design: `ss-slider`, `swiper-carousel`; the swipe and autoplay
 * pages are `<library>-strip-500`. */
export const loadPage = (library, design) => `${library}-${design}`;
export const motionPage = (library) => `${library}-strip-${MOTION_SLIDES}`;

export function writeMotionPages(dir = 'dist/bench') {
  mkdirSync(dir, { recursive: true });
  for (const [from, to] of [
    ['@splidejs/splide/dist/js/splide.min.js', 'splide.min.js'],
    ['@splidejs/splide/dist/css/splide.min.css', 'splide.min.css'],
    ['swiper/swiper-bundle.min.js', 'swiper-bundle.min.js'],
    ['swiper/swiper-bundle.min.css', 'swiper-bundle.min.css'],
  ])
    copyFileSync(`node_modules/${from}`, `${dir}/${to}`);
  for (const library of LIBRARIES) {
    for (const design of DESIGNS) writeFileSync(`${dir}/${loadPage(library, design)}.html`, BUILD[library](design, LOAD_SLIDES));
    writeFileSync(`${dir}/${motionPage(library)}.html`, BUILD[library]('slider', MOTION_SLIDES));
  }
  writeFileSync(`${dir}/${FRAMES_CHECK_PAGE}.html`, framesCheck());
}
