import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { shrinkAll, shrinkText } from '../../../src/services/text-shrink.js';
import { captureConsole } from '../helpers/console.js';
import { installManualClock } from '../helpers/manual-clock.js';

const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;

async function heading(style: string, text = 'Tidewater Studio Summer Exhibition') {
  return fixture<HTMLHeadingElement>(html`<h2 style="margin: 0; font-family: monospace; line-height: 1.2; ${style}">${text}</h2>`);
}

describe('text shrink (spec 001 §5, §9)', () => {
  it("'line': the largest whole size at which the text is one line", async () => {
    const el = await heading('width: 300px; font-size: 40px');
    const s = shrinkText(el, 'line');
    expect(s.size).to.be.below(40).and.at.least(11);
    expect(px(el)).to.equal(s.size);
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    el.style.fontSize = `${s.size + 1}px`;
    expect(el.scrollWidth, 'one pixel more overflows').to.be.above(el.clientWidth);
  });

  it("'box': a box of limited height holds all the lines", async () => {
    const el = await heading('width: 200px; height: 60px; font-size: 32px');
    const s = shrinkText(el, 'box');
    expect(s.size).to.be.below(32);
    expect(overflows(el)).to.equal(false);
  });

  it("'box': a box whose height follows its text fits its widest word", async () => {
    const el = await heading('width: 150px; font-size: 40px', 'Extraordinarily');
    shrinkText(el, 'box');
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
  });

  it('keeps text that fits as it is', async () => {
    const el = await heading('width: 600px; font-size: 20px', 'Short');
    const s = shrinkText(el, 'line');
    expect(s.size).to.equal(20);
    expect(el.style.fontSize, 'its own inline size').to.equal('20px');
    expect(el.style.whiteSpace).to.equal('');
  });

  it('never goes below 11 px', async () => {
    const el = await heading('width: 40px; font-size: 40px', 'Incomprehensibilities');
    expect(shrinkText(el, 'line').size).to.equal(11);
    expect(px(el)).to.equal(11);
  });

  it('leaves text at 13 px alone; text at 14 px is shrunk', async () => {
    const at13 = await heading('width: 40px; font-size: 13px', 'Incomprehensibilities');
    expect(shrinkText(at13, 'line').size).to.equal(13);
    expect(at13.style.fontSize).to.equal('13px');
    expect(at13.style.whiteSpace, 'not even kept to one line').to.equal('');
    const at14 = await heading('width: 40px; font-size: 14px', 'Incomprehensibilities');
    expect(shrinkText(at14, 'line').size).to.equal(11);
  });

  it('fits again 100 ms after the width last changed (spec 001 §9 resize debounce)', async () => {
    const el = await heading('width: 600px; font-size: 40px');
    const s = shrinkText(el, 'line');
    const wide = s.size;
    const clock = installManualClock();
    try {
      el.style.width = '300px';
      await nextFrame();
      await nextFrame();
      await clock.advance(99);
      expect(s.size, 'at 99 ms').to.equal(wide);
      await clock.advance(1);
      expect(s.size, 'at 100 ms').to.be.below(wide);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    } finally {
      clock.uninstall();
    }
  });

  it('stop() gives the element its own size back', async () => {
    const el = await heading('width: 200px; font-size: 40px');
    const s = shrinkText(el, 'line');
    s.stop();
    expect(px(el)).to.equal(40);
    expect(el.style.whiteSpace).to.equal('');
  });

  it('shrinkAll fits every [data-text-shrink] element, by its mode, once', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 200px; font-family: monospace">
      <h2 data-text-shrink="line" style="font-size: 40px; margin: 0">A long headline here</h2>
      <p data-text-shrink style="font-size: 40px; height: 50px; margin: 0">A paragraph of several words</p>
      <p style="font-size: 40px; margin: 0">Not marked</p>
    </div>`);
    const [h2, p, plain] = wrapper.children as unknown as HTMLElement[];
    const first = shrinkAll(wrapper);
    expect(first.length).to.equal(2);
    expect(px(h2)).to.be.below(40);
    expect(getComputedStyle(h2).whiteSpace).to.equal('nowrap');
    expect(px(p)).to.be.below(40);
    expect(getComputedStyle(p).whiteSpace).to.equal('normal');
    expect(px(plain)).to.equal(40);
    expect(shrinkAll(wrapper)).to.deep.equal(first);
  });

  it('reports an unknown mode and fits the box', async () => {
    const el = await fixture<HTMLElement>(
      html`<h2 data-text-shrink="tiny" style="width: 100px; height: 40px; font-size: 40px; margin: 0">Some words here</h2>`,
    );
    const { messages } = await captureConsole('warn', () => shrinkText(el));
    expect(messages.map((m) => m[0])).to.deep.equal([
      '[ss-blocks] text shrink: data-text-shrink="tiny" is not empty, "box" or "line"; the box is fitted.',
    ]);
    expect(px(el)).to.be.below(40);
  });
});
