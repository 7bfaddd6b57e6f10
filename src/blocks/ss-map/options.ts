// The block's settings as the Maps JavaScript API's map and marker options (spec 000 §3
// "Map location", "Map UI options", "Map styles"; §9 "Marker scaled to half its natural
// size"), and each style's colour styling and label overlay as Google's rules. Loaded with
// the maps script, in a chunk of its own: a page whose maps show their card never fetches
// it. Pure: tested without a page.
import { MARKER_SIZE, markerImage, styleLook, type MapStyleName } from './map-styles.js';
import { markerPoint } from './ss-map.settings.js';

export interface MapValues {
  mapLat: number;
  mapLng: number;
  markerLat?: number;
  markerLng?: number;
  mapZoom: number;
  mapStyle: MapStyleName;
  showLabels: boolean;
  showTerrain: boolean;
  mapDraggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

/** One Google MapTypeStyle rule. */
export interface StyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

// [featureType, elementType, colour or 'off'] — short to write and to download.
type Row = [string, string, string];
const rules = (rows: Row[]): StyleRule[] =>
  rows.map(([featureType, elementType, value]): StyleRule => ({
    ...(featureType && { featureType }),
    ...(elementType && { elementType }),
    stylers: [value === 'off' ? { visibility: value } : { color: value }],
  }));

/** Labels off: what every style gets when show-labels is off. */
export const LABELS_OFF: StyleRule = { elementType: 'labels', stylers: [{ visibility: 'off' }] };

export interface GoogleStyle {
  /** The Google map type: the satellite style shows imagery. */
  satellite?: boolean;
  /** Colour styling. */
  colors: StyleRule[];
  /** The label overlay, drawn when show-labels is on (the satellite style's is Google's
   * hybrid map type; the others' are label styling rules over the colours). */
  labels?: StyleRule[];
}

/** A style's colour styling and label overlay. The minimal styles draw land, water and
 * roads in their colours with points of interest and transit off, and their labels in one
 * colour over a halo of the land's, without icons. */
export function googleStyle(name: MapStyleName): GoogleStyle {
  if (name === 'satellite') return { satellite: true, colors: [] };
  if (name === 'grayscale') return { colors: [{ stylers: [{ saturation: -100 }] }] };
  if (name === 'original') return { colors: [] };
  const { land, water, road, labels } = styleLook(name).palette;
  return {
    colors: rules([
      ['', 'geometry', land],
      ['water', 'geometry', water],
      ['road', 'geometry', road],
      ['poi', '', 'off'],
      ['transit', '', 'off'],
      ['administrative', 'geometry', 'off'],
    ]),
    labels: rules([
      ['', 'labels.text.fill', labels],
      ['', 'labels.text.stroke', land],
      ['', 'labels.icon', 'off'],
    ]),
  };
}

/**
 * The map's options. Ours, where the spec names the option only:
 * - show-labels: the style's label overlay (satellite: the hybrid map type); off: no labels;
 * - show-terrain: the terrain map type (not for the satellite style, which shows imagery);
 * - map-draggable off: no gestures at all; on, with scrollwheel off, page scrolling passes
 *   over the map (Google's "cooperative" handling: two fingers or Ctrl + wheel); with
 *   scrollwheel on, the wheel zooms;
 * - show-controls: Google's controls (zoom, map type, Street View, full screen); with
 *   disable-default-ui as well, the zoom control only; off: none.
 */
export function mapOptions(v: MapValues): Record<string, unknown> {
  const style = googleStyle(v.mapStyle);
  const type = style.satellite ? (v.showLabels ? 'hybrid' : 'satellite') : v.showTerrain ? 'terrain' : 'roadmap';
  return {
    center: { lat: v.mapLat, lng: v.mapLng },
    zoom: v.mapZoom,
    mapTypeId: type,
    styles: [...style.colors, ...(v.showLabels ? (style.labels ?? []) : [LABELS_OFF])],
    gestureHandling: v.mapDraggable ? (v.scrollwheel ? 'greedy' : 'cooperative') : 'none',
    scrollwheel: v.mapDraggable && v.scrollwheel,
    keyboardShortcuts: v.mapDraggable,
    disableDefaultUI: v.disableDefaultUI || !v.showControls,
    zoomControl: v.showControls,
  };
}

/** The marker's options: its point, the style's custom marker (48x64, drawn at 24x32) or
 * Google's own (`icon: null`), draggable or not, its name, and clickable only when a click
 * or a drag does something (a marker that does nothing is not offered to the pointer or the
 * keyboard). */
export function markerOptions(v: MapValues, title: string, size: (width: number, height: number) => object): Record<string, unknown> {
  const { marker } = styleLook(v.mapStyle);
  return {
    position: markerPoint(v),
    draggable: v.markerDraggable,
    clickable: v.linkOnClick || v.markerDraggable,
    title,
    icon: marker ? { url: markerImage(marker), scaledSize: size(MARKER_SIZE.width / 2, MARKER_SIZE.height / 2) } : null,
  };
}
