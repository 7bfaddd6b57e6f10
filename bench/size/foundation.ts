// The foundation issue's set, measured on its own by `npm run size` ("cdn-foundation"): the
// contract reader, the data layer (with its overlay) and the first two blocks, as one
// CDN-style bundle. Its goal stays as later blocks grow the full CDN bundle.
import '../../src/blocks/ss-accordion/ss-accordion.js';
import '../../src/blocks/ss-menu/ss-menu.js';
import '../../src/blocks/ss-system-error/ss-system-error.js';

export { SsAccordion } from '../../src/blocks/ss-accordion/ss-accordion.js';
export { SsMenu } from '../../src/blocks/ss-menu/ss-menu.js';
export { SsSystemError } from '../../src/blocks/ss-system-error/ss-system-error.js';
export * from '../../src/contract/index.js';
export * from '../../src/services/data-layer.js';
