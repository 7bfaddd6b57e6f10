// The video benchmark's pages (bench/video.mjs): the same six YouTube videos, in the same
// two-column grid, as
// - video-iframes: the plain embed code YouTube's share dialog gives, six times;
// - video-lite: lite-youtube-embed (Paul Irish's facade), with the same local posters as ours
//   (its documented custom poster: a background-image on the element);
// - video-lite-default: lite-youtube-embed as its README shows it (posters from i.ytimg.com);
// - video-ss: <ss-video> through the per-element CDN as the README recommends (the hint, then
//   the classic autoloader, first in the <head>), each with the platform's markup and a
//   local poster.
// Written into dist/bench/, which the reference server serves; the demo photographs are the
// posters (/assets/images/…, painted by demo/images/generate.mjs).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dimensions } from '../demo/images/generate.mjs';

const VIDEOS = [
  ['M7lc1UVf-VE', 'coast'],
  ['aqz-KE-bpKQ', 'dunes'],
  ['ScMzIvxBSi4', 'harbour'],
  ['dQw4w9WgXcQ', 'meadow'],
  ['jNQXAC9IVRw', 'canyon'],
  ['9bZkp7q5SV0', 'lagoon'],
];
export const VIDEO_COUNT = VIDEOS.length;
export const VIDEO_PAGES = ['video-iframes', 'video-lite', 'video-lite-default', 'video-ss'];

const poster = (name) => `/assets/images/${name}.jpg`;

function page(title, head, body) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${head}
  <title>${title}</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; }
    h1 { font-size: 1rem; margin: 8px; }
    .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; padding: 0 8px; }
    .grid iframe { width: 100%; height: auto; aspect-ratio: 16 / 9; border: 0; }
  </style>
</head>
<body>
  <h1>${title}</h1>
  <div class="grid">
${body}
  </div>
</body>
</html>
`;
}

const iframes = () =>
  page(
    'Six YouTube embeds, as YouTube gives them',
    '',
    VIDEOS.map(
      ([id]) =>
        `    <iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    ).join('\n'),
  );

const lite = (localPosters) =>
  page(
    localPosters ? 'Six lite-youtube-embed facades, local posters' : 'Six lite-youtube-embed facades, as its README shows',
    '<link rel="stylesheet" href="/dist/bench/lite-yt-embed.css">\n  <script src="/dist/bench/lite-yt-embed.js"></script>',
    VIDEOS.map(([id, name]) =>
      localPosters
        ? `    <lite-youtube videoid="${id}" style="background-image: url('${poster(name)}?format=750w')" playlabel="Play video"></lite-youtube>`
        : `    <lite-youtube videoid="${id}" playlabel="Play video"></lite-youtube>`,
    ).join('\n'),
  );

const ss = () =>
  page(
    'Six ss-video blocks, through the CDN autoloader',
    '<link rel="modulepreload" href="/dist/cdn/blocks/ss-video.js">\n  <script src="/dist/cdn/autoloader.classic.js"></script>',
    VIDEOS.map(
      ([
        id,
        name,
      ]) => `    <ss-video data-provider-name="YouTube" data-html='<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" title="YouTube video player" frameborder="0" allowfullscreen></iframe>'>
      <img data-src="${poster(name)}" data-image-dimensions="${dimensions(name)}" alt="">
    </ss-video>`,
    ).join('\n'),
  );

export function writeVideoPages(dir = 'dist/bench') {
  mkdirSync(dir, { recursive: true });
  for (const f of ['lite-yt-embed.js', 'lite-yt-embed.css']) copyFileSync(`node_modules/lite-youtube-embed/src/${f}`, `${dir}/${f}`);
  writeFileSync(`${dir}/video-iframes.html`, iframes());
  writeFileSync(`${dir}/video-lite.html`, lite(true));
  writeFileSync(`${dir}/video-lite-default.html`, lite(false));
  writeFileSync(`${dir}/video-ss.html`, ss());
}
