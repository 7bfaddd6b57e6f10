// Which partner scripts a booking widget may load (spec 001 §7: partner booking widget
// scripts, Zola and Acuity, "URLs taken from the page"). The address comes from the page's
// markup, which an owner (or whoever can change the page's content) writes: only https
// addresses on the known partners' script hosts load, plus hosts the page's own script adds.
// Pure: a URL in, a decision out.

/** The partners' script hosts (ours): Zola's registry widget, Acuity's embed script, and the
 * table-booking services behind the reservation and opening-hours widgets (Tock, OpenTable). */
export const PARTNER_HOSTS: readonly string[] = [
  'widget.zola.com',
  'embed.acuityscheduling.com',
  'www.exploretock.com',
  'www.opentable.com',
];

/** Hosts the page added with allowBookingHost() (with their port, if any). */
const added = new Set<string>();

/**
 * Lets booking widgets load partner scripts from `host` (`booking.example.com`, or
 * `localhost:8814` with its port): ours — only the known partners' script hosts load
 * otherwise. Call it from the page's own script: a host is never allowed by the page's
 * markup. On a page that is not served over https, an added host may also serve its script
 * over http (a local development server, the demo's fake partner).
 */
export function allowBookingHost(host: string): void {
  added.add(host.trim().toLowerCase());
}

/** Forgets the added hosts (tests). */
export function resetBookingHosts(): void {
  added.clear();
}

export type PartnerDecision =
  | { ok: true; url: string }
  | { ok: false; reason: 'invalid' | 'scheme'; url: string }
  | { ok: false; reason: 'host'; url: string; host: string };

/** Whether the script at `raw` may load on a page at `page`: an https address (or, for an
 * added host on a page that is not https, http) on a partner host or an added one. Relative
 * addresses resolve against the page. */
export function partnerScript(raw: string, page: string): PartnerDecision {
  let url: URL;
  try {
    url = new URL(raw.trim(), page);
  } catch {
    return { ok: false, reason: 'invalid', url: raw };
  }
  const own = added.has(url.host);
  const insecureAllowed = own && new URL(page).protocol !== 'https:';
  if (url.protocol !== 'https:' && !(insecureAllowed && url.protocol === 'http:')) return { ok: false, reason: 'scheme', url: url.href };
  // A partner's host on its default port only: another port is another server.
  if (!own && !(PARTNER_HOSTS.includes(url.hostname) && url.port === ''))
    return { ok: false, reason: 'host', url: url.href, host: url.host };
  return { ok: true, url: url.href };
}
