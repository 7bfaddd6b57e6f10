import { expect, fixture, html } from '@open-wc/testing';
import { readBlockData, blockDataMessages } from '../../../src/contract/block-data.js';
import { captureConsole } from '../helpers/console.js';

const messages = blockDataMessages('gallery');

describe('readBlockData', () => {
  it('reads data-block-json on the element', async () => {
    const el = await fixture(html`<div data-block-json='{"design":"grid"}'></div>`);
    expect(readBlockData(el, messages)).to.deep.equal({ status: 'ok', data: { design: 'grid' }, source: 'data-block-json' });
  });

  it('reports unparsable JSON with the spec message', async () => {
    const el = await fixture(html`<div data-block-json='{design'></div>`);
    const { result, messages: logged } = await captureConsole('error', () => readBlockData(el, messages));
    expect(result).to.deep.equal({ status: 'error', message: 'Error decoding gallery block data.' });
    expect(logged.map((m) => m[0])).to.deep.equal(['Error decoding gallery block data.']);
  });
});
