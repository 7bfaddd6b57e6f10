// Mounting popups, reading their parts, and the site context, for the popup's browser tests.
import { nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-popup/ss-popup.js';
import type { SsPopup } from '../../../../src/blocks/ss-popup/ss-popup.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';

export const CONTENT = `<h2>Ten percent off your first print</h2><p>Sign up for letters from the studio.</p><a href="#prints">See the prints</a>`;

export const dialogOf = (el: SsPopup) => el.shadowRoot!.querySelector<HTMLDialogElement>('[part~=base]')!;
export const part = (el: SsPopup, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;

/** Adds a popup to the body (or `into`) from markup and waits for its first update. */
export async function mount(markup: string, into: HTMLElement = document.body): Promise<SsPopup> {
  const holder = document.createElement('div');
  holder.className = 'popup-test';
  holder.innerHTML = markup;
  into.append(holder);
  const el = holder.querySelector('ss-popup')!;
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  return el;
}

/** Puts the site context script on the page (read afresh). */
export function siteContextWith(context: Record<string, unknown>): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONTEXT_SCRIPT_ID;
  script.textContent = JSON.stringify(context);
  document.head.append(script);
  resetSiteContext();
}

export function clearSiteContext(): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  resetSiteContext();
}

/** Runs fn with `query` added to the page's address, then puts the address back. */
export async function withQuery<T>(query: string, fn: () => Promise<T>): Promise<T> {
  const address = location.href;
  history.replaceState(history.state, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}${query}`);
  try {
    return await fn();
  } finally {
    history.replaceState(history.state, '', address);
  }
}

export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}
