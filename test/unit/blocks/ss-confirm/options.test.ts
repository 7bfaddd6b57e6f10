// The confirmation widget's rules without a page (spec 001 §4 "Confirmation widget", §5, §9).
import { describe, it, expect } from 'vitest';
import {
  CONFIRM_STYLES,
  DEFAULT_PADDING,
  DEFAULT_WIDTH,
  HIDE_FALLBACK_MS,
  HIDE_SCALE,
  INFORMATION_MS,
  buttonsOf,
  checkPadding,
  checkPosition,
  confirmStyle,
  isModal,
  leastDestructive,
  placement,
  stackOffsets,
} from '../../../../src/blocks/ss-confirm/options.js';

describe('confirmation widget rules', () => {
  it("has the spec's numbers: width 350, padding 20, hide fallback 600 ms, toast 2000 ms, scale 0.94", () => {
    expect([DEFAULT_WIDTH, DEFAULT_PADDING, HIDE_FALLBACK_MS, INFORMATION_MS, HIDE_SCALE]).toEqual([350, 20, 600, 2000, 0.94]);
  });

  it('numbers the styles 0–3 as the spec does', () => {
    expect(CONFIRM_STYLES).toEqual(['confirm-or-reject', 'confirm-or-cancel', 'confirm-only', 'no-buttons']);
    expect([0, 1, 2, 3].map(confirmStyle)).toEqual([...CONFIRM_STYLES]);
    expect(['0', ' 1 ', '2', '3'].map(confirmStyle)).toEqual([...CONFIRM_STYLES]);
  });

  it('reads a style by name in any case, kebab or camel', () => {
    expect(confirmStyle('Confirm-Or-Cancel')).toBe('confirm-or-cancel');
    expect(confirmStyle('confirmOnly')).toBe('confirm-only');
    expect(confirmStyle('NO-BUTTONS')).toBe('no-buttons');
    expect(confirmStyle('no buttons')).toBe('no-buttons');
  });

  it('refuses anything else: just outside 0–3, fractions, other names and types', () => {
    for (const raw of [-1, 4, '4', 1.5, '1.5', '', 'confirm', 'okay', null, undefined, true, {}])
      expect(confirmStyle(raw), String(raw)).toBe(undefined);
  });

  it('gives each style its buttons, the least destructive last, where focus goes', () => {
    expect(CONFIRM_STYLES.map(buttonsOf)).toEqual([['confirm', 'reject'], ['confirm', 'cancel'], ['confirm'], []]);
    expect(CONFIRM_STYLES.map(leastDestructive)).toEqual(['reject', 'cancel', 'confirm', undefined]);
    expect(CONFIRM_STYLES.map(isModal)).toEqual([true, true, true, false]);
  });

  it('spec 001 §5: a position must be a function (undefined: the default)', () => {
    const f = () => ({ top: 0, left: 0 });
    expect(checkPosition(f)).toBe(f);
    expect(checkPosition(undefined)).toBe(undefined);
    expect(checkPosition(null)).toBe(undefined);
    expect(() => checkPosition('top-right')).toThrow(
      new TypeError('[ss-confirm] Confirmation position must be a function, not "top-right".'),
    );
    expect(() => checkPosition({ top: 1, left: 2 })).toThrow(
      new TypeError('[ss-confirm] Confirmation position must be a function, not {"top":1,"left":2}.'),
    );
    expect(() => checkPosition(0)).toThrow(TypeError);
  });

  it('spec 001 §5: a padding must be a number', () => {
    expect(checkPadding(20)).toBe(20);
    expect(checkPadding(0)).toBe(0);
    expect(() => checkPadding('20')).toThrow(new TypeError('[ss-confirm] Confirmation padding must be a number, not "20".'));
    expect(() => checkPadding(Number.NaN)).toThrow(new TypeError('[ss-confirm] Confirmation padding must be a number, not NaN.'));
    expect(() => checkPadding(Infinity)).toThrow(TypeError);
    expect(() => checkPadding(undefined)).toThrow(new TypeError('[ss-confirm] Confirmation padding must be a number, not undefined.'));
  });

  it("uses a position function's finite numbers, else centres", () => {
    const viewport = { width: 1000, height: 800 };
    const box = { width: 350, height: 200 };
    expect(placement({ top: 10, left: 20 }, box, viewport)).toEqual({ top: 10, left: 20 });
    expect(placement({ top: Number.NaN, left: '5' }, box, viewport)).toEqual({ top: 300, left: 325 });
    expect(placement(undefined, box, viewport)).toEqual({ top: 300, left: 325 });
    expect(placement({}, { width: 1200, height: 900 }, viewport)).toEqual({ top: 0, left: 0 });
  });

  it('stacks toasts each below the ones before, 10 px apart', () => {
    expect(stackOffsets([])).toEqual([]);
    expect(stackOffsets([50, 70, 40])).toEqual([0, 60, 140]);
    expect(stackOffsets([50, 70], 0)).toEqual([0, 50]);
  });
});
