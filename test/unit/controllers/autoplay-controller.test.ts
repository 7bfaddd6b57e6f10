import { describe, it, expect } from 'vitest';
import { AutoplayController, type AutoplayControllerOptions } from '../../../src/controllers/autoplay-controller.js';
import type { Schedule } from '../../../src/controllers/resize-controller.js';

/** A host with what the controller uses, and a timer that runs when told. */
function setup(o: Partial<AutoplayControllerOptions> = {}) {
  const listeners = new Map<string, (e: Event) => void>();
  const host = {
    isConnected: true,
    updates: 0,
    addController() {},
    requestUpdate() {
      this.updates++;
    },
    addEventListener: (type: string, fn: (e: Event) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const t = { fn, ms, live: true };
    timers.push(t);
    return () => (t.live = false);
  };
  let advanced = 0;
  const c = new AutoplayController(host as never, { enabled: () => true, delay: () => 5000, advance: () => advanced++, schedule, ...o });
  c.hostConnected();
  const fire = () => {
    const t = timers.filter((x) => x.live).pop();
    t!.live = false;
    t!.fn();
  };
  return { c, host, listeners, timers: () => timers.filter((t) => t.live), fire, advanced: () => advanced };
}

describe('AutoplayController (spec 000 §4 Autoplay, §9: timeout 5000 ms)', () => {
  it('waits the delay, advances, and waits again', () => {
    const s = setup();
    s.c.hostUpdated();
    expect(s.timers().map((t) => t.ms)).toEqual([5000]);
    s.fire();
    expect(s.advanced()).toBe(1);
    expect(s.timers()).toHaveLength(1);
    expect(s.c.running).toBe(true);
  });

  it('does not run while disabled or held (a video showing)', () => {
    expect(setup({ enabled: () => false }).c.active).toBe(false);
    const held = setup({ held: () => true });
    held.c.hostUpdated();
    expect(held.timers()).toHaveLength(0);
  });

  it('pauses while a mouse is over the host, not for touch (mobile)', () => {
    const s = setup();
    s.c.hostUpdated();
    s.listeners.get('pointerenter')!({ type: 'pointerenter', pointerType: 'touch' } as never);
    expect(s.c.running).toBe(true);
    s.listeners.get('pointerenter')!({ type: 'pointerenter', pointerType: 'mouse' } as never);
    expect(s.c.running).toBe(false);
    s.listeners.get('pointerleave')!({ type: 'pointerleave', pointerType: 'mouse' } as never);
    expect(s.c.running).toBe(true);
  });

  it('the visitor stops and starts it (WCAG 2.2.2): toggle', () => {
    const s = setup();
    s.c.hostUpdated();
    s.c.toggle();
    expect(s.c.paused).toBe(true);
    expect(s.c.running).toBe(false);
    expect(s.host.updates).toBeGreaterThan(0);
    s.c.hostUpdated();
    expect(s.c.running).toBe(false);
    s.c.toggle();
    expect(s.c.running).toBe(true);
    expect(
      s.timers().map((t) => t.ms),
      'a full wait after starting again',
    ).toEqual([5000]);
  });

  it('keyboard focus moving in stops it; a click focus and the pause control do not', () => {
    const focus = (visible: boolean, toggle = false) =>
      ({ composedPath: () => [{ matches: (q: string) => q === ':focus-visible' && visible, toggle }] }) as never;
    const s = setup({ isToggle: (el) => (el as unknown as { toggle: boolean }).toggle });
    s.c.hostUpdated();
    s.listeners.get('focusin')!(focus(false));
    expect(s.c.paused).toBe(false);
    s.listeners.get('focusin')!(focus(true, true));
    expect(s.c.paused).toBe(false);
    s.listeners.get('focusin')!(focus(true));
    expect(s.c.paused).toBe(true);
    expect(s.c.running).toBe(false);
  });

  it('stops when the host disconnects', () => {
    const s = setup();
    s.c.hostUpdated();
    s.c.hostDisconnected();
    expect(s.c.running).toBe(false);
    expect(s.timers()).toHaveLength(0);
  });
});
