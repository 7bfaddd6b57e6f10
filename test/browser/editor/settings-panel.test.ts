// The editor's generic settings panel (demo/editor/panels/settings-panel.tsx), rendered by
// React in Chromium: one field per declared setting with its label, default and doc line;
// typed values checked by the setting's own parser (a bad one is not sent and the field
// says what is expected, aria-invalid and aria-describedby); empty sends null (the
// default); a checkbox sends "true"/"false"; a closed set is a select; the map panel's style
// by name ↔ numeric id (spec 001 §3 "Map settings"). Real key presses through the runner.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { FrameBlock, TweakChange } from '../../../src/contract/editor-frame.js';
import { settings as gallery } from '../../../src/blocks/ss-gallery/ss-gallery.settings.js';
import { settings as popup } from '../../../src/blocks/ss-popup/ss-popup.settings.js';
import { expectedText } from '../../../src/contract/settings-report.js';
import { t } from '../../../src/i18n/translator.js';
import { SettingsPanel, labelOf } from '../../../demo/editor/panels/settings-panel.js';
import { MapPanel } from '../../../demo/editor/panels/map-panel.js';
import { applyToPage } from '../../../demo/editor/draft.js';
import { expectAccessible } from '../helpers/a11y.js';
import { waitUntil } from '../helpers/wait.js';

let host: HTMLElement;
let root: Root;
let sent: TweakChange[];

/** Renders a panel for `block`; each change is kept and applied to the block, as the frame does. */
function mount(block: FrameBlock, render: (b: FrameBlock, change: (c: TweakChange) => void) => React.ReactElement) {
  let current = block;
  const change = (c: TweakChange) => {
    sent.push(c);
    current = applyToPage({ blocks: [current] }, c).blocks[0];
    flushSync(() => root.render(render(current, change)));
  };
  flushSync(() => root.render(render(current, change)));
}

const field = (attribute: string) => host.querySelector<HTMLElement>(`[data-setting="${attribute}"]`)!;
const input = (attribute: string) => field(attribute).querySelector<HTMLInputElement>('input, select')!;
async function typeInto(el: HTMLInputElement, text: string) {
  el.focus();
  // Select-all by key: a number field has no select().
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await nextFrame();
}

beforeEach(() => {
  sent = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
});

const galleryBlock = (): FrameBlock => ({
  id: 'g',
  tag: 'ss-gallery',
  attributes: { design: 'grid', padding: '20', loop: 'true', 'lightbox-theme': 'dark' },
});
const galleryPanel = (b: FrameBlock, change: (c: TweakChange) => void) =>
  React.createElement(SettingsPanel, { block: b, change, legend: 'Gallery' });

describe('the generic settings panel', () => {
  it('has no axe violations, and none with an error shown', async () => {
    mount(galleryBlock(), galleryPanel);
    await expectAccessible(host);
    await typeInto(input('padding'), '-1');
    expect(input('padding').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(host);
  });

  it('has a labelled field for every declared setting, each with its default', () => {
    mount(galleryBlock(), galleryPanel);
    for (const [name, s] of Object.entries(gallery)) {
      const f = field(s.attribute);
      expect(f, s.attribute).not.to.equal(null);
      const control = f.querySelector('input, select')!;
      expect((control as HTMLInputElement).labels?.[0]?.textContent, s.attribute).to.equal(labelOf(name));
      expect(f.textContent, s.attribute).to.contain('Default: ');
    }
    expect(field('thumbnails-per-row').textContent).to.contain('Default: 4.');
    expect(field('padding').textContent).to.contain('Default: 20.');
  });

  it('shows the page’s value, and a checkbox and a select for a boolean and a closed set', () => {
    mount(galleryBlock(), galleryPanel);
    expect(input('padding').value).to.equal('20');
    expect(input('loop').type).to.equal('checkbox');
    expect(input('loop').checked).to.equal(true);
    expect(input('lightbox-theme').localName).to.equal('select');
    expect([...(input('lightbox-theme') as unknown as HTMLSelectElement).options].map((o) => o.value)).to.deep.equal(['light', 'dark']);
  });

  it('offers a declared enumeration as a select of its values, the transition included (its declaration, not a list of the editor’s)', () => {
    mount(galleryBlock(), galleryPanel);
    for (const [name, s] of Object.entries(gallery)) {
      if (s.expected.kind !== 'oneOf') continue;
      const control = input(s.attribute) as unknown as HTMLSelectElement;
      expect(control.localName, name).to.equal('select');
      const values = [...control.options].map((o) => o.value).filter(Boolean);
      expect(values, name).to.deep.equal([...s.expected.values!]);
    }
    expect([...(input('transition') as unknown as HTMLSelectElement).options].map((o) => o.value)).to.deep.equal([
      'fade',
      'ken-burns',
      'new-swipe',
      'scroll',
      'swipe',
    ]);
  });

  it('types a number in a number field with the declared bounds, and a whole number by steps of 1', () => {
    mount(galleryBlock(), galleryPanel);
    const size = input('list-image-size');
    expect([size.type, size.min, size.max, size.step]).to.deep.equal(['number', '0', '100', 'any']);
    const perRow = input('thumbnails-per-row');
    expect([perRow.type, perRow.min, perRow.max, perRow.step]).to.deep.equal(['number', '1', '', '1']);
    expect(input('gutter').type).to.equal('number');
    expect(input('layout').type, 'a text stays text').to.equal('text');
  });

  it('refuses a number above its declared maximum, saying so', async () => {
    mount(galleryBlock(), galleryPanel);
    await typeInto(input('list-image-size'), '150');
    expect(input('list-image-size').getAttribute('aria-invalid')).to.equal('true');
    expect(field('list-image-size').querySelector('.field-error')!.textContent).to.equal('Expected a number > 0, at most 100.');
    await typeInto(input('list-image-size'), '100');
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { 'list-image-size': '100' } });
  });

  it('offers the ratios known by name for the image aspect ratio, which takes any ratio too', () => {
    mount(galleryBlock(), galleryPanel);
    const ratio = input('image-aspect-ratio');
    const list = ratio.list!;
    expect([...list.options].map((o) => o.value)).to.deep.equal(gallery.imageAspectRatio.expected.values);
    expect(list.options[0]!.value).to.equal('Auto');
  });

  it('sends a good typed value as the attribute', async () => {
    mount(galleryBlock(), galleryPanel);
    await typeInto(input('padding'), '12');
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { padding: '12' } });
  });

  it('refuses a bad value with the setting’s expected text, marked invalid and described, and sends nothing for it', async () => {
    mount(galleryBlock(), galleryPanel);
    await typeInto(input('padding'), '-1');
    const el = input('padding');
    expect(el.getAttribute('aria-invalid')).to.equal('true');
    const error = field('padding').querySelector('.field-error')!;
    expect(error.textContent).to.equal(`Expected ${expectedText(t, gallery.padding.expected)}.`);
    expect(el.getAttribute('aria-describedby')).to.contain(error.id);
    expect(sent.some((c) => c.kind === 'attributes' && c.attributes.padding === '-1')).to.equal(false);
    await typeInto(input('padding'), '0');
    expect(input('padding').hasAttribute('aria-invalid')).to.equal(false);
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { padding: '0' } });
  });

  it('sends null (the default) when a field is emptied', async () => {
    mount(galleryBlock(), galleryPanel);
    await typeInto(input('padding'), '');
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { padding: null } });
    expect(input('padding').placeholder).to.equal('20');
  });

  it('sends "false" and "true" from a checkbox, by keyboard', async () => {
    mount(galleryBlock(), galleryPanel);
    input('loop').focus();
    await sendKeys({ press: 'Space' });
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { loop: 'false' } });
    await sendKeys({ press: 'Space' });
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'g', attributes: { loop: 'true' } });
  });

  it('shows a value changed from elsewhere (Reset) in place of what was typed', async () => {
    const block = galleryBlock();
    mount(block, galleryPanel);
    await typeInto(input('padding'), '-1');
    flushSync(() => root.render(galleryPanel({ ...block, attributes: { ...block.attributes, padding: '30' } }, () => {})));
    await nextFrame();
    expect(input('padding').value).to.equal('30');
    expect(input('padding').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('covers the popup’s every setting, with its closed sets as selects (ss-popup’s declaration)', () => {
    mount({ id: 'p', tag: 'ss-popup', attributes: {} }, (b, change) =>
      React.createElement(SettingsPanel, { block: b, change, legend: 'Popup' }),
    );
    for (const s of Object.values(popup)) expect(field(s.attribute), s.attribute).not.to.equal(null);
    expect(input('display-frequency').placeholder).to.equal('1');
  });
});

describe('the map panel’s style (spec 001 §3: 1 original … 6 minimal blue)', () => {
  const mapPanel = (b: FrameBlock, change: (c: TweakChange) => void) => React.createElement(MapPanel, { block: b, change });
  const styleSelect = () => host.querySelector<HTMLSelectElement>('[data-setting="map-style"] select')!;
  const styleId = () => host.querySelector<HTMLInputElement>('[data-setting="map-style-id"] input')!;

  it('lists the six styles by name with their ids, original (1) by default', async () => {
    mount({ id: 'm', tag: 'ss-map', attributes: {} }, mapPanel);
    expect([...styleSelect().options].map((o) => o.value)).to.deep.equal([
      'original',
      'grayscale',
      'satellite',
      'minimal-light',
      'minimal-dark',
      'minimal-blue',
    ]);
    expect(styleSelect().value).to.equal('original');
    expect(styleId().value).to.equal('1');
    await expectAccessible(host);
  });

  it('a typed id 1–6 picks the style by name; 0 and 7 are refused', async () => {
    mount({ id: 'm', tag: 'ss-map', attributes: { 'map-style': 'original' } }, mapPanel);
    await typeInto(styleId(), '6');
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'm', attributes: { 'map-style': 'minimal-blue' } });
    expect(styleSelect().value).to.equal('minimal-blue');
    for (const bad of ['0', '7']) {
      const before = sent.length;
      await typeInto(styleId(), bad);
      expect(styleId().getAttribute('aria-invalid'), bad).to.equal('true');
      expect(sent.length, bad).to.equal(before);
    }
  });

  it('a style picked by name shows its id', async () => {
    mount({ id: 'm', tag: 'ss-map', attributes: { 'map-style': 'original' } }, mapPanel);
    styleSelect().value = 'satellite';
    styleSelect().dispatchEvent(new Event('change', { bubbles: true }));
    // The id field follows by React's own schedule: wait for it, not for a frame.
    await waitUntil(() => styleId().value !== '1', 'the id field updated');
    expect(sent.at(-1)).to.deep.equal({ kind: 'attributes', id: 'm', attributes: { 'map-style': 'satellite' } });
    expect(styleId().value).to.equal('3');
  });
});
