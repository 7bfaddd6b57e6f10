// The demo page's own script: calls the reference API through the library's data layer
// (the same functions a site's code would use), drives the telemetry demo, and logs what
// happened. The page services come from their own CDN entries, which load no element; the
// telemetry itself is started by the autoloader after load (nothing here starts it).
import { get } from '/dist/cdn/services/data-layer.js';
import { onSiteEvent } from '/dist/cdn/contract.js';
import { privacyDemo } from './privacy-demo.js';

// The telemetry's modules when a button needs them: the page itself loads them after load.
const service = (name) => import(`/dist/cdn/services/${name}.js`);

const log = document.getElementById('demo-log');
const say = (line) => {
  log.textContent = `${new Date().toLocaleTimeString()}  ${line}\n${log.textContent}`;
};

// The confirmation widget's promise API: the service loads <ss-confirm> on the first question.
const ask = () => import('/dist/cdn/services/confirm.js');
const askLog = document.getElementById('ask-log');
const answered = async (what, answer) => {
  const result = await answer;
  askLog.textContent = `${new Date().toLocaleTimeString()}  ${what} → ${result}\n${askLog.textContent}`;
};

const actions = {
  'confirm-reject': async () =>
    answered(
      'confirm or reject',
      (await ask()).confirm({ title: 'Keep this photo?', message: 'It stays in the gallery for visitors to see.', style: 0 }),
    ),
  'confirm-cancel': async () =>
    answered(
      'confirm or cancel',
      (await ask()).confirm({
        title: 'Remove this item?',
        message: 'It leaves your cart.',
        style: 'confirm-or-cancel',
        confirmText: 'Remove',
      }),
    ),
  'confirm-only': async () =>
    answered(
      'confirm only',
      (await ask()).confirm({ title: 'Booking received', message: 'We will email you a confirmation.', style: 2, scalable: true }),
    ),
  alert: async () => answered('alert', (await ask()).alert('Preview Only', 'Please log out of your account in order to use the block')),
  information: async () =>
    answered('information', (await ask()).information('Logout Successful', 'You have been successfully logged out.')),
  stacked: async () => {
    const { confirm } = await ask();
    const lower = answered(
      'lower dialog',
      confirm({ title: 'First question', message: 'A second one opens over this in a moment.', style: 1 }),
    );
    setTimeout(
      () => answered('upper dialog', confirm({ title: 'Second question', message: 'Escape closes this one first.', style: 1 })),
      600,
    );
    await lower;
  },
  hit: async () => {
    await (await service('census')).recordHit('click');
    say('census page hit queued (POST /api/census/RecordHit), sent if you accepted cookies');
  },
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
  malformed: () => get('/api/multilingual/settings', { data: { __malformed: 1 }, onFailure: (e) => say(e.message) }).catch(() => {}),
};

document.addEventListener('click', async (e) => {
  const button = e.target.closest('[data-demo]');
  if (!button) return;
  try {
    await actions[button.dataset.demo](button);
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
// The language switch: the French table (its own CDN entry) registered on the
// first switch to French, then setLocale through the CDN i18n entry, which shares the blocks'
// translator: each block renders again in the new locale (LocaleController), and <html lang>
// follows. A reload that keeps the select's choice applies it again.
const localeChoice = document.getElementById('locale-choice');
let french;
const useLocale = async (locale) => {
  const { registerMessages, setLocale } = await import('/dist/cdn/i18n.js');
  if (locale === 'fr' && !french) {
    ({ fr: french } = await import('/dist/cdn/i18n/fr.js'));
    registerMessages('fr', french);
  }
  setLocale(locale);
  document.documentElement.lang = locale;
  say(`locale: ${locale}`);
};
localeChoice?.addEventListener('change', () => useLocale(localeChoice.value).catch((error) => say(`${error.name}: ${error.message}`)));
if (localeChoice && localeChoice.value !== 'en') useLocale(localeChoice.value);

// The RTL switch: dir="rtl" on <html>, and ?dir=rtl in the address so a reload
// keeps it (the <head> applies it before the first layout). The blocks follow at once.
const dirChoice = document.getElementById('dir-choice');
if (dirChoice) {
  dirChoice.checked = document.documentElement.dir === 'rtl';
  dirChoice.addEventListener('change', () => {
    const url = new URL(location.href);
    if (dirChoice.checked) {
      document.documentElement.dir = 'rtl';
      url.searchParams.set('dir', 'rtl');
    } else {
      document.documentElement.removeAttribute('dir');
      url.searchParams.delete('dir');
    }
    history.replaceState(history.state, '', url);
    say(`direction: ${dirChoice.checked ? 'rtl' : 'ltr'}`);
  });
}

const formName = (e) => e.target.closest('section')?.id ?? 'form';
document.addEventListener('ss-form-success', (e) =>
  say(
    `${e.detail.formId}: sent${e.detail.newsletter ? ' (newsletter: subscribe event recorded)' : ''}: ${JSON.stringify(e.detail.values)}`,
  ),
);
document.addEventListener('ss-form-failure', (e) =>
  say(
    `${formName(e)}: not sent: ${e.detail.message ?? JSON.stringify(e.detail.fields)}${e.detail.network ? ' (entries kept for another try)' : ''}`,
  ),
);
document.addEventListener('ss-form-invalid', (e) => say(`${formName(e)}: ${Object.keys(e.detail.fields).length} field(s) to fix`));

onSiteEvent('login-required', ({ url }) => say(`login required by ${url}`));
document.addEventListener('ss-gallery-lightbox-open', (e) => say(`lightbox opening at slide ${e.detail.index + 1} (${e.detail.source})`));
document.addEventListener('ss-lightbox-change', (e) =>
  say(`lightbox: ${e.detail.item.meta.title || `slide ${e.detail.index + 1}`} (${e.detail.source})`),
);
document.addEventListener('ss-lightbox-close', (e) => say(`lightbox closed (${e.detail.source})`));

Object.assign(actions, privacyDemo({ service, say }));

// The films section's local fake video player (demo/fake-provider/youtube.html): served by
// this server under the page's other local name, a second origin, as a provider's player
// would be. Only the page's own script can let ss-video embed a host it does not know.
const localVideo = document.getElementById('local-video');
if (localVideo) {
  const host = `${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}${location.port ? `:${location.port}` : ''}`;
  import('/dist/cdn/blocks/ss-video.js').then(({ allowVideoHost }) => {
    allowVideoHost(host, 'youtube');
    localVideo.html = `<iframe src="${location.protocol}//${host}/demo/fake-provider/youtube.html" width="640" height="360" title="The lagoon"></iframe>`;
    localVideo.load = true;
  });
}

// The booking section's local fake partner (demo/fake-booking.js), served under the page's
// other local name, a second origin, as a partner's script host would be. Only the page's own
// script can let ss-booking load a host it does not know; the address is set once it has.
const bookWidget = document.getElementById('book-widget');
if (bookWidget) {
  const host = `${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}${location.port ? `:${location.port}` : ''}`;
  import('/dist/cdn/blocks/ss-booking.js').then(({ allowBookingHost }) => {
    allowBookingHost(host);
    bookWidget.setAttribute('script-src', `${location.protocol}//${host}/demo/fake-booking.js`);
  });
}

// From the darkroom: the newest post is dated a few seconds ago, so its relative time runs
// through 'just now' and 'about N seconds ago'; Save draft stamps "Last saved".
const newest = document.getElementById('post-new');
if (newest) newest.setAttribute('datetime', new Date(Date.now() - 3000).toISOString());
document.getElementById('save-note')?.addEventListener('click', () => {
  document.getElementById('last-saved')?.setAttribute('datetime', new Date().toISOString());
  say('draft saved (demo: nothing is sent)');
});
// Owners, members and the Escape key (docs/accounts.md). The view
// switch sets a cookie the page's head script reads into the site context. The page start
// (the autoloader's, after load) runs the account rules; this demo only watches them: a
// navigation to the config area, which this demo does not have, is logged instead.
const account = await service('account');
const auth = await service('auth');
account.setNavigationHandler((url, newWindow) => {
  if (new URL(url, location.href).pathname.startsWith('/config')) say(`would go to ${url} (the config area is not part of this demo)`);
  else if (newWindow) window.open(url, '_blank', 'noopener');
  else location.assign(url);
});
const view = document.documentElement.dataset.demoView ?? 'visitor';
for (const b of document.querySelectorAll('[data-demo="view"]')) b.setAttribute('aria-pressed', String(b.dataset.view === view));
Object.assign(actions, {
  view: async (button) => {
    document.cookie = `ss_demo_view=${button.dataset.view}; Path=/; SameSite=Lax`;
    location.reload();
  },
  'sign-in': async () => {
    await auth.signIn({ email: 'member@tidewater.example', password: 'tidewater', rememberMe: false });
    say(`member signed in; later calls carry ${auth.XSRF_HEADER}: ${auth.siteUserXsrfToken()}`);
  },
  'sign-out': async () => {
    await fetch('/__ss/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/site-users/account/session', crumbFail: true, times: 1 }),
    });
    await auth.signOut({ cloneCart: true });
    say('member signed out (DELETE …/session?cloneCart=true: crumbFail, new crumb, retried once)');
  },
});
onSiteEvent('logout-notice', ({ title, message }) => say(`${title}: ${message}`));
if (view === 'owner' || view === 'viewer') {
  const { ownerRedirect } = await service('config-redirect');
  const d = ownerRedirect();
  say(d.redirect ? `owner config redirect → ${d.to}` : `owner config redirect: stays (${d.reason}); it would go to ${d.to}`);
}
// In the editor's frame (the React editor demo at /config/), the page's side of the editing
// frame: it tells the editor its blocks and applies the editor's live changes.
if (window.parent !== window) import('/dist/cdn/services/editor-frame.js').then(({ startEditorFrame }) => startEditorFrame());
