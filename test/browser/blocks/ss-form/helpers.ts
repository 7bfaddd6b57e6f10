// Shared by the ss-form browser tests: forms registered on the reference server under a
// unique id, mounted from JSON or as published markup, filled with real typing and clicks,
// and the server's records of what arrived.
import { fixture, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-form/ss-form.js';
import type { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';
import { draftKey } from '../../../../src/blocks/ss-form/draft.js';

export type Definition = Record<string, unknown> & { build: { fields: Record<string, unknown>[] } };

let n = 0;
/** A form id no other test uses (the server's rate limit and records are per form). */
export const uniqueId = (prefix = 'form') => `${prefix}-${Date.now().toString(36)}-${++n}`;

/** Stores the definition on the reference server (PUT /api/form/definitions/{formId}). */
export async function register(def: Definition): Promise<void> {
  const res = await fetch(`/api/form/definitions/${encodeURIComponent(String(def.formId))}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(def),
  });
  if (!res.ok) throw new Error(`definition not stored: ${res.status} ${await res.text()}`);
}

/** A definition with a unique id (registered on the server unless `register: false`). */
export async function definition(
  fields: Record<string, unknown>[],
  more: Record<string, unknown> = {},
  opts = { register: true },
): Promise<Definition> {
  const def: Definition = { formId: uniqueId(), ...more, build: { fields } };
  if (opts.register) await register(def);
  return def;
}

/** Mounts `<ss-form>` from a definition (as its block JSON) and waits for the form. */
export async function mountJson(def: Definition, attrs = ''): Promise<SsForm> {
  const el = await fixture<SsForm>(`<ss-form ${attrs} data-block-json='${JSON.stringify(def).replace(/'/g, '&#39;')}'></ss-form>`);
  await ready(el);
  return el;
}

/** Mounts published markup inside `<ss-form>` and waits for it. */
export async function mountMarkup(markup: string, attrs = ''): Promise<SsForm> {
  const el = await fixture<SsForm>(`<ss-form ${attrs}>${markup}</ss-form>`);
  await ready(el);
  return el;
}

export async function ready(el: SsForm): Promise<void> {
  await el.updateComplete;
  await nextFrame();
}

export const form = (el: Element) => el.querySelector('form')!;
export const field = (el: Element, id: string) => el.querySelector<HTMLElement>(`[id="${id}"]`)!;
export const inputs = (el: Element, id: string) => [...field(el, id).querySelectorAll<HTMLInputElement>('input, select, textarea')];
export const errorOf = (el: Element, id: string) => field(el, id).querySelector(':scope > .field-error')?.textContent ?? null;
export const errors = (el: Element) =>
  Object.fromEntries(
    [...el.querySelectorAll('.form-item.error')].map((f) => [f.id, f.querySelector(':scope > .field-error')?.textContent]),
  );
export const notices = (el: Element) => [...el.querySelectorAll('.form-notice')].map((n) => n.textContent);
/** Every message the form shows the visitor, in page order: its notices' lines and its fields' marks. */
export const messagesShown = (el: Element) => [...el.querySelectorAll('.form-notice p, .field-error')].map((n) => n.textContent);

/** Clicks the centre of an element with the real mouse. */
export async function click(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  await nextFrame();
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

/** Focuses a control and types into it with the real keyboard. */
export async function type(control: HTMLElement, text: string): Promise<void> {
  control.focus();
  await sendKeys({ type: text });
}

export const submitButton = (el: Element) => el.querySelector<HTMLElement>('[type=submit], button:not([type])')!;

/** Resolves with the next event of that type on el. */
export const next = <T = unknown>(el: EventTarget, type: string) =>
  new Promise<CustomEvent<T>>((resolve) => el.addEventListener(type, (e) => resolve(e as CustomEvent<T>), { once: true }));

export interface ServerRecord {
  method: string;
  path: string;
  status: number;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  decoded?: Record<string, unknown>;
  fault?: Record<string, unknown>;
}

/** What the server received on a path for one form id, oldest first. */
export async function received(path: string, formId?: string): Promise<ServerRecord[]> {
  const { records } = (await (await fetch(`/__ss/received?path=${encodeURIComponent(path)}&limit=1000`)).json()) as {
    records: ServerRecord[];
  };
  return records.filter((r) => !formId || r.body?.formId === formId).reverse();
}

/** The submissions the server stored for a form. */
export async function stored(formId: string): Promise<{ form: Record<string, unknown>; key: string }[]> {
  const res = await fetch(`/__ss/submissions?formId=${encodeURIComponent(formId)}&limit=1000`);
  return ((await res.json()) as { submissions: { form: Record<string, unknown>; key: string }[] }).submissions;
}

/** Sets up a fault for this test file's page only (test files run side by side). */
export async function fault(f: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ referer: location.href, ...f });
  const res = await fetch('/__ss/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (res.status !== 201) throw new Error(`fault not set: ${await res.text()}`);
}

/** Clears this test file's faults on a path. */
export const clearFaults = (path = '/api/form/SaveFormSubmission') =>
  fetch(`/__ss/faults?path=${encodeURIComponent(path)}&referer=${encodeURIComponent(location.href)}`, { method: 'DELETE' });

/** Waits until `check` holds, a frame at a time (for at most `frames`). */
export async function until(check: () => boolean | Promise<boolean>, frames = 300): Promise<void> {
  for (let i = 0; i < frames; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached');
}

/** The key of a form's draft: the page, the form id and its place on the page (its block's
 * id, else its own id, else its rank among the page's forms: '1' for a lone test form). */
export const placedKey = (formId: unknown, place = '1', path = location.pathname) => `${draftKey(path, String(formId))}#${place}`;
