// No layout shift (ours: the spec shows no bar; every element keeps server-rendered markup
// where it is): a bar painted before its code loads, with the page CSS its page gives, moves
// nothing when the element is defined. This file must not import the element statically.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { shiftAround } from '../../helpers/layout-shift.js';

// The rule the element's page gives for before it is defined.
const RESERVE = `<style>
  ss-announcement-bar:not(:defined) { display: block; padding: 0.75rem 3rem; text-align: center; background: #f2f2f2; color: #1a1a1a; }
</style>`;
const rects = (root: Element) => [...root.querySelectorAll('*')].map((n) => JSON.stringify(n.getBoundingClientRect()));

describe('ss-announcement-bar upgrade', () => {
  it('the measurement sees a shift when content does move (control)', async () => {
    const page = await fixture<HTMLElement>(`<div><p>First</p><p hidden id="b">Second</p><p>Third</p></div>`);
    await nextFrame();
    const shift = await shiftAround(() => void ((page.querySelector('#b') as HTMLElement).hidden = false));
    expect(shift).to.be.greaterThan(0);
  });

  it('defining it after the bar is painted moves nothing (CLS 0), a long text wrapping too', async () => {
    expect(customElements.get('ss-announcement-bar')).to.equal(undefined);
    const page = await fixture<HTMLElement>(`<div style="inline-size: 360px">${RESERVE}
      <ss-announcement-bar><p>Winter prints are here. <a href="#w">See the collection</a></p></ss-announcement-bar>
      <ss-announcement-bar><p>Free delivery on every order over fifty dollars until the end of the month, in every country we ship to.</p></ss-announcement-bar>
      <p>Below the bars.</p></div>`);
    await nextFrame();
    await nextFrame();
    const before = rects(page);
    const shift = await shiftAround(() => import('../../../../src/blocks/ss-announcement-bar/ss-announcement-bar.js'));
    const bars = [...page.querySelectorAll('ss-announcement-bar')];
    await Promise.all(bars.map((b) => (b as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete));
    expect(bars[0].shadowRoot!.querySelector('[part="close-button"]')).to.not.equal(null);
    expect(shift).to.equal(0);
    expect(rects(page)).to.deep.equal(before);
  });
});
