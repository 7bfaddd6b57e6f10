// The popup and the cookie banner (ours: the popup is a modal and would make the banner inert
// under it): a popup whose trigger fires while the banner waits for the visitor's answer
// waits too, and shows once the visitor has answered; with the banner answered before, or
// off, it shows as its trigger says.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsCookieBanner } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { setChoice } from '../../../../src/services/consent.js';
import { clearCookies, takeTurns } from '../../services/telemetry/helpers.js';
import { waitUntil } from '../../helpers/wait.js';
import { CONTENT, clearSiteContext, mount, siteContextWith } from './helpers.js';
import { clearPopupRecord } from '../../../../src/blocks/ss-popup/ss-popup.js';

takeTurns();

async function banner(): Promise<SsCookieBanner> {
  const el = document.createElement('ss-cookie-banner');
  el.className = 'popup-test';
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const accept = (b: SsCookieBanner) => b.shadowRoot!.querySelector<HTMLButtonElement>('[part~=accept]')!;

describe('ss-popup and the cookie banner', function () {
  this.timeout(20000);
  beforeEach(() => {
    clearCookies();
    clearPopupRecord();
  });
  afterEach(() => {
    document.querySelectorAll('.popup-test').forEach((n) => n.remove());
    clearCookies();
    clearPopupRecord();
    clearSiteContext();
  });

  it('the banner shown and not answered: the popup waits; the visitor accepts; the popup shows', async () => {
    const b = await banner();
    expect(b.visible).to.equal(true);
    const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
    expect(el.state).to.equal('waiting');
    expect(el.open).to.equal(false);
    accept(b).click();
    await waitUntil(() => el.open, 'the popup shown after the answer');
    expect(b.visible).to.equal(false);
  });

  it('the site has a banner that has not loaded yet: the popup waits for the answer', async () => {
    siteContextWith({ cookieSettings: { isCookieBannerEnabled: true } });
    const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
    expect(el.state).to.equal('waiting');
    setChoice(false);
    await waitUntil(() => el.open, 'the popup shown after the answer');
  });

  it('the banner answered on an earlier page: the popup shows at once', async () => {
    setChoice(true);
    await banner();
    const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
    expect(el.open).to.equal(true);
  });

  it("the site's banner off: the popup shows at once", async () => {
    siteContextWith({ cookieSettings: { isCookieBannerEnabled: false } });
    const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
    expect(el.open).to.equal(true);
  });

  it('show() shows it whatever the banner', async () => {
    await banner();
    const el = await mount(`<ss-popup>${CONTENT}</ss-popup>`);
    expect(el.open).to.equal(false);
    el.show();
    await el.updateComplete;
    expect(el.open).to.equal(true);
  });
});
