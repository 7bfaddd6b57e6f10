// markup painted before the script loads does
// not move when the element is defined. This file must not import the element statically.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { shiftAround } from '../../helpers/layout-shift.js';

// Every box of the content. The host's own box is left out: undefined it is an inline box
// wrapped around its children, defined a block; it draws nothing, so only content can shift.
const rects = (root: Element) =>
  [...root.querySelectorAll(':not(ss-accordion, ss-menu)')].map((n) => JSON.stringify(n.getBoundingClientRect()));

const PLAIN = `<ss-menu>
  <button role="tab">Lunch</button>
  <button role="tab">Dinner</button>
  <div role="tabpanel"><p>Soup, salad.</p></div>
  <div role="tabpanel" hidden><p>Steak.</p></div>
</ss-menu>`;

// As the platform's script leaves it: inline display on the panels, the active classes.
const REAL = `<ss-menu>
  <div class="sqs-block menu-block" data-block-type="18" id="block-m">
    <div class="sqs-block-content"><div class="menu-wrapper">
      <div role="tablist" class="menu-selector">
        <label role="tab" class="menu-select-labels" aria-selected="false">Lunch</label>
        <label role="tab" class="menu-select-labels menu-select-labels--active" aria-selected="true">Dinner</label>
      </div>
      <div class="menus">
        <div role="tabpanel" aria-label="Lunch" class="menu" style="display: none"><p>Soup.</p></div>
        <div role="tabpanel" aria-label="Dinner" class="menu menu-active" style="display: block"><p>Steak.</p></div>
      </div>
    </div></div>
  </div>
</ss-menu>`;

describe('ss-menu upgrade', () => {
  it('the layout-shift measurement sees a shift when content does move (control)', async () => {
    const page = await fixture<HTMLElement>(`<div><p>First</p><p hidden id="b">Second</p><p>Third</p></div>`);
    await nextFrame();
    const shift = await shiftAround(() => {
      (page.querySelector('#b') as HTMLElement).hidden = false;
    });
    expect(shift).to.be.greaterThan(0);
  });

  it('defining the element after plain and real markup are painted moves nothing', async () => {
    expect(customElements.get('ss-menu')).to.equal(undefined);
    const page = await fixture<HTMLElement>(`<div>${PLAIN}${REAL}<p>Below the menus.</p></div>`);
    await nextFrame();
    await nextFrame();
    const before = rects(page);
    const shift = await shiftAround(() => import('../../../../src/blocks/ss-menu/ss-menu.js'));
    const [plain, real] = [...page.querySelectorAll('ss-menu')];
    expect(plain.shadowRoot!.querySelector('[part="tabs"]')).to.not.equal(null);
    expect(real.querySelectorAll('label')).to.have.length(0);
    expect(real.getAttribute('selected-index')).to.equal('1');
    expect(shift).to.equal(0);
    expect(rects(page)).to.deep.equal(before);
  });
});
