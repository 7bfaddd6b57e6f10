import { describe, it, expect } from 'vitest';
import { navigate, HORIZONTAL, HORIZONTAL_RTL, VERTICAL } from '../../../src/controllers/list-navigation.js';

describe('navigate (spec 001 §4 Menu block: arrows cycle with wrap-around)', () => {
  it('moves to the next and previous item', () => {
    expect(navigate('ArrowRight', 0, 3, HORIZONTAL)).toBe(1);
    expect(navigate('ArrowLeft', 2, 3, HORIZONTAL)).toBe(1);
    expect(navigate('ArrowDown', 1, 3, VERTICAL)).toBe(2);
    expect(navigate('ArrowUp', 1, 3, VERTICAL)).toBe(0);
  });

  it('wraps at the last item and at the first, not before', () => {
    expect(navigate('ArrowRight', 1, 3, HORIZONTAL)).toBe(2);
    expect(navigate('ArrowRight', 2, 3, HORIZONTAL)).toBe(0);
    expect(navigate('ArrowLeft', 1, 3, HORIZONTAL)).toBe(0);
    expect(navigate('ArrowLeft', 0, 3, HORIZONTAL)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(navigate('Home', 2, 3, HORIZONTAL)).toBe(0);
    expect(navigate('End', 0, 3, VERTICAL)).toBe(2);
  });

  it('swaps Left and Right for right-to-left text', () => {
    expect(navigate('ArrowLeft', 0, 3, HORIZONTAL_RTL)).toBe(1);
    expect(navigate('ArrowRight', 0, 3, HORIZONTAL_RTL)).toBe(2);
  });

  it('ignores other keys, the other axis, and empty lists', () => {
    expect(navigate('Enter', 0, 3, HORIZONTAL)).toBeUndefined();
    expect(navigate('ArrowDown', 0, 3, HORIZONTAL)).toBeUndefined();
    expect(navigate('ArrowRight', 0, 3, VERTICAL)).toBeUndefined();
    expect(navigate('Home', 0, 0, HORIZONTAL)).toBeUndefined();
  });

  it('stays on a single item', () => {
    expect(navigate('ArrowRight', 0, 1, HORIZONTAL)).toBe(0);
    expect(navigate('ArrowLeft', 0, 1, HORIZONTAL)).toBe(0);
  });
});
