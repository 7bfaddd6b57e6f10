// The direction helpers (ours): isRtl reads the direction an element lays out in, from its own
// dir, an ancestor's or CSS; onDirChange tells of a dir attribute changed anywhere, and of
// nothing else.
import { expect, fixture, html } from '@open-wc/testing';
import { isRtl } from '../../../src/blocks/element-helpers.js';
import { onDirChange } from '../../../src/controllers/direction.js';

const mutations = () => new Promise((r) => setTimeout(r));

describe('isRtl', () => {
  it("follows the element's own dir, an ancestor's, and the CSS direction", async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><p>a</p><div dir="rtl"><p>b</p><p dir="ltr">c</p></div><p style="direction: rtl">d</p></div>`,
    );
    expect([...wrap.querySelectorAll('p')].map(isRtl)).to.deep.equal([false, true, false, true]);
    document.documentElement.dir = 'rtl';
    expect(isRtl(wrap.querySelector('p')!), '<html dir="rtl">').to.equal(true);
    document.documentElement.removeAttribute('dir');
  });
});

describe('onDirChange', () => {
  it('calls back for a dir attribute changed on <html> or deeper, not for other attributes; stops when told', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><p>a</p></div>`);
    let calls = 0;
    const stop = onDirChange(() => calls++);
    wrap.title = 'x';
    wrap.querySelector('p')!.className = 'y';
    await mutations();
    expect(calls, 'other attributes').to.equal(0);
    document.documentElement.dir = 'rtl';
    await mutations();
    expect(calls).to.equal(1);
    wrap.querySelector('p')!.dir = 'ltr';
    await mutations();
    expect(calls, 'a nested dir').to.equal(2);
    stop();
    document.documentElement.removeAttribute('dir');
    await mutations();
    expect(calls, 'stopped').to.equal(2);
  });
});
