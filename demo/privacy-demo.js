// The demo page's "Privacy and measurement" section: the cookie choice, errors, user timing,
// analytics events and a server outage, with what the server received, as it arrives; and
// the popup's record. demo.js wires the buttons to the actions this returns.

/** Starts the section's state lines and returns its buttons' actions. `service` imports a
 * CDN service by name; `say` writes to the page's log. */
export function privacyDemo({ service, say }) {
  const actions = {};
  const telemetryLog = document.getElementById('telemetry-log');
  const note = (line) => {
    telemetryLog.textContent = `${new Date().toLocaleTimeString()}  ${line}\n${telemetryLog.textContent}`;
  };
  const state = (name, text) => {
    document.querySelector(`[data-state="${name}"]`).textContent = text;
  };
  const TELEMETRY_PATHS = [
    '/api/events/RecordJavascriptErrors',
    '/api/1/performance/records',
    '/api/v1/events',
    '/api/events/Trace',
    '/api/census/RecordHit',
    '/api/track/Track',
    '/api/events/RecordEvent',
  ];
  let down = false;
  const choose = async (accepted) => {
    (await service('consent')).setChoice(accepted);
    document.querySelector('ss-cookie-banner')?.remove();
    chosen(accepted ? 'accepted' : 'declined');
  };
  Object.assign(actions, {
    accept: () => choose(true),
    decline: () => choose(false),
    'ask-again': () => {
      document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
      // Back here, on the page's own address (a gallery may have put a slide's in it).
      history.replaceState(null, '', '/#privacy');
      location.reload();
    },
    throw: () => {
      note('throwing an uncaught error: reported 1 s after the last one');
      setTimeout(() => {
        throw new Error('Demo: the print queue jammed');
      });
    },
    reject: () => {
      note('rejecting a promise nobody handles: reported like an error');
      void Promise.reject(new Error('Demo: the courier never called back'));
    },
    timing: async () => {
      const { mark, measure } = await service('performance');
      mark('demo-click');
      const start = performance.now();
      while (performance.now() - start < 30) {
        // 30 ms of work to measure
      }
      mark('demo-done');
      measure('demo-work', 'demo-click', 'demo-done');
      note(
        "marked rum-demo-click and rum-demo-done, measured rum-demo-work: sent with the page's performance events (30 s after load, or when you leave)",
      );
    },
    event: async () => {
      const sent = await (
        await service('analytics')
      ).trackEvent(
        {
          actor: 'visitor',
          action: 'click',
          event_owner_team: 'studio',
          event_source: 'web',
          object_type: 'button',
          object_display_name: 'Send an analytics event',
        },
        { section: 'privacy' },
        'demo_button_click',
      );
      note(sent ? 'analytics event queued for POST /api/v1/events' : 'analytics event not sent: no consent (see the cookie choice)');
    },
    trace: async () => {
      await (await service('census')).trace('demo-trace', { at: new Date().toISOString() });
      note('trace event queued: POST /api/events/Trace batches every 30 s, or when you leave the page');
    },
    down: async () => {
      down = !down;
      const method = down ? 'POST' : 'DELETE';
      for (const path of TELEMETRY_PATHS) {
        await fetch(down ? '/__ss/faults' : `/__ss/faults?path=${encodeURIComponent(path)}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: down ? JSON.stringify({ path, status: 503 }) : undefined,
        });
      }
      document.querySelector('[data-demo="down"]').setAttribute('aria-pressed', String(down));
      state('server', down ? 'down: answering 503' : 'up');
      note(
        down
          ? 'the telemetry endpoints answer 503: events wait in the outbox and are retried with backoff (1 s, 2 s, 4 s, …)'
          : 'the endpoints are back: waiting events go at the next retry, or on the next page',
      );
    },
  });

  // The popup overlay: its record shown, and forgotten on request (then it shows at once).
  const popup = document.querySelector('ss-popup');
  const popupModule = () => import('/dist/cdn/blocks/ss-popup.js');
  const showPopupState = async () => {
    const { readPopupRecord } = await popupModule();
    const r = readPopupRecord();
    const when = r.closedAt ? `closed ${new Date(r.closedAt).toLocaleString()}` : 'never closed';
    state('popup', `This browser: ${when}${r.submitted ? ', signed up' : ''}.`);
  };
  Object.assign(actions, {
    'popup-again': async () => {
      const { clearPopupRecord } = await popupModule();
      clearPopupRecord();
      await customElements.whenDefined('ss-popup');
      popup.show();
      say('popup record forgotten (ss-popup-date-closed, ss-popup-version, ss-popup-submitted): shown again');
    },
  });
  popup?.addEventListener('ss-popup-open', () => say('popup shown'));
  popup?.addEventListener('ss-popup-close', (e) => {
    say(`popup closed (${e.detail.source}): not shown again for 7 days`);
    void showPopupState();
  });
  // On the document: after the popup's own listener has written the record.
  document.addEventListener('ss-form-success', (e) => popup?.contains(e.target) && void showPopupState());
  void showPopupState();

  const showChoice = () => {
    const value = document.cookie
      .split('; ')
      .find((c) => c.startsWith('ss_cookieAllowed='))
      ?.slice(17);
    state('choice', { true: 'accepted', false: 'declined' }[value] ?? 'none yet (the banner asks)');
  };
  function chosen(choice) {
    showChoice();
    note(
      choice === 'accepted'
        ? 'cookies accepted: visitor tracking and the census start now, without a reload'
        : 'cookies declined: tracking cookies cleared, nothing that tracks you is sent',
    );
  }
  document.addEventListener('ss-cookie-banner-choice', (e) => chosen(e.detail.choice));
  showChoice();

  /** Items waiting in the outbox's IndexedDB store (what the library would send next). */
  function outboxCount() {
    return new Promise((resolve) => {
      const open = indexedDB.open('ss-blocks-outbox');
      open.onerror = () => resolve(0);
      open.onupgradeneeded = () => open.result.createObjectStore('items');
      open.onsuccess = () => {
        const db = open.result;
        try {
          const req = db.transaction('items').objectStore('items').getAllKeys();
          req.onsuccess = () => resolve(req.result.filter((k) => k !== '#dropped').length);
          req.onerror = () => resolve(0);
        } catch {
          resolve(0);
        }
        db.close();
      };
    });
  }

  /** What the server kept arriving, as it arrives (each event once, by its id). */
  const seen = new Set();
  let first = true;
  async function poll() {
    const visitor = document.cookie.split('; ').find((c) => c.startsWith('ss_cvr='));
    state('visitor', visitor ? decodeURIComponent(visitor.slice(7)) : 'none');
    state('outbox', String(await outboxCount()));
    const { events } = await (await fetch('/__ss/events', { cache: 'no-store' })).json().catch(() => ({ events: [] }));
    for (const e of events) {
      if (seen.has(`${e.path} ${e.id}`)) continue;
      seen.add(`${e.path} ${e.id}`);
      if (first) continue;
      const what = e.event.data?.message ?? e.event.event ?? e.event.type ?? e.event.commonData?.action ?? '';
      note(`arrived at ${e.path}${what ? `: ${typeof what === 'string' ? what : JSON.stringify(what)}` : ''}`);
    }
    first = false;
  }
  setInterval(() => void poll(), 2000);
  void poll();
  return actions;
}
