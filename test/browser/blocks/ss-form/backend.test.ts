// A form outside the platform (ours: the spec has every call on the page's own origin): the
// data layer's endpoints send the form's calls to the integrator's backend, and census: false
// keeps the form-render census from being sent at all. The reference server stands in for
// both backends: an endpoint names its own path with a marker in the query.
import { expect } from '@open-wc/testing';
import { configureDataLayer } from '../../../../src/services/data-layer.js';
import { click, definition, mountJson, next, received, submitButton, type, until } from './helpers.js';

const SAVE = '/api/form/SaveFormSubmission';
const KEY = '/api/form/FormSubmissionKey';
const RENDER = '/api/census/form-render';
const EMAIL = { id: 'email-1', type: 'email', title: 'Email', required: true };

describe('ss-form against a backend of its own', function () {
  this.timeout(20000);
  afterEach(() => configureDataLayer());

  it('sends the submission key and the submission to the endpoints it is given', async () => {
    configureDataLayer({ endpoints: { [SAVE]: `${SAVE}?backend=own`, [KEY]: `${KEY}?backend=own` } });
    const def = await definition([EMAIL]);
    const el = await mountJson(def);
    const done = next(el, 'ss-form-success');
    await type(el.querySelector('input[type=email]')!, 'ada@example.com');
    await click(submitButton(el));
    await done;
    const saved = await received(SAVE, def.formId as string);
    expect(saved.map((r) => r.query.backend)).to.deep.equal(['own']);
    const keys = (await received(KEY)).filter((r) => r.query.backend === 'own');
    expect(keys.length, 'the key came from the endpoint too').to.be.greaterThan(0);
  });

  it('census: false sends no form-render census', async () => {
    configureDataLayer({ census: false });
    const quiet = await definition([EMAIL]);
    await mountJson(quiet);
    configureDataLayer();
    const counted = await definition([EMAIL]);
    await mountJson(counted);
    // Both go through one outbox channel, in order: once the second is in, the first would be.
    await until(async () => (await received(RENDER, counted.formId as string)).length === 1);
    expect(await received(RENDER, quiet.formId as string)).to.deep.equal([]);
  });
});
