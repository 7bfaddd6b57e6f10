// The DevTools protocol session of a test's page, one per page, for the runner's commands
// that drive Chromium directly (scripts/touch-plugin.mjs, scripts/gc-plugin.mjs).
const sessions = new WeakMap();

/** The page's CDP session; `name` says which command needs it when the launcher has none. */
export async function cdpSession(session, name) {
  if (session.browser.type !== 'playwright') throw new Error(`${name} needs the Playwright launcher`);
  const page = session.browser.getPage(session.id);
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  return cdp;
}
