import { define } from '../element-helpers.js';
import { SsMap } from './ss-map.element.js';

export { SsMap } from './ss-map.element.js';
export type { SsMapFallbackDetail, SsMapMarkerMoveDetail, SsMapState } from './ss-map.element.js';
export { MAP_STYLES, styleId, styleName } from './map-styles.js';
export type { MapStyleName } from './map-styles.js';

define('ss-map', SsMap);

declare global {
  interface HTMLElementTagNameMap {
    'ss-map': SsMap;
  }
}
