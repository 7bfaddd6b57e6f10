// Fake video providers for the browser tests (no video host can be reached here): every
// request a test page makes to another host goes through Playwright's router, which logs it
// and answers from disk — so an embed keeps its real address and its frame its real origin
// (https://www.youtube.com, https://player.vimeo.com), and postMessage's origin checks are
// the browser's own.
//   - YouTube and Vimeo player pages: demo/fake-provider/{youtube,vimeo}.html, the demo's
//     fakes, which speak each provider's message protocol and log what they receive;
//   - the other known hosts (Wistia, Animoto, Dailymotion, Loom): a page naming the host;
//   - https://www.youtube.com/embed/moved: a page that sends its frame on to
//     https://elsewhere.example/ (a frame that left the embed's origin), served the YouTube
//     fake, logging what reaches it;
//   - anything else: 404, as offline.
// In a test: `await executeServerCommand('ss-video-providers')` installs it for the test
// file's page (once), `{ action: 'log' }` returns { requests, messages } so far,
// `{ action: 'clear' }` empties both. A request is { url, type }, a message { page, data, origin }
// (the frame's address, what it received, and the origin it came from).
import { readFileSync } from 'node:fs';

const fake = (name) => readFileSync(`demo/fake-provider/${name}.html`, 'utf8').replace('const LOG = false;', 'const LOG = true;');
const local = (url) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';
const other = (host) => `<!doctype html><title>Fake ${host} player</title><p>Fake ${host} player</p>`;

function answer(url) {
  // A player page that sends its frame elsewhere (Playwright does not follow a fulfilled redirect).
  if (url.href.startsWith('https://www.youtube.com/embed/moved'))
    return { contentType: 'text/html', body: `<script>location.replace('https://elsewhere.example/embed/moved')</script>` };
  if (url.hostname === 'elsewhere.example' || /(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname))
    return { contentType: 'text/html', body: fake('youtube') };
  if (url.hostname === 'player.vimeo.com') return { contentType: 'text/html', body: fake('vimeo') };
  if (/(^|\.)(wistia\.(net|com)|animoto\.com|amazonaws\.com|dailymotion\.com|loom\.com)$/.test(url.hostname))
    return { contentType: 'text/html', body: other(url.hostname) };
  return { status: 404, contentType: 'text/plain', body: 'offline' };
}

async function handle(route, log) {
  const request = route.request();
  const url = new URL(request.url());
  if (url.pathname === '/__ss-fake/log') {
    let page = '';
    try {
      page = request.frame().url();
    } catch {
      // The frame went meanwhile.
    }
    log.messages.push({ page, ...JSON.parse(request.postData() ?? '{}') });
    return route.fulfill({ status: 204 });
  }
  log.requests.push({ url: url.href, type: request.resourceType() });
  return route.fulfill(answer(url));
}

export function videoProvidersPlugin() {
  const pages = new WeakMap();
  return {
    name: 'ss-video-providers',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-video-providers') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('ss-video-providers needs the Playwright launcher');
      const page = session.browser.getPage(session.id);
      let log = pages.get(page);
      if (!log) {
        log = { requests: [], messages: [] };
        pages.set(page, log);
        await page.route(
          (url) => !local(url),
          (route) =>
            handle(route, log).catch(() => {
              // The page or the frame went while it was answered (a test ended): nothing to do.
            }),
        );
      }
      if (payload?.action === 'log') return { requests: log.requests, messages: log.messages };
      if (payload?.action === 'clear') {
        log.requests.length = 0;
        log.messages.length = 0;
      }
      return true;
    },
  };
}
