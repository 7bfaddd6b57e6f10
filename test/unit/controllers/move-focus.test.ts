import { describe, it, expect } from 'vitest';
import { moveFocus, VERTICAL } from '../../../src/controllers/list-navigation.js';

// Stand-ins for the headers and the key event: moveFocus only calls focus() and preventDefault().
function setup(count: number) {
  const focused: number[] = [];
  const items = Array.from({ length: count }, (_, i) => ({ focus: () => focused.push(i) })) as unknown as HTMLElement[];
  const press = (key: string, target: unknown) => {
    let prevented = false;
    moveFocus({ key, target, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent, items, VERTICAL);
    return prevented;
  };
  return { items, focused, press };
}

describe('moveFocus', () => {
  it('moves focus along the list, wrapping, and consumes the key', () => {
    const { items, focused, press } = setup(3);
    expect(press('ArrowDown', items[2])).toBe(true);
    expect(press('ArrowUp', items[0])).toBe(true);
    expect(press('End', items[1])).toBe(true);
    expect(focused).toEqual([0, 2, 2]);
  });

  it('leaves other keys, and keys pressed outside the list, alone', () => {
    const { items, focused, press } = setup(3);
    expect(press('Enter', items[0])).toBe(false);
    expect(press('Home', { inside: 'a panel' })).toBe(false);
    expect(focused).toEqual([]);
  });
});
