// Which frame is the editor's (spec 001 §4 "Escape key": plain Esc toggles the editor inside
// the editing frame), with stand-in windows: a cross-origin parent cannot be built in one
// browser origin.
import { describe, expect, it } from 'vitest';
import { editorOrigin } from '../../../src/services/escape-key.js';
import { parentOrigin } from '../../../src/contract/window.js';

const ctx = { website: { identifier: 'tidewater' }, appDomain: 'builder.test' };

function framed(opts: { parent?: { origin: string; pathname: string }; ancestor?: string; referrer?: string; origin?: string }) {
  const parent = opts.parent
    ? { location: { origin: opts.parent.origin, pathname: opts.parent.pathname } }
    : {
        get location(): never {
          throw new Error('SecurityError');
        },
      };
  const win = {
    top: {},
    parent,
    location: { origin: opts.origin ?? 'https://www.tidewater.example', ancestorOrigins: opts.ancestor ? [opts.ancestor] : [] },
    document: { referrer: opts.referrer ?? '' },
  };
  return win as unknown as Window;
}

describe('editorOrigin', () => {
  it('a same-origin parent under /config is the editor', () => {
    expect(editorOrigin(ctx, framed({ parent: { origin: 'https://www.tidewater.example', pathname: '/config/pages' } }))).toBe(
      'https://www.tidewater.example',
    );
  });
  it('a same-origin parent elsewhere is not', () => {
    expect(editorOrigin(ctx, framed({ parent: { origin: 'https://www.tidewater.example', pathname: '/gallery' } }))).toBeUndefined();
  });
  it('a cross-origin parent is the editor only when it is the config area at the identifier subdomain', () => {
    expect(editorOrigin(ctx, framed({ ancestor: 'https://tidewater.builder.test' }))).toBe('https://tidewater.builder.test');
    expect(editorOrigin(ctx, framed({ referrer: 'https://tidewater.builder.test/config/?frameUrl=%2F' }))).toBe(
      'https://tidewater.builder.test',
    );
    expect(editorOrigin(ctx, framed({ ancestor: 'https://evil.example' }))).toBeUndefined();
    expect(editorOrigin(ctx, framed({ ancestor: 'https://other.builder.test' }))).toBeUndefined();
    expect(editorOrigin({}, framed({ ancestor: 'https://tidewater.builder.test' })), 'no config origin known').toBeUndefined();
  });
  it('the top window has no editor', () => {
    const top = { location: { origin: 'https://a.example' } } as unknown as { top: unknown };
    top.top = top;
    expect(parentOrigin(top as unknown as Window)).toBeUndefined();
    expect(editorOrigin(ctx, top as unknown as Window)).toBeUndefined();
  });
  it('a parent the browser names "null" (sandboxed) tells nothing', () => {
    expect(parentOrigin(framed({ ancestor: 'null' }))).toBeUndefined();
  });
});
