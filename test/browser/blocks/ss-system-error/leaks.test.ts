// The leak suite (test/browser/shared/leak-suite.ts) on the system error overlay.
import '../../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsSystemError } from '../../../../src/blocks/ss-system-error/ss-system-error.js';
import { leakSuite, place, showsAndHides, shownBy } from '../../shared/leak-suite.js';

leakSuite<SsSystemError>({
  name: 'ss-system-error',
  create: (container) => place(container, '<ss-system-error></ss-system-error>'),
  states: { closed: () => {}, open: shownBy((el) => (el.open = true)) },
  works: showsAndHides(
    (el) => (el.open = true),
    (el) => !!el.shadowRoot!.querySelector('dialog')?.open,
    (el) => el.clear(),
  ),
});
