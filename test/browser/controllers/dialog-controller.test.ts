// The dialog controller (spec 001 §4 "Escape key", §9 "Modal base z-index 30000") on a
// minimal overlay: the shared overlay suite for a native <dialog> and for the fallback on a
// plain element, then what the suite does not cover: non-modal dialogs, close requests that
// do not come through the document, the browser closing a dialog, removal while open.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { onUnhandledEscape, pageDialogStack } from '../../../src/services/dialog-stack.js';
import { deepActiveElement } from '../../../src/controllers/focus-containment.js';
import '../helpers/test-overlay.js';
import type { TestOverlay } from '../helpers/test-overlay.js';
import { runOverlaySuite } from '../shared/overlay-suite.js';

const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

function overlay(native: boolean, attrs: Partial<Pick<TestOverlay, 'modal' | 'focusSecond'>> = {}) {
  return {
    create(container: HTMLElement) {
      const el = document.createElement('test-overlay');
      el.native = native;
      Object.assign(el, attrs);
      container.append(el);
      return el;
    },
    async open(el: TestOverlay) {
      el.open = true;
      await el.updateComplete;
    },
    isOpen: (el: TestOverlay) => el.open,
    settled: (el: TestOverlay) => el.updateComplete,
    initialFocus: (el: TestOverlay) => el.shadowPart(el.focusSecond ? 'second' : 'first'),
    box: (el: TestOverlay) => el.shadowPart('dialog'),
  };
}

runOverlaySuite({ name: 'native <dialog>', ...overlay(true) });
runOverlaySuite({ name: 'native <dialog>, focus on a chosen element', ...overlay(true, { focusSecond: true }) });
runOverlaySuite({ name: 'fallback on a plain element', ...overlay(false) });

describe('DialogController', () => {
  let page: HTMLDivElement;
  beforeEach(() => {
    page = document.createElement('div');
    page.innerHTML = `<button id="outside">Outside</button><div style="height: 3000px"></div>`;
    document.body.append(page);
  });
  afterEach(() => {
    page.remove();
    window.scrollTo(0, 0);
  });
  const outside = () => page.querySelector<HTMLButtonElement>('#outside')!;
  const mount = async (native = true, attrs: Partial<TestOverlay> = {}) => {
    const el = overlay(native, attrs).create(page);
    el.open = true;
    await el.updateComplete;
    return el;
  };

  describe('defaults', () => {
    it('opens a native <dialog> modally, in the top layer', async () => {
      const el = await mount();
      expect(el.shadowPart('dialog').matches(':modal')).to.equal(true);
      expect(el.controller.isOpen).to.equal(true);
      expect(el.controller.zIndex).to.be.at.least(30000);
      expect(el.style.getPropertyValue('--ss-dialog-z-index')).to.equal(String(el.controller.zIndex));
    });

    it('takes its level off the host when it closes', async () => {
      const el = await mount();
      el.open = false;
      await el.updateComplete;
      expect(el.hasAttribute('style')).to.equal(false);
      expect(el.controller.zIndex).to.equal(undefined);
      expect(pageDialogStack().dialogs.length).to.equal(0);
    });
  });

  describe('non-modal', () => {
    it('is on the stack (Escape closes it, it has a level) but the page stays usable', async () => {
      outside().focus();
      const el = await mount(true, { modal: false });
      expect(el.shadowPart('dialog').matches(':modal')).to.equal(false);
      expect(el.controller.zIndex).to.be.at.least(30000);
      // Focus is not taken, the page can be focused, clicked and scrolled.
      expect(document.activeElement).to.equal(outside());
      let clicks = 0;
      outside().addEventListener('click', () => clicks++);
      await sendMouse({ type: 'click', position: centre(outside()) });
      expect(clicks).to.equal(1);
      expect(document.documentElement.style.overflow).to.equal('');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
      expect(el.closes).to.deep.equal(['keydown']);
    });

    it('takes focus when told where, and gives it back', async () => {
      outside().focus();
      const el = await mount(true, { modal: false, focusSecond: true });
      expect(deepActiveElement(document)).to.equal(el.shadowPart('second'));
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(document.activeElement).to.equal(outside());
    });

    it('a modal opened above a non-modal one closes first', async () => {
      const popup = await mount(true, { modal: false });
      const modal = await mount(true);
      await sendKeys({ press: 'Escape' });
      await Promise.all([popup.updateComplete, modal.updateComplete]);
      expect([popup.open, modal.open]).to.deep.equal([true, false]);
      await sendKeys({ press: 'Escape' });
      await popup.updateComplete;
      expect(popup.open).to.equal(false);
    });
  });

  describe('close requests', () => {
    it('a cancel the document did not see (keydown stopped inside) still goes through the stack', async () => {
      // The browser lets a page cancel a close request only after a user activation, and
      // groups dialogs opened without one in between (a close request closes the group): a
      // visitor's click in the lower dialog opens the upper one, another click in the upper
      // one comes before Escape. (Without them the browser closes the dialogs whatever the
      // page does; the controller then follows, see the next tests.)
      const lower = await mount();
      await sendMouse({ type: 'click', position: centre(lower.shadowPart('first')) });
      const upper = await mount();
      await sendMouse({ type: 'click', position: centre(upper.shadowPart('first')) });
      // A widget in the dialog that stops Escape from propagating: the document never sees
      // it, the browser sends the dialog a close request (cancel) instead, which must close
      // the top-most dialog only.
      upper.shadowPart('first').addEventListener('keydown', (e) => e.stopPropagation());
      await sendKeys({ press: 'Escape' });
      await Promise.all([lower.updateComplete, upper.updateComplete]);
      expect([lower.open, upper.open]).to.deep.equal([true, false]);
      expect(upper.closes).to.deep.equal(['cancel']);
      expect(lower.shadowPart('dialog').matches(':modal')).to.equal(true);
    });

    it('a widget inside that handles Escape itself (preventDefault) keeps the dialog open', async () => {
      const el = await mount();
      el.shadowPart('first').addEventListener('keydown', (e) => e.key === 'Escape' && e.preventDefault());
      el.shadowPart('first').focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(true);
    });

    it('follows the browser when it closes the native dialog itself', async () => {
      const el = await mount();
      (el.shadowPart('dialog') as HTMLDialogElement).close();
      await new Promise((r) => el.shadowPart('dialog').addEventListener('close', r, { once: true }));
      await el.updateComplete;
      expect(el.open).to.equal(false);
      expect(el.closes).to.deep.equal(['close']);
      expect(pageDialogStack().dialogs.length).to.equal(0);
      let unhandled = 0;
      const off = onUnhandledEscape(() => unhandled++);
      await sendKeys({ press: 'Escape' });
      off();
      expect(unhandled).to.equal(1);
    });
  });

  describe('removal', () => {
    it('removed while open: off the stack, page scrollable and usable again, focus back', async () => {
      outside().focus();
      const el = await mount(false);
      expect(outside().inert).to.equal(true);
      expect(document.documentElement.style.overflow).to.equal('hidden');
      el.remove();
      expect(pageDialogStack().dialogs.length).to.equal(0);
      expect(outside().inert).to.equal(false);
      expect(document.documentElement.hasAttribute('style')).to.equal(false);
      expect(document.activeElement).to.equal(outside());
    });

    it('put back while open: shown and registered again', async () => {
      const el = await mount();
      el.remove();
      page.append(el);
      await el.updateComplete;
      await nextFrame();
      expect(el.shadowPart('dialog').matches(':modal')).to.equal(true);
      expect(pageDialogStack().dialogs.length).to.equal(1);
    });
  });

  describe('fallback: overlapping dialogs', () => {
    it('closing the lower one first keeps the page inert for the upper one', async () => {
      const lower = await mount(false);
      const upper = await mount(false);
      expect(lower.inert).to.equal(true);
      lower.open = false;
      await lower.updateComplete;
      expect(outside().inert).to.equal(true);
      expect(document.documentElement.style.overflow).to.equal('hidden');
      upper.open = false;
      await upper.updateComplete;
      expect(outside().inert).to.equal(false);
      expect(lower.inert).to.equal(false);
      expect(document.documentElement.hasAttribute('style')).to.equal(false);
    });

    it('leaves elements the page made inert as they were', async () => {
      outside().inert = true;
      const el = await mount(false);
      el.open = false;
      await el.updateComplete;
      expect(outside().inert).to.equal(true);
    });
  });
});
