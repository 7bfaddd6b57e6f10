// The dialog stack's logic (spec 001 §4 "Escape key", §9 "Modal base z-index 30000"),
// without a page: stand-ins for the dialogs and the key events.
import { describe, it, expect } from 'vitest';
import { MODAL_BASE_Z_INDEX, createDialogStack, onUnhandledEscape, registerDialog } from '../../../src/services/dialog-stack.js';

function escapeEvent(shiftKey = false) {
  return {
    shiftKey,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

function dialogs(stack: ReturnType<typeof createDialogStack>, names: string[]) {
  const closed: string[] = [];
  const entries = names.map((name) => {
    const entry = stack.register({ escape: () => (closed.push(name), entry.release()) });
    return entry;
  });
  return { closed, entries };
}

describe('dialog stack', () => {
  it('starts at the modal base z-index 30000, each later dialog one higher', () => {
    expect(MODAL_BASE_Z_INDEX).toBe(30000);
    const { entries } = dialogs(createDialogStack(), ['a', 'b', 'c']);
    expect(entries.map((e) => e.zIndex)).toEqual([30000, 30001, 30002]);
    expect(entries.map((e) => e.top)).toEqual([false, false, true]);
  });

  it('a dialog opened after one below the top closed still goes above the top', () => {
    const stack = createDialogStack();
    const { entries } = dialogs(stack, ['a', 'b', 'c']);
    entries[1].release();
    expect(stack.register({ escape() {} }).zIndex).toBe(30003);
  });

  it('starts again at the base once every dialog closed', () => {
    const stack = createDialogStack();
    const { entries } = dialogs(stack, ['a', 'b']);
    entries.forEach((e) => e.release());
    expect(stack.register({ escape() {} }).zIndex).toBe(30000);
  });

  it('Escape closes the top-most dialog only, consuming the event, then the next', () => {
    const stack = createDialogStack();
    const { closed } = dialogs(stack, ['a', 'b', 'c']);
    const first = escapeEvent();
    expect(stack.escape(first)).toBe(true);
    expect(first.defaultPrevented).toBe(true);
    expect(closed).toEqual(['c']);
    stack.escape(escapeEvent());
    expect(closed).toEqual(['c', 'b']);
    expect(stack.dialogs.length).toBe(1);
  });

  it('shift+Escape closes the top-most dialog too, before any other rule (spec: "first")', () => {
    const stack = createDialogStack();
    const { closed } = dialogs(stack, ['a']);
    let unhandled = 0;
    stack.onUnhandledEscape(() => unhandled++);
    stack.escape(escapeEvent(true));
    expect([closed, unhandled]).toEqual([['a'], 0]);
  });

  it('releasing a dialog below the top leaves the top on top', () => {
    const stack = createDialogStack();
    const { closed, entries } = dialogs(stack, ['a', 'b', 'c']);
    entries[1].release();
    entries[1].release();
    expect(entries.map((e) => e.top)).toEqual([false, false, true]);
    stack.escape(escapeEvent());
    stack.escape(escapeEvent());
    expect(closed).toEqual(['c', 'a']);
  });

  it('with no dialog open, Escape goes to the unhandled handlers, in order, until one consumes it', () => {
    const stack = createDialogStack();
    const calls: string[] = [];
    stack.onUnhandledEscape(() => calls.push('first'));
    const offSecond = stack.onUnhandledEscape((e) => (calls.push('second'), e.preventDefault()));
    stack.onUnhandledEscape(() => calls.push('third'));
    const event = escapeEvent();
    expect(stack.escape(event)).toBe(false);
    expect(calls).toEqual(['first', 'second']);
    offSecond();
    stack.escape(escapeEvent());
    expect(calls).toEqual(['first', 'second', 'first', 'third']);
  });

  it('leaves an Escape something else already consumed alone', () => {
    const stack = createDialogStack();
    const { closed } = dialogs(stack, ['a']);
    const event = escapeEvent();
    event.preventDefault();
    expect(stack.escape(event)).toBe(false);
    expect(closed).toEqual([]);
  });

  it('takes a base of its own', () => {
    expect(createDialogStack(100).register({ escape() {} }).zIndex).toBe(100);
  });

  it('can be used without a page (SSR): registering and handlers touch no document', () => {
    expect(globalThis.document).toBe(undefined);
    const entry = registerDialog({ escape() {} });
    expect(entry.zIndex).toBe(30000);
    entry.release();
    onUnhandledEscape(() => {})();
  });
});
