// The shipped React wrappers (react/, generated from custom-elements.json), each rendered by
// React: a setting given as a prop reaches the element, and every event the manifest lists
// for the element reaches the `onSs…` prop the README names (`ss-x-y` → `onSsXY`). A wrapper
// that renames an event, or an element that fires an event no trigger here covers, fails.
import { expect, nextFrame } from '@open-wc/testing';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { SsAccordion } from '../../../react/ss-accordion.js';
import { SsConfirm } from '../../../react/ss-confirm.js';
import { SsBooking } from '../../../react/ss-booking.js';
import { SsCookieBanner } from '../../../react/ss-cookie-banner.js';
import { SsForm } from '../../../react/ss-form.js';
import { SsGallery } from '../../../react/ss-gallery.js';
import { SsLightbox } from '../../../react/ss-lightbox.js';
import { SsMap } from '../../../react/ss-map.js';
import { SsMemberPricing } from '../../../react/ss-member-pricing.js';
import { SsMenu } from '../../../react/ss-menu.js';
import { SsRelativeTime } from '../../../react/ss-relative-time.js';
import { SsPopup } from '../../../react/ss-popup.js';
import { SsSystemError } from '../../../react/ss-system-error.js';
import { SsTooltip } from '../../../react/ss-tooltip.js';
import { SsVideo } from '../../../react/ss-video.js';
import type { SsAccordion as AccordionElement } from '../../../src/blocks/ss-accordion/ss-accordion.js';
import type { SsConfirm as ConfirmElement } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import { allowBookingHost, type SsBooking as BookingElement } from '../../../src/blocks/ss-booking/ss-booking.js';
import { LOCAL_FAKE, fake as fakeBooking, resetBooking, siteContextWith } from '../blocks/ss-booking/helpers.js';
import type { SsCookieBanner as CookieBannerElement } from '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsForm as FormElement } from '../../../src/blocks/ss-form/ss-form.js';
import { clearFaults, definition, fault } from '../blocks/ss-form/helpers.js';
import type { SsGallery as GalleryElement } from '../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsLightbox as LightboxElement } from '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsMap as MapElement } from '../../../src/blocks/ss-map/ss-map.js';
import { FAKE, fake, resetMaps, siteMaps, until } from '../blocks/ss-map/helpers.js';
import type { SsMemberPricing as MemberPricingElement } from '../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import type { SsMenu as MenuElement } from '../../../src/blocks/ss-menu/ss-menu.js';
import type { SsRelativeTime as RelativeTimeElement } from '../../../src/blocks/ss-relative-time/ss-relative-time.js';
import type { SsPopup as PopupElement } from '../../../src/blocks/ss-popup/ss-popup.js';
import { clearPopupRecord, readPopupRecord } from '../../../src/blocks/ss-popup/ss-popup.js';
import type { SsSystemError as SystemErrorElement } from '../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsTooltip as TooltipElement } from '../../../src/blocks/ss-tooltip/ss-tooltip.js';
import type { SsVideo as VideoElement } from '../../../src/blocks/ss-video/ss-video.js';
import { installProviders } from '../blocks/ss-video/helpers.js';
import { takeTurns } from '../services/telemetry/helpers.js';

// The consent cookie and the popup's record are the origin's: these tests take turns with other files'.
takeTurns();

const h = React.createElement;
const IMG = '/test/fixtures/images/photo.png';

/** The prop the README gives an event: `ss-menu-change` → `onSsMenuChange`. */
const propFor = (event: string) => `on${event.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;

interface Declaration {
  tagName?: string;
  events?: { name: string }[];
}

async function manifestEvents(tag: string): Promise<string[]> {
  const manifest = await (await fetch('/custom-elements.json')).json();
  const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations?: Declaration[] }) => m.declarations ?? []);
  return (declarations.find((d) => d.tagName === tag)?.events ?? []).map((e) => e.name).sort();
}

/** A handler prop for every event of the manifest, recording the events each prop received. */
function handlers(events: string[]) {
  const received: Record<string, CustomEvent[]> = Object.fromEntries(events.map((e) => [e, []]));
  const props = Object.fromEntries(
    events.map((event) => [
      propFor(event),
      (e: CustomEvent) => {
        received[event].push(e);
        // Cancelable events (reload, lightbox, click-through) would leave the test page.
        if (e.cancelable) e.preventDefault();
      },
    ]),
  );
  return { props, received };
}

describe('React wrappers (react/)', () => {
  let host: HTMLElement;
  let root: Root;
  const address = location.href;

  beforeEach(() => {
    host = document.createElement('div');
    host.style.width = '600px';
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    history.replaceState(history.state, '', address);
  });

  const render = (node: React.ReactElement) => flushSync(() => root.render(node));

  it('<SsAccordion>: firstExpanded and allowMultiple props, onSsAccordionToggle', async () => {
    const events = await manifestEvents('ss-accordion');
    expect(events).to.deep.equal(['ss-accordion-toggle']);
    const { props, received } = handlers(events);
    render(
      h(
        SsAccordion,
        { firstExpanded: true, allowMultiple: true, style: { '--ss-accordion-duration': '0s' } as React.CSSProperties, ...props },
        h('h3', null, h('button', null, 'One')),
        h('div', { hidden: true }, h('p', null, 'First')),
        h('h3', null, h('button', null, 'Two')),
        h('div', { hidden: true }, h('p', null, 'Second')),
      ),
    );
    const el = host.querySelector('ss-accordion') as AccordionElement;
    await el.updateComplete;
    expect(el.openIndexes, 'first-expanded opened the first').to.deep.equal([0]);
    el.querySelectorAll('button')[1].click();
    expect(el.openIndexes, 'allow-multiple kept it open').to.deep.equal([0, 1]);
    expect(received['ss-accordion-toggle'].map((e) => [e.type, e.detail])).to.deep.equal([
      ['ss-accordion-toggle', { index: 1, open: true }],
    ]);
  });

  it('<SsMenu>: selectedIndex as a controlled prop, onSsMenuChange', async () => {
    const events = await manifestEvents('ss-menu');
    expect(events).to.deep.equal(['ss-menu-change']);
    const { props, received } = handlers(events);
    const menu = (selectedIndex: number) =>
      h(
        SsMenu,
        { selectedIndex, ...props },
        h('button', { role: 'tab' }, 'Lunch'),
        h('button', { role: 'tab' }, 'Dinner'),
        h('div', { role: 'tabpanel' }, 'Soup'),
        h('div', { role: 'tabpanel', hidden: true }, 'Steak'),
      );
    render(menu(1));
    const el = host.querySelector('ss-menu') as MenuElement;
    await el.updateComplete;
    const panels = [...el.querySelectorAll<HTMLElement>('[role=tabpanel]')];
    expect(panels.map((p) => p.hidden)).to.deep.equal([true, false]);
    el.querySelectorAll('button')[0].click();
    expect(received['ss-menu-change'].map((e) => [e.type, e.detail])).to.deep.equal([['ss-menu-change', { index: 0, previousIndex: 1 }]]);
    render(menu(1));
    await el.updateComplete;
    expect(
      panels.map((p) => p.hidden),
      'the prop wins again',
    ).to.deep.equal([true, false]);
  });

  it('<SsGallery>: design, loop and lightbox props, and all six onSsGallery… props', async () => {
    const events = await manifestEvents('ss-gallery');
    expect(events).to.deep.equal([
      'ss-gallery-change',
      'ss-gallery-click-through',
      'ss-gallery-layout',
      'ss-gallery-lightbox-open',
      'ss-gallery-reached-beginning',
      'ss-gallery-reached-end',
    ]);
    const { props, received } = handlers(events);
    const slide = (i: number, extra: Record<string, string> = {}) =>
      h(
        'div',
        { key: i, 'data-slide-id': `s${i}`, ...extra },
        h('img', { alt: `Photo ${i + 1}`, 'data-src': IMG, 'data-image-dimensions': '800x600' }),
      );
    const laidOut = new Promise<void>((resolve) => host.addEventListener('ss-gallery-layout', () => resolve(), { once: true }));
    render(
      h(
        SsGallery,
        { design: 'stacked', loop: false, lightbox: true, ...props },
        slide(0),
        slide(1),
        slide(2, { 'data-click-through-url': '#react-click-through' }),
      ),
    );
    const el = host.querySelector('ss-gallery') as GalleryElement;
    await laidOut;
    expect(el.layoutName, 'design stacked is the base layout (spec 000 §2)').to.equal('base');
    const last = <T>(event: string) => received[event].map((e) => [e.type, e.detail as T]).at(-1);
    expect(received['ss-gallery-layout'].map((e) => e.type)).to.deep.equal(['ss-gallery-layout']);
    expect(received['ss-gallery-layout'][0].detail).to.include({ layout: 'base', width: 600 });

    el.previous();
    expect(last('ss-gallery-reached-beginning'), 'loop off: previous at the first').to.deep.equal([
      'ss-gallery-reached-beginning',
      { index: 0 },
    ]);
    el.shadowRoot!.querySelector<HTMLElement>('[part="control-next"]')!.click();
    expect(last<{ index: number; source: string }>('ss-gallery-change')?.[1]).to.include({ index: 1, previousIndex: 0, source: 'pointer' });
    el.goTo(2);
    el.next();
    expect(last('ss-gallery-reached-end'), 'loop off: next at the last').to.deep.equal(['ss-gallery-reached-end', { index: 2 }]);

    el.slides[0].element.click();
    expect(last<{ index: number }>('ss-gallery-lightbox-open')?.[1]).to.include({ index: 0 });
    el.slides[2].element.click();
    expect(last('ss-gallery-click-through')).to.deep.equal([
      'ss-gallery-click-through',
      { index: 2, url: '#react-click-through', newWindow: false },
    ]);
    await nextFrame();
    expect(location.href, 'canceled by the prop').to.equal(address);
    expect(
      Object.entries(received)
        .filter(([, seen]) => !seen.length)
        .map(([event]) => event),
      'events no prop received',
    ).to.deep.equal([]);
  });

  it('<SsLightbox>: open, theme, loop and items props, onSsLightboxOpen, -Change and -Close', async () => {
    const events = await manifestEvents('ss-lightbox');
    expect(events).to.deep.equal(['ss-lightbox-change', 'ss-lightbox-close', 'ss-lightbox-open']);
    const { props, received } = handlers(events);
    const items = [0, 1].map((i) => ({ src: IMG, width: 800, height: 600, title: `Photo ${i + 1}` }));
    const viewer = (open: boolean) => h(SsLightbox, { open, theme: 'light', loop: false, items, ...props });
    render(viewer(true));
    const el = host.querySelector('ss-lightbox') as LightboxElement;
    await el.updateComplete;
    expect([el.theme, el.loop, el.count]).to.deep.equal(['light', false, 2]);
    el.shadowRoot!.querySelector<HTMLElement>("[part~='control-next']")!.click();
    el.shadowRoot!.querySelector<HTMLElement>("[part~='close-button']")!.click();
    const details = (event: string) => received[event].map((e) => e.detail as Record<string, unknown>);
    expect(details('ss-lightbox-open').map((d) => d.index)).to.deep.equal([0]);
    expect(details('ss-lightbox-change').map((d) => [d.index, d.source])).to.deep.equal([[1, 'button']]);
    await el.updateComplete;
    expect(details('ss-lightbox-close')).to.deep.equal([{ source: 'button' }]);
    render(viewer(false));
    render(viewer(true));
    await el.updateComplete;
    expect(el.open, 'open again from the prop').to.equal(true);
    render(viewer(false));
    await el.updateComplete;
  });

  it('<SsConfirm>: open, confirmStyle, heading, message, texts and a position function as props, onSsConfirmClose', async () => {
    const events = await manifestEvents('ss-confirm');
    expect(events).to.deep.equal(['ss-confirm-close']);
    const { props, received } = handlers(events);
    const position = () => ({ top: 12, left: 34 });
    const dialog = (open: boolean) =>
      h(SsConfirm, {
        open,
        confirmStyle: 'confirm-or-cancel',
        heading: 'Leave?',
        message: 'Unsaved changes.',
        confirmText: 'Leave',
        position,
        ...props,
      });
    render(dialog(true));
    const el = host.querySelector('ss-confirm') as ConfirmElement;
    await el.updateComplete;
    const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
    expect(part('title').textContent).to.equal('Leave?');
    expect([part('confirm-button').textContent, part('cancel-button').textContent]).to.deep.equal(['Leave', 'Cancel']);
    expect([part('base').getBoundingClientRect().top, part('base').getBoundingClientRect().left]).to.deep.equal([12, 34]);
    part('cancel-button').click();
    expect(received['ss-confirm-close'].map((e) => [e.type, e.detail])).to.deep.equal([
      ['ss-confirm-close', { result: 'cancel', source: 'button' }],
    ]);
    expect(el.open).to.equal(false);
    await el.whenHidden();
    // The element is React's: it stays in the tree (no destroy-on-hide) and opens again.
    render(dialog(false));
    render(dialog(true));
    await el.updateComplete;
    expect(el.isConnected && el.open).to.equal(true);
    render(dialog(false));
    await el.whenHidden();
  });

  it('<SsSystemError>: open and variant props, onSsSystemErrorClear and onSsSystemErrorReload', async () => {
    const events = await manifestEvents('ss-system-error');
    expect(events).to.deep.equal(['ss-system-error-clear', 'ss-system-error-reload']);
    const { props, received } = handlers(events);
    // A wrapper that lost the reload prop must fail here, not reload the test page.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('ss-system-error-reload', stay);
    try {
      const overlay = () => h(SsSystemError, { open: true, variant: 'cleaned', ...props });
      render(overlay());
      const el = host.querySelector('ss-system-error') as SystemErrorElement;
      await el.updateComplete;
      const part = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
      // spec 001 §8: the cleaned variant's title.
      expect(part('title').textContent).to.equal('Something Went Wrong!');
      part('clear-button').click();
      expect(received['ss-system-error-clear'].map((e) => [e.type, e.detail])).to.deep.equal([
        ['ss-system-error-clear', { source: 'button' }],
      ]);
      expect(el.open).to.equal(false);
      render(overlay());
      await el.updateComplete;
      expect(el.open, 'open again from the prop').to.equal(true);
      part('reload-button').click();
      expect(received['ss-system-error-reload'].map((e) => e.type)).to.deep.equal(['ss-system-error-reload']);
    } finally {
      document.removeEventListener('ss-system-error-reload', stay);
    }
  });

  it('<SsForm>: a definition and submitButtonText as props, and all four onSsForm… props', async () => {
    const events = await manifestEvents('ss-form');
    expect(events).to.deep.equal(['ss-form-failure', 'ss-form-invalid', 'ss-form-submit', 'ss-form-success']);
    const { props, received } = handlers(events);
    const def = await definition([{ id: 'email-1', type: 'email', title: 'Email', required: true }]);
    // The submit event is canceled once, on purpose; after that submissions go through.
    let cancelNext = true;
    const onSsFormSubmit = (e: CustomEvent) => {
      received['ss-form-submit'].push(e);
      if (cancelNext) e.preventDefault();
      cancelNext = false;
    };
    render(h(SsForm, { ...props, definition: def, submitButtonText: 'Send it', onSsFormSubmit }));
    const el = host.querySelector('ss-form') as FormElement;
    await el.updateComplete;
    const button = el.querySelector('button')!;
    expect(button.textContent!.trim()).to.equal('Send it');
    button.click();
    expect(received['ss-form-invalid'].map((e) => e.detail)).to.deep.equal([{ fields: { 'email-1': 'Email is required.' } }]);
    el.querySelector('input')!.value = 'ada@example.com';
    button.click();
    expect(received['ss-form-submit'].map((e) => e.detail)).to.deep.equal([
      { formId: def.formId, values: { 'email-1': 'ada@example.com' } },
    ]);
    try {
      await fault({ path: '/api/form/SaveFormSubmission', status: 500, times: 1 });
      const failed = new Promise((resolve) => el.addEventListener('ss-form-failure', resolve, { once: true }));
      button.click();
      await failed;
      expect(received['ss-form-failure'].map((e) => e.detail.message)).to.deep.equal(['Unable to send form. Please try again later.']);
    } finally {
      await clearFaults();
    }
    const succeeded = new Promise((resolve) => el.addEventListener('ss-form-success', resolve, { once: true }));
    el.querySelector('button')!.click();
    await succeeded;
    expect(received['ss-form-success'].map((e) => e.detail.formId)).to.deep.equal([def.formId]);
  });

  it('<SsMap>: location, mapStyle and markerDraggable props, onSsMapReady, onSsMapMarkerMove and onSsMapFallback', async () => {
    const events = await manifestEvents('ss-map');
    expect(events).to.deep.equal(['ss-map-fallback', 'ss-map-marker-move', 'ss-map-ready']);
    const { props, received } = handlers(events);
    siteMaps({ apiKey: 'test-key', scriptUrl: FAKE });
    try {
      const map = (zoom: number) =>
        h(SsMap, {
          mapLat: 43.65,
          mapLng: -70.25,
          mapZoom: zoom,
          mapStyle: 'minimal-blue',
          markerDraggable: true,
          addressTitle: 'Studio',
          ...props,
        });
      render(map(14));
      const el = host.querySelector('ss-map') as MapElement;
      await until(() => received['ss-map-ready'].length === 1, 'the map');
      expect(fake().maps[0].options).to.deep.include({ center: { lat: 43.65, lng: -70.25 }, zoom: 14 });
      expect(el.mapStyle).to.equal('minimal-blue');
      fake().markers[0].trigger('dragend', { latLng: { lat: () => 43.66, lng: () => -70.26 } });
      expect(received['ss-map-marker-move'].map((e) => e.detail)).to.deep.equal([{ lat: 43.66, lng: -70.26 }]);
      render(map(15));
      expect(el.mapZoom, 'a new prop').to.equal(15);
      // A site without a key: the card, and its reason.
      root.unmount();
      siteMaps();
      root = createRoot(host);
      render(map(14));
      await until(() => received['ss-map-fallback'].length === 1, 'the card');
      expect(received['ss-map-fallback'].map((e) => e.detail)).to.deep.equal([{ reason: 'no-key' }]);
    } finally {
      resetMaps();
    }
  });

  it('<SsCookieBanner>: variant, ctaVariant, acceptType and ctaText props, onSsCookieBannerChoice; React still owns the node after a choice', async () => {
    document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
    const events = await manifestEvents('ss-cookie-banner');
    expect(events).to.deep.equal(['ss-cookie-banner-choice']);
    const { props, received } = handlers(events);
    render(h(SsCookieBanner, { variant: 'popup', ctaVariant: 'button', acceptType: 'opt-in-and-out', ctaText: 'Allow', ...props }));
    const el = host.querySelector('ss-cookie-banner') as CookieBannerElement;
    await el.updateComplete;
    const base = el.shadowRoot!.querySelector('[part=base]')!;
    expect([...base.classList]).to.include('popup');
    expect(el.shadowRoot!.querySelector('[part~=accept]')!.textContent!.trim()).to.equal('Allow');
    (el.shadowRoot!.querySelector('[part~=decline]') as HTMLElement).click();
    expect(received['ss-cookie-banner-choice'].map((e) => e.detail)).to.deep.equal([{ choice: 'declined' }]);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=base]')).to.equal(null);
    // Unmounting (afterEach) removes the node React rendered: it must still be React's child.
    expect(el.parentElement).to.equal(host);
    document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
  });

  it('<SsVideo>: html, providerName, mode and poster props, onSsVideoPlay and onSsVideoPause', async () => {
    await installProviders();
    const events = await manifestEvents('ss-video');
    expect(events).to.deep.equal(['ss-video-pause', 'ss-video-play']);
    const { props, received } = handlers(events);
    const code = '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>';
    render(h(SsVideo, { html: code, providerName: 'Vimeo', mode: 'fit', poster: IMG, style: { height: '300px' }, ...props }));
    const el = host.querySelector('ss-video') as VideoElement;
    await el.updateComplete;
    const root = el.renderRoot as ShadowRoot;
    expect(root.querySelector('[part~=poster]')!.getAttribute('data-src')).to.equal(IMG);
    expect(root.querySelector('[part~=base]')!.classList.contains('fit')).to.equal(true);
    (root.querySelector('[part~=play-button]') as HTMLElement).click();
    await el.updateComplete;
    expect(root.querySelector('iframe')!.title).to.equal('Vimeo video');
    el.pause();
    expect(received['ss-video-play'].map((e) => e.detail)).to.deep.equal([{ source: 'overlay' }]);
    expect(received['ss-video-pause'].map((e) => e.detail)).to.deep.equal([{ source: 'api' }]);
  });
  it('<SsMemberPricing>: selected as a controlled prop, onSsMemberPricingChange', async () => {
    const events = await manifestEvents('ss-member-pricing');
    expect(events).to.deep.equal(['ss-member-pricing-change']);
    const { props, received } = handlers(events);
    const pricing = (selected: string) =>
      h(
        SsMemberPricing,
        { selected, ...props },
        h(
          'div',
          { 'aria-label': 'Billing period' },
          h('button', { type: 'button', 'data-option': 'monthly' }, 'Monthly'),
          h('button', { type: 'button', 'data-option': 'yearly' }, 'Yearly'),
        ),
        h('p', { 'data-price': 'monthly' }, '$12 a month'),
        h('p', { 'data-price': 'yearly' }, '$120 a year'),
        h('a', { 'data-join': 'monthly', href: '#monthly' }, 'Join monthly'),
        h('a', { 'data-join': 'yearly', href: '#yearly' }, 'Join yearly'),
      );
    render(pricing('yearly'));
    const el = host.querySelector('ss-member-pricing') as MemberPricingElement;
    await el.updateComplete;
    const prices = [...el.querySelectorAll<HTMLElement>('[data-price]')];
    expect(prices.map((p) => p.hidden)).to.deep.equal([true, false]);
    el.querySelector<HTMLElement>('[data-option=monthly]')!.click();
    expect(received['ss-member-pricing-change'].map((e) => [e.type, e.detail])).to.deep.equal([
      ['ss-member-pricing-change', { option: 'monthly', index: 0, previousOption: 'yearly' }],
    ]);
    expect(prices.map((p) => p.hidden)).to.deep.equal([false, true]);
    render(pricing('yearly'));
    await el.updateComplete;
    expect(
      prices.map((p) => p.hidden),
      'the prop wins again',
    ).to.deep.equal([true, false]);
  });

  it('<SsBooking>: scriptSrc as a prop, onSsBookingLoad; the preview-only alert for an admin', async () => {
    const events = await manifestEvents('ss-booking');
    expect(events).to.deep.equal(['ss-booking-load']);
    const { props, received } = handlers(events);
    await resetBooking();
    try {
      allowBookingHost(location.host);
      const booking = () =>
        h(
          SsBooking,
          { scriptSrc: LOCAL_FAKE, ...props },
          h('div', { 'data-fake-booking': 'Book a table' }, h('a', { href: '#book' }, 'Book a table')),
        );
      render(booking());
      const el = host.querySelector('ss-booking') as BookingElement;
      await until(() => received['ss-booking-load'].length === 1, 'the load');
      const url = new URL(LOCAL_FAKE, location.href).href;
      expect(received['ss-booking-load'].map((e) => e.detail)).to.deep.equal([{ url }]);
      expect([el.state, fakeBooking().loads]).to.deep.equal(['loaded', [url]]);
      // A logged-in admin: the alert, nothing loaded.
      root.unmount();
      await resetBooking();
      siteContextWith({ authenticatedAccount: { id: 'owner' }, websiteRoles: { '1': true } });
      root = createRoot(host);
      render(booking());
      const admin = host.querySelector('ss-booking') as BookingElement;
      await admin.updateComplete;
      expect(admin.state).to.equal('preview');
      expect(admin.shadowRoot!.querySelector('[part=preview-title]')!.textContent).to.equal('Preview Only');
      expect(fakeBooking().loads).to.deep.equal([]);
    } finally {
      await resetBooking();
    }
  });

  it('<SsRelativeTime>: the datetime prop, and the text React gave it kept when the value cannot be read', async () => {
    expect(await manifestEvents('ss-relative-time')).to.deep.equal([]);
    render(h(SsRelativeTime, { datetime: new Date(Date.now() - 30_000).toISOString() }, 'March 2026'));
    const el = host.querySelector('ss-relative-time') as RelativeTimeElement;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('time')!.textContent).to.match(/^about 3\d seconds ago$/);
    const error = console.error;
    console.error = () => {};
    try {
      render(h(SsRelativeTime, { datetime: 'not a date (react)' }, 'March 2026'));
      await el.updateComplete;
    } finally {
      console.error = error;
    }
    expect(el.shadowRoot!.querySelector('time')).to.equal(null);
    expect(el.textContent).to.equal('March 2026');
  });

  it('<SsTooltip>: the htmlFor prop, onSsTooltipToggle', async () => {
    const events = await manifestEvents('ss-tooltip');
    expect(events).to.deep.equal(['ss-tooltip-toggle']);
    const { props, received } = handlers(events);
    render(
      h(
        React.Fragment,
        null,
        h('button', { id: 'react-save' }, 'Save'),
        h(SsTooltip, { htmlFor: 'react-save', ...props }, 'Saves a draft'),
      ),
    );
    const el = host.querySelector('ss-tooltip') as TooltipElement;
    await el.updateComplete;
    expect(host.querySelector('#react-save')!.getAttribute('aria-describedby')).to.equal(el.id);
    el.show();
    el.hide();
    expect(received['ss-tooltip-toggle'].map((e) => e.detail)).to.deep.equal([
      { open: true, source: 'focus' },
      { open: false, source: 'focus' },
    ]);
  });

  it('<SsPopup>: trigger, position and version props (set before it decides), its content as children, onSsPopupOpen and onSsPopupClose', async () => {
    clearPopupRecord();
    const events = await manifestEvents('ss-popup');
    expect(events).to.deep.equal(['ss-popup-close', 'ss-popup-open']);
    const { props, received } = handlers(events);
    render(
      h(
        SsPopup,
        { showOnTimer: true, timerDelay: 3600, position: 'top-left', version: 4, ...props },
        h('h2', null, 'Letters from the studio'),
        h('a', { href: '#x' }, 'Read'),
      ),
    );
    const el = host.querySelector('ss-popup') as PopupElement;
    await el.updateComplete;
    await Promise.resolve();
    // With its defaults it would have opened at once: the props reached it first.
    expect(el.state).to.equal('waiting');
    expect([el.position, el.version]).to.deep.equal(['top-left', 4]);
    el.show();
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Letters from the studio');
    (el.shadowRoot!.querySelector('[part~=close-button]') as HTMLElement).click();
    await el.updateComplete;
    expect(received['ss-popup-open']).to.have.length(1);
    expect(received['ss-popup-close'].map((e) => e.detail)).to.deep.equal([{ source: 'button' }]);
    expect(readPopupRecord().version).to.equal(4);
    expect(el.parentElement).to.equal(host);
    clearPopupRecord();
  });
});
