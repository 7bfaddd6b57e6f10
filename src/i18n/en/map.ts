// The map block (spec 000 §2 "Map block": the marker opens an external maps page in a new
// window; §7: the maps script's load fails after 30 s). The spec shows no texts for them:
// every text here is ours.
import type { Area } from '../format.js';

export const map = {
  'map.label': 'Map: {place}', // ours
  'map.coordinates': '{lat}, {lng}', // ours
  'map.openInMaps': 'Open in maps', // ours
  'map.newWindow': '(opens in a new window)', // ours
  'map.markerLink': 'Open {place} in maps (new window)', // ours
  'map.noKey': '[ss-blocks] ss-map: the site context has no maps key (website.mapsSettings.apiKey); the address card is shown instead.', // ours
  'map.loadFailed': '[ss-blocks] ss-map: the maps script {url} could not be loaded; the address card is shown instead.', // ours
  'map.scriptTimeout': '[ss-blocks] ss-map: the maps script {url} did not load within {seconds} s; the address card is shown instead.', // ours
  'map.authFailed': '[ss-blocks] ss-map: the maps service refused the key; the address card is shown instead.', // ours
  'map.urlRefused': '[ss-blocks] ss-map: {url} is not an http(s) URL; {fallback} is used instead.', // ours
} as const satisfies Area<'map'>;
