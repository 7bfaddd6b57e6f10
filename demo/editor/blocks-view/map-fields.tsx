// The Blocks view's map settings: their state as one object, the fields that edit it, and
// the block's JSON the editor would publish from them.
import { Checkboxes } from './checkboxes.js';
import { MAP_STYLES, styleId, styleName, type MapStyleName } from '../../../src/blocks/ss-map/ss-map.js';

export const MAP_START = {
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
};
export type MapSettings = typeof MAP_START;

export const ADDRESS = {
  addressTitle: 'Tidewater Studio',
  addressLine1: '4 Quay Street',
  addressLine2: 'Portland, ME 04101',
  addressCountry: 'United States',
};

const FLAGS = [
  ['showLabels', 'Labels'],
  ['showTerrain', 'Terrain'],
  ['showControls', 'Controls'],
  ['mapDraggable', 'Visitors can move the map'],
  ['scrollwheel', 'Mouse wheel zooms'],
  ['markerDraggable', 'Drag the marker (sets its point)'],
  ['linkOnClick', 'Marker opens the maps page'],
] as const;

/** What the editor would publish: the block's JSON, the style as its numeric id (spec 001 §3). */
const publishedJson = (map: MapSettings) => ({
  location: {
    mapLat: map.mapLat,
    mapLng: map.mapLng,
    mapZoom: map.mapZoom,
    markerLat: map.markerLat,
    markerLng: map.markerLng,
    ...ADDRESS,
  },
  style: styleId(map.mapStyle),
  labels: map.showLabels,
  terrain: map.showTerrain,
  controls: map.showControls,
});

export function MapFields({ value, onChange }: { value: MapSettings; onChange: (change: Partial<MapSettings>) => void }) {
  return (
    <fieldset>
      <legend>Map</legend>
      <label>
        Style
        <select value={value.mapStyle} onChange={(e) => onChange({ mapStyle: e.target.value as MapStyleName })}>
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
          value={styleId(value.mapStyle)}
          onChange={(e) => onChange({ mapStyle: styleName(e.target.value) ?? value.mapStyle })}
        />
      </label>
      <label>
        Zoom
        <input type="number" min={0} max={22} value={value.mapZoom} onChange={(e) => onChange({ mapZoom: Number(e.target.value) })} />
      </label>
      <Checkboxes flags={FLAGS} value={value} onChange={onChange} />
      <p className="editor-hint">
        No maps key here: the address card shows. <a href="?fake-map">Fake map</a> · <a href="?">card</a>
      </p>
      <details>
        <summary>Published JSON</summary>
        <pre className="editor-payload">{JSON.stringify(publishedJson(value), null, 1)}</pre>
      </details>
    </fieldset>
  );
}
