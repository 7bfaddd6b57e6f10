// The behaviour every overlay shares, run against each one (one shared
// suite per shared behaviour): Escape through the page's one dialog stack (spec 001 §4
// "Escape key"), focus moved in and returned, focus contained, the page behind inert and
// not scrolling, the stack's z-index (spec 001 §9 "Modal base z-index 30000"), axe clean.
// A new overlay joins with one call: runOverlaySuite({ name, create, open, ... }).
import { expect, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX, onUnhandledEscape } from '../../../src/services/dialog-stack.js';
import { containsComposed, deepActiveElement } from '../../../src/controllers/focus-containment.js';
import { expectAccessible } from '../helpers/a11y.js';

export interface OverlayUnderTest<E extends HTMLElement> {
  /** The overlay's name in the test titles. */
  name: string;
  /** Adds one closed overlay to `container` and returns it. */
  create(container: HTMLElement): E | Promise<E>;
  /** Opens it as a page would; resolves once it is shown. */
  open(el: E): Promise<void>;
  isOpen(el: E): boolean;
  /** Resolves once the overlay has applied its last change (Lit: `updateComplete`). */
  settled(el: E): Promise<unknown>;
  /** The element focus must be on after opening. */
  initialFocus(el: E): HTMLElement;
  /** The visible dialog box. */
  box(el: E): Element;
  /** A click outside its content closes it (the lightbox, spec 001 §4): the click that
   * proves the page behind inert closes it instead of leaving it open. */
  outsideClickCloses?: boolean;
}

const zIndex = (el: Element) => Number(getComputedStyle(el).zIndex);
const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

export function runOverlaySuite<E extends HTMLElement>(overlay: OverlayUnderTest<E>): void {
  describe(`${overlay.name}: shared overlay behaviour`, () => {
    let page: HTMLDivElement;
    let trigger: HTMLButtonElement;
    let behind: HTMLButtonElement;
    let behindClicks = 0;

    const escape = async (...els: E[]) => {
      await sendKeys({ press: 'Escape' });
      await Promise.all(els.map((el) => overlay.settled(el)));
    };

    beforeEach(() => {
      behindClicks = 0;
      page = document.createElement('div');
      // A page taller than the viewport, with a button at the top left where every overlay's
      // backdrop (or, for one without, the inert page) is.
      page.innerHTML = `
        <button id="behind" style="position: absolute; left: 4px; top: 4px">Behind</button>
        <button id="trigger" style="margin-top: 60px">Open</button>
        <div style="height: 3000px"></div>`;
      document.body.append(page);
      trigger = page.querySelector('#trigger')!;
      behind = page.querySelector('#behind')!;
      behind.addEventListener('click', () => behindClicks++);
    });

    afterEach(async () => {
      page.remove();
      await resetMouse();
      window.scrollTo(0, 0);
    });

    it('has no axe violations open', async () => {
      const el = await overlay.create(page);
      await overlay.open(el);
      await expectAccessible(el);
    });

    it('moves focus in on opening and returns it to where it was on closing', async () => {
      const el = await overlay.create(page);
      trigger.focus();
      await overlay.open(el);
      expect(deepActiveElement(document)).to.equal(overlay.initialFocus(el));
      await escape(el);
      expect(overlay.isOpen(el)).to.equal(false);
      expect(document.activeElement).to.equal(trigger);
    });

    it('keeps Tab and Shift+Tab inside', async () => {
      const el = await overlay.create(page);
      await overlay.open(el);
      for (const press of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await sendKeys({ press });
        expect(containsComposed(el, deepActiveElement(document)), `after ${press}`).to.equal(true);
      }
    });

    it('Escape closes only the top-most of two open overlays, then the next, then reaches the page', async () => {
      const lower = await overlay.create(page);
      const upper = await overlay.create(page);
      await overlay.open(lower);
      await overlay.open(upper);
      let unhandled = 0;
      const off = onUnhandledEscape(() => unhandled++);
      try {
        await escape(lower, upper);
        expect([overlay.isOpen(lower), overlay.isOpen(upper)]).to.deep.equal([true, false]);
        // Focus goes back to where it was when the upper one opened: inside the lower one.
        expect(deepActiveElement(document)).to.equal(overlay.initialFocus(lower));
        await escape(lower);
        expect(overlay.isOpen(lower)).to.equal(false);
        expect(unhandled).to.equal(0);
        // Only with no dialog open does Escape reach the page's other Escape rules.
        await sendKeys({ press: 'Escape' });
        expect(unhandled).to.equal(1);
      } finally {
        off();
      }
    });

    it('shows at z-index 30000 or above, a later overlay higher and on top', async () => {
      const lower = await overlay.create(page);
      const upper = await overlay.create(page);
      await overlay.open(lower);
      expect(zIndex(lower)).to.be.at.least(MODAL_BASE_Z_INDEX);
      await overlay.open(upper);
      expect(zIndex(upper)).to.be.above(zIndex(lower));
      const hit = document.elementFromPoint(...centre(overlay.box(upper)));
      expect(containsComposed(upper, hit), `hit ${hit?.localName}`).to.equal(true);
      await escape(upper);
      const below = document.elementFromPoint(...centre(overlay.box(lower)));
      expect(containsComposed(lower, below), `hit ${below?.localName}`).to.equal(true);
    });

    it('makes the page behind inert: a button there can be neither focused nor clicked', async () => {
      const el = await overlay.create(page);
      await overlay.open(el);
      behind.focus();
      expect(document.activeElement).not.to.equal(behind);
      await sendMouse({ type: 'click', position: centre(behind) });
      expect(behindClicks).to.equal(0);
      if (overlay.outsideClickCloses) {
        await overlay.settled(el);
        expect(overlay.isOpen(el), 'closed by the click outside its content').to.equal(false);
      } else {
        expect(overlay.isOpen(el)).to.equal(true);
        await escape(el);
      }
      // The same button works again once the overlay is closed.
      await sendMouse({ type: 'click', position: centre(behind) });
      expect(behindClicks).to.equal(1);
    });

    it('locks the page scroll while open and restores it and the root styles exactly', async () => {
      const el = await overlay.create(page);
      window.scrollTo(0, 40);
      const rootStyle = document.documentElement.getAttribute('style');
      const triggerBox = JSON.stringify(trigger.getBoundingClientRect());
      await overlay.open(el);
      expect(JSON.stringify(trigger.getBoundingClientRect()), 'no layout shift on opening').to.equal(triggerBox);
      await sendKeys({ press: 'PageDown' });
      await nextFrame();
      await nextFrame();
      expect(window.scrollY).to.equal(40);
      await escape(el);
      expect(window.scrollY).to.equal(40);
      expect(document.documentElement.getAttribute('style')).to.equal(rootStyle);
      expect(JSON.stringify(trigger.getBoundingClientRect()), 'no layout shift on closing').to.equal(triggerBox);
      // Closed, the same key scrolls the page (smoothly: wait for the scroll to end). A loaded
      // machine can report the end of an earlier scroll (to 40, or the lock restoring it) late:
      // the wait is for an end with the page moved.
      trigger.focus({ preventScroll: true });
      const scrolled = (async () => {
        do await new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
        while (window.scrollY <= 40);
      })();
      await sendKeys({ press: 'PageDown' });
      await scrolled;
      expect(window.scrollY).to.be.above(40);
    });
  });
}
