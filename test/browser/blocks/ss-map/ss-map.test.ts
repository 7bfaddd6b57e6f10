// <ss-map> (spec 000 §2 "Map block", §3 "Map location", "Map UI options", "Map styles",
// §4 "Map loader", §7, §9 "Map"; spec 001 §3 "Map settings", §4, §9; real-markup.md "Map
// block"), with no network: the maps script is the local fake (demo/fake-maps.js), which
// records the options it was given.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SsMap } from '../../../../src/blocks/ss-map/ss-map.js';
import { styleId } from '../../../../src/blocks/ss-map/ss-map.js';
import { styleLook } from '../../../../src/blocks/ss-map/map-styles.js';
import { LABELS_OFF, googleStyle as mapStyle } from '../../../../src/blocks/ss-map/options.js';
import { registerMessages, setLocale } from '../../../../src/i18n/translator.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { FAKE, fake, mount, next, part, resetMaps, scripts, siteMaps, until, visible } from './helpers.js';

const PLACE =
  'address-title="Tidewater Studio" address-line1="4 Quay Street" address-line2="Portland, ME 04101" address-country="United States"';
const GOOGLE_PAGE = 'https://www.google.com/maps/search/?api=1&query=';

/** A map that has been drawn. */
async function drawn(markup: string): Promise<SsMap> {
  const el = await mount(markup);
  if (el.state !== 'map') await next(el, 'ss-map-ready');
  return el;
}

describe('ss-map', () => {
  beforeEach(() => siteMaps({ apiKey: 'test-key', scriptUrl: FAKE }));
  afterEach(() => {
    resetMaps();
    setLocale('en');
    document.documentElement.lang = 'en';
  });

  describe('accessibility (axe, every state)', () => {
    it('the map: a region named after the place, no violations', async () => {
      const el = await drawn(`<ss-map ${PLACE} link-on-click></ss-map>`);
      expect(part(el, 'base')!.getAttribute('role')).to.equal('region');
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Map: Tidewater Studio');
      await expectAccessible(el);
    });

    it('the card, in each of the six styles', async () => {
      siteMaps();
      for (const style of ['original', 'grayscale', 'satellite', 'minimal-light', 'minimal-dark', 'minimal-blue']) {
        const el = await mount(`<ss-map ${PLACE} map-style="${style}"></ss-map>`);
        expect(el.state).to.equal('card');
        const panel = el.shadowRoot!.querySelector('.panel')!;
        const { palette } = styleLook(el.mapStyle);
        const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
        expect([getComputedStyle(panel).backgroundColor, getComputedStyle(panel).color], `${style}: its own colours`).to.deep.equal([
          rgb(palette.panel),
          rgb(palette.text),
        ]);
        await expectAccessible(el, `the ${style} card`);
      }
    });

    it('the card over the map when its link has focus', async () => {
      const el = await drawn(`<ss-map ${PLACE}></ss-map>`);
      part(el, 'link')!.focus();
      expect(visible(part(el, 'link'))).to.equal(true);
      await expectAccessible(el);
    });
  });

  describe('defaults (spec 000 §3, §9)', () => {
    it('the map centred on the fixed city centre (ours: New York City Hall) at zoom 12, the marker at the centre', async () => {
      const el = await drawn('<ss-map></ss-map>');
      const [map] = fake().maps;
      const [marker] = fake().markers;
      expect(map.options).to.deep.include({ center: { lat: 40.7128, lng: -74.006 }, zoom: 12, mapTypeId: 'roadmap', styles: [] });
      expect(map.element).to.equal(part(el, 'map'));
      expect(marker.options).to.deep.include({ position: { lat: 40.7128, lng: -74.006 }, icon: null, draggable: false, clickable: false });
      expect(marker.options.map).to.be.an('object');
      expect(el.getAttribute('state')).to.equal('map');
      // Without a place, the coordinates name it.
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Map: 40.7128, -74.006');
    });

    it('half as high as wide; the card visually hidden but in the page while the map shows', async () => {
      const el = await drawn(`<ss-map ${PLACE} style="width: 600px"></ss-map>`);
      expect(part(el, 'base')!.getBoundingClientRect().height).to.equal(300);
      expect(visible(part(el, 'map'))).to.equal(true);
      expect(visible(part(el, 'card'))).to.equal(false);
      expect(part(el, 'card')!.textContent).to.contain('4 Quay Street');
    });

    it('ours: a height the page gives wins, and a grid that stretches it never widens it past its width', async () => {
      const given = await drawn('<ss-map style="width: 400px; height: 380px"></ss-map>');
      expect([part(given, 'base')!.getBoundingClientRect().width, part(given, 'base')!.getBoundingClientRect().height]).to.deep.equal([
        400, 380,
      ]);
      siteMaps();
      const grid = await mount('<div style="display: grid; width: 300px"><ss-map></ss-map></div>');
      const el = grid.querySelector('ss-map')!;
      await el.updateComplete;
      const base = part(el, 'base')!.getBoundingClientRect();
      // Half of 300 px is below the least height (14rem): the least height, the same width.
      expect(base.width).to.equal(300);
      expect(base.height).to.equal(parseFloat(getComputedStyle(document.documentElement).fontSize) * 14);
    });
  });

  describe('settings: attributes and the published block (real-markup.md "Map block")', () => {
    const PUBLISHED = {
      location: {
        mapLat: 43.6567,
        mapLng: -70.2512,
        mapZoom: 15,
        markerLat: 43.6561,
        markerLng: -70.2505,
        addressTitle: 'Tidewater Studio',
        addressLine1: '4 Quay Street',
        addressLine2: 'Portland, ME 04101',
        addressCountry: 'United States',
      },
      style: 5,
      labels: false,
      terrain: false,
      controls: false,
      vSize: 8,
      aspectRatio: null,
    };
    const block = (json: object) =>
      `<ss-map style="width: 800px"><div class="sqs-block map-block sqs-block-map" data-block-type="4" id="block-map" data-block-json='${JSON.stringify(json)}'><div class="sqs-block-content">&nbsp;</div></div></ss-map>`;

    it('reads the published block unchanged: location, style id, labels, terrain, controls, vSize', async () => {
      const el = await drawn(block(PUBLISHED));
      expect([el.mapLat, el.mapLng, el.mapZoom, el.markerLat, el.markerLng]).to.deep.equal([43.6567, -70.2512, 15, 43.6561, -70.2505]);
      expect([el.addressTitle, el.addressLine1, el.addressLine2, el.addressCountry]).to.deep.equal([
        'Tidewater Studio',
        '4 Quay Street',
        'Portland, ME 04101',
        'United States',
      ]);
      expect(el.mapStyle).to.equal('minimal-dark');
      expect([el.showLabels, el.showTerrain, el.showControls]).to.deep.equal([false, false, false]);
      const [map] = fake().maps;
      expect(map.options).to.deep.include({
        center: { lat: 43.6567, lng: -70.2512 },
        zoom: 15,
        mapTypeId: 'roadmap',
        styles: [...mapStyle('minimal-dark').colors, LABELS_OFF],
        disableDefaultUI: true,
        zoomControl: false,
      });
      expect(fake().markers[0].options.position).to.deep.equal({ lat: 43.6561, lng: -70.2505 });
      expect(part(el, 'base')!.getBoundingClientRect().height, 'vSize 8: 8/20 of the width').to.equal(320);
    });

    it("a key at the JSON's top level wins over location; an attribute over both", async () => {
      const el = await drawn(
        block({ ...PUBLISHED, mapZoom: 9, addressTitle: 'Top' }).replace('<ss-map ', '<ss-map address-title="Attribute" '),
      );
      expect(el.mapZoom).to.equal(9);
      expect(el.addressTitle).to.equal('Attribute');
    });

    it('style ids both ways: the id in, the name held, the id back', async () => {
      const el = await drawn('<ss-map map-style="4"></ss-map>');
      expect(el.mapStyle).to.equal('minimal-light');
      expect(styleId(el.mapStyle)).to.equal(4);
      el.setAttribute('map-style', 'MinimalBlue');
      await el.updateComplete;
      expect([el.mapStyle, styleId(el.mapStyle)]).to.deep.equal(['minimal-blue', 6]);
    });

    it("a style's custom marker of 48x64 is drawn at half its natural size", async () => {
      const el = await drawn('<ss-map map-style="grayscale"></ss-map>');
      const icon = fake().markers[0].options.icon as { url: string; scaledSize: { width: number; height: number } };
      expect(icon.scaledSize).to.deep.include({ width: 24, height: 32 });
      const img = el.shadowRoot!.querySelector<HTMLImageElement>('.fake-marker img')!;
      await img.decode();
      expect([img.naturalWidth, img.naturalHeight]).to.deep.equal([48, 64]);
      expect([img.getBoundingClientRect().width, img.getBoundingClientRect().height]).to.deep.equal([24, 32]);
    });

    it('a bad value is reported and replaced by its default', async () => {
      const { result: el, messages } = await captureConsole('warn', () => drawn('<ss-map map-zoom="23" map-lat="91"></ss-map>'));
      expect([el.mapZoom, el.mapLat]).to.deep.equal([12, 40.7128]);
      expect(messages.map((m) => String(m[0])).filter((m) => /map-zoom|map-lat/.test(m))).to.have.length(2);
    });
  });

  describe('the loader (spec 000 §4, §7)', () => {
    it('two maps, one script: v=3, the callback, the key, and language and region from <html lang>', async () => {
      document.documentElement.lang = 'en-GB';
      const page = await mount(`<div><ss-map ${PLACE}></ss-map><ss-map map-lat="51.5" map-lng="-0.12"></ss-map></div>`);
      const [a, b] = page.children as unknown as SsMap[];
      await Promise.all([a, b].map((el) => (el.state === 'map' ? undefined : next(el, 'ss-map-ready'))));
      expect(scripts()).to.have.length(1);
      expect(fake().loads).to.have.length(1);
      const [query] = fake().loads;
      expect(query).to.deep.include({ v: '3', key: 'test-key', language: 'en-GB', region: 'GB' });
      expect(query.callback).to.match(/^ssMapsLoaded\d+$/);
      expect(fake().maps).to.have.length(2);
      const later = await drawn('<ss-map></ss-map>');
      expect(later.state).to.equal('map');
      expect([scripts().length, fake().loads.length, fake().maps.length]).to.deep.equal([1, 1, 3]);
    });

    it('loads the script only when a map comes within 200 px of the viewport', async () => {
      const page = await mount(
        `<div><div style="height: calc(100vh + 210px)"></div><ss-map ${PLACE}></ss-map><div style="height: 200vh"></div></div>`,
      );
      const el = page.querySelector('ss-map')!;
      await nextFrame();
      await nextFrame();
      expect(scripts(), '210 px below the viewport').to.have.length(0);
      expect(el.state).to.equal('pending');
      window.scrollBy(0, 20);
      await until(() => scripts().length === 1, 'the script, 190 px below');
      await until(() => el.state === 'map', 'the map');
      window.scrollTo(0, 0);
    });

    it('a load that has not finished in 30 s rejects: the card, reported once (spec 000 §7, §9)', async () => {
      siteMaps({ apiKey: 'test-key', scriptUrl: `${FAKE}?mode=hang` });
      let clock: ManualClock | undefined;
      const { messages } = await captureConsole('error', async () => {
        clock = installManualClock();
        try {
          const page = await mount(`<div><ss-map ${PLACE}></ss-map><ss-map></ss-map></div>`);
          const maps = [...page.children] as SsMap[];
          await clock.scheduled();
          expect(clock.pending()).to.deep.equal([30000]);
          const reasons = maps.map((el) => next<{ reason: string }>(el, 'ss-map-fallback'));
          await clock.advance(29999);
          expect(
            maps.map((el) => el.state),
            'at 29 999 ms',
          ).to.deep.equal(['pending', 'pending']);
          await clock.advance(1);
          expect(await Promise.all(reasons)).to.deep.equal([{ reason: 'timeout' }, { reason: 'timeout' }]);
          await maps[0].updateComplete;
          expect(maps.map((el) => el.state)).to.deep.equal(['card', 'card']);
          expect(visible(part(maps[0], 'card'))).to.equal(true);
        } finally {
          clock?.uninstall();
        }
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-map: the maps script /demo/fake-maps.js did not load within 30 s; the address card is shown instead.',
      ]);
    });
  });

  describe('option updates (spec 000 §9, spec 001 §4: debounced 60 ms)', () => {
    it('applies every change together, 60 ms after the last one, and not at 59', async () => {
      const clock = installManualClock();
      try {
        const el = await drawn(`<ss-map ${PLACE}></ss-map>`);
        const [map] = fake().maps;
        const [marker] = fake().markers;
        el.mapZoom = 14;
        await el.updateComplete;
        await clock.advance(30);
        el.mapStyle = 'minimal-dark';
        el.markerLat = 40.8;
        await el.updateComplete;
        await clock.advance(59);
        expect(map.calls, '59 ms after the last change').to.deep.equal([]);
        await clock.advance(1);
        expect(map.calls).to.have.length(1);
        expect(map.calls[0]).to.deep.include({
          zoom: 14,
          styles: [...mapStyle('minimal-dark').colors, ...mapStyle('minimal-dark').labels!],
        });
        expect(marker.calls).to.have.length(1);
        expect(marker.calls[0].position).to.deep.equal({ lat: 40.8, lng: -74.006 });
        expect((marker.calls[0].icon as { scaledSize: object }).scaledSize).to.deep.include({ width: 24, height: 32 });
      } finally {
        clock.uninstall();
      }
    });
  });

  describe('the marker', () => {
    let opened: unknown[][];
    const realOpen = window.open;
    beforeEach(() => {
      opened = [];
      window.open = (...args: unknown[]) => (opened.push(args), null);
    });
    afterEach(() => {
      window.open = realOpen;
    });
    const markerButton = (el: SsMap) => el.shadowRoot!.querySelector<HTMLElement>('.fake-marker')!;

    it('with link-on-click, a click opens the external maps page for the point in a new window, noopener (spec 000 §2)', async () => {
      const el = await drawn(`<ss-map ${PLACE} map-lat="43.6567" map-lng="-70.2512" link-on-click></ss-map>`);
      expect(fake().markers[0].options).to.deep.include({ clickable: true, title: 'Open Tidewater Studio in maps (new window)' });
      markerButton(el).click();
      expect(opened).to.deep.equal([[`${GOOGLE_PAGE}43.6567%2C-70.2512`, '_blank', 'noopener']]);
    });

    it('without it, a click opens nothing and the marker is not offered as a control', async () => {
      const el = await drawn(`<ss-map ${PLACE}></ss-map>`);
      expect(fake().markers[0].options).to.deep.include({ clickable: false, title: 'Tidewater Studio' });
      markerButton(el).click();
      fake().markers[0].trigger('click', {});
      expect(opened).to.deep.equal([]);
    });

    it("the page the site context names (externalUrl), for the marker's own point", async () => {
      siteMaps({ apiKey: 'test-key', scriptUrl: FAKE, externalUrl: 'https://maps.example/place' });
      const el = await drawn('<ss-map map-lat="1" map-lng="2" marker-lat="1.5" link-on-click></ss-map>');
      markerButton(el).click();
      expect(opened).to.deep.equal([['https://maps.example/place?api=1&query=1.5%2C2', '_blank', 'noopener']]);
      expect((part(el, 'link') as HTMLAnchorElement).href).to.equal('https://maps.example/place?api=1&query=1.5%2C2');
    });

    it("keyboard: Tab reaches the marker (Enter opens the page), then the card's link, which comes into view", async () => {
      const page = await mount(`<div><button>before</button><ss-map ${PLACE} link-on-click></ss-map></div>`);
      const el = page.querySelector('ss-map')!;
      if (el.state !== 'map') await next(el, 'ss-map-ready');
      page.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(markerButton(el));
      await sendKeys({ press: 'Enter' });
      expect(opened.map((a) => a[0])).to.deep.equal([el.mapsPage]);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'link'));
      expect(visible(part(el, 'link'))).to.equal(true);
      expect(visible(part(el, 'address'))).to.equal(true);
    });

    it('marker-draggable: a drag moves marker-lat/-lng and fires ss-map-marker-move', async () => {
      const el = await drawn('<ss-map marker-draggable></ss-map>');
      expect(fake().markers[0].options).to.deep.include({ draggable: true });
      const moved = next(el, 'ss-map-marker-move');
      fake().markers[0].trigger('dragend', { latLng: { lat: () => 40.75, lng: () => -73.99 } });
      expect(await moved).to.deep.equal({ lat: 40.75, lng: -73.99 });
      expect([el.markerLat, el.markerLng]).to.deep.equal([40.75, -73.99]);
    });
  });

  describe('the address card instead of the map', () => {
    const cardText = (el: SsMap) => ({
      title: part(el, 'title')?.textContent,
      address: part(el, 'address')?.innerText,
      link: (part(el, 'link') as HTMLAnchorElement | null)?.href,
    });

    it('without a key: the card at once, no script, reported once for the page (a warning)', async () => {
      siteMaps();
      const { result: page, messages } = await captureConsole('warn', async () => {
        const page = await mount(`<div><ss-map ${PLACE} style="width: 500px"></ss-map><ss-map></ss-map></div>`);
        await nextFrame();
        return page;
      });
      const [el, other] = page.children as unknown as SsMap[];
      expect([el.state, other.state, el.getAttribute('state')]).to.deep.equal(['card', 'card', 'card']);
      expect(scripts()).to.have.length(0);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-map: the site context has no maps key (website.mapsSettings.apiKey); the address card is shown instead.',
      ]);
      expect(cardText(el)).to.deep.equal({
        title: 'Tidewater Studio',
        address: '4 Quay Street\nPortland, ME 04101\nUnited States',
        link: `${GOOGLE_PAGE}40.7128%2C-74.006`,
      });
      const link = part(el, 'link') as HTMLAnchorElement;
      expect([link.target, link.rel, link.textContent]).to.deep.equal(['_blank', 'noopener', 'Open in maps (opens in a new window)']);
      expect(visible(part(el, 'card'))).to.equal(true);
      expect(visible(part(el, 'map'))).to.equal(false);
      // Without an address, the coordinates are its title.
      expect(cardText(other).title).to.equal('40.7128, -74.006');
    });

    it('fires ss-map-fallback with the reason', async () => {
      siteMaps();
      const el = document.createElement('ss-map');
      const fallback = next(el, 'ss-map-fallback');
      document.body.append(el);
      try {
        expect(await fallback).to.deep.equal({ reason: 'no-key' });
      } finally {
        el.remove();
      }
    });

    it('when the script cannot be loaded (offline, an error answer): the card, reported once, not tried again', async () => {
      siteMaps({ apiKey: 'test-key', scriptUrl: '/demo/no-such-maps-script.js' });
      const { result: maps, messages } = await captureConsole('error', async () => {
        const page = await mount(`<div><ss-map ${PLACE}></ss-map><ss-map></ss-map></div>`);
        const maps = [...page.children] as SsMap[];
        const reasons = await Promise.all(
          maps.map((el) => (el.state === 'card' ? { reason: 'load-failed' } : next(el, 'ss-map-fallback'))),
        );
        expect(reasons).to.deep.equal([{ reason: 'load-failed' }, { reason: 'load-failed' }]);
        const later = await mount('<ss-map></ss-map>');
        await until(() => later.state === 'card', "the later map's card");
        return [...maps, later];
      });
      expect(maps.map((el) => el.state)).to.deep.equal(['card', 'card', 'card']);
      expect(scripts(), 'one attempt').to.have.length(1);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-map: the maps script /demo/no-such-maps-script.js could not be loaded; the address card is shown instead.',
      ]);
      expect(visible(part(maps[0], 'card'))).to.equal(true);
    });

    it('when the script address is not on a maps host (a data: address): no script, the card, the console says why (ours)', async () => {
      const bad = 'data:text/javascript,window.ssMapsInjected=1;//';
      siteMaps({ apiKey: 'test-key', scriptUrl: bad });
      const warnings = await captureConsole('warn', async () => {
        const { result: el } = await captureConsole('error', async () => {
          const el = await mount(`<ss-map ${PLACE}></ss-map>`);
          await until(() => el.state === 'card', 'the card');
          return el;
        });
        return el;
      });
      expect([...document.querySelectorAll('script[src^="data:"]')]).to.have.length(0);
      expect((window as unknown as Record<string, unknown>).ssMapsInjected).to.equal(undefined);
      expect(warnings.messages.map((m) => m[0])).to.include(`[ss-blocks] ${bad} is not loaded: it is not a valid https address.`);
      expect(visible(part(warnings.result, 'card'))).to.equal(true);
    });

    it('when the service refuses the key (gm_authFailure) after drawing: the card, reported once', async () => {
      siteMaps({ apiKey: 'bad-key', scriptUrl: `${FAKE}?mode=auth` });
      const { messages } = await captureConsole('error', async () => {
        const el = await mount(`<ss-map ${PLACE}></ss-map>`);
        await until(() => el.state === 'card', 'the card');
        expect(fake().maps, 'it had drawn the map').to.have.length(1);
        expect(visible(part(el, 'card'))).to.equal(true);
        expect(visible(part(el, 'map'))).to.equal(false);
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-map: the maps service refused the key; the address card is shown instead.',
      ]);
    });

    it("when the service fails after loading (making the map throws): the card, the catalogue's message once", async () => {
      siteMaps({ apiKey: 'test-key', scriptUrl: `${FAKE}?mode=throws` });
      const { messages } = await captureConsole('error', async () => {
        const el = await mount(`<ss-map ${PLACE}></ss-map>`);
        const reason = el.state === 'card' ? undefined : await next(el, 'ss-map-fallback');
        expect(reason).to.deep.equal({ reason: 'load-failed' });
        expect(visible(part(el, 'card'))).to.equal(true);
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-map: the maps script /demo/fake-maps.js could not be loaded; the address card is shown instead.',
      ]);
    });

    it("an external page that is not http(s) is reported once and Google's used", async () => {
      siteMaps({ externalUrl: 'javascript:alert(1)' });
      const { result: maps, messages } = await captureConsole('warn', async () => {
        const page = await mount('<div><ss-map map-lat="1" map-lng="2"></ss-map><ss-map></ss-map></div>');
        return [...page.children] as SsMap[];
      });
      expect(messages.map((m) => String(m[0])).filter((m) => m.includes('http(s)'))).to.deep.equal([
        '[ss-blocks] ss-map: "javascript:alert(1)" is not an http(s) URL; https://www.google.com/maps/search/ is used instead.',
      ]);
      expect((part(maps[0], 'link') as HTMLAnchorElement).href).to.equal(`${GOOGLE_PAGE}1%2C2`);
    });

    it("speaks the page's locale", async () => {
      siteMaps();
      registerMessages('fr', { 'map.openInMaps': 'Ouvrir dans Plans', 'map.label': 'Carte : {place}' });
      const el = await mount(`<ss-map ${PLACE}></ss-map>`);
      setLocale('fr');
      await el.updateComplete;
      expect(part(el, 'link')!.textContent).to.contain('Ouvrir dans Plans');
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Carte : Tidewater Studio');
    });

    it("the marker's name follows the locale too", async () => {
      registerMessages('fr', { 'map.markerLink': 'Ouvrir {place} dans Plans (nouvelle fenêtre)' });
      await drawn(`<ss-map ${PLACE} link-on-click></ss-map>`);
      setLocale('fr');
      await until(() => fake().markers[0].calls.length === 1, 'the marker updated');
      expect(fake().markers[0].calls[0].title).to.equal('Ouvrir Tidewater Studio dans Plans (nouvelle fenêtre)');
    });
  });
});
