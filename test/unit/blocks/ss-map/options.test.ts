// The map's styles and its settings as Maps JavaScript API options (spec 000 §3 "Map
// location", "Map UI options", "Map styles", §9 "Marker scaled to half its natural size";
// spec 001 §3 "Map settings": 1 original … 6 minimal blue).
import { describe, it, expect } from 'vitest';
import { MAP_STYLES, MARKER_SIZE, styleId, styleName, type MapStyleName } from '../../../../src/blocks/ss-map/map-styles.js';
import { LABELS_OFF, googleStyle as mapStyle, mapOptions, markerOptions, type MapValues } from '../../../../src/blocks/ss-map/options.js';
import { settings, DEFAULT_CENTER, markerPoint } from '../../../../src/blocks/ss-map/ss-map.settings.js';
import { defaults } from '../../../../src/contract/settings.js';

const values = (over: Partial<MapValues> = {}): MapValues => ({ ...(defaults(settings) as MapValues), ...over });
const size = (width: number, height: number) => ({ width, height });

describe('style ids, both ways (spec 001 §3 "Map settings")', () => {
  const SPEC: [number, MapStyleName, string][] = [
    [1, 'original', 'Original'],
    [2, 'grayscale', 'Grayscale'],
    [3, 'satellite', 'Satellite'],
    [4, 'minimal-light', 'MinimalLight'],
    [5, 'minimal-dark', 'MinimalDark'],
    [6, 'minimal-blue', 'MinimalBlue'],
  ];

  it.each(SPEC)("%i is %s (the spec's %s)", (id, name, specName) => {
    expect(styleName(id)).toBe(name);
    expect(styleName(String(id))).toBe(name);
    expect(styleName(specName)).toBe(name);
    expect(styleId(name)).toBe(id);
  });

  it('reads the names however they are written', () => {
    expect(styleName('minimal light')).toBe('minimal-light');
    expect(styleName('MINIMAL_DARK')).toBe('minimal-dark');
    expect(styleName(' 5 ')).toBe('minimal-dark');
  });

  it('knows nothing outside 1–6 and the six names', () => {
    for (const raw of [0, 7, -1, 1.5, '0', '7', 'sepia', '', 'toString', '__proto__', null, undefined, true, {}]) {
      expect(styleName(raw), String(raw)).toBeUndefined();
    }
  });

  it('the style setting takes ids and names, and holds the name', () => {
    expect(settings.mapStyle.parse(4)).toBe('minimal-light');
    expect(settings.mapStyle.parse('MinimalBlue')).toBe('minimal-blue');
    expect(settings.mapStyle.parse(9)).toBeUndefined();
    expect(settings.mapStyle.default).toBe('original');
    expect(MAP_STYLES.map(styleId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('defaults (spec 000 §3, §9)', () => {
  it('a fixed city centre (ours: New York City Hall), zoom 12, the marker at the centre', () => {
    const v = values();
    expect([v.mapLat, v.mapLng]).toEqual([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng]);
    expect(v.mapZoom).toBe(12);
    expect(markerPoint(v)).toEqual({ lat: 40.7128, lng: -74.006 });
    expect(mapOptions(v)).toMatchObject({ center: { lat: 40.7128, lng: -74.006 }, zoom: 12, mapTypeId: 'roadmap', styles: [] });
  });

  it('each marker coordinate falls back to the centre on its own', () => {
    expect(markerPoint(values({ mapLat: 10, mapLng: 20, markerLat: 11 }))).toEqual({ lat: 11, lng: 20 });
    expect(markerPoint(values({ mapLat: 10, mapLng: 20, markerLng: 21 }))).toEqual({ lat: 10, lng: 21 });
  });

  it('refuses coordinates and zooms out of range', () => {
    expect(settings.mapLat.parse(90)).toBe(90);
    expect(settings.mapLat.parse(90.0001)).toBeUndefined();
    expect(settings.mapLng.parse(-180)).toBe(-180);
    expect(settings.mapLng.parse(-180.0001)).toBeUndefined();
    expect(settings.mapZoom.parse(22)).toBe(22);
    expect(settings.mapZoom.parse(22.5)).toBeUndefined();
    expect(settings.mapZoom.parse(-0.1)).toBeUndefined();
  });
});

describe('styles: colour styling, label overlay, custom marker (spec 000 §3)', () => {
  it("each style has its own colour styling; original and satellite keep Google's", () => {
    expect(mapOptions(values({ mapStyle: 'original' })).styles).toEqual([]);
    expect(mapOptions(values({ mapStyle: 'grayscale' })).styles).toEqual([{ stylers: [{ saturation: -100 }] }]);
    const colours = (name: MapStyleName) => JSON.stringify(mapStyle(name).colors);
    const minimal = ['minimal-light', 'minimal-dark', 'minimal-blue'] as const;
    expect(new Set(minimal.map(colours)).size).toBe(3);
    for (const name of minimal) expect(mapStyle(name).colors.length).toBeGreaterThan(3);
  });

  it("labels on: the style's label overlay over its colours; off: no labels at all", () => {
    const on = mapOptions(values({ mapStyle: 'minimal-dark', showLabels: true })).styles as unknown[];
    expect(on).toEqual([...mapStyle('minimal-dark').colors, ...mapStyle('minimal-dark').labels!]);
    const off = mapOptions(values({ mapStyle: 'minimal-dark', showLabels: false })).styles as unknown[];
    expect(off).toEqual([...mapStyle('minimal-dark').colors, LABELS_OFF]);
    expect(mapOptions(values({ mapStyle: 'original', showLabels: false })).styles).toEqual([LABELS_OFF]);
  });

  it("satellite shows imagery, with Google's label overlay (hybrid) when labels are on", () => {
    expect(mapOptions(values({ mapStyle: 'satellite', showLabels: true })).mapTypeId).toBe('hybrid');
    expect(mapOptions(values({ mapStyle: 'satellite', showLabels: false })).mapTypeId).toBe('satellite');
    expect(mapOptions(values({ mapStyle: 'satellite', showTerrain: true })).mapTypeId).toBe('hybrid');
  });

  it('terrain', () => {
    expect(mapOptions(values({ showTerrain: true })).mapTypeId).toBe('terrain');
    expect(mapOptions(values({ mapStyle: 'minimal-blue', showTerrain: true })).mapTypeId).toBe('terrain');
  });

  it('a custom marker of 48x64 drawn at half its natural size, 24x32 (spec 000 §9)', () => {
    expect(MARKER_SIZE).toEqual({ width: 48, height: 64 });
    for (const name of ['grayscale', 'minimal-light', 'minimal-dark', 'minimal-blue'] as const) {
      const icon = markerOptions(values({ mapStyle: name }), 'x', size).icon as { url: string; scaledSize: unknown };
      expect(icon.scaledSize).toEqual({ width: 24, height: 32 });
      const svg = decodeURIComponent(icon.url.replace('data:image/svg+xml,', ''));
      expect(svg).toMatch(/^<svg [^>]*width="48" height="64"/);
    }
  });

  it("original and satellite keep Google's marker (icon null, so a switch back restores it)", () => {
    expect(markerOptions(values({ mapStyle: 'original' }), 'x', size).icon).toBeNull();
    expect(markerOptions(values({ mapStyle: 'satellite' }), 'x', size).icon).toBeNull();
  });
});

describe('UI options (spec 000 §3 "Map UI options"; the mapping is ours)', () => {
  it('draggable and scrollwheel: gesture handling', () => {
    expect(mapOptions(values({ mapDraggable: true, scrollwheel: false }))).toMatchObject({
      gestureHandling: 'cooperative',
      scrollwheel: false,
      keyboardShortcuts: true,
    });
    expect(mapOptions(values({ mapDraggable: true, scrollwheel: true }))).toMatchObject({ gestureHandling: 'greedy', scrollwheel: true });
    expect(mapOptions(values({ mapDraggable: false, scrollwheel: true }))).toMatchObject({
      gestureHandling: 'none',
      scrollwheel: false,
      keyboardShortcuts: false,
    });
  });

  it('controls and the default UI', () => {
    expect(mapOptions(values({ showControls: true, disableDefaultUI: false }))).toMatchObject({
      disableDefaultUI: false,
      zoomControl: true,
    });
    expect(mapOptions(values({ showControls: true, disableDefaultUI: true }))).toMatchObject({ disableDefaultUI: true, zoomControl: true });
    expect(mapOptions(values({ showControls: false, disableDefaultUI: false }))).toMatchObject({
      disableDefaultUI: true,
      zoomControl: false,
    });
  });

  it('the marker: draggable, and clickable only when a click or a drag does something', () => {
    expect(markerOptions(values(), 'x', size)).toMatchObject({ draggable: false, clickable: false, title: 'x' });
    expect(markerOptions(values({ linkOnClick: true }), 'x', size)).toMatchObject({ draggable: false, clickable: true });
    expect(markerOptions(values({ markerDraggable: true }), 'x', size)).toMatchObject({ draggable: true, clickable: true });
  });
});
