// The leak suite (test/browser/shared/leak-suite.ts) on the cookie banner.
import '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsCookieBanner } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { leakSuite, place, showsAndHides, shownBy } from '../../shared/leak-suite.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The consent cookie is the origin's: these tests take turns with other files'.
takeTurns();

leakSuite<SsCookieBanner>({
  name: 'ss-cookie-banner',
  create: (container) => place(container, '<ss-cookie-banner></ss-cookie-banner>'),
  states: { created: () => {}, forced: shownBy((el) => el.force()) },
  works: showsAndHides(
    (el) => el.force(),
    (el) => el.visible,
    (el) => el.unforce(),
  ),
});
