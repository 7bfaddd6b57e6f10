// The shared block suite (test/browser/shared/block-suite.ts) on the map. The site has no
// maps key here: every map shows its address card (the map itself: ss-map.test.ts).
import { expect } from '@open-wc/testing';
import { SsMap } from '../../../../src/blocks/ss-map/ss-map.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { part, resetMaps, visible } from './helpers.js';

before(resetMaps);
after(resetMaps);

blockSuite<SsMap>({
  element: SsMap,
  // What a page publishes inside the tag: the address, as the no-script fallback.
  content: '<p>Tidewater Studio, 4 Quay Street</p>',
  host: 'address-title="Tidewater Studio" address-line1="4 Quay Street" style="width: 480px"',
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'map' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'map' }),
  },
  english: { decode: 'Error decoding map block data.', evaluate: 'Error evaluating map block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    expect(el.state).to.equal('card');
    const link = part(el, 'link') as HTMLAnchorElement;
    expect(link.href).to.equal(el.mapsPage);
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener']);
  },
  renders(el) {
    expect(part(el, 'base')).to.not.equal(null);
    expect(visible(part(el, 'card')), 'the card shows').to.equal(true);
    expect(visible(part(el, 'link'))).to.equal(true);
  },
});
