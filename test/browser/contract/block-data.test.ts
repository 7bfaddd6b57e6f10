import { expect, fixture, html } from '@open-wc/testing';
import { readBlockData, blockDataMessages } from '../../../src/contract/block-data.js';
import { captureConsole } from '../helpers/console.js';

const messages = blockDataMessages('gallery');
const read = (el: Element) => readBlockData(el, messages);

describe('readBlockData', () => {
  it('reads data-block-json on the element', async () => {
    const el = await fixture(html`<div data-block-json='{"design":"grid"}'></div>`);
    expect(read(el)).to.deep.equal({ status: 'ok', data: { design: 'grid' }, source: 'data-block-json' });
  });

  it('reads data-props and data-context (newer pages)', async () => {
    const props = await fixture(html`<div data-props='{"numColumns":3}'></div>`);
    const context = await fixture(html`<div data-context='{"gutter":8}'></div>`);
    expect(read(props)).to.deep.include({ status: 'ok', data: { numColumns: 3 } });
    expect(read(context)).to.deep.include({ status: 'ok', data: { gutter: 8 } });
  });

  it('prefers the spec attribute when several are present', async () => {
    const el = await fixture(html`<div data-props='{"a":2}' data-block-json='{"a":1}'></div>`);
    expect(read(el)).to.deep.include({ data: { a: 1 }, source: 'data-block-json' });
  });

  it('reads a JSON script island inside the block or right after it', async () => {
    const inside = await fixture(html`<div><script type="application/json">{"design":"list"}</script></div>`);
    expect(read(inside)).to.deep.include({ status: 'ok', data: { design: 'list' }, source: 'json island' });
    const wrap = await fixture(html`<section><div id="b"></div><script type="application/json">{"x":1}</script></section>`);
    expect(read(wrap.querySelector('#b')!)).to.deep.include({ data: { x: 1 } });
  });

  it('reads a classic div.sqs-block wrapper placed inside the element', async () => {
    const el = await fixture(html`<div>
      <div class="sqs-block gallery-block" data-block-type="8" data-block-json='{"design":"grid","padding":10}'>
        <div class="sqs-block-content"></div>
      </div>
    </div>`);
    expect(read(el)).to.deep.include({ data: { design: 'grid', padding: 10 }, source: '.sqs-block data-block-json' });
  });

  it('reads data stored on an ancestor', async () => {
    const outer = await fixture(html`<div data-block-json='{"lightbox":true}'><span><b></b></span></div>`);
    expect(read(outer.querySelector('b')!)).to.deep.include({ data: { lightbox: true }, source: 'ancestor data-block-json' });
  });

  it('returns none when the block carries no data', async () => {
    expect(read(await fixture(html`<div></div>`))).to.deep.equal({ status: 'none' });
  });

  it('reports unparsable and empty JSON with the decode message', async () => {
    for (const text of ['{design', '']) {
      const el = await fixture(html`<div data-block-json=${text}></div>`);
      const { result, messages: logged } = await captureConsole('error', () => read(el));
      expect(result).to.deep.equal({ status: 'error', message: 'Error decoding gallery block data.' });
      expect(logged.map((m) => m[0])).to.deep.equal(['Error decoding gallery block data.']);
    }
  });

  it('reports JSON that is not an object with the evaluate message', async () => {
    const el = await fixture(html`<div data-block-json="[1,2]"></div>`);
    const { result, messages: logged } = await captureConsole('error', () => read(el));
    expect(result).to.deep.equal({ status: 'error', message: 'Error evaluating gallery block data.' });
    expect(logged[0][0]).to.equal('Error evaluating gallery block data.');
  });
});
