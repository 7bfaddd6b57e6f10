// The editor's Blocks view: the same elements as the published page, rendered by the editor
// itself through the generated wrappers (react/*.ts), their settings driven by React state
// and their events logged; the cookie banner previewed here through the global force,
// update and unforce events. The fields of the larger blocks are in blocks-view/.
import { useState, useCallback } from 'react';
import { SsAccordion, SsGallery, SsMap, SsMenu, SsVideo } from '../../react/index.js';
import { allowVideoHost } from '../../src/blocks/ss-video/ss-video.js';
import { SITE_CONTEXT_SCRIPT_ID } from '../../src/contract/site-context.js';
import { startCookieBanner } from '../../src/services/start.js';
import { provideElementLoaders } from '../../src/services/elements/on-demand.js';
import { BannerFields } from './blocks-view/banner-fields.js';
import { GALLERY_START, GalleryFields, OneAtATimeFields, galleryProps, type GallerySettings } from './blocks-view/gallery-fields.js';
import { ADDRESS, MAP_START, MapFields, type MapSettings } from './blocks-view/map-fields.js';

// Demo switch (ours), as on the published page: this editor has no maps key, so the map
// shows its address card; with ?fake-map the site context names a key and the local
// stand-in for the maps script (demo/fake-maps.js: a labelled test grid, no map data).
if (new URLSearchParams(location.search).has('fake-map')) {
  const context = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
  context.textContent = JSON.stringify({ website: { mapsSettings: { apiKey: 'demo-fake-key', scriptUrl: '/demo/fake-maps.js' } } });
  document.head.append(context);
}

// The banner's preview is driven as the platform's editor drives it: by the global force,
// update and unforce events (spec 001 §4), which the page's start listens for; the banner's
// code is fetched when it first shows.
provideElementLoaders({ 'ss-cookie-banner': () => import('../../src/blocks/ss-cookie-banner/ss-cookie-banner.js') });
startCookieBanner();

const PHOTOS: [string, string][] = [
  ['coast', '2500x1667'],
  ['dunes', '2500x1667'],
  ['alpine', '2500x3750'],
  ['meadow', '2500x1875'],
  ['harbour', '2500x1406'],
  ['forest', '2500x3125'],
  ['canyon', '2500x1667'],
  ['lagoon', '2500x2500'],
];
// The video block's sources: three providers (offline here, their frames show the browser's
// error page once played) and the demo's local fake player, which speaks YouTube's protocol
// from the server's other local name (a second origin), allowed by the page's own script.
const FAKE_HOST = `${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}${location.port ? `:${location.port}` : ''}`;
allowVideoHost(FAKE_HOST, 'youtube');
const VIDEOS: Record<string, [string, string]> = {
  'local fake (plays)': [
    'Local fake player',
    `<iframe src="${location.protocol}//${FAKE_HOST}/demo/fake-provider/youtube.html" width="640" height="360" title="The lagoon"></iframe>`,
  ],
  YouTube: [
    'YouTube',
    '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="854" height="480" title="The harbour at dawn"></iframe>',
  ],
  Vimeo: ['Vimeo', '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>'],
  Wistia: ['Wistia', '<iframe src="https://fast.wistia.net/embed/iframe/26sk4lmiix" width="640" height="360"></iframe>'],
  'unknown host': ['', '<iframe src="https://video.example.com/embed/7"></iframe>'],
};
const MODES = ['null', 'none', 'fit', 'fill'] as const;
function useLog() {
  const [lines, setLines] = useState<string[]>([]);
  const add = useCallback((line: string) => setLines((l) => [line, ...l].slice(0, 30)), []);
  return [lines, add] as const;
}

export function BlocksView() {
  const [allowMultiple, setAllowMultiple] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [gallery, setGallery] = useState(GALLERY_START);
  const changeGallery = (change: Partial<GallerySettings>) => setGallery((g) => ({ ...g, ...change }));
  const [map, setMap] = useState(MAP_START);
  const changeMap = (change: Partial<MapSettings>) => setMap((m) => ({ ...m, ...change }));
  const [video, setVideo] = useState('local fake (plays)');
  const [videoMode, setVideoMode] = useState<(typeof MODES)[number]>('null');
  const [videoOverlay, setVideoOverlay] = useState(true);
  const [lines, log] = useLog();

  return (
    <div className="editor">
      <aside className="editor-panel" aria-label="Block settings">
        <h2>Blocks rendered by the editor</h2>
        <fieldset>
          <legend>Accordion</legend>
          <label>
            <input type="checkbox" checked={allowMultiple} onChange={(e) => setAllowMultiple(e.target.checked)} />
            Allow several open
          </label>
        </fieldset>
        <fieldset>
          <legend>Menu</legend>
          <label>
            Selected tab
            <select value={selectedIndex} onChange={(e) => setSelectedIndex(Number(e.target.value))}>
              <option value={0}>Breakfast</option>
              <option value={1}>Lunch</option>
              <option value={2}>Drinks</option>
            </select>
          </label>
        </fieldset>
        <GalleryFields value={gallery} onChange={changeGallery} />
        <fieldset>
          <legend>Video</legend>
          <label>
            Embed
            <select value={video} onChange={(e) => setVideo(e.target.value)}>
              {Object.keys(VIDEOS).map((v) => (
                <option key={v}>{v}</option>
              ))}
            </select>
          </label>
          <label>
            Mode
            <select value={videoMode} onChange={(e) => setVideoMode(e.target.value as (typeof MODES)[number])}>
              {MODES.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={videoOverlay} onChange={(e) => setVideoOverlay(e.target.checked)} />
            Overlay (poster and play control)
          </label>
        </fieldset>
        <OneAtATimeFields value={gallery} onChange={changeGallery} />
        <BannerFields log={log} />
        <MapFields value={map} onChange={changeMap} />
        <h2 style={{ fontSize: '1rem' }} id="events-title">
          Events
        </h2>
        <div className="editor-log" role="log" aria-labelledby="events-title">
          {lines.join('\n')}
        </div>
        <p>
          <a href="/">Published page</a> · <a href="/__ss/inspector">Inspector</a>
        </p>
      </aside>

      <main className="editor-preview" aria-label="Blocks rendered by the editor">
        <section aria-labelledby="acc-title">
          <h2 id="acc-title">Workshops</h2>
          <SsAccordion allowMultiple={allowMultiple} onSsAccordionToggle={(e) => log(`ss-accordion-toggle ${JSON.stringify(e.detail)}`)}>
            <h3>
              <button>Printing in the darkroom</button>
            </h3>
            <div hidden>
              <p>Two Saturdays, silver gelatin prints from your own negatives.</p>
            </div>
            <h3>
              <button>Field day on the cape</button>
            </h3>
            <div hidden>
              <p>Dawn to noon on the western cape, with breakfast.</p>
            </div>
            <h3>
              <button>Editing for print</button>
            </h3>
            <div hidden>
              <p>An evening on colour, paper and proofing.</p>
            </div>
          </SsAccordion>
        </section>

        <section aria-labelledby="menu-title">
          <h2 id="menu-title">The café</h2>
          <SsMenu
            selectedIndex={selectedIndex}
            onSsMenuChange={(e) => {
              setSelectedIndex(e.detail.index);
              log(`ss-menu-change ${JSON.stringify(e.detail)}`);
            }}
          >
            <button role="tab">Breakfast</button>
            <button role="tab">Lunch</button>
            <button role="tab">Drinks</button>
            <div role="tabpanel">
              <p>Sourdough toast · Harbour eggs · Oat porridge</p>
            </div>
            <div role="tabpanel" hidden>
              <p>Fish soup · Barley salad</p>
            </div>
            <div role="tabpanel" hidden>
              <p>Filter coffee · Sea buckthorn soda</p>
            </div>
          </SsMenu>
        </section>

        <section aria-labelledby="map-title">
          <h2 id="map-title">Visit</h2>
          <SsMap
            {...map}
            {...ADDRESS}
            vSize={8}
            onSsMapReady={() => log('ss-map-ready')}
            onSsMapFallback={(e) => log(`ss-map-fallback ${JSON.stringify(e.detail)}`)}
            onSsMapMarkerMove={(e) => {
              setMap((m) => ({ ...m, markerLat: e.detail.lat, markerLng: e.detail.lng }));
              log(`ss-map-marker-move ${JSON.stringify(e.detail)}`);
            }}
          />
        </section>

        <section aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          <SsVideo
            html={VIDEOS[video][1]}
            providerName={VIDEOS[video][0]}
            mode={videoMode}
            overlay={videoOverlay}
            poster="/assets/images/lagoon.jpg"
            style={videoMode === 'fit' || videoMode === 'fill' ? { height: '240px', background: '#ddd' } : undefined}
            onSsVideoPlay={(e) => log(`ss-video-play (${e.detail.source})`)}
            onSsVideoPause={(e) => log(`ss-video-pause (${e.detail.source})`)}
          />
        </section>

        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">Gallery</h2>
          <SsGallery
            key={gallery.design}
            {...galleryProps(gallery)}
            aria-label="Editor gallery"
            onSsGalleryLightboxOpen={(e) => log(`ss-gallery-lightbox-open index ${e.detail.index} theme ${e.detail.lightboxTheme}`)}
            onSsGalleryChange={(e) => log(`ss-gallery-change index ${e.detail.index} (${e.detail.source})`)}
            onSsGalleryReachedEnd={() => log('ss-gallery-reached-end')}
            onSsGalleryReachedBeginning={() => log('ss-gallery-reached-beginning')}
          >
            {PHOTOS.map(([name, dims], i) => (
              <figure
                key={name}
                data-slide-id={`ed-${i}`}
                data-slide-url={name}
                data-title={name[0].toUpperCase() + name.slice(1)}
                data-description="A demo photograph."
              >
                <img
                  data-src={`/assets/images/${name}.jpg`}
                  data-image-dimensions={dims}
                  data-load="false"
                  alt={`${name} — a demo photograph`}
                />
              </figure>
            ))}
          </SsGallery>
        </section>
      </main>
    </div>
  );
}
