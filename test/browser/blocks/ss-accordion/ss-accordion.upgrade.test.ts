// markup painted before the script loads does
// not move when the element is defined. This file must not import the element statically.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { shiftAround } from '../../helpers/layout-shift.js';

// Every box of the content. The host's own box is left out: undefined it is an inline box
// wrapped around its children, defined a block; it draws nothing, so only content can shift.
const rects = (root: Element) =>
  [...root.querySelectorAll(':not(ss-accordion, ss-menu)')].map((n) => JSON.stringify(n.getBoundingClientRect()));

const PLAIN = `<ss-accordion>
  <h3><button aria-expanded="true">Shipping</button></h3>
  <div><p>We ship worldwide within five working days.</p></div>
  <h3><button>Returns</button></h3>
  <div hidden><p>Thirty days.</p></div>
</ss-accordion>`;

// The platform's stylesheet hides a dropdown without the --open class.
const REAL = `<style>.accordion-item__dropdown:not(.accordion-item__dropdown--open) { display: none; }</style>
<ss-accordion>
  <div class="sqs-block accordion-block" data-block-type="69" id="block-y">
    <div class="sqs-block-content">
      <ul class="accordion-items-container" data-should-allow-multiple-open-items="" data-is-expanded-first-item="true">
        <li class="accordion-item">
          <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
            <button class="accordion-item__click-target" aria-expanded="true"><span>Hours</span></button>
          </h4>
          <div class="accordion-item__dropdown accordion-item__dropdown--open" role="region">
            <div class="accordion-item__description"><p>Open daily.</p></div>
          </div>
        </li>
        <li class="accordion-item">
          <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
            <button class="accordion-item__click-target" aria-expanded="false"><span>Parking</span></button>
          </h4>
          <div class="accordion-item__dropdown" role="region">
            <div class="accordion-item__description"><p>Behind the shop.</p></div>
          </div>
        </li>
      </ul>
    </div>
  </div>
</ss-accordion>`;

describe('ss-accordion upgrade', () => {
  it('the layout-shift measurement sees a shift when content does move (control)', async () => {
    const page = await fixture<HTMLElement>(`<div><p id="a">First</p><p hidden id="b">Second</p><p>Third</p></div>`);
    await nextFrame();
    const shift = await shiftAround(() => {
      (page.querySelector('#b') as HTMLElement).hidden = false;
    });
    expect(shift).to.be.greaterThan(0);
  });

  it('defining the element after plain and real markup are painted moves nothing', async () => {
    expect(customElements.get('ss-accordion')).to.equal(undefined);
    const page = await fixture<HTMLElement>(`<div>${PLAIN}${REAL}<p>Below the accordions.</p></div>`);
    await nextFrame();
    await nextFrame();
    const before = rects(page);
    const shift = await shiftAround(() => import('../../../../src/blocks/ss-accordion/ss-accordion.js'));
    const [plain, real] = [...page.querySelectorAll('ss-accordion')];
    expect(customElements.get('ss-accordion')).to.not.equal(undefined);
    expect(plain.shadowRoot!.querySelectorAll('[part="item"]')).to.have.length(2);
    expect(real.querySelector('button')!.getAttribute('aria-controls')).to.not.equal(null);
    expect(shift).to.equal(0);
    expect(rects(page)).to.deep.equal(before);
  });
});
