// The page's start (services/start.ts) loads and starts the helpers its markup asks for.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { startPageHelpers } from '../../../src/services/start.js';

describe('startPageHelpers', () => {
  const Real = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = Real;
  });

  it('fits [data-text-shrink] text and observes [data-animation] blocks', async () => {
    const options: IntersectionObserverInit[] = [];
    window.IntersectionObserver = class extends Real {
      constructor(cb: IntersectionObserverCallback, o?: IntersectionObserverInit) {
        super(cb, o);
        options.push(o ?? {});
      }
    };
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <h2 data-text-shrink="line" style="width: 120px; font-size: 40px; margin: 0">A headline far too long</h2>
      <section data-animation="fade-in">Block</section>
    </div>`);
    startPageHelpers(document);
    const h2 = wrapper.querySelector('h2')!;
    await waitUntil(() => parseFloat(getComputedStyle(h2).fontSize) < 40, 'the headline was shrunk');
    await waitUntil(() => options.length > 0, 'an observer was made');
    expect(options[0]!.threshold).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
  });
});
