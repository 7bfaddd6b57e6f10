// The library's stylesheet (src/blocks/stylesheet.ts, shipped as dist/cdn/ss-blocks.css) on a
// plain page: published accordion, menu and form markup with no platform stylesheet. Its
// look (no list bullets, a sign that follows each item's state, labels above their fields),
// its room kept before the elements are defined, and the page's own rules winning. This file
// must not import the elements statically: they are defined once the page is painted.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { stylesheet } from '../../../src/blocks/stylesheet.js';
import type { SsAccordion } from '../../../src/blocks/ss-accordion/ss-accordion.js';
import { expectAccessible, settled } from '../helpers/a11y.js';
import { shiftAround } from '../helpers/layout-shift.js';

const item = (title: string, i: number, expanded = 'false') => `<li class="accordion-item">
  <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
    <button class="accordion-item__click-target" aria-expanded="${expanded}">
      <span class="accordion-item__title">${title}</span><span class="accordion-icon-container" aria-hidden="true"></span>
    </button>
  </h4>
  <div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>Answer ${i}, long enough to take a line.</p></div></div>
</li>`;

// Each accordion's questions are its own (the panels' regions are named by them).
let n = 0;

/** Real published markup (block type 69); `expanded` lists the buttons written aria-expanded="true". */
const real = (host: string, ul: string, expanded: number[] = [], which = ++n) => `<ss-accordion ${host}>
  <div class="sqs-block accordion-block" data-block-type="69"><div class="sqs-block-content">
    <ul class="accordion-items-container" ${ul}>${['Shipping', 'Returns', 'Contact']
      .map((t, i) => item(`${t} ${which}`, i, String(expanded.includes(i))))
      .join('')}</ul>
  </div></div>
</ss-accordion>`;

/** Plain markup: `panels` gives each item's button attributes and whether its panel is rendered hidden. */
const plain = (host: string, panels: [string, boolean][], which = ++n) =>
  `<ss-accordion ${host}>${panels
    .map(
      ([attrs, hidden], i) =>
        `<h3><button ${attrs}>Question ${which}.${i}</button></h3><div${hidden ? ' hidden' : ''}><p>Answer ${i}.</p></div>`,
    )
    .join('\n')}</ss-accordion>`;

// Each accordion with the items the element leaves open once defined (spec 001 §4 "Accordion").
const ACCORDIONS: [markup: string, open: number[]][] = [
  [real('', 'data-should-allow-multiple-open-items="" data-is-expanded-first-item="true"'), [0]],
  [real('', 'data-should-allow-multiple-open-items=""', [1, 2]), [1]],
  [real('first-expanded', 'data-should-allow-multiple-open-items="true"', [2]), [0, 2]],
  [real('', 'data-is-expanded-first-item=""'), []],
  [
    plain('', [
      ['', true],
      ['', false],
    ]),
    [1],
  ],
  [
    plain('first-expanded', [
      ['', true],
      ['', true],
    ]),
    [0],
  ],
  [
    plain('allow-multiple', [
      ['aria-expanded="true"', true],
      ['aria-expanded="false"', false],
      ['', false],
    ]),
    [0, 2],
  ],
  [
    plain('', [
      ['', false],
      ['', false],
    ]),
    [0],
  ],
];

const MENU = `<ss-menu><div class="sqs-block menu-block" data-block-type="18"><div class="sqs-block-content"><div class="menus">
  <div class="menu-selector" role="tablist">
    <label class="menu-select-labels" role="tab" aria-selected="true">Breakfast</label>
    <label class="menu-select-labels" role="tab" aria-selected="false">Lunch</label>
  </div>
  <div class="menu-wrapper">
    <div class="menu" role="tabpanel" aria-label="Breakfast"><div class="menu-section"><div class="menu-section-title">Until 11</div>
      <div class="menu-items"><div class="menu-item"><div class="menu-item-title">Toast</div><div class="menu-item-price-bottom">$7</div></div></div></div></div>
    <div class="menu" role="tabpanel" aria-label="Lunch" hidden><div class="menu-section"><div class="menu-section-title">From noon</div></div></div>
  </div>
</div></div></div></ss-menu>
<ss-menu><button role="tab" aria-selected="true">Coffee</button><button role="tab">Tea</button>
  <div role="tabpanel"><p>Filter, $4.</p></div><div role="tabpanel" hidden><p>Green, $4.</p></div></ss-menu>`;

const FORM = `<ss-form><div class="sqs-block form-block" data-block-type="9" data-block-json='{"formId":"look"}'><div class="sqs-block-content">
  <form data-form-id="look" method="POST" action="/">
    <div class="field-list">
      <div id="name-1" class="form-item field text required">
        <label class="title" for="look-name">Name <span class="required" aria-hidden="true">*</span></label>
        <input class="field-element" id="look-name" name="name" type="text" aria-required="true">
      </div>
      <div id="textarea-1" class="form-item field textarea">
        <label class="title" for="look-message">Message</label>
        <textarea class="field-element" id="look-message" maxlength="200"></textarea>
      </div>
    </div>
    <div class="form-button-wrapper"><input class="button sqs-system-button" type="submit" value="Send"></div>
    <div class="hidden form-submission-text">Sent. Thank you!</div>
  </form>
</div></div></ss-form>`;

let page: HTMLElement;
let painted: Map<Element, string>;
let shift: number;
const box = (el: Element) => JSON.stringify(el.getBoundingClientRect());
const accordions = () => [...page.querySelectorAll<SsAccordion>('ss-accordion')];
const buttonsOf = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('button')];
const panelOf = (button: Element) => document.getElementById(button.getAttribute('aria-controls')!)!;
const shown = (el: Element) => el.getBoundingClientRect().height > 0;
/** The sign is turned (45°: the plus is a cross). */
const turned = (style: CSSStyleDeclaration) =>
  style.transform !== 'none' && Math.abs(new DOMMatrix(style.transform).b - Math.SQRT1_2) < 1e-3;
/** The sign of an item's button: [what draws it, what turns]. Real markup's is drawn in its
 * (empty) icon container, plain markup's after the button's text. */
const sign = (button: HTMLElement): [CSSStyleDeclaration, CSSStyleDeclaration] => {
  const icon = button.querySelector('.accordion-icon-container');
  return icon
    ? [getComputedStyle(icon, '::before'), getComputedStyle(icon)]
    : [getComputedStyle(button, '::after'), getComputedStyle(button, '::after')];
};

before(async () => {
  const style = document.createElement('style');
  style.textContent = stylesheet.cssText;
  document.head.append(style);
  // Not a fixture: those are removed after each test, and this page serves them all.
  page = document.createElement('main');
  page.innerHTML = `${ACCORDIONS.map(([m]) => m).join('\n')}${MENU}${FORM}<p id="below">The end.</p>`;
  document.body.append(page);
  await nextFrame();
  await nextFrame();
  painted = new Map([...page.querySelectorAll('*')].map((el) => [el, box(el)]));
  shift = await shiftAround(async () => {
    await Promise.all([
      import('../../../src/blocks/ss-accordion/ss-accordion.js'),
      import('../../../src/blocks/ss-menu/ss-menu.js'),
      import('../../../src/blocks/ss-form/ss-form.js'),
    ]);
    await Promise.all(
      [...page.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>('ss-accordion, ss-menu, ss-form')].map(
        (el) => el.updateComplete,
      ),
    );
  });
});

describe('the room kept before the elements are defined', () => {
  it('defining the accordions, the menus and the form moves nothing (CLS 0)', () => {
    expect(customElements.get('ss-accordion') && customElements.get('ss-menu') && customElements.get('ss-form')).to.not.equal(undefined);
    expect(page.querySelector('.form-counter'), 'the form added its counter').to.not.equal(null);
    const moved = [...painted].filter(([el, was]) => el.isConnected && box(el) !== was).map(([el]) => el.outerHTML.slice(0, 80));
    expect(moved).to.deep.equal([]);
    expect(shift).to.equal(0);
  });

  it('each accordion shows before upgrade the items the element leaves open', () => {
    ACCORDIONS.forEach(([, open], i) => {
      const el = accordions()[i];
      expect(el.openIndexes, `accordion ${i}`).to.deep.equal(open);
      expect(
        buttonsOf(el).map((b) => shown(panelOf(b))),
        `accordion ${i}`,
      ).to.deep.equal(buttonsOf(el).map((_, n) => open.includes(n)));
    });
  });
});

describe('the stylesheet on a plain page', () => {
  it('is axe clean with the items as published, then all open, then all closed', async () => {
    await expectAccessible(page, 'as published');
    for (const el of accordions()) buttonsOf(el).forEach((_, i) => el.show(i));
    await expectAccessible(page, 'open');
    for (const el of accordions()) buttonsOf(el).forEach((_, i) => el.hide(i));
    await expectAccessible(page, 'closed');
  });
});

describe('the accordion look', () => {
  it('has no list bullets, and headers that are not grey native buttons', () => {
    const li = page.querySelector('.accordion-item')!;
    expect(getComputedStyle(li).listStyleType).to.equal('none');
    expect(getComputedStyle(li.parentElement!).paddingInlineStart).to.equal('0px');
    for (const el of accordions().slice(0, 5)) {
      const button = buttonsOf(el)[0];
      const style = getComputedStyle(button);
      expect(style.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect(style.borderTopStyle).to.equal('none');
      expect(style.fontWeight).to.equal(getComputedStyle(button.parentElement!).fontWeight);
      expect(button.getBoundingClientRect().width).to.equal(el.getBoundingClientRect().width);
    }
  });

  it('shows a sign, a plus that turns into a cross as the item opens and back as it closes', async () => {
    for (const el of [accordions()[0], accordions()[4]]) {
      const last = buttonsOf(el).length - 1;
      const button = buttonsOf(el)[last];
      el.hide(last);
      await settled();
      const [drawn, turning] = sign(button);
      expect(turning.transform).to.equal('none');
      expect(parseFloat(drawn.width)).to.be.greaterThan(8);
      expect(drawn.backgroundImage).to.contain('linear-gradient');
      button.click();
      await settled();
      expect(turned(sign(button)[1])).to.equal(true);
      button.click();
      await settled();
      expect(sign(button)[1].transform).to.equal('none');
    }
  });

  it('puts the title at the start and the sign at the end, in right-to-left text too', async () => {
    const rtl = await fixture<HTMLElement>(`<div dir="rtl" style="inline-size: 30rem">${real('', '')}</div>`);
    const ltr = await fixture<HTMLElement>(`<div style="inline-size: 30rem">${real('', '')}</div>`);
    for (const [root, start] of [
      [ltr, 'left'],
      [rtl, 'right'],
    ] as const) {
      await (root.firstElementChild as SsAccordion).updateComplete;
      const button = root.querySelector('button')!.getBoundingClientRect();
      const title = root.querySelector('.accordion-item__title')!.getBoundingClientRect();
      const icon = root.querySelector('.accordion-icon-container')!.getBoundingClientRect();
      expect(Math.abs(title[start] - button[start]), start).to.be.lessThan(1);
      expect(start === 'left' ? icon.left > title.right : icon.right < title.left, start).to.equal(true);
      expect(Math.abs((start === 'left' ? icon.right : icon.left) - (start === 'left' ? button.right : button.left))).to.be.lessThan(1);
    }
  });

  it('turns the sign without motion, and opens without animation, under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = accordions()[4];
      const button = buttonsOf(el)[0];
      expect(sign(button)[1].transitionProperty).to.equal('none');
      el.hide(0);
      button.click();
      expect(panelOf(button).getAnimations()).to.have.length(0);
      expect(turned(sign(button)[1])).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    expect(sign(buttonsOf(accordions()[4])[0])[1].transitionProperty).to.equal('transform');
  });
});

describe('the menu look', () => {
  it('draws a line under the selected tab, published or plain, and none under the others', () => {
    for (const menu of page.querySelectorAll('ss-menu')) {
      const [on, off] = [...menu.querySelectorAll('[role=tab]')].map((t) => getComputedStyle(t));
      expect(on.boxShadow).to.contain('inset');
      expect(off.boxShadow).to.equal('none');
      expect(on.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    }
  });
});

describe('the form look', () => {
  it('puts each label above its field, the field as wide as the form', () => {
    for (const id of ['look-name', 'look-message']) {
      const field = document.getElementById(id)!.getBoundingClientRect();
      const label = page.querySelector(`label[for="${id}"]`)!.getBoundingClientRect();
      expect(label.bottom).to.be.at.most(field.top);
      expect(label.left).to.equal(field.left);
      expect(field.width).to.equal(page.querySelector('form')!.getBoundingClientRect().width);
    }
    expect(shown(page.querySelector('.form-submission-text')!)).to.equal(false);
  });
});

describe("the page's own rules", () => {
  it('win over the stylesheet, wherever they come in the page', async () => {
    const site = document.createElement('style');
    site.textContent = `.accordion-item__click-target { padding: 3px; } :where(ss-form) .title { display: inline; } * { list-style-type: square; }`;
    document.head.prepend(site);
    try {
      expect(getComputedStyle(page.querySelector('.accordion-item__click-target')!).paddingTop).to.equal('3px');
      expect(getComputedStyle(page.querySelector('.accordion-item')!).listStyleType).to.equal('square');
      expect(getComputedStyle(page.querySelector('label.title')!).display).to.equal('inline');
    } finally {
      site.remove();
    }
  });

  it('set the tokens, on the page or on one element', () => {
    const el = accordions()[0];
    el.style.setProperty('--ss-accordion-divider', '3px solid rgb(255, 0, 0)');
    document.documentElement.style.setProperty('--ss-accordion-header-padding', '5px 0');
    try {
      expect(getComputedStyle(el.querySelector('.accordion-item')!).borderTopWidth).to.equal('3px');
      expect(getComputedStyle(el.querySelector('button')!).paddingTop).to.equal('5px');
    } finally {
      el.style.removeProperty('--ss-accordion-divider');
      document.documentElement.style.removeProperty('--ss-accordion-header-padding');
    }
  });
});
