// The leak suite (test/browser/shared/leak-suite.ts) on the map. The site has no maps key
// here: every map shows its address card.
import { expect } from '@open-wc/testing';
import type { SsMap } from '../../../../src/blocks/ss-map/ss-map.js';
import '../../../../src/blocks/ss-map/ss-map.js';
import { leakSuite, place } from '../../shared/leak-suite.js';
import { resetMaps } from './helpers.js';

before(resetMaps);
after(resetMaps);

leakSuite<SsMap>({
  name: 'ss-map',
  create: (container) =>
    place(
      container,
      '<ss-map address-title="Tidewater Studio" address-line1="4 Quay Street" style="width: 300px"><p>Tidewater Studio, 4 Quay Street</p></ss-map>',
    ),
  states: { 'showing its address card': () => {} },
  works(el) {
    expect(el.state).to.equal('card');
  },
});
