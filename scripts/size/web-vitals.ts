// Size report only (a peer): web-vitals with the metrics a RUM client reports, as a page
// would import it.
export { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
