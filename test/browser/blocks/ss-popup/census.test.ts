// The popup's overlay census (spec 001 §7 POST /api/census/overlay; its payload is not shown:
// ours, the overlay's type and version, with the visitor cookie every census carries),
// recorded by the page's event census (services/census startEventCensus, which the CDN
// builds start).
import { expect } from '@open-wc/testing';
import { clearPopupRecord } from '../../../../src/blocks/ss-popup/ss-popup.js';
import { startEventCensus } from '../../../../src/services/census.js';
import { frames as until, received, resetAll, takeTurns } from '../../services/telemetry/helpers.js';
import { CONTENT, mount } from './helpers.js';

// The census's consent cookies and outbox are the origin's: take turns with other files.
takeTurns();

const OVERLAY = '/api/census/overlay';
const bodies = async (version: string) =>
  (await received(OVERLAY)).map((r) => r.body as Record<string, string>).filter((b) => b.version === version);
const aVersion = () => String(1000 + Math.floor(Math.random() * 1e8));

describe('ss-popup overlay census', function () {
  this.timeout(20000);
  beforeEach(async () => {
    await resetAll();
    clearPopupRecord();
    startEventCensus();
  });
  afterEach(async () => {
    document.querySelectorAll('ss-popup').forEach((n) => n.remove());
    clearPopupRecord();
    await resetAll();
  });

  it('is recorded when it shows, with its type and version (ours) and the visitor cookie', async () => {
    const version = aVersion();
    const el = await mount(`<ss-popup version="${version}">${CONTENT}</ss-popup>`);
    expect(el.open).to.equal(true);
    await until(async () => (await bodies(version)).length === 1);
    const [body] = await bodies(version);
    expect(body).to.deep.include({ overlayType: 'popup overlay', version });
    expect(body).to.have.property('visitorCookie');
  });

  it('a popup waiting for its trigger records nothing; shown, it records', async () => {
    const waiting = aVersion();
    const el = await mount(`<ss-popup version="${waiting}" show-on-timer timer-delay="3600">${CONTENT}</ss-popup>`);
    const shown = aVersion();
    await mount(`<ss-popup version="${shown}">${CONTENT}</ss-popup>`);
    await until(async () => (await bodies(shown)).length === 1);
    expect(await bodies(waiting), 'while it waits').to.deep.equal([]);
    el.show();
    await until(async () => (await bodies(waiting)).length === 1);
  });
});
