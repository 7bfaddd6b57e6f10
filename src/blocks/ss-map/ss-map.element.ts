// spec 000 §2 "Map block", §3 "Map location", "Map UI options", "Map styles", §4 "Map
// loader", §7, §9 "Map"; spec 001 §3 "Map settings", §4 "Other transitions", §9;
// real-markup.md "Map block".
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import { applyBlockData, type SettingValues } from '../../contract/settings.js';
import { navigate } from '../../contract/page.js';
import { settingProperties } from '../setting-properties.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { t } from '../../i18n/translator.js';
import { map as text } from '../../i18n/en/map.js';
import { loadMaps, mapsPageUrl, mapsSettings, MapsError, onMapsAuthFailure, reportMapsFailure } from '../../services/maps.js';
import type { MapsApi, MapsFailure, MapsMap, MapsMarker } from '../../services/maps.js';
import { markerPoint, settings, type MapSettings } from './ss-map.settings.js';
import { DEFAULT_MARKER, markerImage, styleLook } from './map-styles.js';
import { styles } from './ss-map.styles.js';

export interface SsMapFallbackDetail {
  /** Why the address card shows instead of the map. */
  reason: MapsFailure;
}

export interface SsMapMarkerMoveDetail {
  lat: number;
  lng: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-map-ready': CustomEvent<Record<string, never>>;
    'ss-map-fallback': CustomEvent<SsMapFallbackDetail>;
    'ss-map-marker-move': CustomEvent<SsMapMarkerMoveDetail>;
  }
}

/** What the block shows: nothing yet (waiting for the viewport or the script), the map, or
 * the address card instead. */
export type SsMapState = 'pending' | 'map' | 'card';

// spec 000 §9, spec 001 §4, §9.
/** Setting changes after the map is drawn are applied together this many ms after the last. */
export const OPTIONS_DEBOUNCE_MS = 60;
// Ours: the image loader's margin, spec 000 §9.
/** The script loads when the block comes this near the viewport (the image loader's margin). */
export const LOAD_MARGIN = '200px';

const SETTING_NAMES = new Set(Object.keys(settings));

/**
 * @tag ss-map
 * @summary A map with one marker, or an address card when the map cannot show.
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 * @attr state - Written by the element, for styling: pending, map or card. Never read.
 *
 * @fires {CustomEvent} ss-map-ready - The map is drawn.
 * @fires {CustomEvent<SsMapFallbackDetail>} ss-map-fallback - The address card shows instead of the map. Detail `{ reason }`: no-key,
 *   load-failed, timeout or auth-failed.
 * @fires {CustomEvent<SsMapMarkerMoveDetail>} ss-map-marker-move - The visitor dragged the marker (`marker-draggable`). Detail
 *   `{ lat, lng }`.
 *
 * @slot - Shown only when the block is skipped (its data could not be read): the published markup.
 *
 * @csspart base - The region: the map or the card fill it.
 * @csspart map - Where the map is drawn.
 * @csspart card - The address card.
 * @csspart title - The card's title.
 * @csspart address - The card's address lines.
 * @csspart link - The "Open in maps" link.
 *
 * @cssprop [--ss-map-min-height=14rem] - The block's least height.
 * @cssprop [--ss-map-placeholder=#e5e3df] - The background while the map loads.
 * @cssprop [--ss-map-card-background] - The card's panel background (default: the style's).
 * @cssprop [--ss-map-card-color] - The card's text colour (default: the style's).
 * @cssprop [--ss-map-accent] - The link's colour (default: the style's).
 */
export class SsMap extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('map');
  /** @internal Not decorators: see BlockElement.properties; `attribute: false` for the
   * manifest analyzer, which reads `state: true` as an attribute. */
  static override properties: PropertyDeclarations = { ...settingProperties(settings), phase: { state: true, attribute: false } };

  private phase: SsMapState = 'pending';
  private readonly texts = new LocaleController(this);
  private observer?: IntersectionObserver;
  private api?: MapsApi;
  private options?: typeof import('./options.js');
  private map?: MapsMap;
  private marker?: MapsMarker;
  private timer?: ReturnType<typeof setTimeout>;
  private stopAuth?: () => void;
  private locationRead = false;

  /** What the block shows: pending, map or card. */
  get state(): SsMapState {
    return this.phase;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.awaitingMarkup || this.skipped) return;
    if (!this.locationRead) {
      this.locationRead = true;
      this.readLocation();
    }
    this.setAttribute('state', this.phase);
    // After the first render, so a framework that listens once the element is in its place
    // (React's wrappers) hears a fallback at once too.
    void this.updateComplete.then(() => this.start());
  }

  /** Waits for the viewport, or shows the card at once without a key. */
  private start(): void {
    if (this.phase !== 'pending' || this.observer || !this.isConnected) return;
    const { key } = mapsSettings();
    if (!key) return this.fallback('no-key', t(text, 'map.noKey'));
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.unwatch();
        void this.load(key);
      },
      { rootMargin: LOAD_MARGIN },
    );
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch();
  }

  /** The external maps page for the marker's point ('' when the configured page is not a
   * web address). */
  get mapsPage(): string {
    const { lat, lng } = markerPoint(this);
    return mapsPageUrl(mapsSettings().page, lat, lng) ?? '';
  }

  /** Opens the external maps page in a new window, without access back to this page. */
  openMapsPage(): void {
    if (this.mapsPage) navigate(this.mapsPage, true);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const base = this.renderRoot.querySelector<HTMLElement>('[part=base]');
    if (base) {
      // Through the CSSOM, not a style attribute: pages with a strict CSP allow it.
      base.style.setProperty('--_ratio', String(this.ratio()));
      for (const [name, colour] of Object.entries(styleLook(this.mapStyle).palette)) base.style.setProperty(`--_${name}`, colour);
    }
    // An update without a changed property is a locale change: the marker's name follows.
    if (!this.map || (changed.size && ![...changed.keys()].some((k) => SETTING_NAMES.has(k as string)))) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applyOptions(), OPTIONS_DEBOUNCE_MS);
  }

  protected override render(): TemplateResult {
    if (this.skipped) return html`<slot></slot>`;
    const title = this.addressTitle.trim();
    const lines = [this.addressLine1, this.addressLine2, this.addressCountry].map((s) => s.trim()).filter(Boolean);
    const { lat, lng } = markerPoint(this);
    const coordinates = this.texts.t(text, 'map.coordinates', { lat, lng });
    const place = title || lines[0] || coordinates;
    const link = this.mapsPage;
    const pin = styleLook(this.mapStyle).marker ?? DEFAULT_MARKER;
    return html`<div part="base" class=${`is-${this.phase}`} role="region" aria-label=${this.texts.t(text, 'map.label', { place })}>
      <div part="map" class="map" ?hidden=${this.phase === 'card'}></div>
      <div part="card" class="card">
        <div class="panel">
          <img class="pin" src=${markerImage(pin)} width="24" height="32" alt="" />
          ${title || !lines.length ? html`<p part="title" class="title">${title || coordinates}</p>` : nothing}
          ${lines.length ? html`<address part="address">${lines.map((line, i) => html`${i ? html`<br />` : nothing}${line}`)}</address>` : nothing}
          ${
            link
              ? html`<a part="link" href=${link} target="_blank" rel="noopener">${this.texts.t(text, 'map.openInMaps')}<span class="hidden"> ${this.texts.t(text, 'map.newWindow')}</span></a>`
              : nothing
          }
        </div>
      </div>
    </div>`;
  }

  /** The location's fields from the published `location` object, where neither an
   * attribute nor the JSON's top level gives them. */
  private readLocation(): void {
    const location = this.blockData.location;
    if (!location || typeof location !== 'object' || Array.isArray(location)) return;
    const own = Object.entries(location).filter(([key]) => this.blockData[key] == null);
    applyBlockData(this, settings, Object.fromEntries(own));
  }

  private unwatch(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  private async load(key: string): Promise<void> {
    try {
      // The map's own code comes with the script, off the page's critical path.
      const [api, options] = await Promise.all([this.mapsApi(key), import('./options.js')]);
      if (this.phase !== 'pending') return;
      this.options = options;
      // A key refused (for an earlier map) falls back at once, a later refusal then.
      this.stopAuth = onMapsAuthFailure(() => this.fallback('auth-failed', t(text, 'map.authFailed')));
      if (this.phase !== 'pending') return;
      // The map's box is laid out (empty, over the placeholder) from the start: the map is
      // drawn into a box of its final size, and shows as soon as it is.
      this.draw(api);
      this.show('map');
      emit(this, 'ss-map-ready', {});
    } catch (e) {
      // The loader's own failure, or the drawing code's chunk or the service failing.
      if (e instanceof MapsError) return this.fallback(e.reason, e.message);
      this.fallback('load-failed', t(text, 'map.loadFailed', { url: mapsSettings().script.split('?')[0] }));
    }
  }

  /** The maps API from the site context's script address, once it is one the maps may
   * load from (services/script-hosts.ts, fetched with the map's code, not with the block);
   * a refused address, said in the console, fails as a load does. */
  private async mapsApi(key: string): Promise<MapsApi> {
    const { checkScriptUrl } = await import('../../services/script-hosts.js');
    const src = mapsSettings().script;
    if (!checkScriptUrl('maps', src)) throw new MapsError('load-failed', t(text, 'map.loadFailed', { url: src.split('?')[0] }));
    return loadMaps({ key, src });
  }

  private draw(api: MapsApi): void {
    this.api = api;
    this.map = new api.Map(this.renderRoot.querySelector<HTMLElement>('[part=map]')!, this.options!.mapOptions(this));
    this.marker = new api.Marker({ ...this.markerOptions(), map: this.map });
    this.marker.addListener('click', () => this.linkOnClick && this.openMapsPage());
    this.marker.addListener('dragend', ({ latLng }) => {
      if (!latLng) return;
      const detail = { lat: latLng.lat(), lng: latLng.lng() };
      this.markerLat = detail.lat;
      this.markerLng = detail.lng;
      emit<SsMapMarkerMoveDetail>(this, 'ss-map-marker-move', detail);
    });
  }

  private markerOptions(): Record<string, unknown> {
    const api = this.api!;
    const { addressTitle, addressLine1 } = this;
    const { lat, lng } = markerPoint(this);
    const place = addressTitle.trim() || addressLine1.trim() || t(text, 'map.coordinates', { lat, lng });
    const title = this.linkOnClick ? t(text, 'map.markerLink', { place }) : place;
    return this.options!.markerOptions(this, title, (w, h) => new api.Size(w, h));
  }

  private applyOptions(): void {
    this.map?.setOptions(this.options!.mapOptions(this));
    this.marker?.setOptions(this.markerOptions());
  }

  private show(phase: SsMapState): void {
    this.phase = phase;
    this.setAttribute('state', phase);
  }

  /** The card instead of the map, the failure reported once for the page. */
  private fallback(reason: MapsFailure, message: string): void {
    if (this.phase === 'card') return;
    this.unwatch();
    this.stopAuth?.();
    clearTimeout(this.timer);
    this.show('card');
    reportMapsFailure(new MapsError(reason, message));
    emit<SsMapFallbackDetail>(this, 'ss-map-fallback', { reason });
  }

  /** Width / height: v-size in twentieths of the width, else aspect-ratio, else 2; the
   * height between a twentieth and ten times the width (ours). */
  private ratio(): number {
    const m = /^(\d*\.?\d+)\s*(?:[:x/]\s*(\d*\.?\d+))?$/.exec(this.aspectRatio.trim());
    const [w, h] = this.vSize ? [20, this.vSize] : m ? (m[2] === undefined ? [100, Number(m[1])] : [Number(m[1]), Number(m[2])]) : [2, 1];
    return w > 0 && h > 0 ? Math.min(20, Math.max(0.1, w / h)) : 2;
  }
}

/** The settings' properties, typed from their declaration (`ss-map.settings.ts`). */
export interface SsMap extends SettingValues<MapSettings> {}
