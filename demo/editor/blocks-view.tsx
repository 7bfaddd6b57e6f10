// The editor's Blocks view: the same elements as the published page, rendered by the editor
// itself through the generated wrappers (react/*.ts), their settings driven by React state
// and their events logged; the cookie banner previewed here through the global force,
// update and unforce events.
import { useState, useCallback, useEffect } from 'react';
import { SsAccordion, SsGallery, SsMap, SsMenu, SsVideo } from '../../react/index.js';
import { allowVideoHost } from '../../src/blocks/ss-video/ss-video.js';
import { emitSiteEvent } from '../../src/contract/site-events.js';
import { SITE_CONTEXT_SCRIPT_ID } from '../../src/contract/site-context.js';
import { MAP_STYLES, styleId, styleName, type MapStyleName } from '../../src/blocks/ss-map/ss-map.js';
import { payloadToUi, uiToPayload, type CookieSettingsUi } from '../../src/model/cookie-settings.js';
import { startCookieBanner } from '../../src/services/start.js';
import { provideElementLoaders } from '../../src/services/elements/on-demand.js';

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
const DESIGNS = ['grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'slideshow', 'slider', 'carousel', 'stacked'];
const ONE_AT_A_TIME = ['slideshow', 'slider', 'carousel', 'stacked'];
const TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll'];
const ALIGNMENTS = ['left', 'center', 'right'] as const;
const META_POSITIONS = ['top-left', 'top', 'top-right', 'center', 'bottom-left', 'bottom', 'bottom-right'] as const;
const CLICKS = ['next', 'previous', 'none', 'halves'] as const;
const MAP_FLAGS = [
  ['showLabels', 'Labels'],
  ['showTerrain', 'Terrain'],
  ['showControls', 'Controls'],
  ['mapDraggable', 'Visitors can move the map'],
  ['scrollwheel', 'Mouse wheel zooms'],
  ['markerDraggable', 'Drag the marker (sets its point)'],
  ['linkOnClick', 'Marker opens the maps page'],
] as const;
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
const BANNER_POSITIONS = { bar: ['TOP', 'BOTTOM'], popup: ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] } as const;
/** The site's saved cookie settings, as the API gives them (spec 001 §3). */
const SAVED_PAYLOAD = {
  isCookieBannerEnabled: true,
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerText: '<p>We use cookies to improve your visit.</p>',
  isRestrictiveCookiePolicyEnabled: false,
  isVisitorDataRestricted: false,
};

function useLog() {
  const [lines, setLines] = useState<string[]>([]);
  const add = useCallback((line: string) => setLines((l) => [line, ...l].slice(0, 30)), []);
  return [lines, add] as const;
}

export function BlocksView() {
  const [allowMultiple, setAllowMultiple] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [design, setDesign] = useState('grid');
  const [lightbox, setLightbox] = useState(true);
  const [transition, setTransition] = useState('fade');
  const [alignment, setAlignment] = useState<(typeof ALIGNMENTS)[number]>('center');
  const [vSize, setVSize] = useState(10);
  const [click, setClick] = useState<(typeof CLICKS)[number]>('next');
  const [loop, setLoop] = useState(true);
  const [autoplay, setAutoplay] = useState(false);
  const [indicators, setIndicators] = useState(true);
  const [thumbnails, setThumbnails] = useState(false);
  const [showMeta, setShowMeta] = useState(true);
  const [metaPosition, setMetaPosition] = useState<(typeof META_POSITIONS)[number]>('bottom-left');
  const [banner, setBanner] = useState<CookieSettingsUi>(() => payloadToUi(SAVED_PAYLOAD));
  const [preview, setPreview] = useState(false);
  const [map, setMap] = useState({
    mapStyle: 'minimal-blue' as MapStyleName,
    mapZoom: 15,
    showLabels: true,
    showTerrain: false,
    showControls: true,
    mapDraggable: true,
    scrollwheel: false,
    markerDraggable: true,
    linkOnClick: true,
    mapLat: 43.6563,
    mapLng: -70.2502,
    markerLat: 43.6561,
    markerLng: -70.2507,
  });
  const setMapField = (key: keyof typeof map, value: unknown) => setMap((m) => ({ ...m, [key]: value }));
  // What the editor would publish: the block's JSON, the style as its numeric id (spec 001 §3).
  const mapJson = {
    location: {
      mapLat: map.mapLat,
      mapLng: map.mapLng,
      mapZoom: map.mapZoom,
      markerLat: map.markerLat,
      markerLng: map.markerLng,
      addressTitle: 'Tidewater Studio',
      addressLine1: '4 Quay Street',
      addressLine2: 'Portland, ME 04101',
      addressCountry: 'United States',
    },
    style: styleId(map.mapStyle),
    labels: map.showLabels,
    terrain: map.showTerrain,
    controls: map.showControls,
  };
  const [video, setVideo] = useState('local fake (plays)');
  const [videoMode, setVideoMode] = useState<(typeof MODES)[number]>('null');
  const [videoOverlay, setVideoOverlay] = useState(true);
  const [lines, log] = useLog();
  const payload = uiToPayload(banner);
  const setBannerField = (key: string, value: unknown) => setBanner((b) => ({ ...b, [key]: value }));
  useEffect(() => {
    if (!preview) return;
    emitSiteEvent('cookie-banner-update', { settings: payload });
  });
  const togglePreview = (on: boolean) => {
    setPreview(on);
    emitSiteEvent(on ? 'cookie-banner-force' : 'cookie-banner-unforce', on ? { settings: payload } : undefined);
    log(on ? 'ss:cookie-banner-force' : 'ss:cookie-banner-unforce');
  };
  const variant = String(banner.cookieBannerVariant).toLowerCase() === 'popup' ? 'popup' : 'bar';
  const layout = design === 'autorows' ? { layout: 'autorows' } : { design };
  const motion = ONE_AT_A_TIME.includes(design);

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
        <fieldset>
          <legend>Gallery</legend>
          <label>
            Design
            <select value={design} onChange={(e) => setDesign(e.target.value)}>
              {DESIGNS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={lightbox} onChange={(e) => setLightbox(e.target.checked)} />
            Lightbox on click
          </label>
        </fieldset>
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
        <fieldset disabled={!motion}>
          <legend>One at a time</legend>
          <label>
            Transition (slideshow)
            <select value={transition} disabled={design !== 'slideshow'} onChange={(e) => setTransition(e.target.value)}>
              {TRANSITIONS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label>
            Alignment (slider)
            <select
              value={alignment}
              disabled={design !== 'slider'}
              onChange={(e) => setAlignment(e.target.value as (typeof ALIGNMENTS)[number])}
            >
              {ALIGNMENTS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          <label>
            Height (slider, v-size)
            <input
              type="number"
              min={2}
              max={20}
              value={vSize}
              disabled={design !== 'slider'}
              onChange={(e) => setVSize(Number(e.target.value) || 10)}
            />
          </label>
          <label>
            Click on the slide
            <select value={click} onChange={(e) => setClick(e.target.value as (typeof CLICKS)[number])}>
              {CLICKS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={loop} onChange={(e) => setLoop(e.target.checked)} />
            Loop
          </label>
          <label>
            <input type="checkbox" checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)} />
            Autoplay
          </label>
          <label>
            <input type="checkbox" checked={indicators} onChange={(e) => setIndicators(e.target.checked)} />
            Indicators
          </label>
          <label>
            <input type="checkbox" checked={thumbnails} onChange={(e) => setThumbnails(e.target.checked)} />
            Thumbnails
          </label>
          <label>
            <input type="checkbox" checked={showMeta} onChange={(e) => setShowMeta(e.target.checked)} />
            Titles over the slide
          </label>
          <label>
            Title position
            <select value={metaPosition} onChange={(e) => setMetaPosition(e.target.value as (typeof META_POSITIONS)[number])}>
              {META_POSITIONS.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Cookie banner</legend>
          <label>
            <input type="checkbox" checked={preview} onChange={(e) => togglePreview(e.target.checked)} />
            Preview on this page
          </label>
          <label>
            Variant
            <select
              value={variant}
              onChange={(e) =>
                setBanner((b) => ({
                  ...b,
                  cookieBannerVariant: e.target.value.toUpperCase(),
                  cookieBannerPosition: e.target.value === 'popup' ? 'BOTTOM_RIGHT' : 'BOTTOM',
                }))
              }
            >
              <option value="bar">bar</option>
              <option value="popup">popup</option>
            </select>
          </label>
          <label>
            Position
            <select value={String(banner.cookieBannerPosition)} onChange={(e) => setBannerField('cookieBannerPosition', e.target.value)}>
              {BANNER_POSITIONS[variant].map((p) => (
                <option key={p} value={p}>
                  {p.toLowerCase().replace('_', '-')}
                </option>
              ))}
            </select>
          </label>
          <label>
            Theme
            <select value={String(banner.cookieBannerTheme)} onChange={(e) => setBannerField('cookieBannerTheme', e.target.value)}>
              <option value="DARK">dark</option>
              <option value="LIGHT">light</option>
            </select>
          </label>
          <label>
            Accept looks like
            <select
              value={String(banner.cookieBannerCtaVariant)}
              onChange={(e) => setBannerField('cookieBannerCtaVariant', e.target.value)}
            >
              <option value="ICON">icon</option>
              <option value="TEXT">text</option>
              <option value="BUTTON">button</option>
            </select>
          </label>
          <label>
            Choices
            <select
              value={String(banner.cookieBannerAcceptType)}
              onChange={(e) => setBannerField('cookieBannerAcceptType', e.target.value)}
            >
              <option value="OPT_IN">accept only</option>
              <option value="OPT_IN_AND_OUT">accept or decline</option>
            </select>
          </label>
          <label>
            Accept text
            <input
              value={String(banner.cookieBannerCtaText ?? '')}
              onChange={(e) => setBannerField('cookieBannerCtaText', e.target.value)}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={!!banner.isAnalyticsCookiesDisabled}
              onChange={(e) => setBannerField('isAnalyticsCookiesDisabled', e.target.checked)}
            />
            Analytics cookies off until accepted
          </label>
          <label>
            <input
              type="checkbox"
              checked={!!banner.isActivityLogEnabled}
              onChange={(e) => setBannerField('isActivityLogEnabled', e.target.checked)}
            />
            Activity log
          </label>
          <details>
            <summary>API payload</summary>
            <pre className="editor-payload">{JSON.stringify(payload, null, 1)}</pre>
          </details>
        </fieldset>
        <fieldset>
          <legend>Map</legend>
          <label>
            Style
            <select value={map.mapStyle} onChange={(e) => setMapField('mapStyle', e.target.value)}>
              {MAP_STYLES.map((name) => (
                <option key={name} value={name}>
                  {name} ({styleId(name)})
                </option>
              ))}
            </select>
          </label>
          <label>
            Published style id
            <input
              type="number"
              min={1}
              max={6}
              value={styleId(map.mapStyle)}
              onChange={(e) => setMapField('mapStyle', styleName(e.target.value) ?? map.mapStyle)}
            />
          </label>
          <label>
            Zoom
            <input type="number" min={0} max={22} value={map.mapZoom} onChange={(e) => setMapField('mapZoom', Number(e.target.value))} />
          </label>
          {MAP_FLAGS.map(([key, label]) => (
            <label key={key}>
              <input type="checkbox" checked={map[key]} onChange={(e) => setMapField(key, e.target.checked)} />
              {label}
            </label>
          ))}
          <p className="editor-hint">
            No maps key here: the address card shows. <a href="?fake-map">Fake map</a> · <a href="?">card</a>
          </p>
          <details>
            <summary>Published JSON</summary>
            <pre className="editor-payload">{JSON.stringify(mapJson, null, 1)}</pre>
          </details>
        </fieldset>
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
            addressTitle="Tidewater Studio"
            addressLine1="4 Quay Street"
            addressLine2="Portland, ME 04101"
            addressCountry="United States"
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
            key={design}
            {...layout}
            lightbox={lightbox}
            transition={transition}
            activeAlignment={alignment === 'left' ? 'start' : alignment === 'right' ? 'end' : 'middle'}
            vSize={vSize}
            activeSlideClickBehavior={click}
            loop={loop}
            autoplay={autoplay}
            indicators={indicators}
            thumbnails={thumbnails}
            showMeta={showMeta}
            metaPosition={metaPosition}
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
