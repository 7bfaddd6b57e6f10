import { describe, it, expect } from 'vitest';
import { draftKey, payloadHash } from '../../../../src/blocks/ss-form/draft.js';
import { submissionHash } from '../../../../src/blocks/ss-form/submission.js';

describe('payload fingerprints', () => {
  it('the same payload gives the same hash; any change another', () => {
    const a = JSON.stringify({ 'email-1': 'ada@example.com', 'name-1': ['Ada', 'Lovelace'] });
    expect(payloadHash(a)).toBe(payloadHash(a));
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) seen.add(payloadHash(`${a}${i}`));
    expect(seen.size).toBe(5000);
    expect(payloadHash('ab')).not.toBe(payloadHash('ba'));
  });

  it('binds a key to the form and its entries, not to the captcha answer', () => {
    const s = { formId: 'f', collectionId: '', objectName: '', isOverlayForm: false, submitButtonText: 'Send', form: '{"a":"1"}' };
    expect(submissionHash({ ...s, captchaKey: 'one' })).toBe(submissionHash({ ...s, captchaKey: 'two' }));
    expect(submissionHash(s)).not.toBe(submissionHash({ ...s, form: '{"a":"2"}' }));
    expect(submissionHash(s)).not.toBe(submissionHash({ ...s, formId: 'g' }));
  });

  it('leaves secret entries (passwords) out, ours: a retry cannot repeat them', () => {
    const s = { formId: 'f', collectionId: '', objectName: '', isOverlayForm: false, submitButtonText: 'Send', form: '{"a":"1","pw":"x"}' };
    expect(submissionHash(s, ['pw'])).toBe(submissionHash({ ...s, form: '{"a":"1","pw":""}' }, ['pw']));
    expect(submissionHash(s, ['pw'])).not.toBe(submissionHash({ ...s, form: '{"a":"2","pw":"x"}' }, ['pw']));
    // Without secrets a fingerprint is what the previous version kept with a pending key.
    expect(submissionHash(s, [])).toBe(payloadHash(JSON.stringify(['f', s.form])));
  });

  it('keys a draft by page and form id (a form adds its place on the page: draft-places.test.ts)', () => {
    expect(draftKey('/contact', 'f1')).not.toBe(draftKey('/about', 'f1'));
    expect(draftKey('/contact', 'f1')).not.toBe(draftKey('/contact', 'f2'));
    // The previous version's key, which a form takes its draft over from.
    expect(draftKey('/contact', 'f1')).toBe('/contact#f1');
  });
});
