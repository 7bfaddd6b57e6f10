// The mobile info bar's rules (spec 001 §3 "Site context" websiteSettings.mobileInfoBarSettings,
// "Enumerations" "Mobile bar style: none, light, dark"; §9 "Mobile info bar only at width 1024
// or less"). The spec names no item of the bar: ours are the ones the platform's settings turn
// on (isContactPhoneNumberEnabled, isContactEmailEnabled, isLocationEnabled,
// isBusinessHoursEnabled), each shown only when the site context has its value. Pure: values
// in, the items and their links out; every link is checked by model/safe-url.ts.
import { MOBILE_BAR_STYLES, type MobileBarStyle } from './enumerations/site.js';
import { safeUrl } from './safe-url.js';

/** spec 001 §9: the bar shows only at a viewport width of 1024 px or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

/** The style a settings value names (any letter case), or undefined for anything else. The
 * spec gives the names only, so a number is not a style. */
export function mobileBarStyle(raw: unknown): MobileBarStyle | undefined {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
  return MOBILE_BAR_STYLES.find((s) => s === name);
}

/** The days of businessHours, in the order the bar lists them (ours: Monday first). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The site's address as the platform keeps it (the map block's location shape). */
export interface SiteLocation {
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  mapLat?: number;
  mapLng?: number;
}

/** What the bar may show: the settings' switches and the site's contact values. */
export interface InfoBarInput {
  settings: {
    isContactPhoneNumberEnabled?: boolean;
    isContactEmailEnabled?: boolean;
    isLocationEnabled?: boolean;
    isBusinessHoursEnabled?: boolean;
  };
  phone?: string;
  email?: string;
  location?: SiteLocation;
  hours?: Partial<Record<Weekday, { text?: string }>>;
}

export type InfoBarItem =
  { kind: 'phone' | 'email' | 'location'; href: string } | { kind: 'hours'; days: { day: Weekday; text: string }[] };

/** A `tel:` link for a phone number as people write it: its digits, a leading + kept
 * (ours: at least three digits, or it is not a number anyone can call). */
export function telUrl(phone: string | undefined): string | undefined {
  const digits = phone?.trim().replace(/(?!^\+)[^\d]/g, '') ?? '';
  return digits.replace('+', '').length >= 3 ? safeUrl(`tel:${digits}`) : undefined;
}

/** A `mailto:` link for an address of the form name@host (nothing more is checked). */
export function mailtoUrl(email: string | undefined): string | undefined {
  const address = email?.trim() ?? '';
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? safeUrl(`mailto:${address}`) : undefined;
}

/** The external maps page searching for the location: its address in words, or its point
 * when it has no address; undefined without either, or when `base` is not http(s). */
export function mapsSearchUrl(base: string, location: SiteLocation | undefined): string | undefined {
  if (!location) return undefined;
  const { addressTitle, addressLine1, addressLine2, addressCountry, mapLat, mapLng } = location;
  const words = [addressTitle, addressLine1, addressLine2, addressCountry]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const point = Number.isFinite(mapLat) && Number.isFinite(mapLng) ? `${mapLat},${mapLng}` : '';
  const query = words || point;
  if (!query) return undefined;
  try {
    const url = new URL(base);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    url.searchParams.set('api', '1');
    url.searchParams.set('query', query);
    return safeUrl(url.href);
  } catch {
    return undefined;
  }
}

/** The days that have opening hours written, in week order. */
export function openingHours(hours: InfoBarInput['hours']): { day: Weekday; text: string }[] {
  return WEEKDAYS.flatMap((day) => {
    const text = hours?.[day]?.text?.trim();
    return text ? [{ day, text }] : [];
  });
}

/** The bar's items, in the order the bar shows them: each one its switch turns on and whose
 * value the site has. None: the bar is not shown. */
export function infoBarItems(input: InfoBarInput, mapsBase: string): InfoBarItem[] {
  const { settings: on } = input;
  const items: InfoBarItem[] = [];
  const link = (kind: 'phone' | 'email' | 'location', enabled: boolean | undefined, href: string | undefined) => {
    if (enabled === true && href) items.push({ kind, href });
  };
  link('phone', on.isContactPhoneNumberEnabled, telUrl(input.phone));
  link('email', on.isContactEmailEnabled, mailtoUrl(input.email));
  link('location', on.isLocationEnabled, mapsSearchUrl(mapsBase, input.location));
  const days = openingHours(input.hours);
  if (on.isBusinessHoursEnabled === true && days.length) items.push({ kind: 'hours', days });
  return items;
}
