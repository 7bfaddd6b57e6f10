import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/blocks/ss-relative-time/ss-relative-time.js';
import type { SsRelativeTime } from '../../../../src/blocks/ss-relative-time/ss-relative-time.js';
import { refreshListeners } from '../../../../src/blocks/ss-relative-time/ticker.js';
import { registerMessages, setLocale } from '../../../../src/i18n/index.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';

const shown = (el: SsRelativeTime) => el.shadowRoot!.querySelector('time')?.textContent ?? null;

describe('ss-relative-time (spec 001 §9)', () => {
  let clock: ManualClock;
  beforeEach(() => {
    clock = installManualClock(window, { date: true });
  });
  afterEach(() => {
    clock.uninstall();
    setLocale('en');
  });

  /** An element whose datetime is `ago` seconds before the (manual) clock's now. */
  async function mount(ago: number, text = 'fallback text') {
    const iso = new Date(Date.now() - ago * 1000).toISOString();
    const el = await fixture<SsRelativeTime>(html`<ss-relative-time datetime=${iso}>${text}</ss-relative-time>`);
    await el.updateComplete;
    return { el, iso, when: Date.parse(iso) };
  }
  const advance = async (el: SsRelativeTime, ms: number) => {
    await clock.advance(ms);
    await el.updateComplete;
  };

  describe('accessibility', () => {
    it('has no axe violations: just now, seconds, a date, an unreadable datetime', async () => {
      clock.uninstall(); // axe waits with timers of its own
      for (const ago of [0, 30, 120]) await expectAccessible((await mount(ago)).el, `${ago} s`);
      const { result: el } = await captureConsole('error', () =>
        fixture(html`<ss-relative-time datetime="not a time (axe)">3 March</ss-relative-time>`),
      );
      await expectAccessible(el);
    });
  });

  describe('texts', () => {
    it("0 s: 'just now'", async () => {
      expect(shown((await mount(0)).el)).to.equal('just now');
    });
    it("1 s: 'about 1 second ago' (the catalogue's one form)", async () => {
      expect(shown((await mount(1)).el)).to.equal('about 1 second ago');
    });
    it("59 s: 'about 59 seconds ago'", async () => {
      expect(shown((await mount(59)).el)).to.equal('about 59 seconds ago');
    });
    it('60 s: a date in the page locale', async () => {
      const { el, when } = await mount(60);
      expect(shown(el)).to.equal(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(when));
    });
    it('renders a <time> with the machine-readable datetime', async () => {
      const { el, iso } = await mount(10);
      const t = el.shadowRoot!.querySelector('time')!;
      expect(t.getAttribute('datetime')).to.equal(iso);
      expect(t.getAttribute('part')).to.equal('time');
    });
    it('follows a change of datetime', async () => {
      const { el } = await mount(0);
      el.datetime = new Date(Date.now() - 20_000).toISOString();
      await el.updateComplete;
      expect(shown(el)).to.equal('about 20 seconds ago');
    });
  });

  describe('refresh every 5000 ms', () => {
    it('moves on at 5000 ms and not before', async () => {
      const { el } = await mount(0);
      await advance(el, 4999);
      expect(shown(el), 'just below').to.equal('just now');
      await advance(el, 1);
      expect(shown(el), 'at 5000 ms').to.equal('about 5 seconds ago');
      await advance(el, 5000);
      expect(shown(el)).to.equal('about 10 seconds ago');
    });

    it('turns into a date at 60 s and then leaves the timer', async () => {
      const { el, when } = await mount(50);
      await advance(el, 5000);
      expect(shown(el)).to.equal('about 55 seconds ago');
      await advance(el, 5000);
      expect(shown(el)).to.equal(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(when));
      expect(refreshListeners()).to.equal(0);
      expect(clock.pending()).to.deep.equal([]);
    });

    it('one timer for every instance on the page', async () => {
      const a = await mount(0);
      const b = await mount(3);
      expect(refreshListeners()).to.equal(2);
      expect(clock.pending()).to.deep.equal([5000]);
      await advance(a.el, 5000);
      await b.el.updateComplete;
      expect([shown(a.el), shown(b.el)]).to.deep.equal(['about 5 seconds ago', 'about 8 seconds ago']);
    });

    it('stops when disconnected, and starts again when put back', async () => {
      const { el } = await mount(0);
      const parent = el.parentElement!;
      el.remove();
      expect(refreshListeners()).to.equal(0);
      expect(clock.pending(), 'no timer left').to.deep.equal([]);
      await clock.advance(20_000);
      parent.append(el);
      await el.updateComplete;
      expect(shown(el)).to.equal('about 20 seconds ago');
      expect(clock.pending()).to.deep.equal([5000]);
    });
  });

  describe('locale', () => {
    it("writes the date with the translator's locale and follows a change", async () => {
      const { el, when } = await mount(3600);
      setLocale('fr');
      await el.updateComplete;
      expect(shown(el)).to.equal(new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(when));
      setLocale('de');
      await el.updateComplete;
      expect(shown(el)).to.equal(new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(when));
    });

    it("uses the locale's texts and plural forms", async () => {
      registerMessages('fr', {
        'time.justNow': "à l'instant",
        'time.secondsAgo': { one: 'il y a environ {count} seconde', other: 'il y a environ {count} secondes' },
      });
      setLocale('fr');
      expect(shown((await mount(0)).el)).to.equal("à l'instant");
      expect(shown((await mount(1)).el)).to.equal('il y a environ 1 seconde');
      expect(shown((await mount(7)).el)).to.equal('il y a environ 7 secondes');
    });
  });

  describe('bad input', () => {
    it('keeps the text as written and reports an unreadable datetime on the console', async () => {
      const { result: el, messages } = await captureConsole('error', async () => {
        const e = await fixture<SsRelativeTime>(html`<ss-relative-time datetime="yesterday-ish">3 March 2026</ss-relative-time>`);
        await e.updateComplete;
        return e;
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] ss-relative-time: datetime "yesterday-ish" is not an ISO 8601 date and time (e.g. 2026-03-01T09:30:00Z); its text is kept.',
      ]);
      expect(el.shadowRoot!.querySelector('time')).to.equal(null);
      expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
      expect(el.innerText.trim()).to.equal('3 March 2026');
      expect(refreshListeners()).to.equal(0);
    });

    it('keeps the text, without a report, while datetime is missing or empty (a time not set yet)', async () => {
      const { result: el, messages } = await captureConsole('error', async () => {
        const e = await fixture<SsRelativeTime>(
          html`<div><ss-relative-time>never</ss-relative-time><ss-relative-time datetime="">never</ss-relative-time></div>`,
        );
        await Promise.all([...e.children].map((c) => (c as SsRelativeTime).updateComplete));
        return e;
      });
      expect(el.innerText.trim()).to.equal('nevernever');
      expect(messages).to.deep.equal([]);
      const first = el.firstElementChild as SsRelativeTime;
      first.setAttribute('datetime', new Date().toISOString());
      await first.updateComplete;
      expect(shown(first)).to.equal('just now');
    });
  });
});
