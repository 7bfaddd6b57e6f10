// The booking widget's tests run with no network: partner script hosts are answered by the
// test runner's router (scripts/booking-partners-plugin.mjs) with the demo's fake partner
// script (demo/fake-booking.js), which records each run; a host the page allows is this
// test server, serving the same fake.
import { fixture } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-booking/ss-booking.js';
import type { SsBooking } from '../../../../src/blocks/ss-booking/ss-booking.js';
import { resetBookingReports } from '../../../../src/blocks/ss-booking/ss-booking.element.js';
import { resetScriptHosts } from '../../../../src/services/script-hosts.js';
import { resetScripts } from '../../../../src/services/scripts.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';

export const LOCAL_FAKE = '/demo/fake-booking.js';
export const ZOLA = 'https://widget.zola.com/js/widget.js';
export const ACUITY = 'https://embed.acuityscheduling.com/js/embed.js';

const globals = window as unknown as Record<string, unknown>;

/** What the fake partner script did so far. */
export const fake = (): { loads: string[]; drawn: number } =>
  (globals.__ssFakeBooking as { loads: string[]; drawn: number } | undefined) ?? { loads: [], drawn: 0 };

export const installPartners = () => executeServerCommand('ss-booking-partners');
/** The requests the partner hosts received so far. */
export const partnerLog = () => executeServerCommand<string[], { action: string }>('ss-booking-partners', { action: 'log' });

/** The requests so far, less those for never-answered /hang scripts, which earlier tests
 * (widgets kept loading) may have started a moment before they ended. */
export const requestsAfterHang = async () => (await partnerLog()).filter((url) => !new URL(url).pathname.startsWith('/hang'));

/** Waits until the router has seen a request for `url` (a request can reach it a moment
 * after the script element went in: a test that ends sooner would leave it to the next). */
export async function requested(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await partnerLog()).includes(url)) return;
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
  throw new Error(`no request for ${url}`);
}

/** The partner script elements in the page. */
export const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].filter((s) => /booking|zola|acuity|tock|opentable/.test(s.src));

/** The page's site context (none: no context at all). */
export function siteContextWith(context?: object): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  if (context) {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
    script.textContent = JSON.stringify(context);
    document.head.append(script);
  }
  resetSiteContext();
}

/** A page as before any booking widget: no loads, no allowed hosts, nothing reported. */
export async function resetBooking(): Promise<void> {
  scripts().forEach((s) => s.remove());
  delete globals.__ssFakeBooking;
  resetScripts();
  resetScriptHosts();
  resetBookingReports();
  siteContextWith();
  await executeServerCommand('ss-booking-partners', { action: 'clear' });
}

export const mount = (markup: string) => fixture<SsBooking>(markup);

/** Resolves with the event's detail the next time `el` fires it. */
export const next = <T = unknown>(el: EventTarget, type: string) =>
  new Promise<T>((resolve) => el.addEventListener(type, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));

/** The element's shadow part. */
export const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`);

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until `check` holds, a frame at a time (for at most 10 s, the limit of every wait:
 * helpers/wait.ts), on the browser's own frames: a manual clock installed for the test does
 * not stop it. */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  const end = performance.now() + 10_000;
  while (performance.now() < end) {
    if (check()) return;
    await frame();
  }
  if (!check()) throw new Error(`${what} not reached`);
}

/** Lets a few frames pass (for "nothing happens" checks). */
export async function frames(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await frame();
}
