import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { html as litHtml } from 'lit';
import { pageData } from '../../../src/blocks/block-data-source.js';
import { BlockElement } from '../../../src/blocks/block-element.js';
import { define } from '../../../src/blocks/element-helpers.js';
import { settingProperties } from '../../../src/blocks/setting-properties.js';
import { bool, named, num, oneOf, blockDataMessages, type SettingValues } from '../../../src/contract/index.js';
import { captureConsole } from '../helpers/console.js';

const settings = named({
  loop: bool(false, { reflect: true }),
  gutter: num(20, { keys: ['gutter', 'padding'], min: 0 }),
  theme: oneOf(['light', 'dark'], 'light', { attribute: 'lightbox-theme', keys: ['lightboxTheme', 'lightbox-theme'] }),
});

// The settings' properties come from the declaration alone: no field is written for them.
interface TestBlock extends SettingValues<typeof settings> {}
class TestBlock extends BlockElement {
  static override settings = settings;
  static override dataSource = pageData;
  static override dataMessages = blockDataMessages('test');
  static override properties = settingProperties(settings);
  override render() {
    return litHtml`<p>${this.gutter}</p><slot></slot>`;
  }
}
define('ss-test-block', TestBlock);

// An element with settings and no data source: an overlay a service creates, a small widget.
interface TestWidget extends SettingValues<typeof settings> {}
class TestWidget extends BlockElement {
  static override settings = settings;
  static override properties = settingProperties(settings);
  override render() {
    return litHtml`<p>${this.gutter}</p>`;
  }
}
define('ss-test-widget', TestWidget);

describe('BlockElement and settings', () => {
  it('uses defaults without attributes or data', async () => {
    const el = await fixture<TestBlock>(html`<ss-test-block></ss-test-block>`);
    expect([el.loop, el.gutter, el.theme]).to.deep.equal([false, 20, 'light']);
  });

  it('reads attributes through the setting parsers', async () => {
    const el = await fixture<TestBlock>(html`<ss-test-block loop gutter="8" lightbox-theme="DARK"></ss-test-block>`);
    expect([el.loop, el.gutter, el.theme]).to.deep.equal([true, 8, 'dark']);
    el.loop = false;
    el.gutter = 9;
    await el.updateComplete;
    expect(el.getAttribute('loop'), 'a setting declared with reflect').to.equal('false');
    expect(el.getAttribute('gutter'), 'one without').to.equal('8');
    expect(el.shadowRoot!.querySelector('p')!.textContent, 'a declared setting is reactive').to.equal('9');
  });

  it('fills settings from block JSON under the spec name first, then aliases', async () => {
    const el = await fixture<TestBlock>(
      html`<ss-test-block data-block-json='{"padding":4,"gutter":6,"lightbox-theme":"dark","loop":true}'></ss-test-block>`,
    );
    expect([el.loop, el.gutter, el.theme]).to.deep.equal([true, 6, 'dark']);
  });

  it('lets an attribute win over block JSON', async () => {
    const el = await fixture<TestBlock>(html`<ss-test-block gutter="2" data-block-json='{"gutter":6}'></ss-test-block>`);
    expect(el.gutter).to.equal(2);
  });

  it('reports a bad value and uses the default', async () => {
    const { result: el, messages } = await captureConsole('warn', () =>
      fixture<TestBlock>(html`<ss-test-block gutter="-5" data-block-json='{"lightboxTheme":"purple"}'></ss-test-block>`),
    );
    expect([el.gutter, el.theme]).to.deep.equal([20, 'light']);
    expect(messages.map((m) => String(m[0]))).to.have.length(2);
    expect(String(messages[0][0])).to.contain('"-5" is not a valid gutter');
  });
});

describe('BlockElement and plain published images', () => {
  it('hands <img data-src> inside any block to the image loader', async () => {
    const el = await fixture<TestBlock>(html`<ss-test-block>
      <img data-src="/test/fixtures/images/photo.png" data-image-dimensions="8x6" data-load="false" alt="A test photo" style="width:80px">
    </ss-test-block>`);
    const img = el.querySelector('img')!;
    await waitUntil(() => img.hasAttribute('src'), 'the loader sets its source');
    // spec 000 §9: the smallest of the widths 2500 … 100 covering the 80 px it draws.
    expect(img.getAttribute('src')).to.equal('/test/fixtures/images/photo.png?format=100w');
  });
});

describe('BlockElement without a data source', () => {
  it("applies its settings from defaults and attributes, and reads no data: not its own, not an ancestor's", async () => {
    const { result: wrap, messages } = await captureConsole('error', () =>
      fixture(html`<div data-block-json="{not json">
        <ss-test-widget gutter="7" data-block-json='{"loop":true}'></ss-test-widget>
        <ss-test-widget></ss-test-widget>
      </div>`),
    );
    const [own, plain] = [...wrap.querySelectorAll<TestWidget>('ss-test-widget')];
    await Promise.all([own.updateComplete, plain.updateComplete]);
    expect([own.loop, own.gutter, plain.gutter]).to.deep.equal([false, 7, 20]);
    expect(
      [own, plain].map((el) => el.hasAttribute('data-ss-skipped')),
      'never skipped',
    ).to.deep.equal([false, false]);
    expect(messages, 'nothing logged').to.deep.equal([]);
    expect(plain.shadowRoot!.querySelector('p')!.textContent).to.equal('20');
  });
});
