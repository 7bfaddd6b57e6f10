// The popup overlay's settings, declared once (spec 001 §3 "Popup overlay settings": style,
// enableMobile, version, showUntilSignup, displayFrequency; real-markup.md "Cookie banner and
// popup": the keys published pages carry in websiteSettings.popupOverlaySettings —
// showOnScroll, scrollPercentage, showOnTimer, timerDelay, enabledPages, showOnAllPages). The
// attribute is the kebab-case of the spec's name. The JSDoc of each is written for users;
// here the sources: style, position, timerDelay's unit (seconds, as the platform's editor
// sets it), enabledPages and version's default 1 are ours; the other defaults are "seen",
// the values published pages carry. spec 001 §4 gives showUntilSignup and
// displayFrequency's rules, §3 and §9 enableMobile's 432 px, §3 and §4 the version rule.
import { bool, named, num, str, type Declared } from '../../contract/settings.js';
import { mapped } from '../../contract/setting-variants.js';

/** The layouts (ours: the spec names `style` without its values): a box placed at one of
 * the nine positions, or the whole viewport. */
export const POPUP_STYLES = ['card', 'full-screen'] as const;
export type PopupStyle = (typeof POPUP_STYLES)[number];

/** The nine positions (spec 001 §3 "Nine positions from TOP_LEFT to BOTTOM_RIGHT"), row by
 * row; the published spellings (TOP_LEFT, MIDDLE_LEFT …) are read too. */
export const POPUP_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

// Every spelling read, lower-cased (mapped() lower-cases what it reads): ours, the published
// upper snake case, and MIDDLE for the centre row.
const positionNames: Record<string, PopupPosition> = {};
for (const p of POPUP_POSITIONS) {
  const middle =
    p === 'center' ? ['middle', 'middle-center', 'center-center'] : p.startsWith('center-') ? [p.replace('center', 'middle')] : [];
  for (const n of [p, ...middle]) positionNames[n] = positionNames[n.replace('-', '_')] = p;
}

/** `style` by name, or by the published numeric id (ours: 1 card — what published pages
 * carry —, 2 full-screen). */
function style(): Declared<PopupStyle> {
  const base = mapped(
    {
      card: 'card',
      'full-screen': 'full-screen',
      full_screen: 'full-screen',
      fullscreen: 'full-screen',
      1: 'card',
      2: 'full-screen',
    } as Record<string, PopupStyle>,
    'card',
    {
      attribute: 'popup-style',
      keys: ['style', 'popupStyle'],
    },
  );
  return {
    ...base,
    expected: { kind: 'oneOf', values: POPUP_STYLES, ids: '1, 2' },
    parse: (raw) => base.parse(typeof raw === 'number' ? String(raw) : raw),
  };
}

/** A list of page ids or paths: an array in JSON, space- or comma-separated in an attribute. */
function pages(): Declared<string[]> {
  const base = str('', { expected: { kind: 'pages' } });
  return {
    ...base,
    default: [],
    parse(raw) {
      if (typeof raw === 'string') return raw.split(/[\s,]+/).filter(Boolean);
      return Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw.filter(Boolean) : undefined;
    },
    toAttribute: (v) => (v.length ? v.join(' ') : null),
  };
}

export const settings = named({
  /** card (a box at `position`, the page dimmed behind it) or full-screen (it fills the viewport); the published numeric id 1 is card, 2
   * full-screen (JSON `style`; default card). */
  popupStyle: style(),
  /** Where the card sits: top-left, top-center, top-right, center-left, center, center-right, bottom-left, bottom-center or bottom-right;
   * TOP_LEFT … BOTTOM_RIGHT are read too (default center). */
  position: {
    ...mapped(positionNames, 'center'),
    expected: { kind: 'oneOf', values: POPUP_POSITIONS },
  } as Declared<PopupPosition>,
  /** Show it once the visitor has scrolled past `scroll-percentage` of the page (default false). */
  showOnScroll: bool(false),
  /** How far down the page, 0–100 percent of what can be scrolled, shows it with `show-on-scroll` (default 25). */
  scrollPercentage: num(25, { min: 0, max: 100 }),
  /** Show it `timer-delay` seconds after the page opened (from when its markup is complete; default false). */
  showOnTimer: bool(false),
  /** Seconds to wait with `show-on-timer`, 0 or more (default 0). */
  timerDelay: num(0, { min: 0 }),
  /** Once the visitor signed up through the form inside it, it never shows again (default false). */
  showUntilSignup: bool(false),
  /** Days after closing before it shows again; -1: never again once closed (default 1). */
  displayFrequency: num(1, { min: -1, int: true }),
  /** Show it on mobile viewports, 432 px wide or less (default true). */
  enableMobile: bool(true),
  /** Pages it shows on when `show-on-all-pages` is off: the platform's page (collection) ids, or paths starting with /. */
  enabledPages: pages(),
  /** Show it on every page; off, only on `enabled-pages` (default true). */
  showOnAllPages: bool(true),
  /** The popup's version: a version newer than the one a visitor closed shows it again (default 1). */
  version: num(1, { min: 0, int: true }),
});

export type PopupSettings = typeof settings;
