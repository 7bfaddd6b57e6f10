// The mobile info bar (spec 001 §3 "Site context" websiteSettings.mobileInfoBarSettings,
// "Mobile bar style: none, light, dark"; §9 "Mobile info bar only at width 1024 or less"):
// a bar fixed to the bottom of the viewport with the contact links the settings turn on
// (model/mobile-info-bar.ts), shown by a media query at 1024 px or less, so it follows the
// window as it is resized. The page keeps room for it at its end, and scrolls focused
// content out from under it. Fetched by the page's start (services/chrome.ts) only when
// the site context asks for a bar.
import * as z from 'zod/mini';
import { siteContext } from '../contract/site-context.js';
import { parseLeniently, type Problem } from '../contract/lenient.js';
import { currentLocale, t } from '../i18n/translator.js';
import { mobileInfoBar as text } from '../i18n/en/mobile-info-bar.js';
import { siteContext as contextText } from '../i18n/en/site-context.js';
import { MOBILE_BAR_STYLES, type MobileBarStyle } from '../model/enumerations/site.js';
import {
  infoBarItems,
  mobileBarStyle,
  MOBILE_INFO_BAR_MAX_WIDTH,
  WEEKDAYS,
  type InfoBarInput,
  type InfoBarItem,
  type Weekday,
} from '../model/mobile-info-bar.js';
import { element, reportUnexpected, shadowHost } from './chrome/dom.js';

/** The bar's height in CSS px (ours: a 44 px touch target with its padding), kept for it
 * at the end of the page before it shows. */
export const MOBILE_INFO_BAR_HEIGHT_PX = 56;

/** The maps page the location opens when the site context names none (website.mapsSettings
 * .externalUrl, as the map block reads it). */
const MAPS_SEARCH_PAGE = 'https://www.google.com/maps/search/';

export const MOBILE_INFO_BAR_ID = 'ss-mobile-info-bar';

// The parts of the site context the bar reads beyond the shared schema: made on first use,
// in this module's own chunk. The contact values are read from websiteSettings, then website.
function makeSchema() {
  // z.custom rather than z.boolean and z.number: the single CDN file already exports it to
  // the files it loads, and each name more it exports costs every one of its pages.
  const s = z.optional(z.string());
  const b = z.optional(z.custom<boolean>((v) => typeof v === 'boolean'));
  const n = z.optional(z.custom<number>((v) => typeof v === 'number' && Number.isFinite(v)));
  const day = z.optional(z.looseObject({ text: s }));
  const contact = {
    contactPhoneNumber: s,
    contactEmail: s,
    businessHours: z.optional(z.looseObject(Object.fromEntries(WEEKDAYS.map((d) => [d, day])))),
    location: z.optional(z.looseObject({ addressTitle: s, addressLine1: s, addressLine2: s, addressCountry: s, mapLat: n, mapLng: n })),
  };
  return z.looseObject({
    website: z.optional(z.looseObject({ ...contact, mapsSettings: z.optional(z.looseObject({ externalUrl: s })) })),
    websiteSettings: z.optional(
      z.looseObject({
        ...contact,
        mobileInfoBarSettings: z.optional(
          z.looseObject({
            isContactPhoneNumberEnabled: b,
            isContactEmailEnabled: b,
            isLocationEnabled: b,
            isBusinessHoursEnabled: b,
          }),
        ),
      }),
    ),
  });
}

/** The maps page the context names, resolved against the page, when it is http(s). */
function mapsPage(given: string | undefined): string {
  try {
    const url = new URL(given?.trim() || MAPS_SEARCH_PAGE, location.href);
    return /^https?:$/.test(url.protocol) ? url.href : MAPS_SEARCH_PAGE;
  } catch {
    return MAPS_SEARCH_PAGE;
  }
}

/** The bar's style and what it may show, from the site context: a style that is not one of
 * the enumeration's is reported and no bar is shown. */
export function readMobileInfoBar(): { style: MobileBarStyle; input: InfoBarInput; mapsPage: string } | undefined {
  const problems: Problem[] = [];
  const read = parseLeniently(makeSchema(), siteContext(), problems);
  for (const p of problems) console.warn(t(contextText, 'siteContext.problem', { path: p.path, message: p.message }));
  const ws = read?.websiteSettings;
  const raw = (siteContext().websiteSettings?.mobileInfoBarSettings as { style?: unknown } | undefined)?.style;
  // ours: a bar without a style is not shown (none is the enumeration's first value).
  if (raw === undefined) return undefined;
  const style = mobileBarStyle(raw);
  if (!style) reportUnexpected('websiteSettings.mobileInfoBarSettings.style', raw, MOBILE_BAR_STYLES.join(', '));
  if (!style || style === 'none') return undefined;
  const site = read?.website;
  return {
    style,
    mapsPage: mapsPage(site?.mapsSettings?.externalUrl),
    input: {
      settings: ws?.mobileInfoBarSettings ?? {},
      phone: ws?.contactPhoneNumber ?? site?.contactPhoneNumber,
      email: ws?.contactEmail ?? site?.contactEmail,
      location: ws?.location ?? site?.location,
      hours: (ws?.businessHours ?? site?.businessHours) as InfoBarInput['hours'],
    },
  };
}

const H = `${MOBILE_INFO_BAR_HEIGHT_PX}px`;
const SHOWN = `(max-width: ${MOBILE_INFO_BAR_MAX_WIDTH}px)`;

// The page's room: the height is known before the bar shows, so nothing above moves.
// scroll-padding keeps what the browser scrolls into view (focus, anchors) above the bar.
const roomCss = (ownPadding: string) =>
  `@media ${SHOWN}{:root{--ss-mobile-info-bar-height:calc(${H} + env(safe-area-inset-bottom, 0px));scroll-padding-bottom:var(--ss-mobile-info-bar-height)}` +
  `:root body{padding-bottom:calc(${ownPadding} + var(--ss-mobile-info-bar-height))}}`;

const CSS = `
:host{display:none}
@media ${SHOWN}{:host{display:block}}
@media print{:host{display:none}}
.bar{position:fixed;inset-inline:0;bottom:0;z-index:29000;box-sizing:content-box;height:${H};padding-bottom:env(safe-area-inset-bottom,0px);font:inherit;font-size:15px;line-height:1.2}
.light{--bg:var(--ss-mobile-info-bar-light-background,#fff);--fg:var(--ss-mobile-info-bar-light-color,#1a1a1a);--line:rgb(0 0 0 / .15)}
.dark{--bg:var(--ss-mobile-info-bar-dark-background,#1a1a1a);--fg:var(--ss-mobile-info-bar-dark-color,#fff);--line:rgb(255 255 255 / .2)}
/* The line above is a shadow: a border would make the bar taller than the room kept for it. */
.bar,.panel{background:var(--bg);color:var(--fg);box-shadow:0 -1px 0 var(--line)}
ul{display:flex;height:100%;margin:0;padding:0;list-style:none}
li{flex:1;display:flex;min-width:0}
li+li{border-inline-start:1px solid color-mix(in srgb,currentColor 25%,transparent)}
a,button{flex:1;display:flex;align-items:center;justify-content:center;min-height:44px;margin:0;padding:0 8px;border:0;background:none;color:inherit;font:inherit;text-decoration:none;cursor:pointer;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
a:focus-visible,button:focus-visible{outline:2px solid currentColor;outline-offset:-5px}
.panel{position:absolute;inset-inline:0;bottom:100%;max-height:60vh;overflow:auto;padding:12px 16px}
.panel[hidden]{display:none}
.title{margin:0 0 8px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}
dd{margin:0}
@media (prefers-reduced-motion:no-preference){.bar,.panel{animation:rise .2s ease-out}}
@keyframes rise{from{opacity:0;transform:translateY(8px)}}
`;

/** One item of the bar. */
function itemNode(item: InfoBarItem, panelId: string): HTMLElement {
  if (item.kind !== 'hours') return element('a', { href: item.href }, t(text, `mobileInfoBar.${item.kind}`));
  return element('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': panelId }, t(text, 'mobileInfoBar.hours'));
}

/** The locale's name of a day (2024-01-01 was a Monday). */
const dayName = (day: Weekday) =>
  new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/** The opening hours' panel, above the bar. */
function hoursPanel(item: InfoBarItem | undefined, id: string): HTMLElement | undefined {
  if (item?.kind !== 'hours') return undefined;
  const titleId = `${id}-title`;
  const list = element('dl', { 'aria-labelledby': titleId });
  for (const { day, text: hours } of item.days) list.append(element('dt', {}, dayName(day)), element('dd', {}, hours));
  return element(
    'div',
    { class: 'panel', id, hidden: '' },
    element('p', { class: 'title', id: titleId }, t(text, 'mobileInfoBar.hours')),
    list,
  );
}

export interface MobileInfoBar {
  /** The bar's host element (its parts are in its shadow root). */
  readonly host: HTMLElement;
  /** Takes the bar and the page's room away. */
  stop(): void;
}

let current: MobileInfoBar | undefined;

/** Shows the site's mobile info bar when its settings ask for one with something in it
 * (once per page); undefined when there is nothing to show. */
export function startMobileInfoBar(doc: Document = document): MobileInfoBar | undefined {
  if (current?.host.isConnected) return current;
  const read = readMobileInfoBar();
  const items = read ? infoBarItems(read.input, read.mapsPage) : [];
  if (!read || !items.length) return undefined;

  const room = element('style', { id: `${MOBILE_INFO_BAR_ID}-room` }, roomCss(getComputedStyle(doc.body).paddingBottom || '0px'));
  doc.head.append(room);

  const panelId = 'hours';
  const panel = hoursPanel(
    items.find((i) => i.kind === 'hours'),
    panelId,
  );
  const list = element('ul', {}, ...items.map((i) => element('li', {}, itemNode(i, panelId))));
  const bar = element('aside', { class: `bar ${read.style}`, part: 'base', 'aria-label': t(text, 'mobileInfoBar.label') }, list);
  if (panel) bar.prepend(panel);
  const host = shadowHost('div', { id: MOBILE_INFO_BAR_ID }, CSS, bar);
  const toggle = bar.querySelector('button');

  const open = (on: boolean) => {
    if (!toggle || !panel) return;
    toggle.setAttribute('aria-expanded', String(on));
    panel.hidden = !on;
  };
  toggle?.addEventListener('click', () => open(panel!.hidden));
  // ours: Escape closes the hours and gives focus back to their button.
  bar.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || panel?.hidden !== false) return;
    open(false);
    toggle!.focus();
  });

  // Focus that lands under the bar (tabbing down the page) is scrolled above it.
  const uncover = (e: FocusEvent) => {
    const target = e.target as Element;
    if (host.contains(target) || !bar.offsetHeight) return;
    const top = bar.getBoundingClientRect().top;
    const { bottom } = target.getBoundingClientRect();
    if (bottom > top) scrollBy({ top: bottom - top + 8, behavior: 'instant' });
  };
  // Pressed outside, the hours close (ours).
  const outside = (e: PointerEvent) => {
    if (!e.composedPath().includes(host)) open(false);
  };
  doc.addEventListener('focusin', uncover);
  doc.addEventListener('pointerdown', outside);
  doc.body.append(host);

  return (current = {
    host,
    stop() {
      doc.removeEventListener('focusin', uncover);
      doc.removeEventListener('pointerdown', outside);
      host.remove();
      room.remove();
      current = undefined;
    },
  });
}
