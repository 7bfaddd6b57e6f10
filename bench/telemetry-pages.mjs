// The telemetry benchmark's pages (bench/telemetry.mjs): the same published content — a few
// paragraphs, the demo's café menu and FAQ accordion in the platform's markup — with the
// autoloader first in the <head> as the README recommends, and
// - tel-none: a site context that turns telemetry off ("telemetry": false), no cookie banner;
// - tel-ss: telemetry on and the cookie banner enabled (a non-restrictive policy, so
//   everything starts with or without a consent cookie);
// - tel-web-vitals: tel-none plus the usual web-vitals integration: after load, a module that
//   imports web-vitals and sends each metric with navigator.sendBeacon.
// Written into dist/bench/, which the reference server serves.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';

export const APP = 'bench-site';
export const WEB_VITALS = '/dist/bench/web-vitals.js';
export const WEB_VITALS_REPORT = '/dist/bench/web-vitals-report.js';
export const RECORDS_URL = '/api/1/performance/records';

/** The first `<tag>…</tag>` of the demo page, as published there. */
function fromDemo(tag) {
  const demo = readFileSync('demo/index.html', 'utf8');
  const start = demo.indexOf(`<${tag}>`);
  const end = demo.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) throw new Error(`bench/telemetry-pages.mjs: no <${tag}> in demo/index.html`);
  return demo.slice(start, end + tag.length + 3);
}

/** The platform's site context (as demo/index.html has it), with the banner and the
 * telemetry switched as the page needs. */
function siteContext({ telemetry, banner }) {
  return {
    website: { id: '5f1c0ffee0ddba11c0ffee01', identifier: 'tidewater', baseUrl: 'http://localhost' },
    websiteSettings: { ssBadgeType: 1 },
    templateId: '5c5a519771c10ba3470d8101',
    collectionId: '64a1c0ffee0000000000abcd',
    pageType: 2,
    authenticatedAccount: null,
    cookieSettings: {
      isCookieBannerEnabled: banner,
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerText: '<p>We use cookies to count visits and to see which photographs people enjoy.</p>',
      // Not restrictive: without a choice everything starts (spec 001 §4).
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: false,
    },
    telemetry,
  };
}

function page(title, context, extra = '') {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="modulepreload" href="/dist/cdn/blocks/ss-menu.js">
  <link rel="modulepreload" href="/dist/cdn/blocks/ss-accordion.js">
  <script src="/dist/cdn/autoloader.classic.js"></script>
  <title>${title}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo/site.css">
  <script type="application/json" id="ss-site-context">
${JSON.stringify(context, null, 2)}
  </script>
</head>
<body>
  <main id="main">
    <section class="page-section">
      <div class="content-wrapper">
        <h1>Landscapes, printed slowly</h1>
        <p class="lede">A small studio by the harbour: prints, workshops and a café that opens at eight.</p>
        <p>We print every photograph ourselves, on cotton rag and baryta papers, in editions of
          twenty-five. Each print is signed, numbered and shipped rolled in a tube.</p>
        <p>The café opens at eight with sourdough from the bakery across the quay, and closes when
          the light goes. Workshops run on Saturdays from March to October.</p>
        <p>Write to us about commissions, licensing or a print you saw in the window: we answer
          within two working days.</p>
      </div>
    </section>
    <section class="page-section" id="cafe">
      <div class="content-wrapper">
        <h2>The café</h2>
        ${fromDemo('ss-menu')}
      </div>
    </section>
    <section class="page-section" id="faq">
      <div class="content-wrapper">
        <h2>Questions</h2>
        ${fromDemo('ss-accordion')}
      </div>
    </section>
  </main>
  <footer class="site-footer"><p>Tidewater Studio · 4 Quay Street · Open Tuesday to Sunday.</p></footer>${extra}
</body>
</html>
`;
}

// The web-vitals integration as its README shows it (one beacon per metric), sent to the
// reference server's RUM endpoint, which takes a JSON list.
const REPORT = `// web-vitals as a site adds it: each metric to the RUM endpoint by sendBeacon.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from './web-vitals.js';

function send(metric) {
  const body = JSON.stringify([{ app: '${APP}', event: metric.name, value: metric.value, rating: metric.rating, navigationType: metric.navigationType, id: metric.id, ts: Date.now() }]);
  if (!(navigator.sendBeacon && navigator.sendBeacon('${RECORDS_URL}', body))) fetch('${RECORDS_URL}', { body, method: 'POST', keepalive: true });
}

onCLS(send);
onFCP(send);
onINP(send);
onLCP(send);
onTTFB(send);
`;

export const TELEMETRY_PAGES = {
  'tel-none': () => page('Telemetry off (baseline)', siteContext({ telemetry: false, banner: false })),
  'tel-ss': () => page('ss-blocks telemetry and cookie banner', siteContext({ telemetry: { app: APP }, banner: true })),
  'tel-web-vitals': () =>
    page(
      'web-vitals after load',
      siteContext({ telemetry: false, banner: false }),
      `\n  <script>addEventListener('load', () => import('${WEB_VITALS_REPORT}'));</script>`,
    ),
};

export function writeTelemetryPages(dir = 'dist/bench') {
  mkdirSync(dir, { recursive: true });
  copyFileSync('node_modules/web-vitals/dist/web-vitals.js', `${dir}/web-vitals.js`);
  writeFileSync(`${dir}/web-vitals-report.js`, REPORT);
  for (const [name, html] of Object.entries(TELEMETRY_PAGES)) writeFileSync(`${dir}/${name}.html`, html());
  return Object.keys(TELEMETRY_PAGES).map((n) => `/dist/bench/${n}.html`);
}
