/// <reference types="node" />
// The reference server's form endpoints, for real (spec 001 §3 "Form submission", §5, §7
// FormSubmissionKey and SaveFormSubmission, §8 "Form"): definitions, keys bound to their
// payload and replayed, the rate limit, validation against the definition with the client's
// messages, durable storage, the drop faults, and the inspector's view.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { start, json, received, removeDir, type Running } from './helpers.js';
import { readFileSync } from 'node:fs';
import { DEMO_FORMS, displayValue } from '../../../demo/server/forms.mjs';

let s: Running;
let n = 0;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
});
beforeEach(async () => {
  await fetch(`${s.base}/__ss/form-rate-limit`, { method: 'DELETE' });
  await fetch(`${s.base}/__ss/faults`, { method: 'DELETE' });
});

const KEY_ERROR = 'Error processing form submission. Please reload and try again.';
const post = (p: string, init: RequestInit = {}) => fetch(`${s.base}${p}`, { method: 'POST', ...init });
const key = async (base = s.base) =>
  ((await (await fetch(`${base}/api/form/FormSubmissionKey`, { method: 'POST' })).json()) as { key: string }).key;
const put = (formId: string, def: unknown) => fetch(`${s.base}/api/form/definitions/${formId}`, json(def, 'PUT'));
const save = (body: Record<string, unknown>, base = s.base) => fetch(`${base}/api/form/SaveFormSubmission`, json(body));
const stored = async (formId: string, base = s.base) =>
  (await (await fetch(`${base}/__ss/submissions?formId=${formId}`)).json()) as {
    submissions: { key: string; form: unknown; page: Record<string, unknown> }[];
    total: number;
  };

const FIELDS = [
  { id: 'name-1', type: 'name', title: 'Name', required: true },
  { id: 'email-1', type: 'email', title: 'Email', required: true },
  { id: 'address-1', type: 'address', title: 'Address' },
  { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 10 },
  { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'] },
  { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['Coffee', 'Events'] },
  { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Coffee', 'Staff'] },
  { id: 'section-1', type: 'section', title: 'More' },
  { id: 'hidden-1', type: 'hidden', key: 'source', value: 'x' },
];
const VALID = { 'name-1': ['Ada', 'Lovelace'], 'email-1': 'ada@example.com' };

/** A fresh form on the server; its id. */
async function newForm(more: Record<string, unknown> = {}, fields: unknown[] = FIELDS): Promise<string> {
  const formId = `f${++n}`;
  expect((await put(formId, { build: { fields }, ...more })).status).toBe(200);
  return formId;
}

async function submit(formId: string, values: unknown, extra: Record<string, unknown> = {}) {
  const r = await save({ key: await key(), formId, form: JSON.stringify(values), ...extra });
  return { status: r.status, body: r.status === 204 ? undefined : await r.json() };
}

describe('definitions (ours: the editor saves a form here)', () => {
  it('stores a definition in either shape and gives it back', async () => {
    const island = { formName: 'Island', formFields: [{ id: 'email-1', type: 'email', title: 'Email' }], captchaEnabled: false };
    const r = await put('island', island);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ definition: { ...island, formId: 'island' } });
    expect(await (await fetch(`${s.base}/api/form/definitions/island`)).json()).toEqual({ ...island, formId: 'island' });
    expect((await submit('island', { 'email-1': 'ada@example.com' })).status).toBe(204);
  });

  it('answers 404 for a form it does not have', async () => {
    const r = await fetch(`${s.base}/api/form/definitions/nope`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: 'This form has not been configured yet.' });
  });

  it('refuses a definition that is not one', async () => {
    for (const [def, error] of [
      [[], 'Expected a JSON object'],
      [{ build: {} }, 'Expected build.fields (or formFields): a list of fields'],
      [{ build: { fields: [3] } }, 'Field 0 is not an object'],
      [{ build: { fields: [{ type: 'text' }] } }, 'Field 0 has no id'],
      [{ build: { fields: [{ id: 'a', type: 'signature' }] } }, 'Field a has an unknown type: "signature"'],
      [
        {
          build: {
            fields: [
              { id: 'a', type: 'text' },
              { id: 'a', type: 'email' },
            ],
          },
        },
        'Field id a is used twice',
      ],
    ] as const) {
      const r = await put('bad', def);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error });
    }
  });

  it('has the demo forms without a PUT, and a PUT overrides a demo form', async () => {
    expect(((await (await fetch(`${s.base}/api/form/definitions/contact`)).json()) as { name: string }).name).toBe('Contact us');
    expect(Object.keys(DEMO_FORMS)).toEqual(['contact', 'newsletter', 'failures', 'plain']);
  });
});

describe('SaveFormSubmission', () => {
  it('issues random keys', async () => {
    const [a, b] = [await key(), await key()];
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a).not.toBe(b);
  });

  it('stores a valid submission with its page fields and answers 204', async () => {
    const formId = await newForm();
    const page = { pageTitle: 'Contact', pageId: 'p1', contentSource: 'collection', pagePath: '/contact', pagePermissionTypeValue: 1 };
    const r = await submit(formId, VALID, { collectionId: 'c', objectName: 'o', submitButtonText: 'Send', isOverlayForm: false, ...page });
    expect(r).toEqual({ status: 204, body: undefined });
    const { submissions } = await stored(formId);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ formId, form: VALID, page, collectionId: 'c', submitButtonText: 'Send' });
  });

  it('takes a form-encoded body too', async () => {
    const formId = await newForm();
    const body = new URLSearchParams({ key: await key(), formId, form: JSON.stringify(VALID) });
    const r = await post('/api/form/SaveFormSubmission', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(r.status).toBe(204);
  });

  it('404 for a form that is not configured', async () => {
    const r = await submit('unconfigured', VALID);
    expect(r).toEqual({ status: 404, body: { error: 'This form has not been configured yet.' } });
  });

  it('refuses a key never issued', async () => {
    const formId = await newForm();
    const r = await save({ key: 'made-up', formId, form: JSON.stringify(VALID) });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: KEY_ERROR });
  });

  it('400 when form is not a JSON string of a map', async () => {
    const formId = await newForm();
    for (const form of ['{oops', '[1]', '"text"']) {
      expect(await (await save({ key: await key(), formId, form })).json()).toEqual({
        error: 'Could not parse the form fields, please check your entries.',
      });
    }
  });

  describe('a key is bound to its first payload (our edge: no submission stored twice)', () => {
    it('the same payload again replays the first answer and stores nothing new', async () => {
      const formId = await newForm();
      const body = { key: await key(), formId, form: JSON.stringify(VALID), captchaKey: 'a' };
      expect((await save(body)).status).toBe(204);
      const again = await save({ ...body, captchaKey: 'b' });
      expect(again.status).toBe(204);
      expect((await stored(formId)).total).toBe(1);
      const [rec] = (await received(s.base, '/api/form/SaveFormSubmission', 1)).records;
      expect(rec.decoded).toEqual({ replayed: true });
    });

    it('a replayed failure is the same failure', async () => {
      const formId = await newForm();
      const body = { key: await key(), formId, form: JSON.stringify({ 'email-1': 'nope' }) };
      const first = await save(body);
      const second = await save(body);
      expect(first.status).toBe(400);
      expect(second.status).toBe(400);
      expect(await second.json()).toEqual(await first.json());
    });

    it('another payload with a used key is refused', async () => {
      const formId = await newForm();
      const k = await key();
      expect((await save({ key: k, formId, form: JSON.stringify(VALID) })).status).toBe(204);
      const other = await save({ key: k, formId, form: JSON.stringify({ ...VALID, 'email-1': 'grace@example.com' }) });
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ error: KEY_ERROR });
      expect((await stored(formId)).total).toBe(1);
    });

    it('passwords are left out of the binding (ours): a retry after a reload, which cannot repeat one, is the same submission', async () => {
      const formId = await newForm({}, [...FIELDS, { id: 'password-1', type: 'password', title: 'Password' }]);
      const k = await key();
      const first = { ...VALID, 'password-1': 'secret' };
      expect((await save({ key: k, formId, form: JSON.stringify(first) })).status).toBe(204);
      const retry = await save({ key: k, formId, form: JSON.stringify({ ...VALID, 'password-1': '' }) });
      expect(retry.status).toBe(204);
      expect((await received(s.base, '/api/form/SaveFormSubmission', 1)).records[0].decoded).toEqual({ replayed: true });
      const changed = await save({ key: k, formId, form: JSON.stringify({ ...first, 'email-1': 'grace@example.com' }) });
      expect(await changed.json()).toEqual({ error: KEY_ERROR });
      const { submissions } = await stored(formId);
      expect(submissions.map((x) => x.form)).toEqual([first]);
    });
  });

  describe('rate limit per visitor and form', () => {
    it('allows max saves in the window, refuses the next with 429; another visitor or form is not limited', async () => {
      await post('/__ss/form-rate-limit', json({ max: 2, windowMs: 60_000 }));
      const formId = await newForm();
      const as = (visitor: string) => ({ headers: { 'content-type': 'application/json', cookie: `crumb=${visitor}` } });
      const send = async (visitor: string, id = formId) =>
        (
          await post('/api/form/SaveFormSubmission', {
            ...as(visitor),
            body: JSON.stringify({ key: await key(), formId: id, form: JSON.stringify(VALID) }),
          })
        ).status;
      expect(await send('v1')).toBe(204);
      expect(await send('v1')).toBe(204);
      const third = await post('/api/form/SaveFormSubmission', {
        ...as('v1'),
        body: JSON.stringify({ key: await key(), formId, form: JSON.stringify(VALID) }),
      });
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
      expect(await send('v2')).toBe(204);
      expect(await send('v1', await newForm())).toBe(204);
    });

    it('a rate-limited key stays unused, replays do not count, and the window passes', async () => {
      await post('/__ss/form-rate-limit', json({ max: 1, windowMs: 200 }));
      const formId = await newForm();
      const headers = { 'content-type': 'application/json', cookie: 'crumb=v3' };
      const body = { key: await key(), formId, form: JSON.stringify(VALID) };
      expect((await post('/api/form/SaveFormSubmission', { headers, body: JSON.stringify(body) })).status).toBe(204);
      expect((await post('/api/form/SaveFormSubmission', { headers, body: JSON.stringify(body) })).status).toBe(204);
      const limited = { key: await key(), formId, form: JSON.stringify(VALID) };
      expect((await post('/api/form/SaveFormSubmission', { headers, body: JSON.stringify(limited) })).status).toBe(429);
      await new Promise((r) => setTimeout(r, 250));
      expect((await post('/api/form/SaveFormSubmission', { headers, body: JSON.stringify(limited) })).status).toBe(204);
    });

    it('refuses a bad limit', async () => {
      expect((await post('/__ss/form-rate-limit', json({ max: -1, windowMs: 10 }))).status).toBe(400);
      expect(await (await fetch(`${s.base}/__ss/form-rate-limit`)).json()).toEqual({ max: 5, windowMs: 60_000 });
    });
  });

  describe("validation against the definition (spec 001 §5, the client's messages)", () => {
    const errorsOf = async (formId: string, values: unknown) =>
      ((await submit(formId, values)).body as { errors?: Record<string, string> })?.errors;

    it('required fields, by type', async () => {
      const formId = await newForm({}, [
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'address-1', type: 'address', title: 'Address', required: true },
        { id: 'date-1', type: 'date', title: 'Date', required: true },
        { id: 'time-1', type: 'time', title: 'Time', required: true },
        { id: 'phone-1', type: 'phone', title: 'Phone', required: true },
        { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['a'], required: true },
        { id: 'likert-1', type: 'likert', title: 'Visit', options: ['Q1', 'Q2'], required: true },
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
      ]);
      expect(
        await errorsOf(formId, {
          'name-1': ['Ada', ' '],
          'address-1': ['1 Main', '', 'X', 'IL', '62701', ''],
          'date-1': ['1', '2', '2026'],
          'time-1': ['9', '', '', 'AM'],
          'phone-1': ['', '555', '123', '4567'],
          'checkbox-1': [],
          'likert-1': { Q1: ['1'], Q2: [] },
          'text-1': '  ',
        }),
      ).toEqual({
        'name-1': 'Name is required.',
        'address-1': 'Address is required.',
        'time-1': 'Time is required.',
        'checkbox-1': 'Interests is required.',
        'likert-1': 'Visit is required.',
        'text-1': 'Subject is required.',
      });
      // Address line 2 and a phone's country code may be empty.
      expect(
        await errorsOf(formId, {
          'name-1': ['Ada', 'L'],
          'address-1': ['1 Main', '', 'X', 'IL', '62701', 'US'],
          'date-1': ['1', '2', '2026'],
          'time-1': ['9', '30', '', 'AM'],
          'phone-1': ['', '555', '123', '4567'],
          'checkbox-1': ['a'],
          'likert-1': { Q1: ['1'], Q2: ['-2'] },
          'text-1': 'x',
        }),
      ).toBe(undefined);
    });

    it('email: 3 to 256 characters in address format; empty and optional passes', async () => {
      const formId = await newForm({}, [{ id: 'email-1', type: 'email', title: 'Email' }]);
      const message = 'Email is not valid. Email addresses should follow the format user@domain.com.';
      const at = (len: number) => `${'a'.repeat(len - '@b.co'.length)}@b.co`;
      expect(await errorsOf(formId, { 'email-1': at(256) })).toBe(undefined);
      expect(await errorsOf(formId, { 'email-1': at(257) })).toEqual({ 'email-1': message });
      expect(await errorsOf(formId, { 'email-1': 'a@b' })).toEqual({ 'email-1': message });
      expect(await errorsOf(formId, { 'email-1': '' })).toBe(undefined);
    });

    it('US zip: exactly five digits, for the US or no country', async () => {
      const formId = await newForm({}, [{ id: 'address-1', type: 'address', title: 'Address' }]);
      const zip = (z: string, country = '') => ({ 'address-1': ['1 Main', '', 'X', 'IL', z, country] });
      const message = { 'address-1': 'A US ZIP code must be exactly five digits.' };
      expect(await errorsOf(formId, zip('12345'))).toBe(undefined);
      expect(await errorsOf(formId, zip('1234'))).toEqual(message);
      expect(await errorsOf(formId, zip('123456', 'United States'))).toEqual(message);
      expect(await errorsOf(formId, zip('SW1A 1AA', 'United Kingdom'))).toBe(undefined);
    });

    it('textarea length: at the limit passes, one over fails', async () => {
      const formId = await newForm();
      expect(await errorsOf(formId, { ...VALID, 'textarea-1': 'a'.repeat(10) })).toBe(undefined);
      expect(await errorsOf(formId, { ...VALID, 'textarea-1': 'a'.repeat(11) })).toEqual({
        'textarea-1': 'You have exceeded the character limit.',
      });
    });

    it('choices outside the options, and "server-error-test" anywhere, are rejected', async () => {
      const formId = await newForm();
      const rejected = 'This value was rejected by the server.';
      expect(
        await errorsOf(formId, { ...VALID, 'radio-1': 'Roof', 'checkbox-1': ['Coffee', 'Golf'], 'likert-1': { Coffee: ['3'] } }),
      ).toEqual({
        'radio-1': rejected,
        'checkbox-1': rejected,
        'likert-1': rejected,
      });
      expect(await errorsOf(formId, { ...VALID, 'email-1': 'server-error-test@example.com' })).toEqual({ 'email-1': rejected });
      expect(await errorsOf(formId, { ...VALID, 'radio-1': '', 'unknown-9': 'ignored' })).toBe(undefined);
    });

    it('a form with a captcha needs a captchaKey', async () => {
      const formId = await newForm({ captcha: { enabled: true } });
      expect(await submit(formId, VALID)).toEqual({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
      expect((await submit(formId, VALID, { captchaKey: 'fake-captcha-1' })).status).toBe(204);
    });
  });

  describe('drop faults', () => {
    it('before: no answer and nothing stored; the same key then saves once', async () => {
      const formId = await newForm();
      await post('/__ss/faults', json({ path: '/api/form/SaveFormSubmission', drop: 'before', times: 1 }));
      const body = { key: await key(), formId, form: JSON.stringify(VALID) };
      await expect(save(body).then((r) => r.text())).rejects.toThrow();
      expect((await stored(formId)).total).toBe(0);
      expect((await save(body)).status).toBe(204);
      expect((await stored(formId)).total).toBe(1);
    });

    it('after: stored, the answer lost; a retry with the key and payload replays 204 and stores nothing new', async () => {
      const formId = await newForm();
      await post('/__ss/faults', json({ path: '/api/form/SaveFormSubmission', drop: 'after', times: 1 }));
      const body = { key: await key(), formId, form: JSON.stringify(VALID) };
      await expect(save(body).then((r) => r.text())).rejects.toThrow();
      expect((await stored(formId)).total).toBe(1);
      const [lost] = (await received(s.base, '/api/form/SaveFormSubmission', 1)).records;
      expect(lost).toMatchObject({ status: 0, answered: 204 });
      expect((await save(body)).status).toBe(204);
      expect((await stored(formId)).total).toBe(1);
    });

    it('json: a status answers with the given body', async () => {
      const formId = await newForm();
      await post(
        '/__ss/faults',
        json({ path: '/api/form/SaveFormSubmission', status: 400, json: { errors: { 'email-1': 'No.' } }, times: 1 }),
      );
      expect(await submit(formId, VALID)).toEqual({ status: 400, body: { errors: { 'email-1': 'No.' } } });
    });
  });

  it('keeps definitions, used keys and submissions across a restart', async () => {
    const b = await start();
    await fetch(
      `${b.base}/api/form/definitions/kept`,
      json({ build: { fields: [{ id: 'email-1', type: 'email', title: 'Email' }] } }, 'PUT'),
    );
    const body = { key: await key(b.base), formId: 'kept', form: JSON.stringify({ 'email-1': 'a@b.co' }) };
    expect((await save(body, b.base)).status).toBe(204);
    const spare = await key(b.base);
    await b.stop();
    const c = await start({ dataDir: b.dataDir });
    try {
      expect((await stored('kept', c.base)).total).toBe(1);
      expect((await save(body, c.base)).status).toBe(204);
      expect((await stored('kept', c.base)).total).toBe(1);
      expect((await save({ ...body, key: spare }, c.base)).status).toBe(204);
      expect((await stored('kept', c.base)).total).toBe(2);
    } finally {
      await c.stop();
      removeDir(b.dataDir);
    }
  });
});

describe('the inspector shows submissions', () => {
  it("by field title in the form's order, N/A for empty, escaped", async () => {
    const formId = await newForm({ name: 'Inspected <form>' });
    await submit(formId, { ...VALID, 'textarea-1': '<b>hi</b>', 'likert-1': { Coffee: ['2'], Staff: [] } });
    const html = await (await fetch(`${s.base}/__ss/inspector`)).text();
    expect(html).toContain('Inspected &lt;form&gt;');
    expect(html).toContain('<dt>Message</dt><dd>&lt;b&gt;hi&lt;/b&gt;</dd>');
    expect(html).toContain('<dt>Address</dt><dd>N/A</dd>');
    expect(html).toContain('<dt>Name</dt><dd>Ada Lovelace</dd>');
    expect(html).toContain('<dt>Visit</dt><dd>Coffee: Strongly Agree\nStaff: N/A</dd>');
    expect(html).not.toContain('<dt>More</dt>');
  });

  it("shows values as a person reads them (spec 001 §3 'N/A')", () => {
    expect(displayValue(undefined, '')).toBe('N/A');
    expect(displayValue(undefined, [' ', ''])).toBe('N/A');
    expect(displayValue({ id: 'c', type: 'checkbox' }, ['a', 'b'])).toBe('a, b');
    expect(displayValue({ id: 'n', type: 'name' }, ['Ada', '', 'L'])).toBe('Ada L');
    expect(displayValue({ id: 't', type: 'time' }, ['', '', '', 'AM'])).toBe('N/A');
  });
});

describe('the demo page carries the demo forms', () => {
  const page = readFileSync('demo/index.html', 'utf8');
  it("the contact form's JSON island is the server's contact definition", () => {
    const island = /<section[^>]*id="contact"[\s\S]*?<script type="application\/json">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(island!)).toEqual(DEMO_FORMS.contact);
  });
  it("the published newsletter and failure forms have the definitions' field ids", () => {
    for (const id of ['newsletter', 'failures'] as const) {
      const form = new RegExp(`<form[^>]*data-form-id="${id}"[\\s\\S]*?</form>`).exec(page)![0];
      const items = [...form.matchAll(/<[a-z]+\s[^>]*\bform-item\b[^>]*>/g)].map((m) => m[0]);
      const ids = items.map((tag) => /\bid="([^"]+)"/.exec(tag)?.[1]);
      expect(ids, id).toEqual(DEMO_FORMS[id].build.fields.map((f) => f.id));
    }
  });
  it("the plain page's published form has the definition's field ids", () => {
    const form = /<form[^>]*data-form-id="plain"[\s\S]*?<\/form>/.exec(readFileSync('demo/plain.html', 'utf8'))![0];
    const ids = [...form.matchAll(/<[a-z]+\s[^>]*\bform-item\b[^>]*>/g)].map((m) => /\bid="([^"]+)"/.exec(m[0])?.[1]);
    expect(ids).toEqual(DEMO_FORMS.plain.build.fields.map((f) => f.id));
  });
});

describe('faults for one page only (referer)', () => {
  it('meet only requests from the page that set them up, and are cleared per page', async () => {
    const formId = await newForm();
    await post('/__ss/faults', json({ path: '/api/form/SaveFormSubmission', status: 500, times: 1, referer: 'page-a' }));
    await post('/__ss/faults', json({ path: '/api/form/SaveFormSubmission', status: 401, referer: 'page-b' }));
    const from = async (page: string) =>
      (
        await post('/api/form/SaveFormSubmission', {
          headers: { 'content-type': 'application/json', referer: `http://x/?${page}` },
          body: JSON.stringify({ key: await key(), formId, form: JSON.stringify(VALID) }),
        })
      ).status;
    expect(await from('other')).toBe(204);
    expect(await from('page-a')).toBe(500);
    expect(await from('page-a')).toBe(204);
    await fetch(`${s.base}/__ss/faults?path=/api/form/SaveFormSubmission&referer=page-a`, { method: 'DELETE' });
    expect(await from('page-b')).toBe(401);
    await fetch(`${s.base}/__ss/faults?path=/api/form/SaveFormSubmission&referer=page-b`, { method: 'DELETE' });
    expect(await from('page-b')).toBe(204);
  });
});
