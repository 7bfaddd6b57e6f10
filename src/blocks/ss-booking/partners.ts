// The page's way to allow another booking partner's host (spec 001 §7: partner booking
// widget scripts, Zola and Acuity, "URLs taken from the page"): the booking kind of the one
// rule for inserted scripts (model/script-policy.ts, services/script-hosts.ts). The rule is
// fetched when a widget loads, not with the block: this is all the block carries of it.

/**
 * Lets booking widgets load partner scripts from `host` (`booking.example.com`, or
 * `localhost:8814` with its port): `allowScriptHosts('booking', [host])`, which it calls.
 * Call it from the page's own script, before the widget's script address is set: a host is
 * never allowed by the page's markup. On a page that is not served over https, an added
 * host may also serve its script over http (a local development server, the demo's fake
 * partner).
 */
export function allowBookingHost(host: string): void {
  // The first import() asked for the module is the first to resolve: this runs before a
  // widget that starts loading afterwards reads the hosts.
  void import('../../services/script-hosts.js').then((m) => m.allowScriptHosts('booking', [host]));
}
