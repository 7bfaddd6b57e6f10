// The resizing state (spec 000 §4 "Resize"): quiet timeout 300 ms by default, 100 ms for
// galleries, optional threshold and axis. Timers are injected: no test waits on the clock.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { LitElement } from 'lit';
import {
  GALLERY_RESIZE_QUIET_MS,
  RESIZE_QUIET_MS,
  ResizeController,
  type ResizeControllerOptions,
  type Schedule,
  type Size,
} from '../../../src/controllers/resize-controller.js';

class ResizeHost extends LitElement {
  static options: ResizeControllerOptions = {};
  readonly settles: Size[] = [];
  readonly starts: Size[] = [];
  readonly resize = new ResizeController(this, {
    ...ResizeHost.options,
    onSettle: (s) => this.settles.push(s),
    onStart: (s) => this.starts.push(s),
  });
}
let n = 0;
/** A fresh host class per test, so each gets its own options. */
function hostTag(options: ResizeControllerOptions): string {
  const tag = `resize-host-${++n}`;
  customElements.define(
    tag,
    class extends ResizeHost {
      constructor() {
        ResizeHost.options = options;
        super();
      }
    },
  );
  return tag;
}

/** A fake timer: records each delay; run() fires the pending callback. */
function fakeSchedule() {
  const delays: number[] = [];
  let pending: (() => void) | undefined;
  const schedule: Schedule = (fn, ms) => {
    delays.push(ms);
    pending = fn;
    return () => {
      if (pending === fn) pending = undefined;
    };
  };
  return {
    schedule,
    delays,
    run: () => pending?.(),
    get pending() {
      return !!pending;
    },
  };
}

async function mount(options: ResizeControllerOptions, style = 'display:block;width:300px;height:100px') {
  const tag = hostTag(options);
  const el = (await fixture(`<${tag} style="${style}"></${tag}>`)) as ResizeHost;
  await frame();
  return el;
}

/** ResizeObserver reports after the frame's animation callbacks: wait for the next one. */
const frame = async (n = 2) => {
  for (let i = 0; i < n; i++) await nextFrame();
};

describe('ResizeController', () => {
  it('waits the spec quiet times: 300 ms by default, 100 ms for galleries', async () => {
    expect(RESIZE_QUIET_MS).to.equal(300);
    expect(GALLERY_RESIZE_QUIET_MS).to.equal(100);
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule });
    // The gallery passes its quiet time as a function (a setting it may change).
    const g = await mount({ schedule: t.schedule, quiet: () => GALLERY_RESIZE_QUIET_MS });
    el.style.width = '320px';
    g.style.width = '320px';
    await frame();
    expect(t.delays).to.deep.equal([300, 100]);
  });

  it('settles on the first measured size at once, without a resizing state', async () => {
    const el = await mount({});
    expect(el.settles).to.deep.equal([{ width: 300, height: 100 }]);
    expect(el.resize.resizing).to.equal(false);
  });

  it('starts resizing on a change and ends after the quiet time with the latest size', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule });
    el.style.width = '320px';
    await frame();
    expect(el.resize.resizing).to.equal(true);
    expect(el.starts).to.deep.equal([{ width: 320, height: 100 }]);
    expect(t.delays).to.deep.equal([300]);
    el.style.width = '340px';
    await frame();
    expect(t.delays, 'each change restarts the quiet time').to.deep.equal([300, 300]);
    expect(el.starts).to.have.length(1);
    expect(el.settles).to.have.length(1);
    t.run();
    expect(el.resize.resizing).to.equal(false);
    expect(el.settles).to.deep.equal([
      { width: 300, height: 100 },
      { width: 340, height: 100 },
    ]);
  });

  it('ends with a real timer (quiet 0)', async () => {
    const el = await mount({ quiet: 0 });
    el.style.width = '250px';
    await frame();
    await new Promise((r) => setTimeout(r, 0));
    expect(el.resize.resizing).to.equal(false);
    expect(el.settles.at(-1)).to.deep.equal({ width: 250, height: 100 });
  });

  it('settles at once, not as a resize, when a hidden target is shown', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule }, 'display:none;width:300px;height:100px');
    expect(el.settles).to.deep.equal([{ width: 0, height: 0 }]);
    el.style.display = 'block';
    await frame();
    expect(el.resize.resizing).to.equal(false);
    expect(t.delays).to.deep.equal([]);
    expect(el.settles.at(-1)).to.deep.equal({ width: 300, height: 100 });
  });

  it('does not settle again when the size comes back before the quiet time', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule });
    el.style.width = '310px';
    await frame();
    el.style.width = '300px';
    await frame();
    t.run();
    expect(el.resize.resizing).to.equal(false);
    expect(el.settles).to.have.length(1);
  });

  it('counts only changes of at least the threshold (just below and at it)', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule, threshold: 10 });
    el.style.width = '309px';
    await frame();
    expect(el.resize.resizing).to.equal(false);
    el.style.width = '310px';
    await frame();
    expect(el.resize.resizing).to.equal(true);
    t.run();
    expect(el.settles.at(-1)).to.deep.equal({ width: 310, height: 100 });
  });

  it('watches one axis when asked', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule, axis: 'x' });
    el.style.height = '200px';
    await frame();
    expect(el.resize.resizing).to.equal(false);
    el.style.width = '301px';
    await frame();
    expect(el.resize.resizing).to.equal(true);
    const y = await mount({ schedule: fakeSchedule().schedule, axis: 'y' });
    y.style.width = '500px';
    await frame();
    expect(y.resize.resizing).to.equal(false);
    y.style.height = '101px';
    await frame();
    expect(y.resize.resizing).to.equal(true);
  });

  it('measures a target other than the host, and settles synchronously on request', async () => {
    const inner = document.createElement('div');
    inner.style.cssText = 'width:123px;height:45px;padding:5px';
    const el = await mount({ target: () => inner });
    el.shadowRoot!.append(inner);
    el.resize.settleNow();
    expect(el.settles.at(-1)).to.deep.equal({ width: 123, height: 45 });
  });

  it('cancels its timer and forgets sizes when disconnected', async () => {
    const t = fakeSchedule();
    const el = await mount({ schedule: t.schedule });
    el.style.width = '350px';
    await frame();
    expect(t.pending).to.equal(true);
    el.remove();
    expect(t.pending).to.equal(false);
    expect(el.resize.resizing).to.equal(false);
    expect(el.resize.settled).to.equal(undefined);
  });

  it("moved into a frame's document, observes it with the frame's own observer: it settles there, and the page reports no ResizeObserver loop", async () => {
    const frameEl = document.createElement('iframe');
    frameEl.style.cssText = 'width:400px;height:300px';
    document.body.prepend(frameEl);
    await new Promise<void>((r) =>
      frameEl.contentDocument?.readyState === 'complete' ? r() : frameEl.addEventListener('load', () => r(), { once: true }),
    );
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    try {
      const el = await mount({});
      el.remove();
      const doc = frameEl.contentDocument!;
      doc.body.append(doc.adoptNode(el));
      el.style.width = '250px';
      const win = doc.defaultView!;
      for (let i = 0; i < 5; i++) await new Promise((r) => win.requestAnimationFrame(r));
      await frame();
      expect(el.settles.at(-1), 'settled on its size in the frame').to.deep.equal({ width: 250, height: el.clientHeight });
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      frameEl.remove();
    }
  });
});
