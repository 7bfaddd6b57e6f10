// The leak suite (test/browser/shared/leak-suite.ts) on the confirmation widget.
import '../../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsConfirm } from '../../../../src/blocks/ss-confirm/ss-confirm.js';
import { leakSuite, place, showsAndHides, shownBy } from '../../shared/leak-suite.js';

leakSuite<SsConfirm>({
  name: 'ss-confirm',
  create: (container) => place(container, '<ss-confirm heading="Remove item?" message="It leaves your cart."></ss-confirm>'),
  states: { hidden: () => {}, shown: shownBy((el) => el.show()) },
  works: showsAndHides(
    (el) => el.show(),
    (el) => el.open,
    (el) => el.hide(),
  ),
});
