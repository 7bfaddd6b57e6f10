// spec 001 §4 "Accordion", §9 "Accordion animation 250 ms"; real-markup.md "Accordion and menu".
import { expect, fixture, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-accordion/ss-accordion.js';
import { SsAccordion } from '../../../../src/blocks/ss-accordion/ss-accordion.js';
import type { SsAccordionToggleDetail } from '../../../../src/blocks/ss-accordion/ss-accordion.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';

const TITLES = ['Shipping', 'Returns', 'Contact'];

/** Plain markup: heading + button, then the panel; `open` lists the panels rendered open. */
function plain(attrs = '', open: number[] = []): string {
  const items = TITLES.map(
    (t, i) => `<h3><button>${t}</button></h3>
      <div${open.includes(i) ? '' : ' hidden'}><p>${t} answer, long enough to wrap onto a line.</p></div>`,
  );
  return `<ss-accordion ${attrs}>${items.join('\n')}</ss-accordion>`;
}

/** The real published markup (block type 69). Its aria-controls names no element, as pages
 * without matching ids do; the element must point it at the dropdown. */
function real(ulAttrs = 'data-should-allow-multiple-open-items=""', blockAttrs = ''): string {
  const items = TITLES.map(
    (t, i) => `<li class="accordion-item">
      <div class="accordion-divider accordion-divider--top" aria-hidden="true"></div>
      <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
        <button class="accordion-item__click-target" aria-expanded="false" aria-controls="button-block-x-${i}">
          <span class="accordion-item__title">${t}</span>
          <span class="accordion-icon-container" data-is-open="false" aria-hidden="true"><span class="plus"></span></span>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region">
        <div class="accordion-item__description"><p>${t} answer.</p></div>
      </div>
    </li>`,
  );
  return `<ss-accordion style="--ss-accordion-duration: 0s">
    <div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-x" ${blockAttrs}>
      <div class="sqs-block-content">
        <ul class="accordion-items-container" ${ulAttrs}>${items.join('')}</ul>
      </div>
    </div>
  </ss-accordion>`;
}

const INSTANT = 'style="--ss-accordion-duration: 0s"';
const buttons = (el: Element) => [...el.querySelectorAll('button')];
const panels = (el: Element) => buttons(el).map((b) => document.getElementById(b.getAttribute('aria-controls')!)!);
const expanded = (el: Element) => buttons(el).map((b) => b.getAttribute('aria-expanded'));
// The animated height, unrounded (layout boxes round to 1/64 px; near the end of `ease` the
// remaining distance is smaller than that).
const height = (el: Element) => parseFloat(getComputedStyle(el).height);
const shown = (el: Element) => panels(el).map((p) => !p.hidden);

async function mount(markup: string): Promise<SsAccordion> {
  const el = await fixture<SsAccordion>(markup);
  await el.updateComplete;
  return el;
}

function record(el: HTMLElement): SsAccordionToggleDetail[] {
  const seen: SsAccordionToggleDetail[] = [];
  el.addEventListener('ss-accordion-toggle', (e) => seen.push(e.detail));
  return seen;
}

// A stand-in for the platform's stylesheet, which reveals a dropdown by its --open class.
const siteCss = document.createElement('style');
siteCss.textContent = '.accordion-item__dropdown:not(.accordion-item__dropdown--open) { display: none; }';

describe('ss-accordion', () => {
  before(() => document.head.append(siteCss));
  after(() => siteCss.remove());

  describe('accessibility (axe)', () => {
    it('has no violations with one item expanded', async () => {
      const el = await mount(plain(INSTANT));
      el.show(1);
      expect(shown(el)).to.deep.equal([false, true, false]);
      await expectAccessible(el);
    });

    it('has no violations with several items expanded', async () => {
      const el = await mount(plain(`allow-multiple ${INSTANT}`));
      el.show(0);
      el.show(2);
      expect(shown(el)).to.deep.equal([true, false, true]);
      await expectAccessible(el);
    });

    it('has no violations on real markup, collapsed and expanded', async () => {
      const el = await mount(real());
      await expectAccessible(el, 'real markup collapsed');
      el.show(0);
      await expectAccessible(el, 'real markup expanded');
    });
  });

  describe('defaults', () => {
    it('is single-open, starts as the markup says, and reflects its settings', async () => {
      const el = await mount(plain('', [1]));
      expect(el.allowMultiple).to.equal(false);
      expect(el.firstExpanded).to.equal(false);
      expect(el.getAttribute('allow-multiple')).to.equal('false');
      expect(el.getAttribute('first-expanded')).to.equal('false');
      expect(el.openIndexes).to.deep.equal([1]);
      expect(expanded(el)).to.deep.equal(['false', 'true', 'false']);
    });

    it('wires the WAI-ARIA accordion pattern onto the buttons and panels', async () => {
      const el = await mount(plain());
      buttons(el).forEach((button, i) => {
        const panel = el.querySelectorAll(':scope > div')[i] as HTMLElement;
        expect(button.getAttribute('aria-controls')).to.equal(panel.id).and.not.equal('');
        expect(panel.getAttribute('role')).to.equal('region');
        expect(panel.getAttribute('aria-labelledby')).to.equal(button.id).and.not.equal('');
      });
    });

    it('renders a base part and one item part per heading and panel, content in the light DOM', async () => {
      const el = await mount(plain());
      const root = el.shadowRoot!;
      expect(root.querySelectorAll('[part="base"]')).to.have.length(1);
      const items = [...root.querySelectorAll('[part="item"]')];
      expect(items).to.have.length(3);
      const slotted = items.map((item) => item.querySelector('slot')!.assignedElements());
      expect(slotted.map((nodes) => nodes.map((n) => n.localName))).to.deep.equal([
        ['h3', 'div'],
        ['h3', 'div'],
        ['h3', 'div'],
      ]);
      expect(buttons(el)[0].getBoundingClientRect().height).to.be.greaterThan(0);
    });

    it('keeps only the first open item when the markup opens several', async () => {
      const el = await mount(plain('', [0, 2]));
      expect(el.openIndexes).to.deep.equal([0]);
      expect(shown(el)).to.deep.equal([true, false, false]);
    });

    it('reads an open panel without aria-expanded as open', async () => {
      const el = await mount(plain('', [2]));
      expect(expanded(el)).to.deep.equal(['false', 'false', 'true']);
    });
  });

  describe('attributes and settings', () => {
    it('first-expanded opens the first item', async () => {
      const el = await mount(plain('first-expanded'));
      expect(el.firstExpanded).to.equal(true);
      expect(el.openIndexes).to.deep.equal([0]);
      expect(shown(el)).to.deep.equal([true, false, false]);
    });

    it('allow-multiple keeps the others open', async () => {
      const el = await mount(plain(`allow-multiple ${INSTANT}`, [0]));
      expect(el.allowMultiple).to.equal(true);
      el.show(1);
      expect(el.openIndexes).to.deep.equal([0, 1]);
    });

    it('without allow-multiple opening one closes the others', async () => {
      const el = await mount(plain(INSTANT, [0]));
      el.show(2);
      expect(el.openIndexes).to.deep.equal([2]);
      expect(shown(el)).to.deep.equal([false, false, true]);
    });

    it('turning allow-multiple off closes all open items but the first', async () => {
      const el = await mount(plain(`allow-multiple ${INSTANT}`));
      [0, 1, 2].forEach((i) => el.show(i));
      el.allowMultiple = false;
      await el.updateComplete;
      expect(el.openIndexes).to.deep.equal([0]);
      expect(el.getAttribute('allow-multiple')).to.equal('false');
    });

    it('reads the settings from the block JSON, under our names and the platform ones', async () => {
      const a = await mount(plain(`data-block-json='{"allowMultiple": true, "firstExpanded": true}' ${INSTANT}`));
      expect(a.openIndexes, 'first expanded').to.deep.equal([0]);
      a.show(1);
      expect(a.openIndexes, 'several open').to.deep.equal([0, 1]);
      const b = await mount(plain(`data-block-json='{"shouldAllowMultipleOpenItems": true, "isExpandedFirstItem": true}'`));
      expect([b.allowMultiple, b.firstExpanded]).to.deep.equal([true, true]);
      expect(b.openIndexes).to.deep.equal([0]);
    });

    it('lets an attribute win over the block JSON', async () => {
      const el = await mount(plain(`allow-multiple="false" data-block-json='{"allowMultiple": true}' ${INSTANT}`));
      el.show(0);
      el.show(1);
      expect(el.openIndexes).to.deep.equal([1]);
    });

    it('reports an invalid attribute value and uses the default', async () => {
      const { result: el, messages } = await captureConsole('warn', () => mount(plain('allow-multiple="maybe"')));
      expect(el.allowMultiple).to.equal(false);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] attribute allow-multiple: "maybe" is not a valid allow-multiple (expected true or false); using false.',
      ]);
    });

    it('turning allow-multiple on keeps the open item open when another opens', async () => {
      const el = await mount(plain(INSTANT, [0]));
      el.allowMultiple = true;
      await el.updateComplete;
      el.show(2);
      expect(el.openIndexes).to.deep.equal([0, 2]);
      expect(shown(el)).to.deep.equal([true, false, true]);
    });
  });

  describe('real markup', () => {
    it('points aria-controls at the dropdown and labels it by the button', async () => {
      const el = await mount(real());
      const drops = [...el.querySelectorAll<HTMLElement>('.accordion-item__dropdown')];
      buttons(el).forEach((button, i) => {
        expect(button.getAttribute('aria-controls')).to.equal(drops[i].id);
        expect(drops[i].getAttribute('aria-labelledby')).to.equal(button.id);
      });
    });

    it('keeps the platform hooks in step: the --open class and data-is-open', async () => {
      const el = await mount(real());
      const drop = el.querySelectorAll<HTMLElement>('.accordion-item__dropdown')[1];
      const icon = el.querySelectorAll('.accordion-icon-container')[1];
      buttons(el)[1].click();
      expect(drop.classList.contains('accordion-item__dropdown--open')).to.equal(true);
      expect(icon.getAttribute('data-is-open')).to.equal('true');
      expect(drop.getBoundingClientRect().height).to.be.greaterThan(0);
      buttons(el)[1].click();
      expect(drop.classList.contains('accordion-item__dropdown--open')).to.equal(false);
      expect(icon.getAttribute('data-is-open')).to.equal('false');
      expect(drop.getBoundingClientRect().height).to.equal(0);
    });

    it('reads data-should-allow-multiple-open-items="true" from the list; "" means false', async () => {
      const multi = await mount(real('data-should-allow-multiple-open-items="true"'));
      expect(multi.allowMultiple).to.equal(true);
      const single = await mount(real('data-should-allow-multiple-open-items=""'));
      expect(single.allowMultiple).to.equal(false);
      single.show(0);
      single.show(1);
      expect(single.openIndexes).to.deep.equal([1]);
    });

    it('reads data-is-expanded-first-item="true" from the list', async () => {
      const el = await mount(real('data-is-expanded-first-item="true"'));
      expect(el.firstExpanded).to.equal(true);
      expect(el.openIndexes).to.deep.equal([0]);
      expect(el.querySelector('.accordion-item__dropdown--open')).to.equal(el.querySelector('.accordion-item__dropdown'));
    });

    it('lets the block JSON of the inner .sqs-block win over the list attribute', async () => {
      const el = await mount(real('data-should-allow-multiple-open-items="true"', `data-block-json='{"allowMultiple": false}'`));
      expect(el.allowMultiple).to.equal(false);
    });

    it('wires items added later', async () => {
      const el = await mount(plain(INSTANT));
      el.insertAdjacentHTML('beforeend', '<h3><button>Later</button></h3><div hidden><p>Added.</p></div>');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      const added = buttons(el)[3];
      added.click();
      expect(el.openIndexes).to.deep.equal([3]);
      expect(el.shadowRoot!.querySelectorAll('[part="item"]')).to.have.length(4);
      expect(added.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  });

  describe('events', () => {
    it('fires ss-accordion-toggle { index, open }, bubbling and composed', async () => {
      const el = await mount(plain(INSTANT));
      setTimeout(() => buttons(el)[1].click());
      const e = await oneEvent(el, 'ss-accordion-toggle');
      expect(e.detail).to.deep.equal({ index: 1, open: true });
      expect(e.bubbles).to.equal(true);
      expect(e.composed).to.equal(true);
    });

    it('fires for the item opened and for each item it closes', async () => {
      const el = await mount(plain(INSTANT, [0]));
      const seen = record(el);
      buttons(el)[2].click();
      expect(seen).to.deep.equal([
        { index: 2, open: true },
        { index: 0, open: false },
      ]);
    });

    it('fires from the methods, and not when nothing changes', async () => {
      const el = await mount(plain(INSTANT));
      const seen = record(el);
      el.show(0);
      el.show(0);
      el.hide(0);
      el.hide(0);
      el.toggle(1);
      el.toggle(7);
      expect(seen).to.deep.equal([
        { index: 0, open: true },
        { index: 0, open: false },
        { index: 1, open: true },
      ]);
    });

    it('does not fire for the initial state', async () => {
      const seen: unknown[] = [];
      const listener = (e: Event) => seen.push(e);
      document.addEventListener('ss-accordion-toggle', listener);
      await mount(plain('first-expanded'));
      document.removeEventListener('ss-accordion-toggle', listener);
      expect(seen).to.have.length(0);
    });
  });

  describe('keyboard', () => {
    it('Enter and Space on a header toggle it', async () => {
      const el = await mount(plain(INSTANT));
      buttons(el)[0].focus();
      await sendKeys({ press: 'Enter' });
      expect(el.openIndexes).to.deep.equal([0]);
      await sendKeys({ press: 'Space' });
      expect(el.openIndexes).to.deep.equal([]);
    });

    it('Tab reaches every header; ArrowDown/ArrowUp move between headers and wrap', async () => {
      const el = await mount(plain(INSTANT));
      const [a, b, c] = buttons(el);
      a.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(b);
      await sendKeys({ press: 'ArrowDown' });
      expect(document.activeElement).to.equal(c);
      await sendKeys({ press: 'ArrowDown' });
      expect(document.activeElement).to.equal(a);
      await sendKeys({ press: 'ArrowUp' });
      expect(document.activeElement).to.equal(c);
      expect(el.openIndexes).to.deep.equal([]);
    });

    it('Home and End go to the first and last header', async () => {
      const el = await mount(plain(INSTANT));
      const [a, b, c] = buttons(el);
      b.focus();
      await sendKeys({ press: 'End' });
      expect(document.activeElement).to.equal(c);
      await sendKeys({ press: 'Home' });
      expect(document.activeElement).to.equal(a);
    });

    it('leaves keys inside a panel alone', async () => {
      const el = await mount(plain(INSTANT, [0]));
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search');
      panels(el)[0].append(input);
      input.focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(document.activeElement).to.equal(input);
    });
  });

  describe('pointer', () => {
    afterEach(() => resetMouse());

    async function clickAt(target: Element): Promise<void> {
      const r = target.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    }

    it('a click on a header toggles it', async () => {
      const el = await mount(plain(INSTANT));
      await clickAt(buttons(el)[1]);
      expect(el.openIndexes).to.deep.equal([1]);
      await clickAt(buttons(el)[1]);
      expect(el.openIndexes).to.deep.equal([]);
    });

    it('a click on a real-markup title span toggles its item', async () => {
      const el = await mount(real());
      await clickAt(el.querySelectorAll('.accordion-item__title')[2]);
      expect(el.openIndexes).to.deep.equal([2]);
    });

    it('a click inside an open panel changes nothing', async () => {
      const el = await mount(plain(INSTANT, [0]));
      await clickAt(panels(el)[0].querySelector('p')!);
      expect(el.openIndexes).to.deep.equal([0]);
    });
  });

  describe('animation (spec 001 §9: 250 ms)', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('opens by animating the height from 0 to the natural height over 250 ms', async () => {
      const el = await mount(plain());
      const panel = panels(el)[1];
      buttons(el)[1].click();
      expect(panel.hidden).to.equal(false);
      const [animation] = panel.getAnimations();
      expect(animation.effect!.getTiming().duration).to.equal(250);
      animation.pause();
      const natural = (() => {
        animation.currentTime = 250;
        return panel.getBoundingClientRect().height;
      })();
      animation.currentTime = 0;
      expect(panel.getBoundingClientRect().height).to.equal(0);
      animation.currentTime = 249;
      const h249 = height(panel);
      expect(h249).to.be.greaterThan(0).and.lessThan(natural);
      expect(natural).to.be.greaterThan(0);
      const frames = (animation.effect as KeyframeEffect).getKeyframes();
      expect(frames.map((f) => f.height)).to.deep.equal(['0px', `${natural}px`]);
      animation.finish();
      await animation.finished;
      await Promise.resolve();
      expect(panel.getAnimations()).to.have.length(0);
      expect(panel.getBoundingClientRect().height).to.equal(natural);
    });

    it('closes by animating to 0, hiding the panel only once the 250 ms are over', async () => {
      // Linear, so 1 ms before the end is measurably above 0 (ease is flat there).
      const el = await mount(plain('style="--ss-accordion-easing: linear"', [0]));
      const panel = panels(el)[0];
      const natural = panel.getBoundingClientRect().height;
      buttons(el)[0].click();
      expect(buttons(el)[0].getAttribute('aria-expanded')).to.equal('false');
      const [animation] = panel.getAnimations();
      expect(animation.effect!.getTiming().duration).to.equal(250);
      expect((animation.effect as KeyframeEffect).getKeyframes().map((f) => f.height)).to.deep.equal([`${natural}px`, '0px']);
      animation.pause();
      animation.currentTime = 249;
      expect(panel.hidden).to.equal(false);
      expect(height(panel)).to.be.greaterThan(0);
      animation.finish();
      expect(animation.currentTime).to.equal(250);
      await animation.finished;
      await Promise.resolve();
      expect(panel.hidden).to.equal(true);
      expect(panel.getAnimations()).to.have.length(0);
    });

    it('a toggle during the animation starts from where the panel is', async () => {
      const el = await mount(plain());
      const panel = panels(el)[0];
      buttons(el)[0].click();
      const [opening] = panel.getAnimations();
      opening.pause();
      opening.currentTime = 125;
      const midway = panel.getBoundingClientRect().height;
      buttons(el)[0].click();
      const running = panel.getAnimations();
      expect(running).to.have.length(1);
      expect((running[0].effect as KeyframeEffect).getKeyframes()[0].height).to.equal(`${midway}px`);
      running[0].finish();
    });

    it('takes its duration and easing from --ss-accordion-duration and --ss-accordion-easing', async () => {
      const el = await mount(plain('style="--ss-accordion-duration: 0.5s; --ss-accordion-easing: linear"'));
      buttons(el)[0].click();
      const timing = panels(el)[0].getAnimations()[0].effect!.getTiming();
      expect(timing.duration).to.equal(500);
      expect(timing.easing).to.equal('linear');
    });

    it('falls back to the default curve on an invalid easing', async () => {
      const el = await mount(plain('style="--ss-accordion-easing: wobbly"'));
      buttons(el)[0].click();
      const timing = panels(el)[0].getAnimations()[0].effect!.getTiming();
      expect([timing.duration, timing.easing]).to.deep.equal([250, 'ease']);
    });

    it('--ss-accordion-duration: 0s toggles at once', async () => {
      const el = await mount(plain(INSTANT, [0]));
      buttons(el)[0].click();
      expect(panels(el)[0].getAnimations()).to.have.length(0);
      expect(panels(el)[0].hidden).to.equal(true);
    });

    it('prefers-reduced-motion: reduce skips the animation', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount(plain('', [0]));
      buttons(el)[1].click();
      expect(panels(el).flatMap((p) => p.getAnimations())).to.have.length(0);
      expect(shown(el)).to.deep.equal([false, true, false]);
    });

    it('nomotion=true in the page address skips the animation', async () => {
      const url = location.href;
      const withFlag = new URL(url);
      withFlag.searchParams.set('nomotion', 'true');
      history.replaceState(history.state, '', withFlag);
      try {
        const el = await mount(plain());
        buttons(el)[0].click();
        expect(panels(el)[0].getAnimations()).to.have.length(0);
        expect(panels(el)[0].hidden).to.equal(false);
      } finally {
        history.replaceState(history.state, '', url);
      }
    });
  });

  describe('errors and bad input', () => {
    it('ignores a heading without a panel and content that is not an item', async () => {
      const el = await mount(
        `<ss-accordion ${INSTANT}><p>Intro</p><h3><button>One</button></h3><div hidden>1</div><h3><button>Orphan</button></h3></ss-accordion>`,
      );
      expect(buttons(el)[0].getAttribute('aria-controls')).to.not.equal(null);
      expect(el.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      buttons(el)[1].click();
      expect(el.openIndexes).to.deep.equal([]);
      buttons(el)[0].click();
      expect(el.openIndexes).to.deep.equal([0]);
      await expectAccessible(el);
    });

    it('leaves a nested accordion its own items', async () => {
      const el = await mount(`<ss-accordion ${INSTANT}><h3><button>Outer</button></h3><div>${plain(INSTANT)}</div></ss-accordion>`);
      const inner = el.querySelector('ss-accordion') as SsAccordion;
      await inner.updateComplete;
      buttons(inner)[2].click();
      expect(inner.openIndexes).to.deep.equal([2]);
      expect(el.openIndexes).to.deep.equal([0]);
    });

    it('a toggle of an index out of range does nothing', async () => {
      const el = await mount(plain(INSTANT));
      el.toggle(-1);
      el.toggle(3);
      expect(el.openIndexes).to.deep.equal([]);
    });
  });
});
