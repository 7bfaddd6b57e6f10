import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsSystemError } from '../../../../src/blocks/ss-system-error/ss-system-error.js';
const CLEANED_TEXT = 'An unexpected error occurred. The exception was logged so it can be looked into.';
const UNABLE_TO_CONNECT = 'Unable to connect to the provider. Please try again.';
import { onUnhandledEscape } from '../../../../src/services/dialog-stack.js';
import { registerMessages, setLocale } from '../../../../src/i18n/index.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { runOverlaySuite } from '../../shared/overlay-suite.js';

const part = (el: SsSystemError, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
const focused = (el: SsSystemError) => el.shadowRoot!.activeElement;

async function mount(template = html`<ss-system-error open></ss-system-error>`) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><button id="before">Before</button>${template}</div>`);
  const el = wrapper.querySelector('ss-system-error')!;
  await el.updateComplete;
  return { wrapper, el, before: wrapper.querySelector<HTMLButtonElement>('#before')! };
}

describe('ss-system-error', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  describe('accessibility', () => {
    it('has no axe violations in the network variant', async () => {
      const { el } = await mount();
      await expectAccessible(el);
    });
    it('has no axe violations in the cleaned variant', async () => {
      const { el } = await mount(html`<ss-system-error open variant="cleaned"></ss-system-error>`);
      await expectAccessible(el);
    });
    it('has no axe violations in the other variant', async () => {
      const { el } = await mount(html`<ss-system-error open variant="other" message="Bad" url="/api/x" format="JSON"></ss-system-error>`);
      await expectAccessible(el);
    });
    it('is a modal alertdialog labelled by its heading and described by its body', async () => {
      const { el } = await mount(html`<ss-system-error open variant="cleaned"></ss-system-error>`);
      const base = part(el, 'base');
      // A native modal <dialog>, in the top layer.
      expect(base.localName).to.equal('dialog');
      expect(base.matches(':modal')).to.equal(true);
      expect(base.getAttribute('role')).to.equal('alertdialog');
      expect(base.getAttribute('aria-modal')).to.equal('true');
      expect(el.shadowRoot!.getElementById(base.getAttribute('aria-labelledby')!)!.textContent).to.equal('Something Went Wrong!');
      expect(el.shadowRoot!.getElementById(base.getAttribute('aria-describedby')!)!.textContent).to.equal(CLEANED_TEXT);
    });
  });

  describe('defaults', () => {
    it('is hidden until open, network variant, default text', async () => {
      const { el } = await mount(html`<ss-system-error></ss-system-error>`);
      expect(el.variant).to.equal('network');
      expect(el.open).to.equal(false);
      expect(getComputedStyle(el).display).to.equal('none');
      el.open = true;
      await el.updateComplete;
      expect(getComputedStyle(el).display).not.to.equal('none');
      expect(part(el, 'title').textContent).to.equal(UNABLE_TO_CONNECT);
      expect(part(el, 'base').hasAttribute('aria-describedby')).to.equal(false);
    });
    it('covers the page at the modal base z-index 30000, overridable by a custom property', async () => {
      const { el, before } = await mount();
      const style = getComputedStyle(el);
      expect(style.position).to.equal('fixed');
      expect(style.zIndex).to.equal('30000');
      // Over the page: a point on the page's button and one in a corner both hit the overlay.
      const r = before.getBoundingClientRect();
      expect(document.elementFromPoint(r.x + 2, r.y + 2)).to.equal(el);
      expect(document.elementFromPoint(innerWidth - 2, innerHeight - 2)).to.equal(el);
      el.style.setProperty('--ss-system-error-z-index', '31000');
      expect(getComputedStyle(el).zIndex).to.equal('31000');
    });
    it('dims the page with its backdrop colour, which the page can change', async () => {
      const { el } = await mount();
      const backdrop = () => getComputedStyle(part(el, 'base'), '::backdrop').backgroundColor;
      expect(backdrop()).to.equal('rgba(0, 0, 0, 0.55)');
      el.style.setProperty('--ss-system-error-backdrop', 'rgb(10 20 30 / 0.5)');
      expect(backdrop()).to.equal('rgba(10, 20, 30, 0.5)');
    });
    it('has the buttons Reload Page and Clear', async () => {
      const { el } = await mount();
      expect(part(el, 'reload-button').textContent).to.equal('Reload Page');
      expect(part(el, 'clear-button').textContent).to.equal('Clear');
    });
  });

  describe('variants and attributes', () => {
    it("cleaned shows 'Something Went Wrong!' and says the exception was logged", async () => {
      const { el } = await mount(html`<ss-system-error open variant="cleaned" message="hidden detail"></ss-system-error>`);
      expect(part(el, 'title').textContent).to.equal('Something Went Wrong!');
      expect(part(el, 'body').textContent).to.contain('exception was logged');
      expect(el.shadowRoot!.textContent).not.to.contain('hidden detail');
    });
    it('network shows the error text', async () => {
      const { el } = await mount(html`<ss-system-error open variant="network" message="Unauthorized request"></ss-system-error>`);
      expect(part(el, 'title').textContent).to.equal('Unauthorized request');
    });
    it('other shows the message, url and format', async () => {
      const { el } = await mount(
        html`<ss-system-error open variant="other" message="Broken" url="/api/x?a=1" format="JSON"></ss-system-error>`,
      );
      expect(part(el, 'title').textContent).to.equal('Broken');
      const rows = [...part(el, 'body').querySelectorAll('div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]);
      expect(rows).to.deep.equal([
        ['URL', '/api/x?a=1'],
        ['Format', 'JSON'],
      ]);
    });
    it('reflects variant and open; reads them back from attributes', async () => {
      const { el } = await mount(html`<ss-system-error></ss-system-error>`);
      el.variant = 'other';
      el.open = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).to.equal('other');
      expect(el.hasAttribute('open')).to.equal(true);
      el.setAttribute('variant', 'CLEANED');
      await el.updateComplete;
      expect(el.variant).to.equal('cleaned');
    });
    it('renders untrusted text as text, never as HTML', async () => {
      const evil = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
      const { el } = await mount(html`<ss-system-error open variant="other" message=${evil} url=${evil} format="JSON"></ss-system-error>`);
      expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
      expect(part(el, 'title').textContent).to.equal(evil);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });
  });

  describe('events', () => {
    it('Clear closes and fires ss-system-error-clear (bubbling, composed) with source button', async () => {
      const { el, wrapper } = await mount();
      setTimeout(() => part(el, 'clear-button').click());
      const event = await oneEvent(wrapper, 'ss-system-error-clear');
      expect(event.detail).to.deep.equal({ source: 'button' });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(el.open).to.equal(false);
      await el.updateComplete;
      expect(getComputedStyle(el).display).to.equal('none');
    });
    it('Reload Page fires a cancelable ss-system-error-reload before reloading', async () => {
      const { el } = await mount();
      let fired: CustomEvent | undefined;
      // Canceled so the test page is not reloaded; the element's default is location.reload().
      el.addEventListener('ss-system-error-reload', (e) => ((fired = e), e.preventDefault()));
      part(el, 'reload-button').click();
      expect(fired?.cancelable).to.equal(true);
      expect(fired?.bubbles && fired?.composed).to.equal(true);
      expect(el.open).to.equal(true);
    });
    it('does not fire clear when already closed', async () => {
      const { el } = await mount(html`<ss-system-error></ss-system-error>`);
      let count = 0;
      el.addEventListener('ss-system-error-clear', () => count++);
      el.clear();
      expect(count).to.equal(0);
    });
  });

  describe('keyboard and focus', () => {
    it('moves focus to Clear on open and returns it on close', async () => {
      const { el, before } = await mount(html`<ss-system-error></ss-system-error>`);
      before.focus();
      el.open = true;
      await el.updateComplete;
      expect(document.activeElement).to.equal(el);
      expect(focused(el)).to.equal(part(el, 'clear-button'));
      el.clear();
      await el.updateComplete;
      expect(document.activeElement).to.equal(before);
    });
    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const { el } = await mount();
      const reload = part(el, 'reload-button');
      const clear = part(el, 'clear-button');
      expect(focused(el)).to.equal(clear);
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(reload);
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(clear);
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused(el)).to.equal(reload);
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused(el)).to.equal(clear);
    });
    it('Escape closes like Clear (source keyboard), stops there, and restores focus', async () => {
      const { el, before } = await mount(html`<ss-system-error></ss-system-error>`);
      before.focus();
      el.open = true;
      await el.updateComplete;
      // spec 001 §4 "Escape key": the dialog takes Escape, so the page's other Escape rules
      // (logout, editor toggle) do not run, and other listeners see it consumed.
      let unhandled = 0;
      const off = onUnhandledEscape(() => unhandled++);
      let seenUnconsumed = false;
      const onDoc = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && (seenUnconsumed = true);
      document.addEventListener('keydown', onDoc);
      try {
        const event = oneEvent(el, 'ss-system-error-clear');
        await sendKeys({ press: 'Escape' });
        expect((await event).detail).to.deep.equal({ source: 'keyboard' });
        expect(el.open).to.equal(false);
        expect([unhandled, seenUnconsumed]).to.deep.equal([0, false]);
        await el.updateComplete;
        expect(document.activeElement).to.equal(before);
        // Closed, the next Escape is the page's.
        await sendKeys({ press: 'Escape' });
        expect([unhandled, seenUnconsumed]).to.deep.equal([1, true]);
      } finally {
        off();
        document.removeEventListener('keydown', onDoc);
      }
    });
    it('Enter on the focused Clear button closes it', async () => {
      const { el } = await mount();
      await sendKeys({ press: 'Enter' });
      expect(el.open).to.equal(false);
    });
  });

  describe('pointer', () => {
    it('a click on the backdrop neither closes it nor takes focus out', async () => {
      const { el } = await mount();
      await sendMouse({ type: 'click', position: [5, 5] });
      expect(el.open).to.equal(true);
      expect(focused(el)).to.equal(part(el, 'clear-button'));
    });
    it('a click on Clear closes it', async () => {
      const { el } = await mount();
      const r = part(el, 'clear-button').getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
      expect(el.open).to.equal(false);
    });
  });

  describe('motion', () => {
    it('animates in over 0.3 s, and not at all with reduced motion', async () => {
      const { el } = await mount();
      const base = part(el, 'base');
      expect(getComputedStyle(base).animationDuration).to.equal('0.3s');
      expect(getComputedStyle(base, '::backdrop').animationDuration).to.equal('0.3s');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(base).animationName).to.equal('none');
      expect(getComputedStyle(base, '::backdrop').animationName).to.equal('none');
    });
  });

  describe('locale', () => {
    afterEach(() => setLocale('en'));

    it('renders its texts in the page locale and follows setLocale while open (English for what the locale lacks)', async () => {
      registerMessages('fr', { 'systemError.reload': 'Recharger la page', 'systemError.clear': 'Effacer' });
      const { el } = await mount();
      expect([part(el, 'reload-button').textContent, part(el, 'clear-button').textContent]).to.deep.equal(['Reload Page', 'Clear']);
      setLocale('fr-CA');
      await el.updateComplete;
      expect([part(el, 'reload-button').textContent, part(el, 'clear-button').textContent]).to.deep.equal(['Recharger la page', 'Effacer']);
      expect(part(el, 'title').textContent, 'not translated: the English').to.equal('Unable to connect to the provider. Please try again.');
    });
  });

  describe('bad input', () => {
    it('reports an unknown variant and uses network', async () => {
      const { messages } = await captureConsole('warn', async () => {
        const { el } = await mount(html`<ss-system-error open variant="bogus" message="Text"></ss-system-error>`);
        expect(el.variant).to.equal('network');
        expect(part(el, 'title').textContent).to.equal('Text');
      });
      expect(messages.map((m) => String(m[0]))).to.deep.equal([
        '[ss-blocks] attribute variant: "bogus" is not a valid variant (expected one of cleaned, network, other); using "network".',
      ]);
    });
    it('other without url and format shows just the message', async () => {
      const { el } = await mount(html`<ss-system-error open variant="other" message="Only"></ss-system-error>`);
      expect(part(el, 'title').textContent).to.equal('Only');
      expect(el.shadowRoot!.querySelector('dl')).to.equal(null);
      await expectAccessible(el);
    });
  });
});

runOverlaySuite<SsSystemError>({
  name: 'ss-system-error',
  create(container) {
    const el = document.createElement('ss-system-error');
    container.append(el);
    return el;
  },
  async open(el) {
    el.open = true;
    await el.updateComplete;
  },
  isOpen: (el) => el.open,
  settled: (el) => el.updateComplete,
  initialFocus: (el) => part(el, 'clear-button'),
  box: (el) => part(el, 'base'),
});
