// The leak suite (test/browser/shared/leak-suite.ts) on the popup, an image in its content.
import type { SsPopup } from '../../../../src/blocks/ss-popup/ss-popup.js';
import { IMG, leakSuite, place, showsAndHides, shownBy } from '../../shared/leak-suite.js';
import { CONTENT } from './helpers.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The popup's record is the origin's: these tests take turns with other files'.
takeTurns();

leakSuite<SsPopup>({
  name: 'ss-popup',
  create: (container) =>
    place(container, `<ss-popup><img alt="A print" data-src="${IMG}" data-image-dimensions="800x600">${CONTENT}</ss-popup>`),
  states: { closed: () => {}, open: shownBy((el) => el.show()) },
  works: showsAndHides(
    (el) => el.show(),
    (el) => el.state === 'open',
    (el) => el.close(),
  ),
});
