// Elements a service shows, defined on demand (services/elements/on-demand.ts): services never
// import an element; what knows where the elements live (the autoloader, a bundler's page)
// offers loaders. This page imports no element and starts without the autoloader, so a
// service that needs one says what to do (ours). The tests run in order: the offers carry
// from one to the next.
import { expect } from '@open-wc/testing';
import { confirm } from '../../../src/services/confirm.js';
import { lightbox } from '../../../src/services/lightbox.js';
import { showSystemError } from '../../../src/services/system-error.js';
import { elementDefined, provideElementLoaders } from '../../../src/services/elements/on-demand.js';

const missing = (tag: string) =>
  `[ss-blocks] <${tag}> is not defined and nothing on the page loads it: import ss-blocks/blocks/${tag} (or load the autoloader) first.`;

/** A loader that defines tag, counting its calls. */
function loader(tag: string) {
  const counted = { calls: 0, load: async () => void (counted.calls++, customElements.define(tag, class extends HTMLElement {})) };
  return counted;
}

describe('elements on demand', () => {
  it('without a loader, each service rejects with a message naming the remedy, and shows nothing', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['ss-confirm', () => confirm({ title: 'Remove item?' })],
      ['ss-lightbox', () => lightbox.open([{ src: '/a.jpg' }], 0)],
      ['ss-system-error', () => showSystemError({ variant: 'cleaned' })],
    ];
    for (const [tag, call] of calls) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((error as Error | undefined)?.message, tag).to.equal(missing(tag));
      expect(document.querySelector(tag), tag).to.equal(null);
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
  });

  it("loads an element from the autoloader's map once the autoloader runs (it writes the slot read here)", async () => {
    await import('../../../src/autoloader.js');
    await elementDefined('ss-relative-time');
    expect(customElements.get('ss-relative-time')).not.to.equal(undefined);
  });

  it('runs an offered loader when the element is needed, and not once it is defined; the offers add up', async () => {
    const a = loader('ss-test-on-demand');
    provideElementLoaders({ 'ss-test-on-demand': a.load });
    expect(a.calls, 'not at the offer').to.equal(0);
    await elementDefined('ss-test-on-demand');
    await elementDefined('ss-test-on-demand');
    expect(a.calls).to.equal(1);
    expect(customElements.get('ss-test-on-demand')).not.to.equal(undefined);
  });

  it('keeps the first loader offered for a tag', async () => {
    const [first, second] = [loader('ss-test-first'), loader('ss-test-first')];
    provideElementLoaders({ 'ss-test-first': first.load });
    provideElementLoaders({ 'ss-test-first': second.load });
    await elementDefined('ss-test-first');
    expect([first.calls, second.calls]).to.deep.equal([1, 0]);
  });
});
