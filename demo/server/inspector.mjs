// The inspector page (GET /__ss/inspector): what the server received, one table per
// endpoint, newest first, so a person can watch beacons, error reports and form
// submissions arrive. Server-rendered and escaped here; a small inline script polls
// /__ss/received every 2 s and swaps in a fresh rendering (?partial=1) when something changed.
import { escapeHtml } from './http.mjs';
import { definitionOf } from './form-api.mjs';
import { displayValue } from './forms.mjs';
import { keptEvents } from './telemetry.mjs';

/** Records rendered in all; rows shown per endpoint. */
export const PAGE_RECORDS = 500;
export const ROWS_PER_ENDPOINT = 50;
const BODY_CHARS = 4000;

/** @typedef {import('./store.mjs').StoredRecord} StoredRecord */

/** @param {unknown} value */
function pretty(value) {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS)}\n… (${text.length - BODY_CHARS} more characters)` : text;
}

/** @param {StoredRecord} r */
function row(r) {
  const status = Number(r.status);
  const kind = status >= 400 ? 'bad' : status >= 300 ? 'odd' : 'good';
  const query = /** @type {Record<string, unknown>} */ (r.query ?? {});
  const headers = /** @type {Record<string, unknown>} */ (r.headers ?? {});
  const crumb = /** @type {{ matches?: boolean, via?: string } | undefined} */ (r.crumb);
  const notes = [
    Object.keys(query).length ? `query ${JSON.stringify(query)}` : '',
    headers['content-type'] ? `type ${headers['content-type']}` : '',
    crumb ? `crumb ${crumb.via ? (crumb.matches ? `matches (${crumb.via})` : `MISMATCH (${crumb.via})`) : 'not sent'}` : '',
    r.fault ? `fault ${JSON.stringify(r.fault)}` : '',
  ].filter(Boolean);
  const body = pretty(r.body);
  const decoded = r.decoded === undefined ? '' : `\n\ndecoded:\n${pretty(r.decoded)}`;
  const time = String(r.time);
  return `<tr>
<td><time datetime="${escapeHtml(time)}">${escapeHtml(time.slice(11, 23))}</time></td>
<td>${escapeHtml(String(r.method))}</td>
<td><span class="status ${kind}">${escapeHtml(String(r.status))}</span>${r.fault ? ' <span class="tag">injected</span>' : ''}</td>
<td>${notes.map((n) => `<div>${escapeHtml(n)}</div>`).join('')}${r.route && r.route !== r.path ? `<div>path ${escapeHtml(String(r.path))}</div>` : ''}</td>
<td>${body || decoded ? `<pre>${escapeHtml(body || '(no body)')}${escapeHtml(decoded)}</pre>` : '<span class="muted">(no body)</span>'}</td>
</tr>`;
}

/**
 * @typedef {{ submissions: { key: string, formId: string, time: string, form: Record<string, unknown> }[], total: number }} Submissions
 */

/**
 * The stored form submissions, newest first: each field by its title, in the form's order,
 * as a person reads it ('N/A' when empty).
 * @param {Submissions} forms @param {import('./store.mjs').Store} store
 */
function renderSubmissions(forms, store) {
  if (!forms.total) return '';
  const items = forms.submissions
    .map((s) => {
      const def = definitionOf(store, s.formId);
      const fields = (def?.fields ?? []).filter((f) => f.type !== 'section');
      const known = new Set(fields.map((f) => f.id));
      const rows = [
        ...fields.map((f) => [f.title || f.id, displayValue(f, s.form[f.id])]),
        ...Object.entries(s.form)
          .filter(([id]) => !known.has(id))
          .map(([id, v]) => [id, displayValue(undefined, v)]),
      ];
      return `<li><h3>${escapeHtml(def?.name || s.formId)} <span class="muted"><time datetime="${escapeHtml(s.time)}">${escapeHtml(s.time.slice(0, 19).replace('T', ' '))}</time> · key ${escapeHtml(s.key)}</span></h3>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></li>`;
    })
    .join('');
  const more =
    forms.total > forms.submissions.length
      ? `<p class="muted">${forms.total - forms.submissions.length} older submissions not shown.</p>`
      : '';
  return `<section aria-labelledby="submissions"><h2 id="submissions">Form submissions <span class="muted">(${forms.total})</span></h2>
<ol class="submissions">${items}</ol>${more}</section>`;
}

/**
 * What the telemetry endpoints kept (telemetry.mjs): events per path, each once, and the
 * repeats dropped among the requests shown (a beacon sent again, a retry after a lost answer).
 * @param {import('./store.mjs').Store} store @param {StoredRecord[]} records
 */
function renderTelemetry(store, records) {
  const kept = keptEvents(store);
  if (!kept.length) return '';
  /** @type {Map<string, { kept: number, repeats: number, latest: string }>} */
  const paths = new Map();
  for (const e of kept) paths.set(e.path, { kept: (paths.get(e.path)?.kept ?? 0) + 1, repeats: 0, latest: e.time });
  for (const r of records) {
    const repeats = Number(/** @type {any} */ (r.decoded)?.duplicates ?? 0);
    const p = paths.get(String(r.path));
    if (p && repeats) p.repeats += repeats;
  }
  const rows = [...paths]
    .map(
      ([path, p]) =>
        `<tr><td><code>${escapeHtml(path)}</code></td><td>${p.kept}</td><td>${p.repeats}</td><td><time datetime="${escapeHtml(p.latest)}">${escapeHtml(p.latest.slice(11, 23))}</time></td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="telemetry"><h2 id="telemetry">Telemetry kept <span class="muted">(${kept.length} events, each once by its id)</span></h2>
<div class="scroll"><table><caption>Events the telemetry endpoints kept; a repeat (a beacon the page sent again, a retry after a lost answer) is dropped</caption>
<thead><tr><th scope="col">Endpoint</th><th scope="col">Events kept</th><th scope="col">Repeats dropped (requests shown)</th><th scope="col">Latest (UTC)</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

/**
 * The part of the page that refreshes: the form submissions, the endpoint list and one table
 * per endpoint.
 * @param {StoredRecord[]} records newest first
 * @param {number} total
 * @param {Submissions} [forms]
 * @param {import('./store.mjs').Store} [store]
 */
export function renderRecords(records, total, forms, store) {
  /** @type {Map<string, StoredRecord[]>} newest-active endpoint first */
  const groups = new Map();
  for (const r of records) {
    const key = String(r.route ?? r.path);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const version = `${records[0]?.id ?? 0}:${total}`;
  const submitted = forms && store ? renderSubmissions(forms, store) + renderTelemetry(store, records) : '';
  if (!groups.size) {
    return `<div id="records" data-version="${version}"><h2>Nothing received yet</h2><p>Open the <a href="/">demo</a> and use it: page views, errors, beacons and form submissions appear here as they arrive.</p></div>`;
  }
  const ids = new Map([...groups.keys()].map((k, i) => [k, `endpoint-${i + 1}`]));
  const toc = [...groups]
    .map(([k, rs]) => `<li><a href="#${ids.get(k)}"><code>${escapeHtml(k)}</code></a> <span class="muted">${rs.length}</span></li>`)
    .join('');
  const sections = [...groups]
    .map(([k, rs]) => {
      const id = ids.get(k);
      const shown = rs.slice(0, ROWS_PER_ENDPOINT);
      const more = rs.length > shown.length ? `<p class="muted">${rs.length - shown.length} older requests not shown.</p>` : '';
      return `<section aria-labelledby="${id}"><h2 id="${id}"><code>${escapeHtml(k)}</code> <span class="muted">(${rs.length})</span></h2>
<div class="scroll"><table><caption>Requests to ${escapeHtml(k)}, newest first</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Method</th><th scope="col">Status</th><th scope="col">Request</th><th scope="col">Body</th></tr></thead>
<tbody>${shown.map(row).join('')}</tbody></table></div>${more}</section>`;
    })
    .join('\n');
  return `<div id="records" data-version="${version}">${submitted}<p>${total === 1 ? '1 request' : `${total} requests`} received; showing the latest ${records.length}.</p>
<nav aria-label="Endpoints"><h2>Endpoints</h2><ul class="toc">${toc}</ul></nav>
${sections}</div>`;
}

const CSS = `
:root{color-scheme:light;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f6f7f9}
body{margin:0}header{background:#1b1f24;color:#fff;padding:1rem 1.5rem}header a{color:#9fd1ff}
h1{margin:0 0 .4rem;font-size:1.4rem}h2{font-size:1.1rem;margin:1.6rem 0 .5rem}
nav.demos a{margin-right:1rem}main{padding:0 1.5rem 2rem;max-width:1400px}
.bar{display:flex;gap:.6rem;align-items:center;flex-wrap:wrap;margin-top:.6rem}
button{font:inherit;padding:.3rem .8rem;border-radius:6px;border:1px solid #9aa4b1;background:#fff;color:#1b1f24;cursor:pointer}
button[aria-pressed="true"]{background:#ffe08a}
.toc{display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;padding:0;list-style:none}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}
th:nth-child(1){width:7.5rem}th:nth-child(2){width:4.5rem}th:nth-child(3){width:7rem}th:nth-child(4){width:24%}
caption{text-align:left;color:#4a5461;padding:.2rem 0}
th,td{border:1px solid #d5dae1;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#eef1f5}
pre{margin:0;max-height:18rem;overflow:auto;white-space:pre-wrap;word-break:break-word;font-size:.82rem}
.status{font-weight:600;padding:0 .35rem;border-radius:4px}.good{background:#d7f5dd;color:#0d5a1c}
.bad{background:#fde0de;color:#8a1109}.odd{background:#fff1c2;color:#5c4400}
.submissions{padding-left:1.2rem}.submissions h3{font-size:1rem;margin:.8rem 0 .3rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0;background:#fff;border:1px solid #d5dae1;padding:.5rem .75rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap}
.tag{font-size:.75rem;background:#e4e0ff;color:#2e1f8f;padding:0 .3rem;border-radius:4px}.muted{color:#4a5461}
`;

const SCRIPT = `
(() => {
  const live = document.getElementById('live');
  const pause = document.getElementById('pause');
  let paused = false;
  pause.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    live.textContent = paused ? 'Updates paused.' : 'Updates resumed.';
  });
  document.getElementById('clear').addEventListener('click', async () => {
    await Promise.all([fetch('/__ss/received', { method: 'DELETE' }), fetch('/__ss/events', { method: 'DELETE' })]);
    refresh(true);
  });
  async function refresh(force) {
    if (paused && !force) return;
    try {
      const head = await (await fetch('/__ss/received?limit=1', { cache: 'no-store' })).json();
      const version = (head.records[0] ? head.records[0].id : 0) + ':' + head.total;
      const current = document.getElementById('records');
      if (!force && current.dataset.version === version) return;
      const html = await (await fetch('/__ss/inspector?partial=1', { cache: 'no-store' })).text();
      const before = Number(current.dataset.version.split(':')[1]);
      current.outerHTML = html;
      const added = head.total - before;
      if (added > 0) live.textContent = added === 1 ? '1 new request.' : added + ' new requests.';
    } catch {
      live.textContent = 'The server is not answering; retrying.';
    }
  }
  setInterval(refresh, 2000);
})();
`;

/**
 * @param {StoredRecord[]} records newest first
 * @param {number} total
 * @param {Submissions} [forms]
 * @param {import('./store.mjs').Store} [store]
 */
export function renderInspector(records, total, forms, store) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inspector · ss-blocks reference server</title>
<noscript><meta http-equiv="refresh" content="5"></noscript>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>What the reference server received</h1>
<nav class="demos" aria-label="Demos"><a href="/">ss-blocks demo</a><a href="/config/">React editor demo</a><a href="/__ss/received">Raw JSON</a><a href="/__ss/faults">Active faults</a></nav>
<div class="bar"><span>Updates every 2 seconds.</span>
<button type="button" id="pause" aria-pressed="false">Pause updates</button>
<button type="button" id="clear">Clear received and kept</button></div>
<p id="live" role="status" aria-live="polite"></p>
</header>
<main>
${renderRecords(records, total, forms, store)}
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
