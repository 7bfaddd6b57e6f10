// The classic single file (dist/cdn/ss-blocks.iife.min.js): the module file (cdn.ts) with the
// two overlays it defines on use (overlays-on-demand.ts) defined up front, as everything else:
// a classic script carries all its parts, and every element is defined before the body arrives.
export * from './cdn.js';
import './blocks/ss-confirm/ss-confirm.js';
import './blocks/ss-system-error/ss-system-error.js';

export { SsConfirm, CONFIRM_STYLES } from './blocks/ss-confirm/ss-confirm.js';
export { SsSystemError } from './blocks/ss-system-error/ss-system-error.js';
