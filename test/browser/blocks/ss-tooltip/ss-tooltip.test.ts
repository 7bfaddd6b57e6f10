import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-tooltip/ss-tooltip.js';
import type { SsTooltip } from '../../../../src/blocks/ss-tooltip/ss-tooltip.js';
import { registerDialog } from '../../../../src/services/dialog-stack.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';

const LONG = 'Keeps what you typed on this device, so nothing is lost if the page closes before you send it to us.';

/** A control at a fixed place in the viewport, with a tooltip. */
async function mount({ left = 100, top = 100, tip = 'Saves a draft', extra = '' } = {}) {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <button id="before">Before</button>
      <button id="save" style="position: fixed; left: ${left}px; top: ${top}px; width: 80px; height: 30px" aria-describedby=${extra || undefined}>Save</button>
      <ss-tooltip for="save">${tip}</ss-tooltip>
    </div>
  `);
  const el = wrapper.querySelector('ss-tooltip')!;
  await el.updateComplete;
  return {
    wrapper,
    el,
    anchor: wrapper.querySelector<HTMLButtonElement>('#save')!,
    before: wrapper.querySelector<HTMLButtonElement>('#before')!,
  };
}
const box = (el: Element) => el.getBoundingClientRect();
const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });
const shows = (el: SsTooltip) => el.matches(':popover-open');

describe('ss-tooltip (spec 001 §9; APG tooltip)', () => {
  let clock: ManualClock;
  const address = location.href;
  beforeEach(async () => {
    await resetMouse();
    clock = installManualClock();
  });
  afterEach(async () => {
    clock.uninstall();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(history.state, '', address);
  });

  /** Hovers (x, y) and waits out the delay. */
  async function hover(x: number, y: number, ms = 1200) {
    await sendMouse({ type: 'move', position: [x, y] });
    await clock.advance(ms);
  }

  describe('accessibility', () => {
    it('has no axe violations, hidden and shown', async () => {
      const { wrapper, el } = await mount({ tip: LONG });
      clock.uninstall(); // axe waits with timers of its own
      await expectAccessible(wrapper, 'hidden');
      el.show();
      expect(shows(el)).to.equal(true);
      await expectAccessible(wrapper, 'shown');
    });

    it('is role=tooltip and the control is described by it; the control keeps its own description', async () => {
      const { el, anchor, wrapper } = await mount();
      expect(el.getAttribute('role')).to.equal('tooltip');
      expect(el.id).to.match(/^ss-tooltip-\d+$/);
      expect(anchor.getAttribute('aria-describedby')).to.equal(el.id);
      el.remove();
      expect(anchor.hasAttribute('aria-describedby'), 'taken off with the tooltip').to.equal(false);
      wrapper.remove();
      const other = await mount({ extra: 'hint' });
      expect(other.anchor.getAttribute('aria-describedby')).to.equal(`hint ${other.el.id}`);
    });

    it('is hidden, and a manual popover, until shown', async () => {
      const { el } = await mount();
      expect(el.getAttribute('popover')).to.equal('manual');
      expect(getComputedStyle(el).display).to.equal('none');
    });
  });

  describe('hover (spec 001 §9: delay 1200 ms, mouse offset 15, width 250, edge margin 20)', () => {
    it('shows 1200 ms after the pointer comes, and not before', async () => {
      const { el } = await mount();
      await hover(120, 110, 1199);
      expect(shows(el), 'at 1199 ms').to.equal(false);
      await clock.advance(1);
      expect(shows(el), 'at 1200 ms').to.equal(true);
    });

    it('its box is 15 px right of and below the mouse', async () => {
      const { el } = await mount();
      await hover(120, 110);
      expect(box(el).left).to.equal(135);
      expect(box(el).top).to.equal(125);
    });

    it('follows the mouse', async () => {
      const { el } = await mount();
      await hover(120, 110);
      await sendMouse({ type: 'move', position: [150, 115] });
      await clock.advance(50);
      expect([box(el).left, box(el).top]).to.deep.equal([165, 130]);
    });

    it('is 250 px wide with a long text, narrower with a short one', async () => {
      const { el } = await mount({ tip: LONG });
      await hover(120, 110);
      expect(box(el).width).to.equal(250);
      const short = await mount({ left: 300, tip: 'Save' });
      await hover(320, 110);
      expect(box(short.el).width).to.be.below(250);
    });

    it('stays 20 px inside the right edge', async () => {
      const { width } = viewport();
      const { el } = await mount({ left: width - 90, tip: LONG });
      await hover(width - 30, 110);
      expect(box(el).right).to.equal(width - 20);
    });

    it('goes above the mouse near the bottom edge, 15 px away', async () => {
      const { height } = viewport();
      const { el } = await mount({ top: height - 40, tip: LONG });
      await hover(120, height - 25);
      expect(box(el).bottom).to.equal(height - 25 - 15);
      expect(box(el).top).to.be.at.least(20);
    });

    it('hides when the pointer leaves, and a pointer that leaves before 1200 ms shows nothing', async () => {
      const { el } = await mount();
      await hover(120, 110);
      await sendMouse({ type: 'move', position: [400, 400] });
      expect(shows(el)).to.equal(false);
      await hover(120, 110, 600);
      await sendMouse({ type: 'move', position: [400, 400] });
      await clock.advance(1000);
      expect(shows(el)).to.equal(false);
    });

    it('fires ss-tooltip-toggle on showing and hiding', async () => {
      const { el } = await mount();
      const seen: unknown[] = [];
      el.addEventListener('ss-tooltip-toggle', (e) => seen.push(e.detail));
      await hover(120, 110);
      await sendMouse({ type: 'move', position: [400, 400] });
      expect(seen).to.deep.equal([
        { open: true, source: 'pointer' },
        { open: false, source: 'pointer' },
      ]);
    });
  });

  describe('keyboard', () => {
    it('shows 1200 ms after keyboard focus, under the control, and hides when focus leaves', async () => {
      const { el, before, anchor } = await mount({ left: 200, top: 150 });
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(anchor);
      await clock.advance(1199);
      expect(shows(el)).to.equal(false);
      await clock.advance(1);
      expect(shows(el)).to.equal(true);
      expect(box(el).left).to.equal(200);
      expect(box(el).top).to.equal(150 + 30 + 15);
      await sendKeys({ press: 'Shift+Tab' });
      expect(shows(el)).to.equal(false);
    });

    it('Escape hides it and is consumed; Escape with no tooltip showing is left alone', async () => {
      const { el, before } = await mount();
      const prevented: boolean[] = [];
      const listen = (e: KeyboardEvent) => e.key === 'Escape' && prevented.push(e.defaultPrevented);
      document.addEventListener('keydown', listen);
      before.focus();
      await sendKeys({ press: 'Tab' });
      await clock.advance(1200);
      await sendKeys({ press: 'Escape' });
      expect(shows(el)).to.equal(false);
      await sendKeys({ press: 'Escape' });
      document.removeEventListener('keydown', listen);
      expect(prevented).to.deep.equal([true, false]);
      await clock.advance(5000);
      expect(shows(el), 'stays hidden while focus stays').to.equal(false);
    });

    it('Escape does not fight the dialog stack: the tip goes first, the dialog on the next Escape', async () => {
      const { el, before } = await mount();
      const closed: string[] = [];
      const entry = registerDialog({ escape: () => (closed.push('dialog'), entry.release()) });
      try {
        before.focus();
        await sendKeys({ press: 'Tab' });
        await clock.advance(1200);
        await sendKeys({ press: 'Escape' });
        expect(shows(el)).to.equal(false);
        expect(closed, 'the dialog stays open').to.deep.equal([]);
        await sendKeys({ press: 'Escape' });
        expect(closed).to.deep.equal(['dialog']);
      } finally {
        entry.release();
      }
    });

    it('a focus by mouse click does not show it', async () => {
      const { el, anchor } = await mount({ left: 300, top: 300 });
      await sendMouse({ type: 'click', position: [10, 10] });
      anchor.focus(); // programmatic focus after a pointer interaction: not :focus-visible for a button
      await clock.advance(2000);
      expect(shows(el)).to.equal(false);
    });
  });

  describe('motion', () => {
    it('fades in over 0.3 s', async () => {
      const { el } = await mount();
      el.show();
      const [fade] = el.getAnimations();
      expect(fade?.effect?.getTiming().duration).to.equal(300);
    });

    it('no fade under prefers-reduced-motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { el } = await mount();
      el.show();
      expect(el.getAnimations()).to.deep.equal([]);
    });

    it('no fade with ?nomotion=true', async () => {
      history.replaceState(history.state, '', '?nomotion=true');
      const { el } = await mount();
      el.show();
      expect(el.getAnimations()).to.deep.equal([]);
    });
  });

  describe('bad input', () => {
    it('reports a `for` that names no element, and shows nothing', async () => {
      const { result: el, messages } = await captureConsole('error', () =>
        fixture<SsTooltip>(html`<ss-tooltip for="nowhere">Tip</ss-tooltip>`),
      );
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-tooltip: no element with id "nowhere" to describe in its document; it is not shown.',
      ]);
      el.show();
      expect(shows(el)).to.equal(false);
    });
  });
});
