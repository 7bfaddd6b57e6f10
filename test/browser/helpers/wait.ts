// waitUntil for every browser test: open-wc's, with a limit that holds on a loaded machine.
// Its default (1 s) ran out while a state was still on its way (a frame's message, a scroll
// on the compositor's thread); waiting longer for a state never makes a wrong one pass.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

type Predicate = () => unknown | Promise<unknown>;

/** Resolves once predicate returns a truthy value; rejects with message after `timeout` ms
 * (default 10 s, under the runner's 15 s limit for a test). */
export const waitUntil = (predicate: Predicate, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> =>
  openWcWaitUntil(predicate, message, { timeout: 10000, ...options });
