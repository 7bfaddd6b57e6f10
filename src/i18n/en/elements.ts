// A service's message for an element it shows but cannot load (services/elements/on-demand.ts):
// neither defined nor offered a loader on the page. An area of its own, so that a page that
// loads it carries this text only.
import type { Area } from '../format.js';

export const elements = {
  'elements.notLoaded':
    '[ss-blocks] <{tag}> is not defined and nothing on the page loads it: import ss-blocks/blocks/{tag} (or load the autoloader) first.', // ours
} as const satisfies Area<'elements'>;
