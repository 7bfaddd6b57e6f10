// Sending a form against the reference server (spec 001 §4 "Form", §7 FormSubmissionKey,
// SaveFormSubmission, census form-render, §8 "Form"): the lock, the request, success,
// every failure by status, the captcha, newsletter and census. Each test registers its own
// form under a unique id, so records and the rate limit are its own.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';
import { allowScriptHosts, resetScriptHosts } from '../../../../src/services/script-hosts.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import {
  clearFaults,
  click,
  definition,
  errorOf,
  fault,
  field,
  form,
  mountJson,
  mountMarkup,
  next,
  messagesShown,
  notices,
  ready,
  received,
  stored,
  submitButton,
  type,
  until,
  type Definition,
} from './helpers.js';
import type { SsForm, SsFormFailureDetail, SsFormSuccessDetail } from '../../../../src/blocks/ss-form/ss-form.js';
import { takeTurns } from '../../services/telemetry/helpers.js';

// The visitor cookie is the origin's: these tests take turns with other files'.
takeTurns();

const SAVE = '/api/form/SaveFormSubmission';
const KEY = '/api/form/FormSubmissionKey';
const EMAIL = { id: 'email-1', type: 'email', title: 'Email', required: true };
const MESSAGE = { id: 'textarea-1', type: 'textarea', title: 'Message' };

async function contact(more: Record<string, unknown> = {}): Promise<[SsForm, Definition]> {
  const def = await definition([EMAIL, MESSAGE], {
    collectionId: 'col-1',
    objectName: 'obj-1',
    advanced: { submitButtonText: 'Send' },
    ...more,
  });
  return [await mountJson(def), def];
}

async function fillAndSend(el: SsForm, email = 'ada@example.com'): Promise<void> {
  await type(el.querySelector('input[type=email]')!, email);
  await click(submitButton(el));
}

const liveText = (el: Element) => el.querySelector('.ss-form-live')?.textContent ?? '';

describe('ss-form: sending', function () {
  // Real typing and clicks, and a server round trip or two, per test: time for a busy machine.
  // A limit for a hang, not a speed check: the first captcha test (its script and module cold)
  // went over 20 s on a two-core machine running two suites.
  this.timeout(60000);

  afterEach(async () => {
    await clearFaults(SAVE);
    await clearFaults(KEY);
    await clearFaults('/api/census/form-render');
  });

  describe('success', () => {
    it('locks while sending: busy, read-only, the button says Submitting…', async () => {
      const [el] = await contact();
      await fault({ path: SAVE, delay: 400, times: 1 });
      const done = next(el, 'ss-form-success');
      await fillAndSend(el);
      await until(() => el.state === 'submitting');
      await el.updateComplete;
      expect(form(el).getAttribute('aria-busy')).to.equal('true');
      expect(submitButton(el).textContent!.trim()).to.equal('Submitting…');
      expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
      expect(el.querySelector<HTMLInputElement>('input[type=email]')!.readOnly).to.equal(true);
      expect(el.querySelector('textarea')!.readOnly).to.equal(true);
      await done;
      expect(el.state).to.equal('success');
      expect(form(el).hasAttribute('aria-busy')).to.equal(false);
    });

    it('a form inside <ss-popup> is sent as an overlay form (isOverlayForm true), unasked', async () => {
      const def = await definition([EMAIL], { collectionId: 'col-1' });
      const popup = await fixture(
        `<ss-popup><ss-form data-block-json='${JSON.stringify(def).replace(/'/g, '&#39;')}'></ss-form></ss-popup>`,
      );
      const el = popup.querySelector<SsForm>('ss-form')!;
      await ready(el);
      const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
      await fillAndSend(el);
      await success;
      const [save] = await received(SAVE, def.formId as string);
      expect(save.body).to.include({ isOverlayForm: true });
    });

    it('sends the key, then the submission with every field of spec 001 §3', async () => {
      const [el, def] = await contact();
      document.title = 'Contact — Tidewater';
      const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
      await type(el.querySelector('textarea')!, 'Hello');
      await fillAndSend(el);
      const { detail } = await success;
      expect(detail).to.deep.equal({
        formId: def.formId,
        values: { 'email-1': 'ada@example.com', 'textarea-1': 'Hello' },
        newsletter: false,
      });
      const [save] = await received(SAVE, def.formId as string);
      const keys = (await received(KEY)).filter((r) => r.status === 200);
      expect(keys.length).to.be.greaterThan(0);
      expect(save.status).to.equal(204);
      expect(save.headers['content-type']).to.contain('application/json');
      expect(save.headers['x-csrf-token']).to.be.a('string');
      const body = save.body;
      expect(Object.keys(body).sort()).to.deep.equal(
        [
          'key',
          'formId',
          'collectionId',
          'objectName',
          'isOverlayForm',
          'submitButtonText',
          'form',
          'pageTitle',
          'pageId',
          'contentSource',
          'pagePath',
          'pagePermissionTypeValue',
        ].sort(),
      );
      expect(body).to.include({
        formId: def.formId,
        collectionId: 'col-1',
        objectName: 'obj-1',
        isOverlayForm: false,
        submitButtonText: 'Send',
      });
      expect(JSON.parse(body.form as string)).to.deep.equal({ 'email-1': 'ada@example.com', 'textarea-1': 'Hello' });
      expect(body).to.include({
        pageTitle: 'Contact — Tidewater',
        pagePath: location.pathname,
        contentSource: 'collection',
        pagePermissionTypeValue: 1,
      });
      expect(await stored(def.formId as string)).to.have.length(1);
    });

    it('hides the fields, shows the success text and the sanitised post-submit HTML, and moves focus there', async () => {
      const [el] = await contact({
        advanced: {
          submitButtonText: 'Send',
          postSubmitMessage: 'Thanks, we will write back.',
          postSubmitHtml:
            '<p>See <a href="/work" onclick="window.__bad=1">our work</a><script>window.__bad=1</script></p><a href="javascript:window.__bad=1">x</a>',
        },
      });
      const done = next(el, 'ss-form-success');
      await fillAndSend(el);
      await done;
      const text = el.querySelector<HTMLElement>('.form-submission-text')!;
      const html = el.querySelector<HTMLElement>('.form-submission-html')!;
      expect(text.textContent).to.equal('Thanks, we will write back.');
      expect(text.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(document.activeElement).to.equal(text);
      expect(field(el, 'email-1').getBoundingClientRect().height).to.equal(0);
      expect(submitButton(el).getBoundingClientRect().height).to.equal(0);
      expect(html.innerHTML).to.equal('<p>See <a href="/work">our work</a></p><a>x</a>');
      html.querySelector<HTMLElement>('a:not([href])')!.click();
      expect((window as { __bad?: number }).__bad).to.equal(undefined);
      await expectAccessible(el);
    });

    it('writes its state to the state attribute, and never reads it from there', async () => {
      const [el] = await contact();
      expect(el.getAttribute('state')).to.equal('idle');
      el.setAttribute('state', 'submitting');
      const done = next(el, 'ss-form-success');
      await fillAndSend(el);
      await done;
      await el.updateComplete;
      expect(el.getAttribute('state')).to.equal('success');
    });

    it('a double click sends exactly one submission', async () => {
      const [el, def] = await contact();
      await fault({ path: SAVE, delay: 300, times: 1 });
      const done = next(el, 'ss-form-success');
      await type(el.querySelector('input[type=email]')!, 'ada@example.com');
      const button = submitButton(el);
      button.scrollIntoView({ block: 'center' });
      const r = button.getBoundingClientRect();
      const { sendMouse } = await import('@web/test-runner-commands');
      const at: [number, number] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
      await sendMouse({ type: 'click', position: at });
      await sendMouse({ type: 'click', position: at });
      await sendKeys({ press: 'Enter' });
      await done;
      expect(await received(SAVE, def.formId as string)).to.have.length(1);
      expect(await stored(def.formId as string)).to.have.length(1);
    });

    it('follows a success redirect to an http(s) or relative URL, unless the success event is canceled', async () => {
      for (const [redirect, expected] of [
        ['/thanks', '/thanks'],
        ['https://example.com/thanks', 'https://example.com/thanks'],
        ['javascript:alert(1)', undefined],
        ['mailto:a@b.co', undefined],
      ] as const) {
        const [el] = await contact({ advanced: { submitButtonText: 'Send', successRedirect: redirect } });
        const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
        el.addEventListener('ss-form-success', (e) => e.preventDefault());
        await fillAndSend(el);
        expect((await success).detail.redirect, redirect).to.equal(expected);
      }
    });

    it('a submission the page sends itself: showSuccess() shows the form’s own success, and sends nothing', async () => {
      const [el, def] = await contact();
      const submitted = next<{ formId: string; values: Record<string, unknown> }>(el, 'ss-form-submit');
      el.addEventListener('ss-form-submit', (e) => e.preventDefault(), { once: true });
      // Ours: before any cancelled submission it does nothing.
      await el.showSuccess();
      expect(el.state).to.equal('idle');
      await fillAndSend(el);
      const { detail: sent } = await submitted;
      expect(el.state).to.equal('idle');
      const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
      await el.showSuccess();
      const { detail } = await success;
      expect(detail).to.deep.equal({ formId: def.formId, values: sent.values, newsletter: false });
      expect(el.state).to.equal('success');
      expect(el.querySelector('input[type=email]')!.checkVisibility(), 'the fields give way').to.equal(false);
      const thanks = el.querySelector<HTMLElement>('.form-submission-text')!;
      expect(thanks.textContent).to.equal('Thank you!');
      expect(document.activeElement).to.equal(thanks);
      expect(await received(SAVE, def.formId as string)).to.have.length(0);
      await expectAccessible(el);
    });

    it('reads the redirect from the published form and navigates there (in a frame)', async () => {
      const def = await definition([EMAIL]);
      const frame = document.createElement('iframe');
      frame.src = '/test/fixtures/form-page.html';
      document.body.append(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      const doc = frame.contentDocument!;
      doc.body.innerHTML = `<ss-form><form data-form-id="${def.formId}" data-success-redirect="/test/fixtures/form-page.html?thanks=1">
        <div class="form-item field email required" id="email-1"><label class="title" for="e">Email</label><input id="e" class="field-element" type="email"></div>
        <button type="submit">Send</button></form></ss-form>`;
      const el = doc.querySelector('ss-form') as SsForm;
      await until(() => !!(el as { updateComplete?: unknown }).updateComplete);
      await el.updateComplete;
      (doc.querySelector('input') as HTMLInputElement).value = 'ada@example.com';
      (doc.querySelector('button') as HTMLButtonElement).click();
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      expect(frame.contentWindow!.location.search).to.equal('?thanks=1');
      frame.remove();
    });
  });

  describe('failures (spec 001 §8 "Form")', () => {
    const statuses: [number, string][] = [
      [401, 'Unable to submit form. Please try again later.'],
      [404, 'This form has not been configured yet.'],
      [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
      [500, 'Unable to send form. Please try again later.'],
    ];
    for (const [status, message] of statuses) {
      it(`${status}: '${message}', the lock released and the entries kept`, async () => {
        const [el] = await contact();
        await fault({ path: SAVE, status, times: 1 });
        const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
        await type(el.querySelector('textarea')!, 'Keep me');
        await fillAndSend(el);
        expect((await failure).detail).to.deep.equal({ message, fields: {}, network: false });
        await el.updateComplete;
        expect(el.state).to.equal('idle');
        expect(notices(el)).to.deep.equal([message]);
        expect(
          el.querySelector('.form-notice--bottom')!.compareDocumentPosition(submitButton(el)) & Node.DOCUMENT_POSITION_PRECEDING,
        ).to.not.equal(0);
        await until(() => liveText(el) === message);
        expect(submitButton(el).textContent!.trim()).to.equal('Send');
        expect(submitButton(el).hasAttribute('aria-disabled')).to.equal(false);
        expect(el.querySelector<HTMLInputElement>('input[type=email]')!.value).to.equal('ada@example.com');
        expect(el.querySelector('textarea')!.value).to.equal('Keep me');
        expect(el.querySelector<HTMLInputElement>('input[type=email]')!.readOnly).to.equal(false);
      });
    }

    it('a form the server does not know: 404 without any injected fault', async () => {
      const def = await definition([EMAIL], {}, { register: false });
      const el = await mountJson(def);
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await fillAndSend(el);
      expect((await failure).detail.message).to.equal('This form has not been configured yet.');
    });

    it("400 with field errors: each field marked with the server's message before its title, the general message above", async () => {
      const [el] = await contact();
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await fillAndSend(el, 'server-error-test@example.com');
      const { detail } = await failure;
      expect(detail.fields).to.deep.equal({ 'email-1': 'This value was rejected by the server.' });
      expect(errorOf(el, 'email-1')).to.equal('This value was rejected by the server.');
      expect(field(el, 'email-1').firstElementChild!.classList.contains('field-error')).to.equal(true);
      // The form fits the window: no scroll notes (ours).
      expect(notices(el)).to.deep.equal(['One or more fields is invalid, please check your entries.']);
      expect(el.querySelector('form')!.firstElementChild!.classList.contains('form-notice--top')).to.equal(true);
      expect(document.activeElement).to.equal(el.querySelector('input[type=email]'));
      await expectAccessible(el);
    });

    it('a newsletter form shows no general message above its field errors', async () => {
      const [el] = await contact({ newsletter: true });
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await fillAndSend(el, 'server-error-test@example.com');
      expect((await failure).detail.message).to.equal(undefined);
      expect(errorOf(el, 'email-1')).to.equal('This value was rejected by the server.');
      // Nothing but the field's message: the form fits the window, so no scroll notes (ours).
      expect(messagesShown(el)).to.deep.equal(['This value was rejected by the server.']);
    });

    it("otherwise the server's error text as it is, else the unknown error", async () => {
      const [el] = await contact();
      await fault({ path: SAVE, status: 400, json: { error: 'This form is closed for the holidays.' }, times: 1 });
      let failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await fillAndSend(el);
      expect((await failure).detail.message).to.equal('This form is closed for the holidays.');
      await fault({ path: SAVE, status: 400, json: { nothing: true }, times: 1 });
      failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await click(submitButton(el));
      expect((await failure).detail.message).to.equal('Unknown error, please try again later.');
    });

    it("no key: 'Could not get a form submission key, please try again later.' and nothing saved", async () => {
      const [el, def] = await contact();
      await fault({ path: KEY, status: 500, times: 1 });
      const failure = next<SsFormFailureDetail>(el, 'ss-form-failure');
      await fillAndSend(el);
      expect((await failure).detail.message).to.equal('Could not get a form submission key, please try again later.');
      expect(await received(SAVE, def.formId as string)).to.have.length(0);
    });

    it('clears the last failure when sent again, and succeeds', async () => {
      const [el] = await contact();
      await fault({ path: SAVE, status: 500, times: 1 });
      const failure = next(el, 'ss-form-failure');
      await fillAndSend(el);
      await failure;
      const success = next(el, 'ss-form-success');
      await click(submitButton(el));
      await success;
      expect(notices(el)).to.deep.equal([]);
    });
  });

  describe('the captcha', () => {
    beforeEach(() => {
      const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
      script.textContent = JSON.stringify({ website: { captchaSettings: { siteKey: 'test-key', scriptUrl: '/demo/fake-captcha.js' } } });
      document.head.append(script);
      resetSiteContext();
      // The fake captcha is on the test server, a host the page allows (ours).
      allowScriptHosts('captcha', [location.host]);
    });
    afterEach(() => {
      document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
      resetSiteContext();
      resetScriptHosts();
    });

    const captchaBox = (el: Element) => el.querySelector<HTMLInputElement>('.captcha-container input[type=checkbox]');

    it("must be completed: 'Complete CAPTCHA before submitting.'; its answer is sent as captchaKey", async () => {
      const [el, def] = await contact({ captcha: { enabled: true } });
      await until(() => !!captchaBox(el));
      const invalid = next(el, 'ss-form-invalid');
      await fillAndSend(el);
      await invalid;
      expect(el.querySelector('.captcha-error')!.textContent).to.equal('Complete CAPTCHA before submitting.');
      expect(notices(el)).to.deep.equal(['Complete CAPTCHA before submitting.']);
      await click(captchaBox(el)!);
      expect(captchaBox(el)!.checked, 'the click checked the captcha').to.equal(true);
      // Whichever way the send ends, named (a wrong one fails here, not at the suite's limit).
      const ended = Promise.race(['ss-form-success', 'ss-form-failure', 'ss-form-invalid'].map((type) => next(el, type).then(() => type)));
      await click(submitButton(el));
      expect(await ended).to.equal('ss-form-success');
      const [save] = await received(SAVE, def.formId as string);
      expect(save.body.captchaKey).to.match(/^fake-captcha-/);
    });

    it('resets after a failure and holds the submit until it is done again', async () => {
      const [el] = await contact({ captcha: { enabled: true } });
      await until(() => !!captchaBox(el));
      await click(captchaBox(el)!);
      await fault({ path: SAVE, status: 500, times: 1 });
      const failure = next(el, 'ss-form-failure');
      await fillAndSend(el);
      await failure;
      expect(captchaBox(el)!.checked).to.equal(false);
      expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
      await click(captchaBox(el)!);
      expect(submitButton(el).hasAttribute('aria-disabled')).to.equal(false);
    });

    it('loads its script only for a form that has a captcha, once for the page', async () => {
      const scripts = () => [...document.querySelectorAll('script[src*="fake-captcha"]')].length;
      const before = scripts();
      await contact();
      await nextFrame();
      expect(scripts()).to.equal(before);
      const [a] = await contact({ captcha: { enabled: true } });
      const [b] = await contact({ captcha: { enabled: true } });
      await until(() => !!captchaBox(a) && !!captchaBox(b));
      expect(scripts()).to.be.at.most(Math.max(before, 1));
    });

    it('says it cannot be shown, and logs, when the site has no captcha key', async () => {
      document.getElementById(SITE_CONTEXT_SCRIPT_ID)!.textContent = '{}';
      resetSiteContext();
      const { result: el, messages } = await captureConsole('error', async () => {
        const [el] = await contact({ captcha: { enabled: true } });
        await until(() => !!el.querySelector('.captcha-unavailable'));
        return el;
      });
      expect(el.querySelector('.captcha-unavailable')!.textContent).to.equal(
        'The CAPTCHA could not be loaded. Please reload the page and try again.',
      );
      expect(String(messages[0]?.[0])).to.contain('captcha site key');
    });
  });

  describe('newsletter and census', () => {
    it('a newsletter form records a subscribe event on success', async () => {
      const def = await definition([EMAIL]);
      const el = await mountMarkup(`<div class="sqs-block newsletter-block"><div class="sqs-block-content">
        <form class="newsletter-form" data-form-id="${def.formId}">
          <div class="form-item field email required" id="email-1"><label class="title" for="n-email">Email</label>
          <input id="n-email" class="field-element" type="email" name="email"></div>
          <button type="submit">Sign up</button>
          <div class="form-submission-text hidden">Thank you for signing up!</div></form></div></div>`);
      const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
      await fillAndSend(el);
      expect((await success).detail.newsletter).to.equal(true);
      await until(async () => (await received('/api/events/RecordEvent')).some((r) => String(r.body.data).includes(def.formId as string)));
      const event = (await received('/api/events/RecordEvent')).find((r) => String(r.body.data).includes(def.formId as string))!;
      expect(event.body.event).to.equal('subscribe');
      expect(el.querySelector('.form-submission-text')!.textContent).to.equal('Thank you for signing up!');
    });

    it('sends the form-render census once, with the visitor cookie and page fields; its failure is silent', async () => {
      document.cookie = 'ss_cvr=visitor-1|1|2|3|4; path=/';
      const def = await definition([EMAIL]);
      const el = await mountJson(def);
      await until(async () => (await received('/api/census/form-render')).some((r) => r.body.formId === def.formId));
      const records = (await received('/api/census/form-render')).filter((r) => r.body.formId === def.formId);
      expect(records).to.have.length(1);
      expect(records[0].body).to.include({ visitorCookie: 'visitor-1|1|2|3|4', pagePath: location.pathname, contentSource: 'collection' });
      el.requestUpdate();
      await el.updateComplete;
      expect((await received('/api/census/form-render')).filter((r) => r.body.formId === def.formId)).to.have.length(1);
      document.cookie = 'ss_cvr=; path=/; max-age=0';

      await fault({ path: '/api/census/form-render', status: 500, times: 1 });
      const other = await definition([EMAIL]);
      const { messages } = await captureConsole('error', async () => {
        await mountJson(other);
        await until(async () => (await received('/api/census/form-render')).some((r) => r.body.formId === other.formId));
      });
      expect(messages).to.deep.equal([]);
      expect(document.querySelector('ss-system-error')).to.equal(null);
    });
  });

  describe('keyboard only', () => {
    it('is filled in and sent with the keyboard alone', async () => {
      const def = await definition([
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        EMAIL,
        { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'], required: true },
      ]);
      const el = await mountJson(def);
      const success = next<SsFormSuccessDetail>(el, 'ss-form-success');
      el.querySelector<HTMLInputElement>('input')!.focus();
      await sendKeys({ type: 'Ada' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Lovelace' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'ada@example.com' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      const { detail } = await success;
      expect(detail.values).to.deep.equal({ 'name-1': ['Ada', 'Lovelace'], 'email-1': 'ada@example.com', 'radio-1': 'Terrace' });
    });
  });
});
