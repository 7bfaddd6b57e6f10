// The map panel: its location (spec 000 §3 "Map location"), its style by name ↔ the
// published numeric id (spec 001 §3 "Map settings": 1 original … 6 minimal blue;
// blocks/ss-map/map-styles.ts) and its other UI options, each with its default.
import { useId, useState, useEffect } from 'react';
import type { FrameBlock } from '../../../src/contract/editor-frame.js';
import { MAP_STYLES, styleId, styleName, type MapStyleName } from '../../../src/blocks/ss-map/map-styles.js';
import type { PanelProps } from '../panel.js';
import { SettingsPanel } from './settings-panel.js';

const LOCATION = [
  'addressTitle',
  'addressLine1',
  'addressLine2',
  'addressCountry',
  'mapLat',
  'mapLng',
  'markerLat',
  'markerLng',
  'mapZoom',
];
const LOCATION_LABELS = {
  mapLat: 'Map centre latitude',
  mapLng: 'Map centre longitude',
  markerLat: 'Marker latitude',
  markerLng: 'Marker longitude',
  mapZoom: 'Zoom',
};
const OPTIONS = [
  'showLabels',
  'showTerrain',
  'showControls',
  'disableDefaultUI',
  'mapDraggable',
  'scrollwheel',
  'markerDraggable',
  'linkOnClick',
  'vSize',
  'aspectRatio',
];

/** "minimal-light" → "Minimal light". */
const styleLabel = (name: MapStyleName) => name.charAt(0).toUpperCase() + name.slice(1).replace('-', ' ');

export function MapPanel({ block, change }: PanelProps & { block: FrameBlock }) {
  const id = useId();
  const style = styleName(block.attributes['map-style'] ?? '') ?? 'original';
  const [idText, setIdText] = useState(String(styleId(style)));
  const [idError, setIdError] = useState(false);
  useEffect(() => {
    setIdText(String(styleId(style)));
    setIdError(false);
  }, [style]);
  const setStyle = (name: MapStyleName) => change({ kind: 'attributes', id: block.id, attributes: { 'map-style': name } });
  return (
    <>
      <SettingsPanel block={block} change={change} legend="Location" names={LOCATION} labels={LOCATION_LABELS} />
      <fieldset className="settings">
        <legend>Style</legend>
        <div className="field" data-setting="map-style">
          <label htmlFor={`${id}-name`}>Style</label>
          <select
            id={`${id}-name`}
            value={style}
            aria-describedby={`${id}-style-doc`}
            onChange={(e) => setStyle(e.target.value as MapStyleName)}
          >
            {MAP_STYLES.map((name) => (
              <option key={name} value={name}>
                {styleLabel(name)} ({styleId(name)}){name === 'original' ? ' (default)' : ''}
              </option>
            ))}
          </select>
          <span className="field-doc" id={`${id}-style-doc`}>
            The published block stores the style as its number. Default: original (1).
          </span>
        </div>
        <div className="field" data-setting="map-style-id">
          <label htmlFor={`${id}-id`}>Published style id</label>
          <input
            id={`${id}-id`}
            type="text"
            inputMode="numeric"
            value={idText}
            aria-invalid={idError || undefined}
            aria-describedby={`${id}-id-doc${idError ? ` ${id}-id-error` : ''}`}
            onChange={(e) => {
              setIdText(e.target.value);
              const name = /^\s*[1-6]\s*$/.test(e.target.value) ? styleName(e.target.value) : undefined;
              setIdError(!name);
              if (name) setStyle(name);
            }}
          />
          <span className="field-doc" id={`${id}-id-doc`}>
            1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue.
          </span>
          {idError && (
            <span className="field-error" id={`${id}-id-error`}>
              Expected a number from 1 to 6.
            </span>
          )}
        </div>
      </fieldset>
      <SettingsPanel block={block} change={change} legend="Map options" names={OPTIONS} />
    </>
  );
}
