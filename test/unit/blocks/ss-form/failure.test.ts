import { describe, it, expect } from 'vitest';
import { keyFailure, saveFailure } from '../../../../src/blocks/ss-form/failure.js';

const err = (status: number, data?: unknown, kind = 'application') => ({ kind, status, data });

describe('what a failed submission shows (spec 001 §8 "Form")', () => {
  it('by status: 401, 404, 429, 500', () => {
    expect(saveFailure(err(401, { error: 'x' }), false).message).toEqual({ id: 'form.status401' });
    expect(saveFailure(err(404, { error: 'x' }, 'status'), false).message).toEqual({ id: 'form.status404' });
    expect(saveFailure(err(429, undefined, 'status'), false).message).toEqual({ id: 'form.status429' });
    expect(saveFailure(err(500, { error: 'boom' }), false).message).toEqual({ id: 'form.status500' });
  });

  it('400 with field errors: the fields, and a general message above unless a newsletter', () => {
    const e = err(400, { errors: { 'email-1': 'Bad email', x: 3 } });
    expect(saveFailure(e, false)).toEqual({ message: { id: 'form.invalidFields' }, fields: { 'email-1': 'Bad email' }, network: false });
    expect(saveFailure(e, true)).toEqual({ message: undefined, fields: { 'email-1': 'Bad email' }, network: false });
    expect(saveFailure(err(400, { errors: { a: 'A' }, error: 'Check these' }), false).message).toEqual({ text: 'Check these' });
  });

  it("otherwise the server's data.error, a string answer as it is, else the unknown error", () => {
    expect(saveFailure(err(400, { error: 'Key expired' }), false).message).toEqual({ text: 'Key expired' });
    expect(saveFailure(err(418, 'I am a teapot', 'status'), false).message).toEqual({ text: 'I am a teapot' });
    expect(saveFailure(err(502, { nope: 1 }, 'status'), false).message).toEqual({ id: 'form.unknownError' });
    expect(saveFailure(err(400, { errors: {} }), false).message).toEqual({ id: 'form.unknownError' });
  });

  it('no answer at all: the offline message, entries kept', () => {
    expect(saveFailure(err(0, undefined, 'network'), false)).toEqual({ message: { id: 'form.offline' }, fields: {}, network: true });
  });

  it('an exception of ours: the generic processing error', () => {
    expect(saveFailure(new TypeError('x'), false).message).toEqual({ id: 'form.processingError' });
  });

  it('the key call: its own message, or offline', () => {
    expect(keyFailure(err(500, {}))).toEqual({ message: { id: 'form.submissionKeyError' }, fields: {}, network: false });
    expect(keyFailure(err(0, undefined, 'network')).network).toBe(true);
    expect(keyFailure(new Error('x')).message).toEqual({ id: 'form.submissionKeyError' });
  });
});
