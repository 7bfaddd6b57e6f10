// How the calls of spec 001 §7 without answers shown are built: GetWidgetRendering's
// form-encoded widgetJSON, the places calls' tracking context, and an answer in another shape.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { widgetRequest } from '../../../src/services/widgets.js';
import { placesQuery } from '../../../src/services/places.js';
import { readAnswer } from '../../../src/services/api/read-answer.js';
import { DataLayerError, encode } from '../../../src/services/data-layer.js';

describe('GetWidgetRendering request (spec 001 §7)', () => {
  it('sends widgetJSON, one form field holding the widget as JSON text', () => {
    const body = widgetRequest({ type: 'summary-v2', id: 'b1', value: { title: 'Events' }, collectionId: 'c9' });
    expect([...body.keys()]).toEqual(['widgetJSON']);
    expect(JSON.parse(body.get('widgetJSON')!)).toEqual({ type: 'summary-v2', id: 'b1', value: { title: 'Events' }, collectionId: 'c9' });
    // Form encoding: braces, quotes and spaces escaped as a form body carries them.
    expect(body.toString()).toBe(
      'widgetJSON=%7B%22type%22%3A%22summary-v2%22%2C%22id%22%3A%22b1%22%2C%22value%22%3A%7B%22title%22%3A%22Events%22%7D%2C%22collectionId%22%3A%22c9%22%7D',
    );
  });

  it('names collectionId only for a widget that has one (an events summary)', () => {
    const json = JSON.parse(widgetRequest({ type: 55, id: 7, value: { a: 1 } }).get('widgetJSON')!);
    expect(json).toEqual({ type: 55, id: 7, value: { a: 1 } });
    expect('collectionId' in json).toBe(false);
  });

  it('sends value {} for a widget whose markup has none (ours)', () => {
    expect(JSON.parse(widgetRequest({ type: 'html', id: 'b2' }).get('widgetJSON')!)).toEqual({ type: 'html', id: 'b2', value: {} });
  });
});

describe('places tracking context (spec 001 §7)', () => {
  it('adds productPage and productSection after the call parameters', () => {
    const query = encode(placesQuery({ input: 'tate', sessionToken: 's1' }, { productPage: 'form', productSection: 'address' }));
    expect(query.toString()).toBe('input=tate&sessionToken=s1&productPage=form&productSection=address');
  });

  it('leaves out parameters that are not given', () => {
    const query = encode(placesQuery({ placeId: 'p1', language: undefined }, { productPage: 'map', productSection: 'block' }));
    expect(query.toString()).toBe('placeId=p1&productPage=map&productSection=block');
  });
});

describe('an answer in another shape (ours)', () => {
  const schema = z.object({ html: z.string() });

  it('gives the answer as read when it fits', () => {
    expect(readAnswer(schema, { html: '<p>x</p>', extra: 1 }, '/api/x')).toEqual({ html: '<p>x</p>' });
  });

  it('rejects as an unreadable answer, naming the call and what does not fit', () => {
    let error: unknown;
    try {
      readAnswer(schema, { html: 3 }, '/api/widget/GetWidgetRendering');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataLayerError);
    const e = error as DataLayerError;
    expect(e.kind).toBe('parse');
    expect(e.url).toBe('/api/widget/GetWidgetRendering');
    expect(e.data).toEqual({ html: 3 });
    expect(e.message).toMatch(/^\[ss-blocks\] unexpected answer from \/api\/widget\/GetWidgetRendering: html: /);
  });
});
