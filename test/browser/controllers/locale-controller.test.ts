// Elements follow setLocale live: a Lit element with a LocaleController renders its texts
// again when the page's locale changes, and on reconnection after a change while it was out
// of the document.
import { expect, fixture } from '@open-wc/testing';
import { LitElement, html, type TemplateResult } from 'lit';
import { LocaleController } from '../../../src/controllers/locale-controller.js';
import { registerMessages, setLocale } from '../../../src/i18n/index.js';
import { form } from '../../../src/i18n/en/form.js';
import { cart } from '../../../src/i18n/en/cart.js';

class LocaleHost extends LitElement {
  static override properties = { count: { type: Number } };
  count = 1;
  renders = 0;
  private readonly l10n = new LocaleController(this);
  protected override render(): TemplateResult {
    this.renders++;
    return html`<button>${this.l10n.t(form, 'form.submitting')}</button>
      <p>${this.l10n.t(cart, 'cart.count', { count: this.count })}</p>`;
  }
}
customElements.define('locale-host', LocaleHost);

const texts = (el: LocaleHost) => [...el.shadowRoot!.querySelectorAll('button, p')].map((n) => n.textContent);

describe('LocaleController in an element', () => {
  before(() => {
    registerMessages('fr', {
      'form.submitting': 'Envoi…',
      'cart.count': { one: '{count} article dans le panier', other: '{count} articles dans le panier' },
    });
    registerMessages('de', { 'form.submitting': 'Wird gesendet…' });
  });
  afterEach(() => setLocale('en'));

  it('renders English by default', async () => {
    const el = await fixture<LocaleHost>(html`<locale-host></locale-host>`);
    expect(texts(el)).to.deep.equal(['Submitting…', 'One item in cart']);
  });

  it('renders again in the new locale when setLocale switches it', async () => {
    const el = await fixture<LocaleHost>(html`<locale-host .count=${2}></locale-host>`);
    setLocale('fr');
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Envoi…', '2 articles dans le panier']);
    // German has no cart text: English, with English plural rules.
    setLocale('de');
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Wird gesendet…', '2 items in cart']);
  });

  it('renders once per change, and not for setting the locale it has', async () => {
    const el = await fixture<LocaleHost>(html`<locale-host></locale-host>`);
    const before = el.renders;
    setLocale('en');
    await el.updateComplete;
    expect(el.renders).to.equal(before);
    setLocale('fr');
    await el.updateComplete;
    expect(el.renders).to.equal(before + 1);
  });

  it('catches up on a change made while it was out of the document', async () => {
    const el = await fixture<LocaleHost>(html`<locale-host></locale-host>`);
    const parent = el.parentElement!;
    el.remove();
    setLocale('fr');
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Submitting…', 'One item in cart']);
    parent.append(el);
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Envoi…', '1 article dans le panier']);
  });
});
