// spec 001 §4 "Menu block"; real-markup.md "Accordion and menu".
import { expect, fixture, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-menu/ss-menu.js';
import type { SsMenu, SsMenuChangeDetail } from '../../../../src/blocks/ss-menu/ss-menu.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';

const MENUS = ['Lunch', 'Dinner', 'Drinks'];

/** Plain markup: tab buttons, then one panel per tab; `selected` is the panel rendered shown. */
function plain(attrs = '', selected = 0): string {
  const tabs = MENUS.map((m) => `<button role="tab">${m}</button>`).join('\n  ');
  const panels = MENUS.map((m, i) => `<div role="tabpanel"${i === selected ? '' : ' hidden'}><h3>${m}</h3><p>${m} dishes.</p></div>`).join(
    '\n',
  );
  return `<ss-menu ${attrs}>\n  ${tabs}\n${panels}</ss-menu>`;
}

/** The real published markup (block type 18), the platform's script state included: the
 * active label and panel classes and inline display on the panels. */
function real(selected = 0, blockAttrs = ''): string {
  const labels = MENUS.map(
    (m, i) =>
      `<label role="tab" class="menu-select-labels js-menu-select-labels${i === selected ? ' menu-select-labels--active' : ''}" aria-selected="${i === selected}">${m}</label>`,
  ).join('\n');
  const menus = MENUS.map(
    (
      m,
      i,
    ) => `<div role="tabpanel" aria-label="${m}" class="menu js-menu${i === selected ? ' menu-active' : ''}" style="display: ${i === selected ? 'block' : 'none'}">
      <div class="menu-section">
        <div class="menu-section-header"><div class="menu-section-title">${m} specials</div></div>
        <div class="menu-items">
          <div class="menu-item">
            <span class="menu-item-price-top"><span class="currency-sign">$</span>1${i}</span>
            <div class="menu-item-title">${m} dish</div>
            <div class="menu-item-description">Seasonal.</div>
            <div class="menu-item-option">Vegetarian</div>
          </div>
        </div>
      </div>
    </div>`,
  ).join('\n');
  return `<ss-menu>
    <div class="sqs-block menu-block sqs-block-menu" data-block-type="18" id="block-m" ${blockAttrs}>
      <div class="sqs-block-content"><div class="menu-block"><div class="menu-wrapper menu-style-simple">
        <div role="tablist" class="menu-selector">${labels}</div>
        <div class="menus menus--has-multiple">${menus}</div>
      </div></div></div>
    </div>
  </ss-menu>`;
}

const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tab]')];
const tabPanels = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tabpanel]')];
const selected = (el: Element) => tabs(el).map((t) => t.getAttribute('aria-selected'));
const visible = (el: Element) => tabPanels(el).map((p) => p.getBoundingClientRect().height > 0);
const tabindexes = (el: Element) => tabs(el).map((t) => t.getAttribute('tabindex'));

async function mount(markup: string): Promise<SsMenu> {
  const el = await fixture<SsMenu>(markup);
  await el.updateComplete;
  return el;
}

function record(el: HTMLElement): SsMenuChangeDetail[] {
  const seen: SsMenuChangeDetail[] = [];
  el.addEventListener('ss-menu-change', (e) => seen.push(e.detail));
  return seen;
}

describe('ss-menu', () => {
  describe('accessibility (axe)', () => {
    for (const i of [0, 1, 2]) {
      // Tab 0 of the plain markup is the default state, which the shared suite checks.
      if (i > 0) {
        it(`has no violations with tab ${i} selected (plain markup)`, async () => {
          const el = await mount(plain(`selected-index="${i}"`, i));
          expect(visible(el)).to.deep.equal(MENUS.map((_, j) => j === i));
          await expectAccessible(el);
        });
      }

      it(`has no violations with tab ${i} selected (real markup)`, async () => {
        const el = await mount(real(i));
        expect(visible(el)).to.deep.equal(MENUS.map((_, j) => j === i));
        await expectAccessible(el);
      });
    }
  });

  describe('defaults', () => {
    it('selects the first tab and reflects selected-index', async () => {
      const el = await mount(plain());
      expect(el.selectedIndex).to.equal(0);
      expect(el.getAttribute('selected-index')).to.equal('0');
      expect(selected(el)).to.deep.equal(['true', 'false', 'false']);
      expect(visible(el)).to.deep.equal([true, false, false]);
    });

    it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
      const el = await mount(plain());
      expect(tabindexes(el)).to.deep.equal(['0', '-1', '-1']);
    });

    it('wires the WAI-ARIA tabs pattern', async () => {
      const el = await mount(plain());
      const panels = tabPanels(el);
      tabs(el).forEach((tab, i) => {
        expect(tab.getAttribute('aria-controls')).to.equal(panels[i].id).and.not.equal('');
        expect(panels[i].getAttribute('aria-labelledby')).to.equal(tab.id).and.not.equal('');
        expect(panels[i].getAttribute('tabindex')).to.equal('0');
      });
    });

    it('slots plain-markup tabs into a tablist part inside a base part', async () => {
      const el = await mount(plain());
      const list = el.shadowRoot!.querySelector('[part="tabs"]')!;
      expect(list.getAttribute('role')).to.equal('tablist');
      expect(list.parentElement!.getAttribute('part')).to.equal('base');
      expect(list.querySelector('slot')!.assignedElements()).to.deep.equal(tabs(el));
      const tabBoxes = tabs(el).map((t) => t.getBoundingClientRect());
      expect(tabBoxes.every((r) => r.height > 0 && r.top === tabBoxes[0].top)).to.equal(true);
    });

    it('starts on the tab the markup marks selected', async () => {
      const el = await mount(plain('', 1).replace('<button role="tab">Dinner', '<button role="tab" aria-selected="true">Dinner'));
      expect(el.selectedIndex).to.equal(1);
      expect(visible(el)).to.deep.equal([false, true, false]);
    });

    it('draws the selected-tab indicator from --ss-menu-indicator-width and -color', async () => {
      const el = await mount(plain('style="--ss-menu-indicator-width: 3px; --ss-menu-indicator-color: rgb(255, 0, 0)"'));
      expect(getComputedStyle(tabs(el)[0]).boxShadow).to.equal('rgb(255, 0, 0) 0px -3px 0px 0px inset');
      expect(getComputedStyle(tabs(el)[1]).boxShadow).to.equal('none');
      const plainEl = await mount(plain());
      expect(getComputedStyle(tabs(plainEl)[0]).boxShadow).to.equal('rgb(0, 0, 0) 0px 0px 0px 0px inset');
    });
  });

  describe('attributes and settings', () => {
    it('selected-index selects its tab', async () => {
      const el = await mount(plain('selected-index="2"', 2));
      expect(selected(el)).to.deep.equal(['false', 'false', 'true']);
      expect(tabindexes(el)).to.deep.equal(['-1', '-1', '0']);
    });

    it('reads selectedIndex from the block JSON; the attribute wins', async () => {
      // Rendered with the first panel shown: the data decides which shows.
      const a = await mount(plain(`data-block-json='{"selectedIndex": 1}'`, 0));
      expect(selected(a)).to.deep.equal(['false', 'true', 'false']);
      expect(visible(a)).to.deep.equal([false, true, false]);
      const b = await mount(plain(`selected-index="2" data-block-json='{"selectedIndex": 1}'`, 0));
      expect(visible(b)).to.deep.equal([false, false, true]);
    });

    it('lets the JSON win over the selection marked in real markup', async () => {
      const el = await mount(real(0, `data-block-json='{"selectedIndex": 2}'`));
      expect(el.selectedIndex).to.equal(2);
      expect(visible(el)).to.deep.equal([false, false, true]);
    });

    it('reports a negative or non-integer index and uses 0', async () => {
      for (const bad of ['-1', '1.5', 'two']) {
        const { result: el, messages } = await captureConsole('warn', () => mount(plain(`selected-index="${bad}"`)));
        expect(el.selectedIndex).to.equal(0);
        expect(messages.map((m) => m[0])).to.deep.equal([
          `[ss-blocks] attribute selected-index: "${bad}" is not a valid selected-index (expected an integer ≥ 0); using 0.`,
        ]);
      }
    });

    it('selects the last tab for an index past it (2 is the last, 3 is past)', async () => {
      const last = await mount(plain('selected-index="2"', 2));
      expect(last.selectedIndex).to.equal(2);
      const past = await mount(plain('selected-index="3"', 2));
      expect(past.selectedIndex).to.equal(2);
      expect(past.getAttribute('selected-index')).to.equal('2');
    });

    it('a property change selects, reflects, and fires no event', async () => {
      const el = await mount(plain());
      const seen = record(el);
      el.selectedIndex = 1;
      await el.updateComplete;
      expect(el.getAttribute('selected-index')).to.equal('1');
      expect(visible(el)).to.deep.equal([false, true, false]);
      expect(tabindexes(el)).to.deep.equal(['-1', '0', '-1']);
      el.setAttribute('selected-index', '2');
      await el.updateComplete;
      expect(visible(el)).to.deep.equal([false, false, true]);
      expect(seen).to.deep.equal([]);
    });
  });

  describe('real markup', () => {
    it('turns the labels into focusable spans, keeping classes, attributes and text', async () => {
      const el = await mount(real());
      expect(el.querySelectorAll('label')).to.have.length(0);
      const spans = tabs(el);
      expect(spans.map((s) => s.localName)).to.deep.equal(['span', 'span', 'span']);
      expect(spans.map((s) => s.textContent)).to.deep.equal(MENUS);
      expect(spans.every((s) => s.classList.contains('js-menu-select-labels'))).to.equal(true);
      expect(spans[0].parentElement!.getAttribute('role')).to.equal('tablist');
      expect(tabindexes(el)).to.deep.equal(['0', '-1', '-1']);
    });

    it('starts on the label marked active and keeps the platform classes in step', async () => {
      const el = await mount(real(1));
      expect(el.selectedIndex).to.equal(1);
      tabs(el)[2].click();
      expect(tabs(el).map((t) => t.classList.contains('menu-select-labels--active'))).to.deep.equal([false, false, true]);
      expect(tabPanels(el).map((p) => p.classList.contains('menu-active'))).to.deep.equal([false, false, true]);
      expect(tabPanels(el).map((p) => p.style.display)).to.deep.equal(['', '', '']);
      expect(visible(el)).to.deep.equal([false, false, true]);
    });

    it('leaves a single menu without tabs as it is', async () => {
      const el = await mount(`<ss-menu><div class="menu" role="tabpanel" aria-label="Lunch"><p>Soup</p></div></ss-menu>`);
      expect(tabPanels(el)[0].hidden).to.equal(false);
      expect(tabPanels(el)[0].getBoundingClientRect().height).to.be.greaterThan(0);
    });

    it('wires tabs and panels added later', async () => {
      const el = await mount(plain());
      el.querySelectorAll('[role=tab]')[2].insertAdjacentHTML('afterend', '<button role="tab">Dessert</button>');
      el.insertAdjacentHTML('beforeend', '<div role="tabpanel"><p>Cake.</p></div>');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      expect(tabs(el)[3].getAttribute('aria-controls')).to.equal(tabPanels(el)[3].id);
      expect(visible(el)).to.deep.equal([true, false, false, false]);
      tabs(el)[3].click();
      expect(visible(el)).to.deep.equal([false, false, false, true]);
    });
  });

  describe('events', () => {
    it('fires ss-menu-change { index, previousIndex } on click, bubbling and composed', async () => {
      const el = await mount(plain());
      setTimeout(() => tabs(el)[2].click());
      const e = await oneEvent(el, 'ss-menu-change');
      expect(e.detail).to.deep.equal({ index: 2, previousIndex: 0 });
      expect(e.bubbles).to.equal(true);
      expect(e.composed).to.equal(true);
      expect(el.selectedIndex).to.equal(2);
    });

    it('does not fire when the selected tab is clicked again', async () => {
      const el = await mount(plain());
      const seen = record(el);
      tabs(el)[0].click();
      tabs(el)[1].click();
      tabs(el)[1].click();
      expect(seen).to.deep.equal([{ index: 1, previousIndex: 0 }]);
    });
  });

  describe('keyboard', () => {
    it('Tab enters at the selected tab and leaves to its panel', async () => {
      const el = await mount(`<div><button>Before</button>${plain('selected-index="1"', 1)}</div>`);
      const menu = el.querySelector('ss-menu')!;
      await menu.updateComplete;
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(tabs(menu)[1]);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(tabPanels(menu)[1]);
    });

    it('Right/Left arrows select the next/previous tab, focus following, wrapping at both ends (spec 001 §4)', async () => {
      const el = await mount(plain());
      const seen = record(el);
      const [a, b, c] = tabs(el);
      a.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect([document.activeElement, el.selectedIndex]).to.deep.equal([b, 1]);
      expect(visible(el)).to.deep.equal([false, true, false]);
      expect(tabindexes(el)).to.deep.equal(['-1', '0', '-1']);
      await sendKeys({ press: 'ArrowRight' });
      expect([document.activeElement, el.selectedIndex]).to.deep.equal([c, 2]);
      await sendKeys({ press: 'ArrowRight' });
      expect([document.activeElement, el.selectedIndex], 'wraps past the last').to.deep.equal([a, 0]);
      await sendKeys({ press: 'ArrowLeft' });
      expect([document.activeElement, el.selectedIndex], 'wraps before the first').to.deep.equal([c, 2]);
      expect(visible(el)).to.deep.equal([false, false, true]);
      expect(seen).to.deep.equal([
        { index: 1, previousIndex: 0 },
        { index: 2, previousIndex: 1 },
        { index: 0, previousIndex: 2 },
        { index: 2, previousIndex: 0 },
      ]);
    });

    it('Home and End select the first and last tab (ours, from the APG)', async () => {
      const el = await mount(plain());
      const [a, b, c] = tabs(el);
      b.focus();
      await sendKeys({ press: 'End' });
      expect([document.activeElement, el.selectedIndex]).to.deep.equal([c, 2]);
      await sendKeys({ press: 'Home' });
      expect([document.activeElement, el.selectedIndex]).to.deep.equal([a, 0]);
    });

    it('Enter and Space select the focused tab, once each', async () => {
      const el = await mount(plain());
      const seen = record(el);
      tabs(el)[1].focus();
      await sendKeys({ press: 'Enter' });
      expect(el.selectedIndex).to.equal(1);
      expect(visible(el)).to.deep.equal([false, true, false]);
      expect(tabindexes(el)).to.deep.equal(['-1', '0', '-1']);
      await sendKeys({ press: 'Enter' });
      tabs(el)[2].focus();
      await sendKeys({ press: 'Space' });
      expect(el.selectedIndex).to.equal(2);
      expect(seen).to.deep.equal([
        { index: 1, previousIndex: 0 },
        { index: 2, previousIndex: 1 },
      ]);
    });

    it('works the same on the real markup tabs', async () => {
      const el = await mount(real());
      tabs(el)[0].focus();
      await sendKeys({ press: 'ArrowLeft' });
      expect(document.activeElement).to.equal(tabs(el)[2]);
      expect(el.selectedIndex).to.equal(2);
      expect(visible(el)).to.deep.equal([false, false, true]);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.selectedIndex).to.equal(0);
      tabs(el)[1].focus();
      await sendKeys({ press: 'Space' });
      expect(el.selectedIndex).to.equal(1);
      expect(visible(el)).to.deep.equal([false, true, false]);
    });

    it('swaps Left and Right in right-to-left text', async () => {
      const el = await mount(plain('dir="rtl"'));
      tabs(el)[0].focus();
      await sendKeys({ press: 'ArrowLeft' });
      expect(document.activeElement).to.equal(tabs(el)[1]);
      expect(el.selectedIndex).to.equal(1);
    });
  });

  describe('pointer', () => {
    afterEach(() => resetMouse());

    async function clickAt(target: Element): Promise<void> {
      const r = target.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    }

    it('a click on a tab selects it', async () => {
      const el = await mount(plain());
      await clickAt(tabs(el)[1]);
      expect(el.selectedIndex).to.equal(1);
      expect(visible(el)).to.deep.equal([false, true, false]);
    });

    it('a click on a real-markup label selects it', async () => {
      const el = await mount(real());
      await clickAt(tabs(el)[2]);
      expect(el.selectedIndex).to.equal(2);
      expect(document.activeElement).to.equal(tabs(el)[2]);
    });

    it('a click in a panel changes nothing', async () => {
      const el = await mount(plain());
      await clickAt(tabPanels(el)[0].querySelector('p')!);
      expect(el.selectedIndex).to.equal(0);
    });
  });

  describe('errors and bad input', () => {
    it('keeps a tab without a panel selectable without failing', async () => {
      const el = await mount(
        `<ss-menu><button role="tab">A</button><button role="tab">B</button><div role="tabpanel"><p>A</p></div></ss-menu>`,
      );
      tabs(el)[1].click();
      expect(el.selectedIndex).to.equal(1);
      expect(tabs(el)[1].hasAttribute('aria-controls')).to.equal(false);
      expect(tabPanels(el)[0].hidden).to.equal(true);
    });

    it('leaves a nested menu its own tabs', async () => {
      const el = await mount(`<ss-menu><button role="tab">Outer</button><div role="tabpanel">${plain()}</div></ss-menu>`);
      const inner = el.querySelector('ss-menu') as SsMenu;
      await inner.updateComplete;
      tabs(inner)[2].click();
      expect(inner.selectedIndex).to.equal(2);
      expect(el.selectedIndex).to.equal(0);
      expect(el.querySelector('[role=tab]')!.getAttribute('aria-selected')).to.equal('true');
    });
  });
});
