// Fake booking partners for the browser tests (no partner host can be reached here): every
// request a test page makes to a partner's script host (ss-booking's allow-list) goes
// through Playwright's router, which logs it and answers from disk, so a widget keeps its
// real https address:
//   - a path starting /missing: 404, as a script that cannot be fetched;
//   - a path starting /hang: never answered, as a script that never arrives (for the timeout);
//   - anything else: demo/fake-booking.js, the demo's fake partner script.
// In a test: `await executeServerCommand('ss-booking-partners')` installs it for the test
// file's page (once); `{ action: 'log' }` returns the requests so far (their addresses),
// `{ action: 'clear' }` empties the log.
import { readFileSync } from 'node:fs';

const HOSTS = ['widget.zola.com', 'embed.acuityscheduling.com', 'www.exploretock.com', 'www.opentable.com'];

export function bookingPartnersPlugin() {
  const pages = new WeakMap();
  return {
    name: 'ss-booking-partners',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-booking-partners') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('ss-booking-partners needs the Playwright launcher');
      const page = session.browser.getPage(session.id);
      let log = pages.get(page);
      if (!log) {
        log = [];
        pages.set(page, log);
        await page.route(
          (url) => HOSTS.includes(url.hostname),
          (route) => {
            const url = new URL(route.request().url());
            log.push(url.href);
            if (url.pathname.startsWith('/hang')) return undefined;
            if (url.pathname.startsWith('/missing'))
              return route.fulfill({ status: 404, contentType: 'text/plain', body: 'missing' }).catch(() => {});
            return route.fulfill({ contentType: 'text/javascript', body: readFileSync('demo/fake-booking.js', 'utf8') }).catch(() => {});
          },
        );
      }
      if (payload?.action === 'log') return log.slice();
      if (payload?.action === 'clear') log.length = 0;
      return true;
    },
  };
}
