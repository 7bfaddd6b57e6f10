// Every other block right to left ("RTL layout works for every block"). The spec
// is silent on RTL: positions named left/right are logical (the reading start/end) and mirror,
// keys follow WAI-ARIA APG, and each geometry check has its LTR twin where shared code moved.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../../src/blocks/ss-tooltip/ss-tooltip.js';
import '../../../src/blocks/ss-menu/ss-menu.js';
import '../../../src/blocks/ss-accordion/ss-accordion.js';
import '../../../src/blocks/ss-form/ss-form.js';
import '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import '../../../src/blocks/ss-popup/ss-popup.js';
import '../../../src/blocks/ss-confirm/ss-confirm.js';
import '../../../src/blocks/ss-system-error/ss-system-error.js';
import '../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import '../../../src/blocks/ss-map/ss-map.js';
import '../../../src/blocks/ss-video/ss-video.js';
import type { SsBooking } from '../../../src/blocks/ss-booking/ss-booking.js';
import type { SsTooltip } from '../../../src/blocks/ss-tooltip/ss-tooltip.js';
import type { SsMenu } from '../../../src/blocks/ss-menu/ss-menu.js';
import type { SsCookieBanner } from '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsPopup } from '../../../src/blocks/ss-popup/ss-popup.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import { clearPopupRecord } from '../../../src/blocks/ss-popup/ss-popup.js';
import { expectAccessible } from '../helpers/a11y.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { definition, mountJson } from '../blocks/ss-form/helpers.js';
import { pricing } from '../blocks/ss-member-pricing/helpers.js';
import { installPartners, next, resetBooking } from '../blocks/ss-booking/helpers.js';
import { takeTurns } from '../services/telemetry/helpers.js';

// The consent cookie and the popup's record are the origin's: these tests take turns with other files'.
takeTurns();

const shadowPart = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
const rect = (node: Element) => node.getBoundingClientRect();
const near = (a: number, b: number, tolerance = 1.5) => Math.abs(a - b) <= tolerance;

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('ss-tooltip right to left (ours: mirrored)', () => {
  let clock: ManualClock;
  beforeEach(async () => {
    await resetMouse();
    clock = installManualClock();
  });
  afterEach(async () => {
    clock.uninstall();
    await resetMouse();
  });

  async function mount(dir: 'rtl' | 'ltr') {
    const wrapper = await fixture<HTMLDivElement>(html`<div dir=${dir}>
      <button id="before">Before</button>
      <button id="save" style="position: fixed; left: 400px; top: 100px; width: 80px; height: 30px">Save</button>
      <ss-tooltip for="save">Saves a draft</ss-tooltip>
    </div>`);
    const el = wrapper.querySelector<SsTooltip>('ss-tooltip')!;
    await el.updateComplete;
    return {
      wrapper,
      el,
      anchor: wrapper.querySelector<HTMLButtonElement>('#save')!,
      before: wrapper.querySelector<HTMLButtonElement>('#before')!,
    };
  }

  it('at the mouse: 15 px left of and below it (its right edge at x - 15)', async () => {
    const { el } = await mount('rtl');
    await sendMouse({ type: 'move', position: [440, 110] });
    await clock.advance(1200);
    expect(el.matches(':popover-open')).to.equal(true);
    expect(rect(el).right).to.equal(425);
    expect(rect(el).top).to.equal(125);
  });

  it('LTR is unchanged: 15 px right of the mouse', async () => {
    const { el } = await mount('ltr');
    await sendMouse({ type: 'move', position: [440, 110] });
    await clock.advance(1200);
    expect(rect(el).left).to.equal(455);
  });

  it('under a focused control, their right edges aligned; axe clean shown', async () => {
    const { el, anchor, before, wrapper } = await mount('rtl');
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(anchor);
    await clock.advance(1200);
    expect(el.matches(':popover-open')).to.equal(true);
    expect(rect(el).right).to.equal(rect(anchor).right);
    expect(rect(el).top).to.equal(rect(anchor).bottom + 15);
    clock.uninstall(); // axe waits with timers of its own
    await expectAccessible(wrapper, 'tooltip rtl');
    clock = installManualClock();
  });
});

describe('ss-menu tabs right to left (APG tabs)', () => {
  const MENU = `<ss-menu>
    <button role="tab">Lunch</button><button role="tab">Dinner</button><button role="tab">Drinks</button>
    <div role="tabpanel"><p>Lunch dishes.</p></div><div role="tabpanel" hidden><p>Dinner dishes.</p></div><div role="tabpanel" hidden><p>Drinks.</p></div>
  </ss-menu>`;

  it('tabs run from the right; ArrowLeft goes to the next tab, ArrowRight to the previous; axe clean', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl">${MENU}</div>`);
    const el = wrap.querySelector<SsMenu>('ss-menu')!;
    await el.updateComplete;
    const tabs = [...el.querySelectorAll<HTMLElement>('[role=tab]')];
    expect(rect(tabs[1]).right).to.be.at.most(rect(tabs[0]).left);
    tabs[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(tabs[1]);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(tabs[0]);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement, 'wraps').to.equal(tabs[2]);
    await expectAccessible(el, 'menu rtl');
  });

  it('a direction set on <html> after render is followed', async () => {
    const el = await fixture<SsMenu>(MENU);
    await el.updateComplete;
    const tabs = [...el.querySelectorAll<HTMLElement>('[role=tab]')];
    document.documentElement.dir = 'rtl';
    tabs[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(tabs[1]);
  });
});

describe('ss-member-pricing right to left', () => {
  it('options run from the right; ArrowLeft picks the next; axe clean', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl">${pricing()}</div>`);
    const el = wrap.querySelector('ss-member-pricing')!;
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const options = [...el.querySelectorAll<HTMLElement>('[data-option]')];
    expect(rect(options[1]).right).to.be.at.most(rect(options[0]).left);
    options[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(options[1]);
    await expectAccessible(el, 'pricing rtl');
  });
});

describe('ss-accordion right to left', () => {
  it('headers and panels start at the right; axe clean open', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl" style="width: 600px"><ss-accordion style="--ss-accordion-duration: 0s">
      <h3><button aria-expanded="false">Opening hours</button></h3><div hidden><p>Every day.</p></div>
      <h3><button aria-expanded="false">Parking</button></h3><div hidden><p>Behind the hall.</p></div>
    </ss-accordion></div>`);
    const el = wrap.querySelector('ss-accordion')!;
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const button = el.querySelector('button')!;
    button.click();
    await nextFrame();
    expect(near(rect(button).right, rect(wrap).right)).to.equal(true);
    const text = document.createRange();
    text.selectNodeContents(el.querySelector('p')!);
    expect(near(text.getBoundingClientRect().right, rect(wrap).right), 'the panel text at the right').to.equal(true);
    await expectAccessible(el, 'accordion rtl');
  });
});

describe('ss-form right to left', () => {
  it('labels, legends, required marks, the counter and likert choices on logical sides; axe clean with errors', async () => {
    document.documentElement.dir = 'rtl';
    const def = await definition([
      { id: 'name-1', type: 'name', title: 'Name', required: true },
      { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 50 },
      { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Coffee'] },
      { id: 'select-1', type: 'select', title: 'Heard of us', options: ['Friend', 'Search'] },
    ]);
    const el = await mountJson(def);
    const box = rect(el);
    const legend = el.querySelector('#name-1 legend')!;
    expect(near(rect(legend).right, box.right), 'the legend at the right').to.equal(true);
    const mark = el.querySelector('#name-1 .required')!;
    expect(rect(mark).right, 'the required mark after the title: to its left').to.be.below(box.right - 10);
    const parts = [...el.querySelectorAll<HTMLElement>('#name-1 input:not([type=hidden])')];
    expect(rect(parts[1]).right, 'the second part of a name to the left of the first').to.be.at.most(rect(parts[0]).left);
    const label = el.querySelector('#textarea-1 label')!;
    expect(near(rect(label).right, box.right)).to.equal(true);
    const counter = el.querySelector<HTMLElement>('#textarea-1 .form-counter')!;
    const range = document.createRange();
    range.selectNodeContents(counter);
    expect(near(range.getBoundingClientRect().left, rect(counter).left), 'the counter at the inline end: the left').to.equal(true);
    const likert = [...el.querySelectorAll<HTMLElement>('#likert-1 .option')];
    expect(rect(likert[1]).right, 'likert answers run from the right').to.be.at.most(rect(likert[0]).left);
    el.querySelector<HTMLButtonElement>('[type=submit], .button')!.click();
    await nextFrame();
    await nextFrame();
    await expectAccessible(el, 'form rtl with errors');
  });
});

describe('ss-cookie-banner right to left', () => {
  afterEach(() => document.querySelectorAll('ss-cookie-banner').forEach((b) => b.remove()));

  it('a popup at top-left stands at the top right (the inline start); axe clean', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl"><ss-cookie-banner></ss-cookie-banner></div>`);
    const el = wrap.querySelector<SsCookieBanner>('ss-cookie-banner')!;
    el.settings = { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' } as SsCookieBanner['settings'];
    await el.updateComplete;
    await nextFrame();
    const r = rect(shadowPart(el, 'base'));
    expect(innerWidth - r.right).to.be.within(16, 32);
    await expectAccessible(el, 'banner rtl');
  });
});

describe('ss-popup right to left', () => {
  beforeEach(async () => {
    clearPopupRecord();
    await setViewport({ width: 1000, height: 700 });
  });
  afterEach(() => document.querySelectorAll('.popup-test').forEach((n) => n.remove()));

  it('top-left stands at the top right; the close button at the top left (the inline end); axe clean', async () => {
    const holder = document.createElement('div');
    holder.className = 'popup-test';
    holder.dir = 'rtl';
    holder.innerHTML = `<ss-popup position="top-left"><h2>Ten percent off</h2><p>Sign up for letters.</p></ss-popup>`;
    document.body.append(holder);
    const el = holder.querySelector<SsPopup>('ss-popup')!;
    await el.updateComplete;
    await nextFrame();
    await el.updateComplete;
    el.shadowRoot!.getAnimations().forEach((a) => a.finish());
    const card = rect(shadowPart(el, 'base'));
    expect(near(innerWidth - card.right, 24, 2), `right gap ${innerWidth - card.right}`).to.equal(true);
    const close = rect(shadowPart(el, 'close-button'));
    expect(close.left - card.left).to.be.below(card.right - close.right);
    await expectAccessible(el, 'popup rtl');
    el.close();
  });
});

describe('ss-confirm and ss-system-error right to left', () => {
  it('a toast stands at the top left (the inline end)', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div dir="rtl"><ss-confirm confirm-style="3" heading="Saved" message="All done."></ss-confirm></div>`,
    );
    const el = wrap.querySelector<SsConfirm>('ss-confirm')!;
    el.show();
    await el.updateComplete;
    await nextFrame();
    const live = rect(shadowPart(el, 'live'));
    expect(live.left).to.equal(20);
    await expectAccessible(el, 'toast rtl');
    el.hide();
  });

  it('a confirmation: the buttons at the inline end (the left); axe clean', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div dir="rtl"><ss-confirm heading="Remove item?" message="It leaves your cart."></ss-confirm></div>`,
    );
    const el = wrap.querySelector<SsConfirm>('ss-confirm')!;
    el.show();
    await el.updateComplete;
    await nextFrame();
    const box = rect(shadowPart(el, 'base'));
    const actions = rect(shadowPart(el, 'actions'));
    const buttons = [...shadowPart(el, 'actions').querySelectorAll('button')].map(rect);
    expect(Math.min(...buttons.map((b) => b.left)) - actions.left).to.be.below(2);
    expect(near(rect(shadowPart(el, 'title')).right, box.right - 20, 2)).to.equal(true);
    await expectAccessible(el, 'confirm rtl');
    el.hide();
  });

  it('the system error: axe clean, its text from the right', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><ss-system-error open></ss-system-error></div>`);
    const el = wrap.querySelector('ss-system-error')!;
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await expectAccessible(el, 'system error rtl');
  });
});

describe('ss-map and ss-video right to left', () => {
  it('the map address card: axe clean', async () => {
    const wrap = await fixture<HTMLElement>(
      `<div dir="rtl"><ss-map address-title="Tidewater Studio" address-line1="4 Quay Street" address-line2="Portland, ME 04101"></ss-map></div>`,
    );
    const el = wrap.querySelector('ss-map')!;
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await expectAccessible(el, 'map rtl');
  });

  it('the video play button stays centred and its triangle points right (media controls do not mirror); axe clean', async () => {
    const wrap = await fixture<HTMLElement>(
      `<div dir="rtl"><ss-video style="width:640px" data-html='<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>'></ss-video></div>`,
    );
    const el = wrap.querySelector('ss-video')!;
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const play = shadowPart(el, 'play-button');
    if (play) {
      const box = rect(el);
      const r = rect(play);
      expect(near(r.left - box.left, box.right - r.right, 2)).to.equal(true);
      expect(getComputedStyle(play.querySelector('svg')!).scale).to.equal('none');
    }
    await expectAccessible(el, 'video rtl');
  });
});

describe('ss-booking right to left', () => {
  before(installPartners);
  beforeEach(resetBooking);
  after(resetBooking);

  it('wide: the details at the right (the inline start), the widget to their left; axe clean loaded', async () => {
    await import('../../../src/blocks/ss-booking/ss-booking.js');
    const wrap =
      await fixture<HTMLElement>(`<div dir="rtl"><ss-booking script-src="https://widget.zola.com/js/widget.js" style="width: 900px">
      <div slot="details"><h3>Opening hours</h3><p>Tuesday to Sunday.</p></div>
      <div data-fake-booking="Book a table"><a href="https://www.exploretock.com/tidewater">Book a table on Tock</a></div>
    </ss-booking></div>`);
    const el = wrap.querySelector<SsBooking>('ss-booking')!;
    if (el.state !== 'loaded') await next(el, 'ss-booking-load');
    const details = rect(el.querySelector('[slot=details]')!);
    const widget = rect(shadowPart(el, 'widget'));
    expect(near(details.right, rect(el).right)).to.equal(true);
    expect(widget.right).to.be.at.most(details.left);
    await expectAccessible(el, 'booking rtl');
  });
});
