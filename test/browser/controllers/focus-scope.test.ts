// Focus containment with real Tab presses (spec 000 §5: exactly one of container or
// predicate).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FocusScope } from '../../../src/controllers/focus-scope.js';

const active = () => (document.activeElement as HTMLElement).id;

describe('FocusScope', () => {
  it('a container keeps Tab and Shift+Tab among its tabbable elements', async () => {
    const el = await fixture<HTMLElement>(html`<div>
      <button id="out1">Before</button>
      <div id="box"><button id="a">A</button><button id="b" disabled>B</button><a id="c" href="#x">C</a></div>
      <button id="out2">After</button>
    </div>`);
    const scope = new FocusScope({ container: el.querySelector('#box')! });
    const onKey = (e: KeyboardEvent) => scope.handle(e);
    document.addEventListener('keydown', onKey);
    try {
      expect(scope.elements().map((e) => e.id)).to.deep.equal(['a', 'c']);
      el.querySelector<HTMLElement>('#c')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(active()).to.equal('a');
      await sendKeys({ press: 'Shift+Tab' });
      expect(active()).to.equal('c');
      el.querySelector<HTMLElement>('#out1')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(active(), 'from outside, into the scope').to.equal('a');
    } finally {
      document.removeEventListener('keydown', onKey);
    }
  });

  it('a predicate keeps Tab among the elements it accepts, wherever they are', async () => {
    const el = await fixture<HTMLElement>(html`<div>
      <button id="p1" data-in>One</button><button id="skip">Skip</button><button id="p2" data-in>Two</button>
    </div>`);
    const scope = new FocusScope({ predicate: (e) => e.hasAttribute('data-in') });
    const onKey = (e: KeyboardEvent) => scope.handle(e);
    document.addEventListener('keydown', onKey);
    try {
      el.querySelector<HTMLElement>('#p1')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(active(), 'the element between is not in the scope').to.equal('p2');
      await sendKeys({ press: 'Tab' });
      expect(active()).to.equal('p1');
    } finally {
      document.removeEventListener('keydown', onKey);
    }
  });
});
