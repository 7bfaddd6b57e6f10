// The leak suite (test/browser/shared/leak-suite.ts) on the tooltip, each on its own button.
import '../../../../src/blocks/ss-tooltip/ss-tooltip.js';
import type { SsTooltip } from '../../../../src/blocks/ss-tooltip/ss-tooltip.js';
import { leakSuite, place, showsAndHides, shownBy } from '../../shared/leak-suite.js';

let n = 0;

leakSuite<SsTooltip>({
  name: 'ss-tooltip',
  async create(container) {
    const id = `leak-anchor-${n++}`;
    container.insertAdjacentHTML('beforeend', `<button id="${id}">Save</button>`);
    return place(container, `<ss-tooltip for="${id}">Saves a draft</ss-tooltip>`);
  },
  states: { hidden: () => {}, shown: shownBy((el) => el.show()) },
  works: showsAndHides(
    (el) => el.show(),
    (el) => el.open,
    (el) => el.hide(),
  ),
});
