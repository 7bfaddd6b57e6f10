// The mobile info bar (services/mobile-info-bar.ts; spec 001 §3 "Site context"
// mobileInfoBarSettings, "Mobile bar style: none, light, dark"; §9 "Mobile info bar only at
// width 1024 or less"). Its items, words and keys are ours: the spec names none.
import { expect, nextFrame } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import { startMobileInfoBar, MOBILE_INFO_BAR_HEIGHT_PX, type MobileInfoBar } from '../../../src/services/mobile-info-bar.js';
import { startChrome } from '../../../src/services/chrome.js';
import '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { expectAccessible, roleAndName, settled } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';
import { recordShifts } from '../helpers/layout-shift.js';
import { waitUntil } from '../helpers/wait.js';
import { siteContextWith, takeTurns } from './telemetry/helpers.js';

// The consent cookie is the origin's: these tests take turns with other files'.
takeTurns();

const ALL_ON = { isContactPhoneNumberEnabled: true, isContactEmailEnabled: true, isLocationEnabled: true, isBusinessHoursEnabled: true };
const contextWith = (style: unknown, settings: Record<string, unknown> = ALL_ON) =>
  siteContextWith({
    website: { location: { addressTitle: 'Tidewater Studio', addressLine1: '1 Quay Street' }, mapsSettings: { externalUrl: '/maps-page' } },
    websiteSettings: {
      mobileInfoBarSettings: { ...(style === undefined ? {} : { style }), ...settings },
      contactPhoneNumber: '+1 (555) 010-0199',
      contactEmail: 'hello@tidewater.example',
      businessHours: { monday: { text: '9am – 5pm' }, sunday: { text: 'Closed' }, tuesday: { text: '' } },
    },
  });

const part = (bar: MobileInfoBar, selector: string) => bar.host.shadowRoot!.querySelector<HTMLElement>(selector)!;
const shown = (bar: MobileInfoBar) => part(bar, 'aside').offsetHeight > 0;

describe('mobile info bar', () => {
  let bar: MobileInfoBar | undefined;
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(async () => {
    bar?.stop();
    bar = undefined;
    document.documentElement.dir = '';
    document.getElementById('ss-mobile-info-bar')?.remove();
    document.querySelectorAll('.filler').forEach((el) => el.remove());
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible light, dark, and with its hours open', async () => {
    for (const style of ['light', 'dark']) {
      contextWith(style);
      bar = startMobileInfoBar()!;
      await expectAccessible(bar.host, `${style} bar`);
      part(bar, 'button').click();
      await expectAccessible(bar.host, `${style} bar with its hours`);
      bar.stop();
    }
  });

  it('is a landmark named Contact with a link per item and the hours’ button (ours)', async () => {
    contextWith('light');
    bar = startMobileInfoBar()!;
    expect(roleAndName(part(bar, 'aside'))).to.deep.equal(['complementary', 'Contact']);
    const links = [...bar.host.shadowRoot!.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Call', 'Email', 'Location']);
    expect(links[0]!.getAttribute('href')).to.equal('tel:+15550100199');
    expect(links[1]!.getAttribute('href')).to.equal('mailto:hello@tidewater.example');
    const maps = new URL(links[2]!.href);
    expect([maps.pathname, maps.searchParams.get('query')]).to.deep.equal(['/maps-page', 'Tidewater Studio, 1 Quay Street']);
    const button = part(bar, 'button');
    expect([button.textContent, button.getAttribute('aria-expanded')]).to.deep.equal(['Hours', 'false']);
  });

  it('shows at width 1024 and below, not at 1025, following the window as it is resized (spec 001 §9)', async () => {
    contextWith('dark');
    bar = startMobileInfoBar()!;
    await setViewport({ width: 1024, height: 600 });
    await nextFrame();
    expect(shown(bar), 'at 1024').to.equal(true);
    await setViewport({ width: 1025, height: 600 });
    await nextFrame();
    expect(shown(bar), 'at 1025').to.equal(false);
    expect(getComputedStyle(document.body).paddingBottom, 'no room kept at 1025').to.equal('0px');
    await setViewport({ width: 1023, height: 600 });
    await nextFrame();
    expect(shown(bar), 'at 1023').to.equal(true);
  });

  it('shows nothing for none, without a style, or with nothing turned on', async () => {
    for (const [style, settings] of [
      ['none', ALL_ON],
      [undefined, ALL_ON],
      ['light', {}],
    ] as const) {
      contextWith(style, settings);
      expect(startMobileInfoBar(), String(style)).to.equal(undefined);
      expect(document.getElementById('ss-mobile-info-bar')).to.equal(null);
    }
  });

  it('shows only the items turned on whose value the site has', async () => {
    contextWith('light', { isContactEmailEnabled: true, isContactPhoneNumberEnabled: false, isBusinessHoursEnabled: true });
    bar = startMobileInfoBar()!;
    expect([...bar.host.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Email', 'Hours']);
  });

  it('lists the opening hours with the locale’s day names, Monday first (ours)', async () => {
    contextWith('light');
    bar = startMobileInfoBar()!;
    part(bar, 'button').click();
    const rows = [...bar.host.shadowRoot!.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(rows).to.deep.equal(['Monday: 9am – 5pm', 'Sunday: Closed']);
  });

  it('keeps room for itself at the end of the page: nothing moves as it shows', async () => {
    contextWith('light');
    const filler = Object.assign(document.createElement('div'), { className: 'filler', textContent: 'Content' });
    filler.style.height = '2000px';
    document.body.append(filler);
    const before = parseFloat(getComputedStyle(document.body).paddingBottom);
    const shifts = recordShifts();
    bar = startMobileInfoBar()!;
    await settled();
    await nextFrame();
    expect(shifts.stop()).to.equal(0);
    expect(parseFloat(getComputedStyle(document.body).paddingBottom)).to.equal(before + MOBILE_INFO_BAR_HEIGHT_PX);
  });

  it("lies under a cookie bar at the bottom, which does not move as it shows: the bar's buttons can be clicked (ours)", async () => {
    contextWith('dark');
    const banner = document.createElement('ss-cookie-banner');
    banner.className = 'filler';
    document.body.append(banner);
    await banner.updateComplete;
    const base = banner.shadowRoot!.querySelector<HTMLElement>('[part~=base]')!;
    const before = base.getBoundingClientRect().bottom;
    bar = startMobileInfoBar()!;
    await settled();
    expect(shown(bar)).to.equal(true);
    expect(base.getBoundingClientRect().bottom).to.equal(before);
    for (const button of banner.shadowRoot!.querySelectorAll<HTMLElement>('button')) {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      // Compared by name: an element in a failed assertion is slow to print.
      expect(hit?.id || hit?.localName).to.equal('ss-cookie-banner');
    }
  });

  it('scrolls focused content out from under itself', async () => {
    contextWith('light');
    const filler = Object.assign(document.createElement('div'), { className: 'filler' });
    filler.style.height = '3000px';
    const target = Object.assign(document.createElement('button'), { className: 'filler', textContent: 'Below' });
    // Placed where the bar covers it: 20 px above the viewport's bottom.
    Object.assign(target.style, { position: 'absolute', top: `${innerHeight - 20}px`, left: '10px' });
    document.body.append(filler, target);
    bar = startMobileInfoBar()!;
    await settled();
    target.focus({ preventScroll: true });
    await waitUntil(
      () => target.getBoundingClientRect().bottom <= part(bar!, 'aside').getBoundingClientRect().top,
      'the button is above the bar',
    );
  });

  it('opens the hours with Enter, and Escape closes them and gives focus back', async () => {
    contextWith('light');
    bar = startMobileInfoBar()!;
    const button = part(bar, 'button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(part(bar, '.panel').hidden).to.equal(false);
    await sendKeys({ press: 'Escape' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(bar.host.shadowRoot!.activeElement).to.equal(button);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(getComputedStyle(button).outlineStyle, 'focus visible').to.equal('solid');
  });

  it('lays its items out from the end in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    contextWith('light');
    bar = startMobileInfoBar()!;
    const items = [...bar.host.shadowRoot!.querySelectorAll('li')];
    expect(items[0]!.getBoundingClientRect().left).to.be.greaterThan(items.at(-1)!.getBoundingClientRect().left);
  });

  it('rises into view only when motion is welcome', async () => {
    contextWith('light');
    await emulateMedia({ reducedMotion: 'reduce' });
    bar = startMobileInfoBar()!;
    expect(part(bar, 'aside').getAnimations()).to.have.length(0);
    bar.stop();
    await emulateMedia({ reducedMotion: 'no-preference' });
    bar = startMobileInfoBar()!;
    expect(part(bar, 'aside').getAnimations()).to.have.length(1);
    await settled();
  });

  it('reports a style that is not one, in any shape, and shows nothing', async () => {
    for (const style of ['grey', 1]) {
      contextWith(style);
      const { result, messages } = await captureConsole('warn', () => startMobileInfoBar());
      expect(result).to.equal(undefined);
      expect(String(messages[0]?.[0])).to.equal(
        `[ss-blocks] site context websiteSettings.mobileInfoBarSettings.style: ${JSON.stringify(style)} (expected none, light, dark); ignored.`,
      );
    }
  });

  it('is started by the site chrome where the context asks for it', async () => {
    contextWith('dark');
    startChrome();
    await waitUntil(() => document.getElementById('ss-mobile-info-bar'), 'the bar is in the page');
    bar = startMobileInfoBar();
  });
});
