// Before the element is defined: the published markup with the README's rule shows only the
// selected option's price and join link (no flash of both), even where the site's CSS
// displays them; defining the element then moves nothing. This file must not import the
// element statically.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { shiftAround } from '../../helpers/layout-shift.js';
import { PRICING_CSS, pricing, shown } from './helpers.js';

const rects = (root: Element) =>
  [...root.querySelectorAll(':not(ss-member-pricing)')].map((n) => JSON.stringify(n.getBoundingClientRect()));

describe('ss-member-pricing before and at definition', () => {
  it("only the selected option's price and join link show before definition; defining moves nothing", async () => {
    expect(customElements.get('ss-member-pricing')).to.equal(undefined);
    const style = Object.assign(document.createElement('style'), { textContent: `${PRICING_CSS}\n.price, .join { display: block; }` });
    document.head.append(style);
    try {
      const page = await fixture<HTMLElement>(`<div>${pricing({ selected: 'yearly' })}<p>Below the pricing.</p></div>`);
      await nextFrame();
      const el = page.querySelector('ss-member-pricing')!;
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
      const before = rects(page);
      const shift = await shiftAround(() => import('../../../../src/blocks/ss-member-pricing/ss-member-pricing.js'));
      expect(customElements.get('ss-member-pricing')).to.not.equal(undefined);
      expect(el.getAttribute('selected')).to.equal('yearly');
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
      expect(shift).to.equal(0);
      expect(rects(page)).to.deep.equal(before);
    } finally {
      style.remove();
    }
  });

  it("control: without the rule, the site's CSS shows both prices before definition", async () => {
    const style = Object.assign(document.createElement('style'), { textContent: '.price, .join { display: block; }' });
    document.head.append(style);
    try {
      const page = await fixture<HTMLElement>(`<div>${pricing().replace(/ss-member-pricing/g, 'ss-member-pricing-undefined')}</div>`);
      expect(shown(page).prices).to.deep.equal(['monthly', 'yearly']);
    } finally {
      style.remove();
    }
  });
});
