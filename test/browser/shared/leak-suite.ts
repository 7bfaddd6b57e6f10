// What every element owes the page it leaves, run against each one by one call from its own
// test file (test/browser/blocks/<tag>/shared.test.ts or leaks.test.ts):
//
//   leakSuite<SsAccordion>({
//     name: 'ss-accordion',
//     create: (container) => …,               // one connected element, with images where it takes them
//     states: { closed: …, 'item open': … },  // each state the element can be left in
//     works: (el) => …,                       // asserts it responds (after a move)
//   });
//
// What it checks (ours: the spec says nothing of memory; a page that swaps content, an
// editor, a single-page app, creates and removes blocks for as long as it is open):
// - for each state: 200 elements created, brought to the state and removed are all
//   collected (WeakRefs, and the browser's own garbage collection through the runner's
//   `ss-gc` command, scripts/gc-plugin.mjs), and the listeners on the window, the document
//   and media queries, and the timers and intervals, are back to their count before;
// - an element removed and put back in the page works again;
// - moving an element into another document (one made by `createHTMLDocument`, an
//   iframe's) throws nothing, and nothing is reported as uncaught meanwhile.
import { expect, nextFrame } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

export interface LeakUnderTest<E extends HTMLElement> {
  /** The element's tag, in the test titles. */
  name: string;
  /** Adds one element to `container`, as a page publishes it (images included where it
   * takes them), and resolves once it has rendered. */
  create(container: HTMLElement): E | Promise<E>;
  /** Each state an element can be removed in (opened, an item open, …), reached from the
   * state `create` leaves it in; `{ created: () => {} }` where it has no other. */
  states: Record<string, (el: E) => unknown>;
  /** Asserts that the element responds as a visitor uses it. */
  works(el: E): unknown;
  /** How many of each state; default 200. */
  count?: number;
}

/** A published image, for the elements that take them. */
export const IMG = '/test/fixtures/images/photo.png';

/** Adds `markup` (one element) at the end of container; resolves once it has rendered. */
export async function place<E extends HTMLElement>(container: HTMLElement, markup: string): Promise<E> {
  container.insertAdjacentHTML('beforeend', markup);
  const el = container.lastElementChild as E & { updateComplete?: Promise<unknown> };
  await el.updateComplete;
  return el;
}

/** A state: shown by its method (`show`, or another), rendered. */
export const shownBy =
  <E extends HTMLElement & { updateComplete: Promise<unknown> }>(show: (el: E) => void) =>
  async (el: E): Promise<void> => {
    show(el);
    await el.updateComplete;
  };

/** `works` for an element shown by a method: shown, it says so; then hidden again. */
export const showsAndHides =
  <E extends HTMLElement & { updateComplete: Promise<unknown> }>(show: (el: E) => void, shown: (el: E) => boolean, hide: (el: E) => void) =>
  async (el: E): Promise<void> => {
    await shownBy(show)(el);
    expect(shown(el), `${el.localName} shows`).to.equal(true);
    hide(el);
    await el.updateComplete;
  };

const COUNT = 200;
/** Made and removed together: a page swapping a section's content. */
const BATCH = 20;
/** A collection that leaves an object reachable only from a WeakRef may need another pass
 * (finalisers, a weak map's entries), each after a turn of the page's tasks. */
const GC_ROUNDS = 10;

/** The browser's full garbage collection, between the page's tasks. */
export const collectGarbage = () => executeServerCommand('ss-gc');

/** Collects until every ref is cleared, at most GC_ROUNDS times; the refs still alive. */
export async function alive(refs: WeakRef<object>[]): Promise<number> {
  let left = refs.length;
  for (let i = 0; i < GC_ROUNDS && left > 0; i++) {
    await collectGarbage();
    left = refs.filter((r) => r.deref() !== undefined).length;
  }
  return left;
}

type Listen = EventTarget['addEventListener'];
type Key = string;

/** Counts what stays live on the page: listeners on its window, document and media
 * queries, timeouts not yet run or cleared, intervals not cleared. */
export function pageWatch() {
  const listeners = new Map<EventListenerOrEventListenerObject, Set<Key>>();
  const timeouts = new Map<number, string>();
  const intervals = new Set<number>();
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  const pageWide = (t: EventTarget) => t === window || t instanceof Document || t instanceof MediaQueryList;
  const capture = (o?: boolean | EventListenerOptions) => (typeof o === 'boolean' ? o : !!o?.capture);
  const keyOf = (t: EventTarget, type: string, c: boolean) =>
    `${t === window ? 'window' : t instanceof Document ? 'document' : (t as MediaQueryList).media}|${type}|${c}`;
  const forget = (l: EventListenerOrEventListenerObject, key: Key) => {
    listeners.get(l)?.delete(key);
    if (listeners.get(l)?.size === 0) listeners.delete(l);
  };
  const wrappedAdd: Listen = function (this: EventTarget, type, l, o) {
    if (l && pageWide(this)) {
      const key = keyOf(this, type, capture(o));
      const set = listeners.get(l) ?? new Set();
      listeners.set(l, set.add(key));
      const options = typeof o === 'object' ? o : {};
      if (options.once) add.call(this, type, () => forget(l, key), { once: true, capture: capture(o) });
      options.signal?.addEventListener('abort', () => forget(l, key), { once: true });
    }
    add.call(this, type, l, o);
  };
  const wrappedRemove: EventTarget['removeEventListener'] = function (this: EventTarget, type, l, o) {
    if (l && pageWide(this)) forget(l, keyOf(this, type, capture(o)));
    remove.call(this, type, l, o);
  };
  proto.addEventListener = wrappedAdd;
  proto.removeEventListener = wrappedRemove;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    // The runner's own (a command's time limit), not the page's.
    const stack = new Error().stack ?? '';
    if (stack.includes('__web-dev-server__')) return st(fn, ms, ...args);
    const id: number = st(
      (...a: unknown[]) => {
        timeouts.delete(id);
        if (typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    timeouts.set(id, stack);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timeouts.delete(id);
    ct(id);
  }) as typeof clearTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = si(fn, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    ci(id);
  }) as typeof clearInterval;
  return {
    counts: () => ({
      listeners: [...listeners.values()].reduce((n, s) => n + s.size, 0),
      timeouts: timeouts.size,
      intervals: intervals.size,
    }),
    /** What is listened to now, for a failure's message. */
    listening: () => [...listeners.values()].flatMap((s) => [...s]),
    pendingTimeouts: () => [...timeouts.values()],
    restore() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
      Object.assign(window, { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci });
    },
  };
}

/** Resolves once the published images the elements show have loaded (a loaded image is
 * what a loader holds on to), a frame at a time. */
async function imagesShown(els: HTMLElement[]): Promise<void> {
  const inView = (img: Element) => {
    const r = img.getBoundingClientRect();
    return img.checkVisibility() && r.width > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const waiting = () =>
    els
      .flatMap((el) => [...el.querySelectorAll('img[data-src]')])
      .filter((img) => inView(img) && img.getAttribute('data-image-state') !== 'loaded');
  // Frames, not waitUntil: its time limit stays pending, holding the elements, for 10 s.
  for (let i = 0; i < 600 && waiting().length > 0; i++) await nextFrame();
  expect(waiting(), 'the images shown load').to.have.length(0);
}

/** Uncaught errors and unhandled rejections while fn runs. */
async function uncaught(fn: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const onError = (e: ErrorEvent) => seen.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    // Rejections are reported after the task that left them.
    await nextFrame();
    await nextFrame();
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return seen;
}

export function leakSuite<E extends HTMLElement>(o: LeakUnderTest<E>): void {
  const count = o.count ?? COUNT;

  describe(`${o.name}: nothing kept after removal (ours)`, function () {
    // 200 elements created, shown and removed a state: on a busy 2-core machine that takes
    // longer than the framework's 15 s. What is asserted is what stays reachable, not time.
    this.timeout(120_000);
    let container: HTMLElement;
    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
    });
    afterEach(() => container.remove());

    /** Creates a batch, brings each to the state, removes them: only WeakRefs stay here. */
    const cycle = async (state: (el: E) => unknown, n: number): Promise<WeakRef<E>[]> => {
      // Made together, so their renders and layouts share frames.
      const els = await Promise.all(Array.from({ length: n }, () => o.create(container)));
      for (const el of els) await state(el);
      await imagesShown(els);
      els.forEach((el) => el.remove());
      return els.map((el) => new WeakRef(el));
    };

    for (const [name, state] of Object.entries(o.states)) {
      it(`${count} removed ${name} are all collected, their page listeners and timers gone`, async () => {
        // One first, so what a page sets up once (a shared loader, the dialog stack's
        // listener) is counted before.
        const first = await cycle(state, 1);
        await alive(first);
        const watch = pageWatch();
        try {
          const before = watch.counts();
          const listeningBefore = watch.listening();
          const refs: WeakRef<E>[] = [];
          for (let i = 0; i < count; i += BATCH) refs.push(...(await cycle(state, Math.min(BATCH, count - i))));
          await nextFrame();
          const left = await alive(refs);
          const added = watch.listening().filter((k) => !listeningBefore.includes(k));
          expect(
            { reachable: left, ...watch.counts() },
            `${o.name} ${name}: of ${count} removed, those still reachable; the page's listeners (added: ${added.join(', ')}), timers and intervals`,
          ).to.deep.equal({ reachable: 0, ...before });
        } finally {
          watch.restore();
        }
      });
    }

    it('works again once put back in the page', async () => {
      const el = await o.create(container);
      el.remove();
      await nextFrame();
      container.append(el);
      await nextFrame();
      await o.works(el);
    });

    const elsewhere: [string, () => Promise<{ doc: Document; done(): void }>][] = [
      ['a document made by createHTMLDocument', async () => ({ doc: document.implementation.createHTMLDocument(''), done() {} })],
      [
        "an iframe's document",
        async () => {
          const frame = document.createElement('iframe');
          document.body.append(frame);
          await new Promise<void>((r) =>
            frame.contentDocument?.readyState === 'complete' ? r() : frame.addEventListener('load', () => r(), { once: true }),
          );
          return { doc: frame.contentDocument!, done: () => frame.remove() };
        },
      ],
    ];
    for (const [where, open] of elsewhere) {
      for (const [name, state] of Object.entries(o.states)) {
        it(`moves into ${where} ${name} without an error`, async () => {
          const { doc, done } = await open();
          try {
            const el = await o.create(container);
            await state(el);
            const seen = await uncaught(async () => {
              doc.body.append(doc.adoptNode(el));
              el.remove();
              doc.body.append(el);
            });
            expect(seen.map(String)).to.deep.equal([]);
            el.remove();
          } finally {
            done();
          }
        });
      }
    }
  });
}
