// <ss-confirm> (spec 001 §4 "Confirmation widget", §5, §9 "Dialogs"; 000 §9 "Scaling to 0.94
// on scalable hide"): every style's buttons and results, the keyboard, Escape and overlay
// clicks, the 600 ms hide fallback and the 2000 ms toast on a manual clock, destroy on hide,
// the 350/20 defaults on the rendered box, the two errors of §5, the stack's Escape order.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import '../../../../src/blocks/ss-confirm/ss-confirm.js';
// The system error overlay one test opens over the widget.
import '../../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsConfirm, SsConfirmCloseDetail } from '../../../../src/blocks/ss-confirm/ss-confirm.js';
import { showSystemError, hideSystemError } from '../../../../src/services/system-error.js';
import { onUnhandledEscape, pageDialogStack } from '../../../../src/services/dialog-stack.js';
import { deepActiveElement } from '../../../../src/controllers/focus-containment.js';
import { registerMessages, setLocale } from '../../../../src/i18n/index.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { runOverlaySuite } from '../../shared/overlay-suite.js';

const part = (el: SsConfirm, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`);
const box = (el: SsConfirm) => part(el, 'base')!;
const focused = (el: SsConfirm) => el.shadowRoot!.activeElement;
const buttons = (el: SsConfirm) => [...el.shadowRoot!.querySelectorAll('button')].map((b) => [b.getAttribute('part'), b.textContent]);
const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};
const STYLES = ['confirm-or-reject', 'confirm-or-cancel', 'confirm-only', 'no-buttons'] as const;

/** Resolves once it has applied its last change and, when closed, once it is hidden. */
async function settled(el: SsConfirm): Promise<void> {
  await el.updateComplete;
  if (!el.open) await el.whenHidden();
}

/** Shows one in a page with a button before it (focused), and waits for the toast's text. */
async function mount(template = html`<ss-confirm heading="Remove item?" message="It leaves your cart."></ss-confirm>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><button id="before">Before</button>${template}</div>`);
  const el = wrapper.querySelector('ss-confirm')!;
  const before = wrapper.querySelector<HTMLButtonElement>('#before')!;
  before.focus();
  el.show();
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  return { wrapper, el, before };
}

/** Ends the box's entry animation, so a fade starts from the shown state. */
function entered(el: SsConfirm): void {
  box(el)
    .getAnimations()
    .forEach((a) => a.finish());
  // The fade starts from the style the browser last computed.
  void getComputedStyle(box(el)).opacity;
}

/** The close event the next action fires. */
function closed(el: SsConfirm): Promise<SsConfirmCloseDetail> {
  return oneEvent(el, 'ss-confirm-close').then((e) => e.detail);
}

describe('ss-confirm', () => {
  let clock: ManualClock | undefined;
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    document.querySelectorAll('body > ss-confirm, body > ss-system-error').forEach((e) => e.remove());
  });

  describe('accessibility', () => {
    for (const style of STYLES) {
      it(`has no axe violations in style ${style}`, async () => {
        const { el } = await mount(html`<ss-confirm confirm-style=${style} heading="Title" message="The message."></ss-confirm>`);
        await expectAccessible(el);
      });
    }
    it('has no axe violations without a title, and while hiding', async () => {
      const { el } = await mount(html`<ss-confirm message="Only a message." style="--ss-confirm-duration: 100s"></ss-confirm>`);
      // Shown: the entry animations (the box's and its backdrop's) at their end.
      el.shadowRoot!.getAnimations().forEach((a) => a.finish());
      await expectAccessible(el);
      // Held while hiding: the 600 ms fallback timer on a clock that does not move, the fade
      // paused where it starts (axe waits for running animations to end).
      const held = installManualClock();
      el.hide();
      held.uninstall();
      await el.updateComplete;
      el.shadowRoot!.getAnimations().forEach((a) => a.pause());
      expect(box(el).classList.contains('hiding')).to.equal(true);
      await expectAccessible(el);
    });
    it('styles 0–2 are a modal alertdialog, labelled by the title and described by the message', async () => {
      for (const style of STYLES.slice(0, 3)) {
        const { el } = await mount(html`<ss-confirm confirm-style=${style} heading="Title" message="The message."></ss-confirm>`);
        const base = box(el);
        expect(base.localName, style).to.equal('dialog');
        expect(base.matches(':modal'), style).to.equal(true);
        expect(base.getAttribute('role')).to.equal('alertdialog');
        expect(el.shadowRoot!.getElementById(base.getAttribute('aria-labelledby')!)!.textContent).to.equal('Title');
        expect(el.shadowRoot!.getElementById(base.getAttribute('aria-describedby')!)!.textContent).to.equal('The message.');
        el.remove();
      }
    });
    it('without a title, the message names the dialog', async () => {
      const { el } = await mount(html`<ss-confirm message="Really?"></ss-confirm>`);
      expect(el.shadowRoot!.getElementById(box(el).getAttribute('aria-labelledby')!)!.textContent).to.equal('Really?');
    });
    it('style 3 is a role=status live region that takes no focus and leaves the page usable', async () => {
      const { el, before } = await mount(html`<ss-confirm confirm-style="3" heading="Saved" message="All done."></ss-confirm>`);
      const live = part(el, 'live')!;
      expect(live.getAttribute('role')).to.equal('status');
      expect(live.contains(box(el))).to.equal(true);
      expect(live.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Saved All done.');
      expect(document.activeElement).to.equal(before);
      expect(el.shadowRoot!.querySelector('dialog, button')).to.equal(null);
      expect(before.closest('[inert]')).to.equal(null);
      expect(document.documentElement.style.overflow).to.equal('');
    });
  });

  describe('defaults', () => {
    it('is hidden until shown; style confirm-or-reject (0), width 350, padding 20', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><ss-confirm></ss-confirm></div>`);
      const el = wrapper.querySelector('ss-confirm')!;
      expect([el.open, el.confirmStyle, el.width, el.padding]).to.deep.equal([false, 'confirm-or-reject', 350, 20]);
      expect((box(el) as HTMLDialogElement).open).to.equal(false);
      expect(box(el).getBoundingClientRect().width).to.equal(0);
    });
    it('draws a box 350 px wide with 20 px padding (spec 001 §9), in modal and toast styles', async () => {
      await setViewport({ width: 800, height: 600 });
      for (const style of ['0', '3']) {
        const { el } = await mount(html`<ss-confirm confirm-style=${style} heading="T" message="M"></ss-confirm>`);
        const cs = getComputedStyle(box(el));
        expect(box(el).getBoundingClientRect().width, style).to.equal(350);
        expect([cs.paddingTop, cs.paddingRight, cs.paddingBottom, cs.paddingLeft], style).to.deep.equal(['20px', '20px', '20px', '20px']);
        el.remove();
      }
    });
    it('takes width and padding from attributes and properties', async () => {
      await setViewport({ width: 800, height: 600 });
      const { el } = await mount(html`<ss-confirm width="420" padding="8" message="M"></ss-confirm>`);
      expect(box(el).getBoundingClientRect().width).to.equal(420);
      expect(getComputedStyle(box(el)).paddingTop).to.equal('8px');
      el.width = 300;
      el.padding = 0;
      await el.updateComplete;
      expect(box(el).getBoundingClientRect().width).to.equal(300);
      expect(getComputedStyle(box(el)).paddingTop).to.equal('0px');
    });
    it('is narrower on a phone: 20 px from each edge', async () => {
      await setViewport({ width: 320, height: 640 });
      try {
        const { el } = await mount();
        const r = box(el).getBoundingClientRect();
        expect(r.width).to.be.at.most(280);
        expect(r.left).to.be.at.least(20 - 1);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
    it('centres the modal box', async () => {
      await setViewport({ width: 800, height: 600 });
      const { el } = await mount();
      const r = box(el).getBoundingClientRect();
      expect(Math.abs(r.left + r.width / 2 - document.documentElement.clientWidth / 2)).to.be.at.most(1);
      expect(Math.abs(r.top + r.height / 2 - innerHeight / 2)).to.be.at.most(1);
    });
  });

  describe('styles, buttons and results', () => {
    const expectations: [string, string[][], string][] = [
      [
        '0',
        [
          ['button confirm-button', 'Confirm'],
          ['button reject-button', 'Reject'],
        ],
        'reject',
      ],
      [
        '1',
        [
          ['button confirm-button', 'Confirm'],
          ['button cancel-button', 'Cancel'],
        ],
        'cancel',
      ],
      ['2', [['button confirm-button', 'Okay']], 'confirm'],
      ['3', [], ''],
    ];
    for (const [id, expected, least] of expectations) {
      it(`style ${id} (${STYLES[Number(id)]}) has ${expected.length} button(s) and focuses the least destructive`, async () => {
        const { el } = await mount(html`<ss-confirm confirm-style=${id} message="M"></ss-confirm>`);
        expect(el.confirmStyle).to.equal(STYLES[Number(id)]);
        expect(buttons(el)).to.deep.equal(expected);
        if (least) expect(focused(el)).to.equal(part(el, `${least}-button`));
      });
    }
    it('each button reports its result and hides', async () => {
      for (const [style, result] of [
        ['confirm-or-reject', 'confirm'],
        ['confirm-or-reject', 'reject'],
        ['confirm-or-cancel', 'confirm'],
        ['confirm-or-cancel', 'cancel'],
        ['confirm-only', 'confirm'],
      ]) {
        const { el } = await mount(html`<ss-confirm confirm-style=${style} message="M"></ss-confirm>`);
        const event = closed(el);
        part(el, `${result}-button`)!.click();
        expect(await event, `${style} ${result}`).to.deep.equal({ result, source: 'button' });
        expect(el.open).to.equal(false);
        await settled(el);
        expect((box(el) as HTMLDialogElement).open).to.equal(false);
        el.remove();
      }
    });
    it('reads the style by name in any case and by id, reflects it, and takes button texts', async () => {
      const { el } = await mount(html`<ss-confirm confirm-style="Confirm-Or-Cancel" confirm-text="Yes" cancel-text="No"></ss-confirm>`);
      expect(el.getAttribute('confirm-style')).to.equal('Confirm-Or-Cancel');
      expect(buttons(el)).to.deep.equal([
        ['button confirm-button', 'Yes'],
        ['button cancel-button', 'No'],
      ]);
      el.setAttribute('confirm-style', '0');
      el.rejectText = 'Never';
      await el.updateComplete;
      expect(buttons(el)).to.deep.equal([
        ['button confirm-button', 'Yes'],
        ['button reject-button', 'Never'],
      ]);
      el.setAttribute('reject-text', 'Not now');
      await el.updateComplete;
      expect(buttons(el)[1]).to.deep.equal(['button reject-button', 'Not now']);
    });
    it('the close event bubbles and is composed', async () => {
      const { el, wrapper } = await mount();
      setTimeout(() => part(el, 'confirm-button')!.click());
      const event = await oneEvent(wrapper, 'ss-confirm-close');
      expect(event.bubbles && event.composed).to.equal(true);
    });
    it('hide() reports cancel (source api) once; removing open hides silently', async () => {
      const { el } = await mount();
      const details: SsConfirmCloseDetail[] = [];
      el.addEventListener('ss-confirm-close', (e) => details.push(e.detail));
      el.hide();
      el.hide('confirm');
      await settled(el);
      el.show();
      await el.updateComplete;
      el.open = false;
      await settled(el);
      expect(details).to.deep.equal([{ result: 'cancel', source: 'api' }]);
    });
    it('renders untrusted text as text, never as HTML; children are the message when given', async () => {
      const evil = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
      const { el } = await mount(html`<ss-confirm heading=${evil} message=${evil}></ss-confirm>`);
      expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
      expect(part(el, 'title')!.textContent).to.equal(evil);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
      el.remove();
      const { el: rich } = await mount(html`<ss-confirm heading="T"><strong>Rich</strong> text</ss-confirm>`);
      const slot = part(rich, 'message')!.querySelector('slot')!;
      expect(
        slot
          .assignedNodes()
          .map((n) => n.textContent)
          .join(''),
      ).to.equal('Rich text');
      await expectAccessible(rich);
    });
  });

  describe('keyboard and focus', () => {
    it('Enter on a focused button presses it', async () => {
      const { el } = await mount(html`<ss-confirm confirm-style="0" message="M"></ss-confirm>`);
      const event = closed(el);
      await sendKeys({ press: 'Enter' });
      expect(await event).to.deep.equal({ result: 'reject', source: 'button' });
    });
    it('Space on a focused button presses it', async () => {
      const { el } = await mount(html`<ss-confirm confirm-style="1" message="M"></ss-confirm>`);
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused(el)).to.equal(part(el, 'confirm-button'));
      const event = closed(el);
      await sendKeys({ press: 'Space' });
      expect(await event).to.deep.equal({ result: 'confirm', source: 'button' });
    });
    it('Escape cancels (source keyboard) and the page does not see it', async () => {
      let unhandled = 0;
      const off = onUnhandledEscape(() => unhandled++);
      try {
        for (const style of STYLES) {
          const { el } = await mount(html`<ss-confirm confirm-style=${style} message="M"></ss-confirm>`);
          const event = closed(el);
          await sendKeys({ press: 'Escape' });
          expect(await event, style).to.deep.equal({ result: 'cancel', source: 'keyboard' });
          await settled(el);
          el.remove();
        }
        expect(unhandled).to.equal(0);
      } finally {
        off();
      }
    });
    it('moves focus in and returns it once hidden', async () => {
      const { el, before } = await mount();
      expect(document.activeElement).to.equal(el);
      part(el, 'confirm-button')!.click();
      await settled(el);
      expect(document.activeElement).to.equal(before);
    });
    it('Escape closes only the top-most: the system error overlay opened over it first', async () => {
      const { el } = await mount();
      await showSystemError({ variant: 'network', message: 'Offline' });
      const overlay = document.querySelector('ss-system-error')!;
      await overlay.updateComplete;
      expect(pageDialogStack().dialogs.length).to.equal(2);
      let closes = 0;
      el.addEventListener('ss-confirm-close', () => closes++);
      await sendKeys({ press: 'Escape' });
      await overlay.updateComplete;
      expect([overlay.open, el.open, closes]).to.deep.equal([false, true, 0]);
      // Focus is back inside the confirmation, on its least destructive button.
      expect(deepActiveElement(document)).to.equal(part(el, 'reject-button'));
      await sendKeys({ press: 'Escape' });
      expect([el.open, closes]).to.deep.equal([false, 1]);
      hideSystemError();
    });
    it('a toast shown over a confirmation is dismissed by Escape first', async () => {
      const { el } = await mount();
      const toast = document.createElement('ss-confirm');
      toast.confirmStyle = 'no-buttons';
      toast.message = 'Saved';
      document.body.append(toast);
      toast.show();
      await toast.updateComplete;
      await sendKeys({ press: 'Escape' });
      expect([toast.open, el.open]).to.deep.equal([false, true]);
      // The toast is still fading out: the next Escape is the confirmation's.
      await sendKeys({ press: 'Escape' });
      expect(el.open).to.equal(false);
      await settled(toast);
      toast.remove();
    });
  });

  describe('pointer', () => {
    it('a click on the overlay cancels (source overlay)', async () => {
      const { el } = await mount();
      const event = closed(el);
      await sendMouse({ type: 'click', position: [5, 5] });
      expect(await event).to.deep.equal({ result: 'cancel', source: 'overlay' });
    });
    it('a click inside the box, on its padding or text, does not', async () => {
      const { el } = await mount();
      const r = box(el).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
      await sendMouse({ type: 'click', position: centre(part(el, 'message')!) });
      expect(el.open).to.equal(true);
    });
    it('a click on a button presses it', async () => {
      const { el } = await mount();
      const event = closed(el);
      await sendMouse({ type: 'click', position: centre(part(el, 'confirm-button')!) });
      expect(await event).to.deep.equal({ result: 'confirm', source: 'button' });
    });
  });

  describe('hiding (manual clock)', () => {
    it('finishes when the fade ends', async () => {
      const { el } = await mount(html`<ss-confirm message="M" style="--ss-confirm-duration: 50ms"></ss-confirm>`);
      entered(el);
      el.hide();
      await el.updateComplete;
      expect(box(el).classList.contains('hiding')).to.equal(true);
      await oneEvent(box(el), 'transitionend');
      await settled(el);
      expect((box(el) as HTMLDialogElement).open).to.equal(false);
      expect(pageDialogStack().dialogs.length).to.equal(0);
    });
    it('a fade that never ends is finished by the 600 ms fallback timer (spec 001 §9): shown at 599 ms, hidden at 600', async () => {
      // A 100 s fade: its transitionend does not come within the test.
      const { el } = await mount(html`<ss-confirm message="M" style="--ss-confirm-duration: 100s"></ss-confirm>`);
      entered(el);
      clock = installManualClock();
      el.hide();
      await el.updateComplete;
      expect(box(el).getAnimations().length, 'the fade runs').to.be.above(0);
      expect(clock.pending()).to.deep.equal([600]);
      await clock.advance(599);
      expect((box(el) as HTMLDialogElement).open, 'at 599 ms').to.equal(true);
      expect(pageDialogStack().dialogs.length).to.equal(1);
      await clock.advance(1);
      await el.updateComplete;
      expect((box(el) as HTMLDialogElement).open, 'at 600 ms').to.equal(false);
      expect(pageDialogStack().dialogs.length).to.equal(0);
    });
    it('shown again while hiding, it stays (the fallback does not hide it)', async () => {
      const { el } = await mount(html`<ss-confirm message="M" style="--ss-confirm-duration: 100s"></ss-confirm>`);
      clock = installManualClock();
      el.hide();
      await el.updateComplete;
      el.show();
      await el.updateComplete;
      await clock.advance(1000);
      expect((box(el) as HTMLDialogElement).open).to.equal(true);
      expect(box(el).classList.contains('hiding')).to.equal(false);
    });
    it('scalable: scales to 0.94 while it fades (spec 000 §9); not scalable: only fades', async () => {
      for (const scalable of [true, false]) {
        const { el } = await mount(html`<ss-confirm ?scalable=${scalable} message="M" style="--ss-confirm-duration: 100s"></ss-confirm>`);
        entered(el);
        el.hide();
        await el.updateComplete;
        const target = (property: string) => {
          const t = box(el)
            .getAnimations()
            .find((a) => (a as CSSTransition).transitionProperty === property) as CSSTransition | undefined;
          return t?.effect && (t.effect as KeyframeEffect).getKeyframes().at(-1)?.[property === 'transform' ? 'transform' : 'opacity'];
        };
        expect(target('opacity'), `scalable ${scalable}`).to.equal('0');
        expect(target('transform'), `scalable ${scalable}`).to.equal(scalable ? 'scale(0.94)' : undefined);
        el.remove();
      }
    });
    it('destroy-on-hide: removed from the document once hidden, not before', async () => {
      const { el, wrapper } = await mount(html`<ss-confirm destroy-on-hide message="M" style="--ss-confirm-duration: 100s"></ss-confirm>`);
      clock = installManualClock();
      el.hide('confirm');
      await el.updateComplete;
      expect(el.isConnected).to.equal(true);
      await clock.advance(600);
      await el.updateComplete;
      await el.whenHidden();
      expect(el.isConnected).to.equal(false);
      expect(wrapper.querySelector('ss-confirm')).to.equal(null);
    });
    it('without destroy-on-hide it stays, and shows again', async () => {
      const { el } = await mount();
      el.hide();
      await settled(el);
      expect(el.isConnected).to.equal(true);
      el.show();
      await el.updateComplete;
      expect((box(el) as HTMLDialogElement).open).to.equal(true);
    });
  });

  describe('information toast', () => {
    it('shows at the top right, 20 px from the edges', async () => {
      await setViewport({ width: 800, height: 600 });
      const { el } = await mount(
        html`<ss-confirm confirm-style="no-buttons" heading="Logout Successful" message="You have been successfully logged out."></ss-confirm>`,
      );
      const r = box(el).getBoundingClientRect();
      expect(r.top).to.equal(20);
      expect(r.right).to.equal(document.documentElement.clientWidth - 20);
      expect(getComputedStyle(el).zIndex).to.equal('30000');
    });
    it('hides by itself after 2000 ms and reports confirm (spec 001 §4, §9): shown at 1999 ms', async () => {
      clock = installManualClock();
      const { el } = await mount(html`<ss-confirm confirm-style="3" message="Saved" style="--ss-confirm-duration: 100s"></ss-confirm>`);
      const details: SsConfirmCloseDetail[] = [];
      el.addEventListener('ss-confirm-close', (e) => details.push(e.detail));
      await clock.advance(1999);
      expect([el.open, details.length]).to.deep.equal([true, 0]);
      await clock.advance(1);
      expect(details).to.deep.equal([{ result: 'confirm', source: 'timeout' }]);
      expect(el.open).to.equal(false);
      await clock.advance(600);
      await settled(el);
      expect(part(el, 'base')).to.equal(null);
    });
    it('ours: the timer waits while the pointer is over it, and runs 2000 ms again after it leaves', async () => {
      clock = installManualClock();
      const { el } = await mount(html`<ss-confirm confirm-style="3" message="Saved"></ss-confirm>`);
      await clock.advance(1500);
      await sendMouse({ type: 'move', position: centre(box(el)) });
      await clock.advance(5000);
      expect(el.open).to.equal(true);
      await sendMouse({ type: 'move', position: [5, 500] });
      await clock.advance(1999);
      expect(el.open).to.equal(true);
      await clock.advance(1);
      expect(el.open).to.equal(false);
    });
    it('several toasts stack, each below the one before; when one goes the next moves up', async () => {
      const toasts: SsConfirm[] = [];
      for (const message of ['First', 'Second', 'Third']) {
        const t = document.createElement('ss-confirm');
        t.confirmStyle = 'no-buttons';
        t.message = message;
        document.body.append(t);
        t.show();
        toasts.push(t);
      }
      await Promise.all(toasts.map((t) => t.updateComplete));
      await nextFrame();
      await nextFrame();
      const rects = toasts.map((t) => box(t).getBoundingClientRect());
      expect(rects[0]!.top).to.equal(20);
      expect(rects[1]!.top).to.equal(rects[0]!.bottom + 10);
      expect(rects[2]!.top).to.equal(rects[1]!.bottom + 10);
      await emulateMedia({ reducedMotion: 'reduce' });
      toasts[0]!.hide();
      await settled(toasts[0]!);
      await nextFrame();
      expect(box(toasts[1]!).getBoundingClientRect().top).to.equal(20);
      expect(box(toasts[2]!).getBoundingClientRect().top).to.equal(rects[1]!.top);
      toasts.forEach((t) => t.remove());
    });
  });

  describe('position (spec 001 §5)', () => {
    it('a function places the box where it says, given the box and the viewport', async () => {
      await setViewport({ width: 800, height: 600 });
      const wrapper = await fixture<HTMLDivElement>(html`<div><ss-confirm message="M"></ss-confirm></div>`);
      const el = wrapper.querySelector('ss-confirm')!;
      const calls: [string, { width: number; height: number }][] = [];
      el.position = (b, viewport) => {
        calls.push([b.getAttribute('part')!, viewport]);
        return { top: 30, left: viewport.width - b.offsetWidth - 40 };
      };
      el.show();
      await el.updateComplete;
      const r = box(el).getBoundingClientRect();
      expect([r.top, r.right]).to.deep.equal([30, document.documentElement.clientWidth - 40]);
      expect(calls[0]).to.deep.equal([
        'base',
        { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      ]);
    });
    it('a position that is not a function throws the catalogue error, and the widget keeps working', async () => {
      const el = document.createElement('ss-confirm');
      expect(() => (el.position = 'top' as never)).to.throw(TypeError, '[ss-confirm] Confirmation position must be a function, not "top".');
      expect(() => (el.position = { top: 1 } as never)).to.throw(
        TypeError,
        '[ss-confirm] Confirmation position must be a function, not {"top":1}.',
      );
      expect(el.position).to.equal(undefined);
      el.position = undefined;
    });
    it('a padding that is not a number throws the catalogue error; as an attribute it is reported and 20 used', async () => {
      const el = document.createElement('ss-confirm');
      expect(() => (el.padding = '20' as never)).to.throw(TypeError, '[ss-confirm] Confirmation padding must be a number, not "20".');
      expect(() => (el.padding = Number.NaN)).to.throw(TypeError, '[ss-confirm] Confirmation padding must be a number, not NaN.');
      expect(el.padding).to.equal(20);
      const { messages } = await captureConsole('warn', async () => {
        const { el: fromAttribute } = await mount(html`<ss-confirm padding="wide" message="M"></ss-confirm>`);
        expect(fromAttribute.padding).to.equal(20);
        expect(getComputedStyle(box(fromAttribute)).paddingTop).to.equal('20px');
      });
      expect(messages.map((m) => String(m[0]))).to.deep.equal([
        '[ss-blocks] attribute padding: "wide" is not a valid padding (expected a number ≥ 0); using 20.',
      ]);
    });
    it('reports an unknown style and uses confirm-or-reject', async () => {
      const { messages } = await captureConsole('warn', async () => {
        const { el } = await mount(html`<ss-confirm confirm-style="7" message="M"></ss-confirm>`);
        expect(el.confirmStyle).to.equal('confirm-or-reject');
      });
      expect(messages.map((m) => String(m[0]))).to.deep.equal([
        '[ss-blocks] attribute confirm-style: "7" is not a valid confirm-style (expected one of confirm-or-reject, confirm-or-cancel, confirm-only, no-buttons, 0–3); using "confirm-or-reject".',
      ]);
    });
  });

  describe('motion', () => {
    it('fades in over 0.3 s; with reduced motion it neither animates nor waits to hide', async () => {
      const { el } = await mount();
      expect(getComputedStyle(box(el)).animationDuration).to.equal('0.3s');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(box(el)).animationName).to.equal('none');
      clock = installManualClock();
      el.hide();
      await el.updateComplete;
      expect((box(el) as HTMLDialogElement).open, 'hidden at once').to.equal(false);
      expect(clock.pending()).to.deep.equal([]);
    });
    it('?nomotion=true: hidden at once, no animation', async () => {
      const address = location.href;
      history.replaceState(history.state, '', `${location.pathname}${location.search}${location.search ? '&' : '?'}nomotion=true`);
      try {
        const { el } = await mount(html`<ss-confirm scalable message="M"></ss-confirm>`);
        expect(getComputedStyle(box(el)).animationName).to.equal('none');
        el.hide();
        await el.updateComplete;
        expect((box(el) as HTMLDialogElement).open).to.equal(false);
      } finally {
        history.replaceState(history.state, '', address);
      }
    });
  });

  describe('locale', () => {
    afterEach(() => setLocale('en'));
    it('button texts follow the page locale', async () => {
      registerMessages('fr', { 'dialog.confirm': 'Confirmer', 'dialog.cancel': 'Annuler' });
      const { el } = await mount(html`<ss-confirm confirm-style="1" message="M"></ss-confirm>`);
      setLocale('fr');
      await el.updateComplete;
      expect(buttons(el).map((b) => b[1])).to.deep.equal(['Confirmer', 'Annuler']);
    });
  });
});

runOverlaySuite<SsConfirm>({
  name: 'ss-confirm',
  create(container) {
    const el = document.createElement('ss-confirm');
    el.heading = 'Remove item?';
    el.message = 'It leaves your cart.';
    container.append(el);
    return el;
  },
  async open(el) {
    el.show();
    await el.updateComplete;
  },
  isOpen: (el) => el.open,
  settled,
  initialFocus: (el) => part(el, 'reject-button')!,
  box: (el) => box(el),
  // spec 001 §4: an overlay click cancels.
  outsideClickCloses: true,
});
