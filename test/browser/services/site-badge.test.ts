// The site badge (services/site-badge.ts; spec 001 §3 "Site context" ssBadgeType, "Badge
// type: none, black, white"). Where it links, its words and its corner are ours.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { startSiteBadge } from '../../../src/services/site-badge.js';
import '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { startMobileInfoBar } from '../../../src/services/mobile-info-bar.js';
import { startChrome } from '../../../src/services/chrome.js';
import { startPage } from '../../../src/services/start.js';
import { expectAccessible, roleAndName, settled } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';
import { waitUntil } from '../helpers/wait.js';
import { siteContextWith, takeTurns } from './telemetry/helpers.js';

// The consent cookie is the origin's: these tests take turns with other files'.
takeTurns();

const contextWith = (ssBadgeType: unknown, more: Record<string, unknown> = {}) =>
  siteContextWith({ appDomain: 'builder.example', websiteSettings: { ssBadgeType }, ...more });
const linkOf = (host: HTMLElement) => host.shadowRoot!.querySelector('a')!;

describe('site badge', () => {
  afterEach(() => {
    document.getElementById('ss-site-badge')?.remove();
    document.documentElement.dir = '';
  });

  it('is accessible black and white', async () => {
    for (const type of ['black', 'white']) {
      contextWith(type);
      const host = startSiteBadge()!;
      await expectAccessible(host, `${type} badge`);
      host.remove();
    }
  });

  it('is a link named for the builder, to its site, in its colours', async () => {
    contextWith('black');
    const link = linkOf(startSiteBadge()!);
    expect(roleAndName(link)).to.deep.equal(['link', 'Made with builder.example']);
    // In a landmark of its own (a page's content is all in landmarks), named by the link.
    expect(roleAndName(link.parentElement!)).to.deep.equal(['complementary', 'Made with builder.example']);
    expect(link.getAttribute('href')).to.equal('https://builder.example/');
    expect(getComputedStyle(link).backgroundColor).to.equal('rgb(0, 0, 0)');
    document.getElementById('ss-site-badge')!.remove();
    contextWith('WHITE');
    expect(getComputedStyle(linkOf(startSiteBadge()!)).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it("stays under the cookie bar: the bar's buttons in the badge's corner can be clicked (ours)", async () => {
    contextWith('black');
    const banner = document.createElement('ss-cookie-banner');
    document.body.append(banner);
    await banner.updateComplete;
    startSiteBadge();
    const accept = banner.shadowRoot!.querySelector<HTMLElement>('[part~=accept]')!;
    const r = accept.getBoundingClientRect();
    // The bar's last button is in the end corner, where the badge is.
    expect(r.right).to.be.greaterThan(innerWidth - 200);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    banner.remove();
    // Compared by name: an element in a failed assertion is slow to print.
    expect(hit?.id || hit?.localName).to.equal('ss-cookie-banner');
  });

  it('shows nothing for none, nor without a type', async () => {
    contextWith('none');
    expect(startSiteBadge()).to.equal(undefined);
    siteContextWith({ appDomain: 'builder.example', websiteSettings: {} });
    expect(startSiteBadge()).to.equal(undefined);
    expect(document.getElementById('ss-site-badge')).to.equal(null);
  });

  it('sits in the bottom end corner: the right, or the left in a right-to-left page', async () => {
    contextWith('black');
    let box = linkOf(startSiteBadge()!).getBoundingClientRect();
    expect([Math.round(innerWidth - box.right), Math.round(innerHeight - box.bottom)]).to.deep.equal([12, 12]);
    document.getElementById('ss-site-badge')!.remove();
    document.documentElement.dir = 'rtl';
    box = linkOf(startSiteBadge()!).getBoundingClientRect();
    expect(Math.round(box.left)).to.equal(12);
  });

  it('sits above the mobile info bar where it shows', async () => {
    contextWith('black', {
      websiteSettings: {
        ssBadgeType: 'black',
        mobileInfoBarSettings: { style: 'light', isContactEmailEnabled: true },
        contactEmail: 'a@b.example',
      },
    });
    const bar = startMobileInfoBar()!;
    try {
      await settled();
      const badge = linkOf(startSiteBadge()!).getBoundingClientRect();
      const top = bar.host.shadowRoot!.querySelector('aside')!.getBoundingClientRect().top;
      expect(Math.round(top - badge.bottom)).to.equal(12);
    } finally {
      bar.stop();
    }
  });

  it('is reached with Tab and shows its focus', async () => {
    contextWith('white');
    const link = linkOf(startSiteBadge()!);
    (document.activeElement as HTMLElement | null)?.blur();
    for (let i = 0; i < 20 && link.getRootNode() instanceof ShadowRoot && (link.getRootNode() as ShadowRoot).activeElement !== link; i++) {
      await sendKeys({ press: 'Tab' });
    }
    expect((link.getRootNode() as ShadowRoot).activeElement).to.equal(link);
    expect(getComputedStyle(link).outlineStyle).to.equal('solid');
  });

  it('reports a type that is not one (the spec gives names, no ids) and a missing link', async () => {
    for (const type of [1, 'grey']) {
      contextWith(type);
      const { result, messages } = await captureConsole('warn', () => startSiteBadge());
      expect(result).to.equal(undefined);
      expect(String(messages[0]?.[0])).to.equal(
        `[ss-blocks] site context websiteSettings.ssBadgeType: ${JSON.stringify(type)} (expected none, black, white); ignored.`,
      );
    }
    siteContextWith({ websiteSettings: { ssBadgeType: 'black' } });
    const { result, messages } = await captureConsole('warn', () => startSiteBadge());
    expect(result).to.equal(undefined);
    expect(String(messages[0]?.[0])).to.equal('[ss-blocks] site context appDomain: undefined (expected string); ignored.');
  });

  it('is started by the site chrome where the context asks for it', async () => {
    contextWith('black');
    startChrome();
    await waitUntil(() => document.getElementById('ss-site-badge'), 'the badge is in the page');
  });

  it('is fetched and shown by the page’s start on a page with a site context', async () => {
    contextWith('white', { telemetry: false });
    startPage();
    await waitUntil(() => document.getElementById('ss-site-badge'), 'the badge is in the page');
  });
});
