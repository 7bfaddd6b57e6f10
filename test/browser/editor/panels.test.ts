// The editor's form and cookie banner panels (demo/editor/panels/), rendered by React in
// Chromium and driven with the real keyboard and mouse: each field type shows exactly its
// editable properties (spec 001 §3), the editor messages of the catalogue mark bad entries
// (§5) with aria-invalid and aria-describedby, a valid edit is sent as a tweak change that
// the page applies (services/editor-frame.ts applyTweak: a real <ss-form> re-renders), an
// invalid one is not sent; the banner panel sends the API payload under the UI mapping (§3)
// and its Preview forces the page's banner (§4). axe on every state.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { FormPanel } from '../../../demo/editor/panels/form-panel.js';
import { CookieBannerPanel } from '../../../demo/editor/panels/cookie-banner-panel.js';
import type { FrameBlock, TweakChange } from '../../../src/contract/editor-frame.js';
import { applyTweak } from '../../../src/services/editor-frame.js';
import { emitSiteEvent } from '../../../src/contract/site-events.js';
import { startCookieBanner } from '../../../src/services/start.js';
import { provideElementLoaders } from '../../../src/services/elements/on-demand.js';
import '../../../src/blocks/ss-form/ss-form.js';
import type { SsForm } from '../../../src/blocks/ss-form/ss-form.js';
import type { SsCookieBanner } from '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { expectAccessible } from '../helpers/a11y.js';
import { takeTurns } from '../services/telemetry/helpers.js';

// The consent cookie is the origin's: these tests take turns with other files'.
takeTurns();

const h = React.createElement;

const DEFINITION = {
  formId: 'panel-test',
  name: 'Contact us',
  build: {
    fields: [
      { id: 'text-1', type: 'text', title: 'Subject', required: true },
      { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'] },
      { id: 'hidden-1', type: 'hidden', title: 'Source', key: 'source', value: 'demo' },
      { id: 'currency-1', type: 'currency', title: 'Budget', currencySymbol: '$' },
      { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
      { id: 'phone-1', type: 'phone', title: 'Phone' },
      { id: 'section-1', type: 'section', title: 'About you' },
    ],
  },
  advanced: { submitButtonText: 'Send message' },
};

/** Waits for React's render of an input event (a frame or two, no real clock). */
async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

async function click(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  await nextFrame();
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await settle();
}

async function typeInto(control: HTMLElement, text: string, { clear = false } = {}): Promise<void> {
  control.focus();
  if (clear) {
    await sendKeys({ press: 'ControlOrMeta+A' });
    await sendKeys({ press: 'Backspace' });
  }
  await sendKeys({ type: text });
  await settle();
}

const byLabel = (root: ParentNode, label: string): HTMLInputElement => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent!.trim() === label);
  if (!l) throw new Error(`no label "${label}"`);
  return (l.control ?? root.querySelector(`#${CSS.escape(l.htmlFor)}`)) as HTMLInputElement;
};
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name)!;
const errorFor = (control: Element) => {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('FormPanel (spec 001 §3 field types, §5 editor messages)', () => {
  let host: HTMLElement;
  let root: Root;
  let page: SsForm;
  let changes: TweakChange[];

  beforeEach(async () => {
    changes = [];
    page = document.createElement('ss-form') as SsForm;
    page.id = 'contact-form';
    page.definition = structuredClone(DEFINITION);
    document.body.append(page);
    await page.updateComplete;
    host = document.createElement('div');
    host.style.width = '420px';
    document.body.append(host);
    root = createRoot(host);
    // As the shell does: each change goes to the page and comes back as the block's definition.
    function Shell() {
      const [block, setBlock] = React.useState<FrameBlock>({
        id: 'contact-form',
        tag: 'ss-form',
        attributes: {},
        definition: structuredClone(DEFINITION),
      });
      return h(FormPanel, {
        block,
        change: (c: TweakChange) => {
          changes.push(c);
          applyTweak(c);
          if (c.kind === 'form') setBlock((b) => ({ ...b, definition: c.definition }));
        },
      });
    }
    flushSync(() => root.render(h(Shell)));
    await settle();
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    page.remove();
  });

  const item = (id: string) => host.querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;
  const open = async (id: string) => {
    await click(item(id).querySelector('summary')!);
    expect(item(id).querySelector('details')!.open).to.equal(true);
  };
  const lastDefinition = () => {
    const c = changes.at(-1)!;
    expect(c.kind).to.equal('form');
    return (c as Extract<TweakChange, { kind: 'form' }>).definition as typeof DEFINITION & { storage?: Record<string, unknown> };
  };

  it('is accessible closed, with a field open, and with errors', async () => {
    await expectAccessible(host, 'form panel');
    await open('radio-1');
    await open('hidden-1');
    await expectAccessible(host, 'form panel, fields open');
    await typeInto(byLabel(host, 'Email submissions to'), 'studio@');
    await typeInto(byLabel(item('radio-1'), 'Option 2'), '', { clear: true });
    await expectAccessible(host, 'form panel, errors');
  });

  it('lists the fields in order, each with exactly its type’s editable properties', async () => {
    expect([...host.querySelectorAll('[data-field-id]')].map((e) => e.getAttribute('data-field-id'))).to.deep.equal(
      DEFINITION.build.fields.map((f) => f.id),
    );
    const labelsOf = async (id: string) => {
      await open(id);
      return [...item(id).querySelectorAll('.ssp-body label, .ssp-body legend')].map((l) => l.textContent!.trim());
    };
    expect(await labelsOf('text-1')).to.deep.equal(['Title', 'Description', 'Placeholder', 'Required']);
    expect(await labelsOf('currency-1')).to.deep.equal(['Title', 'Description', 'Currency symbol', 'Required']);
    expect(await labelsOf('phone-1')).to.deep.equal(['Title', 'Description', 'Required', 'Show the country code']);
    expect(await labelsOf('section-1')).to.deep.equal(['Title', 'Description', 'Underline']);
    expect(await labelsOf('textarea-1')).to.deep.equal([
      'Title',
      'Description',
      'Placeholder',
      'Maximum length (empty or 0: no limit)',
      'Required',
    ]);
    expect(await labelsOf('radio-1')).to.deep.equal(['Title', 'Description', 'Required', 'Options', 'Option 1', 'Option 2', 'New option']);
    expect(await labelsOf('hidden-1')).to.deep.equal([
      'Key (the query parameter that fills it)',
      'Value (when the address has no such parameter)',
    ]);
    // spec 001 §3: "Hidden fields use a password-mask placeholder value".
    expect(byLabel(item('hidden-1'), 'Value (when the address has no such parameter)').placeholder).to.equal('••••••••');
  });

  it('a typed title goes to the page: the form in the page re-renders with it', async () => {
    await open('text-1');
    await typeInto(byLabel(item('text-1'), 'Title'), ' line');
    expect(byLabel(item('text-1'), 'Title').value).to.equal('Subject line');
    expect(lastDefinition().build.fields[0]!.title).to.equal('Subject line');
    await page.updateComplete;
    expect(page.querySelector('[id="text-1"] .title')!.textContent).to.contain('Subject line');
  });

  it("notification address: 'Please enter a valid email', marked and not sent; a valid one is sent", async () => {
    const email = byLabel(host, 'Email submissions to');
    await typeInto(email, 'studio@');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(errorFor(email)).to.equal('Please enter a valid email');
    expect(changes.some((c) => c.kind === 'form' && (c.definition.storage as Record<string, unknown>)?.email === 'studio@')).to.equal(
      false,
    );
    expect(host.querySelector('[role=status]')!.textContent).to.contain('One entry needs attention');
    await typeInto(email, 'tidewater.example');
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(lastDefinition().storage).to.deep.equal({ email: 'studio@tidewater.example' });
  });

  it("success redirect: '{val} is not a valid page URL'", async () => {
    const redirect = byLabel(host, 'Go to this page after sending (a path such as /thanks, or an address)');
    await typeInto(redirect, 'thanks page');
    expect(errorFor(redirect)).to.equal('thanks page is not a valid page URL');
    await typeInto(redirect, '/thanks', { clear: true });
    expect(errorFor(redirect)).to.equal(null);
    expect((lastDefinition() as unknown as { advanced: Record<string, string> }).advanced.successRedirect).to.equal('/thanks');
  });

  it("options: a duplicate is 'This option already exists'; Enter adds a new one, which the page shows", async () => {
    await open('radio-1');
    const added = byLabel(item('radio-1'), 'New option');
    await typeInto(added, 'Terrace');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(errorFor(added)).to.equal('This option already exists');
    expect(added.getAttribute('aria-invalid')).to.equal('true');
    await typeInto(added, 'Bar', { clear: true });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(lastDefinition().build.fields[1]!.options).to.deep.equal(['Inside', 'Terrace', 'Bar']);
    // An option typed with a space keeps it, while the trimmed one is what the page gets.
    await typeInto(byLabel(item('radio-1'), 'Option 3'), ' stool');
    expect(byLabel(item('radio-1'), 'Option 3').value).to.equal('Bar stool');
    expect(lastDefinition().build.fields[1]!.options).to.deep.equal(['Inside', 'Terrace', 'Bar stool']);
    await typeInto(byLabel(item('radio-1'), 'Option 3'), '', { clear: true });
    await typeInto(byLabel(item('radio-1'), 'Option 3'), 'Bar');
    await page.updateComplete;
    expect([...page.querySelectorAll('[id="radio-1"] label')].map((l) => l.textContent!.trim())).to.include('Bar');
    // Editing an option into a duplicate marks it, and the page keeps the last valid list
    // (typed letter by letter: "Insid" was valid and sent, "Inside" is not).
    await typeInto(byLabel(item('radio-1'), 'Option 3'), '', { clear: true });
    await typeInto(byLabel(item('radio-1'), 'Option 3'), 'Inside');
    expect(errorFor(byLabel(item('radio-1'), 'Option 3'))).to.equal('This option already exists');
    expect(lastDefinition().build.fields[1]!.options).to.deep.equal(['Inside', 'Terrace', 'Insid']);
    await page.updateComplete;
    expect([...page.querySelectorAll('[id="radio-1"] label')].map((l) => l.textContent!.trim())).to.include('Insid');
  });

  it("a hidden field's key used twice: 'This key already exists'", async () => {
    const select = byLabel(host, 'New field') as unknown as HTMLSelectElement;
    select.focus();
    // One letter: a select's type-ahead starts over after a pause between keys (about 1 s),
    // which a loaded machine can make, and only Hidden starts with H.
    await sendKeys({ type: 'H' });
    expect(select.value, 'the type chosen').to.equal('hidden');
    await click(buttonNamed(host, 'Add field'));
    const key = document.activeElement as HTMLInputElement;
    expect(key.id.endsWith('hidden-2-key'), 'focus in the new field').to.equal(true);
    await typeInto(key, 'source', { clear: true });
    expect(errorFor(key)).to.equal('This key already exists');
  });

  it("currency symbol outside the currency list: '{val} is not one of the expected options'", async () => {
    await open('currency-1');
    const symbol = byLabel(item('currency-1'), 'Currency symbol');
    await typeInto(symbol, 'Q', { clear: true });
    expect(errorFor(symbol)).to.equal('Q is not one of the expected options');
    await typeInto(symbol, '€', { clear: true });
    expect(errorFor(symbol)).to.equal(null);
  });

  it('adds a field by keyboard, moves it, removes it; focus follows and the page follows', async () => {
    const select = byLabel(host, 'New field') as unknown as HTMLSelectElement;
    select.focus();
    // One letter, as above: only Email starts with E.
    await sendKeys({ type: 'E' });
    expect(select.value).to.equal('email');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(lastDefinition().build.fields.map((f) => f.id)).to.deep.equal([...DEFINITION.build.fields.map((f) => f.id), 'email-1']);
    expect((document.activeElement as HTMLElement).id.endsWith('email-1-title')).to.equal(true);
    await page.updateComplete;
    expect(page.querySelector('[id="email-1"]')).not.to.equal(null);

    const up = buttonNamed(item('email-1'), 'Move up');
    up.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(
      lastDefinition()
        .build.fields.map((f) => f.id)
        .slice(-2),
    ).to.deep.equal(['email-1', 'section-1']);
    expect((document.activeElement as HTMLElement).id.endsWith('email-1-up'), 'focus stays on Move up').to.equal(true);

    buttonNamed(item('email-1'), 'Remove field').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(lastDefinition().build.fields.map((f) => f.id)).to.deep.equal(DEFINITION.build.fields.map((f) => f.id));
    expect((document.activeElement as HTMLElement).id.endsWith('section-1-summary'), 'focus on the next field').to.equal(true);
    await page.updateComplete;
    expect(page.querySelector('[id="email-1"]')).to.equal(null);
  });

  it('Move up is disabled on the first field and Move down on the last', async () => {
    await open('text-1');
    expect(buttonNamed(item('text-1'), 'Move up').disabled).to.equal(true);
    await open('section-1');
    expect(buttonNamed(item('section-1'), 'Move down').disabled).to.equal(true);
  });
});

describe('CookieBannerPanel (spec 001 §3 UI mapping, §4 defaults and preview)', () => {
  const SAVED = {
    isCookieBannerEnabled: true,
    cookieBannerVariant: 'BAR',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaText: 'Accept',
    cookieBannerOptOutCtaText: 'Decline',
    cookieBannerText: '<p>We use cookies.</p>',
    isRestrictiveCookiePolicyEnabled: true,
    isVisitorDataRestricted: false,
  };
  let host: HTMLElement;
  let root: Root;
  let changes: Record<string, unknown>[];
  let forced: boolean;

  before(() => {
    // As the editor demo's page (demo/editor/blocks-view.tsx) starts it.
    provideElementLoaders({ 'ss-cookie-banner': () => import('../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js') });
    startCookieBanner();
  });
  beforeEach(async () => {
    changes = [];
    forced = false;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    // What the page in the frame does with the panel's changes (services/editor-frame.ts):
    // the first forces the banner, the next update it.
    const change = (c: TweakChange) => {
      if (c.kind !== 'cookie-banner') throw new Error('not a banner change');
      changes.push(c.settings);
      if (forced) applyTweak(c);
      else emitSiteEvent('cookie-banner-force', { settings: c.settings });
      forced = true;
    };
    // As the shell does: each change comes back as the page's banner settings.
    function Shell() {
      const [cookieBanner, setCookieBanner] = React.useState<Record<string, unknown>>(SAVED);
      return h(CookieBannerPanel, {
        cookieBanner,
        change: (c: TweakChange) => {
          change(c);
          if (c.kind === 'cookie-banner') setCookieBanner(c.settings);
        },
      });
    }
    flushSync(() => root.render(h(Shell)));
    await settle();
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    emitSiteEvent('cookie-banner-unforce');
    document.querySelectorAll('ss-cookie-banner').forEach((b) => b.remove());
  });

  const radio = (label: string) => byLabel(host, label);
  // The page's start adds the banner once its element has loaded (an import() of its own, slow
  // on a loaded machine): wait for both, as states; the test's own limit ends a hung wait.
  const banner = async () => {
    await customElements.whenDefined('ss-cookie-banner');
    while (!document.querySelector('ss-cookie-banner')) await nextFrame();
    const el = document.querySelector('ss-cookie-banner') as SsCookieBanner;
    await el.updateComplete;
    return el;
  };

  it('is accessible, with the opt-out text and without it', async () => {
    await expectAccessible(host, 'banner panel');
    await click(radio('Accept only'));
    await expectAccessible(host, 'banner panel, accept only');
  });

  it('shows the saved payload under the UI names, each setting with its default', () => {
    expect(radio('Bar').checked).to.equal(true);
    expect(radio('Dark').checked).to.equal(true);
    expect(radio('Button').checked).to.equal(true);
    expect(radio('Accept or decline').checked).to.equal(true);
    expect(byLabel(host, 'Position').value).to.equal('bottom');
    expect(byLabel(host, 'Decline text').value).to.equal('Decline');
    // isAnalyticsCookiesDisabled = isRestrictiveCookiePolicyEnabled; isActivityLogEnabled = !isVisitorDataRestricted.
    expect(byLabel(host, 'Analytics cookies off until a visitor accepts').checked).to.equal(true);
    expect(byLabel(host, 'Activity log').checked).to.equal(true);
    const defaults = [...host.querySelectorAll('.ssp-default')].map((p) => p.textContent!.trim());
    for (const d of [
      'Default: Bar',
      'Default: Bottom',
      'Default: Dark',
      'Default: Icon',
      'Default: Accept only',
      'Empty: “Accept”',
      'Empty: “Decline”',
    ]) {
      expect(defaults, d).to.include(d);
    }
  });

  it('a popup maps the position (bottom → bottom-left), the payload in the published spelling; the page shows it', async () => {
    await click(radio('Popup'));
    expect(changes.at(-1)).to.include({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT' });
    expect([...byLabel(host, 'Position').querySelectorAll('option')].map((o) => o.value)).to.deep.equal([
      'bottom-left',
      'bottom-right',
      'top-left',
      'top-right',
    ]);
    await click(radio('Light'));
    expect(changes.at(-1)).to.include({ cookieBannerTheme: 'LIGHT' });
    const el = await banner();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=base]')!.className).to.contain('popup').and.contain('light').and.contain('bottom-left');
  });

  it('UI → payload: the activity log off restricts visitor data; analytics off is the restrictive policy', async () => {
    await click(byLabel(host, 'Activity log'));
    expect(changes.at(-1)).to.include({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: true });
    expect(changes.at(-1)).not.to.have.property('isActivityLogEnabled');
    await click(byLabel(host, 'Analytics cookies off until a visitor accepts'));
    expect(changes.at(-1)).to.include({ isRestrictiveCookiePolicyEnabled: false });
  });

  it('typed texts reach the banner; Preview forces it unchanged', async () => {
    await click(buttonNamed(host, 'Preview'));
    expect(changes).to.have.length(1);
    // The saved payload, with the one setting it left out at its default.
    expect(changes[0]).to.deep.equal({ ...SAVED, isRestrictiveCookiePolicyAbsolute: false });
    const el = await banner();
    expect(host.querySelector('[role=status]')!.textContent).to.contain('The banner shows on the page');
    // Typed letter by letter, the space survives the settings coming back from the page.
    await typeInto(byLabel(host, 'Accept text'), 'Sounds good', { clear: true });
    expect(byLabel(host, 'Accept text').value).to.equal('Sounds good');
    expect(changes.at(-1)).to.include({ cookieBannerCtaText: 'Sounds good' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Sounds good');
  });
});
