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

// The failure demo: the answer chosen is set up on the server (a one-time fault on the save
// call) just before the form sends, so no other form on the page meets it.
const FAULTS = {
  401: { status: 401 },
  404: { status: 404 },
  429: { status: 429 },
  500: { status: 500 },
  field: { status: 400, json: { errors: { 'email-1': 'This address cannot receive mail.' } } },
  error: { status: 400, json: { error: 'This form is closed for the holidays.' } },
  before: { drop: 'before' },
  after: { drop: 'after' },
  slow: { delay: 3000 },
};
const failureForm = document.querySelector('#failures ss-form');
const failureChoice = document.getElementById('failure-choice');
let armed = false;
failureForm?.addEventListener('ss-form-submit', async (e) => {
  const fault = FAULTS[failureChoice.value];
  if (!fault || armed) return;
  e.preventDefault();
  armed = true;
  try {
    await fetch('/__ss/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/form/SaveFormSubmission', times: 1, ...fault }),
    });
    say(`the server will answer the next submission with: ${failureChoice.selectedOptions[0].text}`);
    await failureForm.submit();
  } finally {
    armed = false;
  }
});
const formName = (e) => e.target.closest('section')?.id ?? 'form';
document.addEventListener('ss-form-success', (e) =>
  say(`${e.detail.formId}: sent${e.detail.newsletter ? ' (newsletter: subscribe event recorded)' : ''}: ${JSON.stringify(e.detail.values)}`),
);
document.addEventListener('ss-form-failure', (e) =>
  say(`${formName(e)}: not sent: ${e.detail.message ?? JSON.stringify(e.detail.fields)}${e.detail.network ? ' (entries kept for another try)' : ''}`),
);
document.addEventListener('ss-form-invalid', (e) => say(`${formName(e)}: ${Object.keys(e.detail.fields).length} field(s) to fix`));

onSiteEvent('login-required', ({ url }) => say(`login required by ${url}`));
document.addEventListener('ss-gallery-lightbox-open', (e) =>
  say(`lightbox opening at slide ${e.detail.index + 1} (${e.detail.source})`),
);
document.addEventListener('ss-lightbox-change', (e) => say(`lightbox: ${e.detail.item.meta.title || `slide ${e.detail.index + 1}`} (${e.detail.source})`));
document.addEventListener('ss-lightbox-close', (e) => say(`lightbox closed (${e.detail.source})`));
recordHit('view').catch((error) => say(`page hit not recorded: ${error.message}`));
