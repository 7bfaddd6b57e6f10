import { describe, it, expect } from 'vitest';
import { arrowKeyAction, isTyping } from '../../../src/controllers/arrow-keys-controller.js';
import { DEFAULT_KEYS } from '../../../src/model/gallery-index.js';

const el = (localName: string, isContentEditable = false) => ({ localName, isContentEditable });
function key(keyCode: number, target: object = el('body'), extra: Partial<KeyboardEvent> = {}) {
  return {
    keyCode,
    key: '',
    defaultPrevented: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    composedPath: () => [target],
    ...extra,
  } as unknown as KeyboardEvent;
}
const on = { keys: DEFAULT_KEYS, inViewport: true, enabled: true };

describe('arrow keys (spec 000 §5, §9 Autoplay and keys)', () => {
  it('left arrow (37) is previous, right arrow (39) is next; other keys nothing', () => {
    expect(arrowKeyAction(key(37), on)).toBe('previous');
    expect(arrowKeyAction(key(39), on)).toBe('next');
    expect(arrowKeyAction(key(38), on)).toBeUndefined();
    expect(arrowKeyAction(key(13), on)).toBeUndefined();
  });

  it('is ignored while typing in an input, a textarea or an editable element', () => {
    for (const target of [el('input'), el('textarea'), el('select'), el('div', true)]) {
      expect(isTyping(key(39, target))).toBe(true);
      expect(arrowKeyAction(key(39, target), on)).toBeUndefined();
    }
    expect(isTyping(key(39, el('button')))).toBe(false);
  });

  it('is ignored while in motion (enabled false) and out of the viewport', () => {
    expect(arrowKeyAction(key(39), { ...on, enabled: false })).toBeUndefined();
    expect(arrowKeyAction(key(39), { ...on, inViewport: false })).toBeUndefined();
  });

  it('leaves a key a page handler took, and keys with a modifier (Alt+Left is Back)', () => {
    expect(arrowKeyAction(key(39, el('body'), { defaultPrevented: true }), on)).toBeUndefined();
    expect(arrowKeyAction(key(37, el('body'), { altKey: true }), on)).toBeUndefined();
    expect(arrowKeyAction(key(37, el('body'), { metaKey: true }), on)).toBeUndefined();
    expect(arrowKeyAction(key(37, el('body'), { ctrlKey: true }), on)).toBeUndefined();
  });

  it('reads the key name where keyCode is 0', () => {
    expect(arrowKeyAction({ ...key(0), key: 'ArrowRight' } as KeyboardEvent, on)).toBe('next');
  });

  it('right to left, the left arrow is next and the right one previous; the direction is read only for a key that acts (ours)', () => {
    let reads = 0;
    const rtl = { ...on, rtl: () => (reads++, true) };
    expect(arrowKeyAction(key(37), rtl)).toBe('next');
    expect(arrowKeyAction(key(39), rtl)).toBe('previous');
    expect(reads).toBe(2);
    expect(arrowKeyAction(key(38), rtl)).toBeUndefined();
    expect(arrowKeyAction(key(37, el('input')), rtl)).toBeUndefined();
    expect(reads, 'not for other keys, nor while typing').toBe(2);
    expect(arrowKeyAction(key(37), { ...on, rtl: () => false })).toBe('previous');
  });
});
