// The demo page's own script: calls the reference API through the library's data layer
// (the same functions a site's code would use), and logs what happened. The page services
// come from their own CDN entries, which load no element.
import { get, post } from '/dist/cdn/services/data-layer.js';
import { onSiteEvent } from '/dist/cdn/contract.js';

const log = document.getElementById('demo-log');
const say = (line) => {
  log.textContent = `${new Date().toLocaleTimeString()}  ${line}\n${log.textContent}`;
};

async function recordHit(event) {
  await post('/api/census/RecordHit', {
    data: { event, data: JSON.stringify({ url: location.pathname, title: document.title }) },
    overlay: false,
  });
  say(`POST /api/census/RecordHit (${event}) → recorded`);
}

const actions = {
  hit: () => recordHit('click'),
  // 503 from the server: the data layer shows the system error overlay.
  unavailable: () => get('/api/multilingual/status', { data: { __status: 503 } }),
  // One crumbFail: the data layer stores the new crumb and retries once, successfully.
  crumb: async () => {
    await fetch('/__ss/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/multilingual/status', crumbFail: true, times: 1 }),
    });
    const status = await get('/api/multilingual/status');
    say(`crumb refreshed and retried once → ${JSON.stringify(status)}`);
  },
  // onFailure replaces the overlay: the page shows the exact parse message itself.
  malformed: () =>
    get('/api/multilingual/settings', { data: { __malformed: 1 }, onFailure: (e) => say(e.message) }).catch(() => {}),
};

document.addEventListener('click', async (e) => {
  const button = e.target.closest('[data-demo]');
  if (!button) return;
  try {
    await actions[button.dataset.demo]();
  } catch (error) {
    say(`${error.name}: ${error.message}`);
  }
});

onSiteEvent('login-required', ({ url }) => say(`login required by ${url}`));
document.addEventListener('ss-gallery-lightbox-open', (e) =>
  say(`lightbox opening at slide ${e.detail.index + 1} (${e.detail.source})`),
);
document.addEventListener('ss-lightbox-change', (e) => say(`lightbox: ${e.detail.item.meta.title || `slide ${e.detail.index + 1}`} (${e.detail.source})`));
document.addEventListener('ss-lightbox-close', (e) => say(`lightbox closed (${e.detail.source})`));
recordHit('view').catch((error) => say(`page hit not recorded: ${error.message}`));
