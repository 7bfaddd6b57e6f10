// The site's third-party loads (services/third-party.ts; spec 001 §7 "Third-party loads",
// §8 "Other", §9 follow-button timeout), from the site context and the markup, against the
// local stand-ins in demo/ (the context points each service there, as the demo does).
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { startThirdParty, TypekitFontError, FOLLOW_BUTTON_TIMEOUT_MS } from '../../../src/services/third-party.js';
import { startPage } from '../../../src/services/start.js';
import { requestedScripts, requestedStylesheets, resetScripts } from '../../../src/services/scripts.js';
import { allowScriptHosts, resetScriptHosts } from '../../../src/services/script-hosts.js';

import { setChoice } from '../../../src/services/consent.js';
import { startErrorReporting } from '../../../src/services/error-reporting.js';
import { captureConsole } from '../helpers/console.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { frames, received, resetAll, siteContextWith, takeTurns } from './telemetry/helpers.js';

/** Every address asked for, stylesheets then scripts. */
const requested = () => [...requestedStylesheets(), ...requestedScripts()];

let n = 0;
/** Addresses of this test only: the stand-ins ignore their query. */
const tag = () => `t=${Date.now().toString(36)}${++n}`;
const here = (path: string) => new URL(path, location.href).href;
const links = (part: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.includes(part));
const win = window as unknown as { fakeDisqusRuns?: number; fakeFollowRuns?: number };

// The consent cookie is the origin's: these tests take turns with other files' (telemetry/helpers.ts).
takeTurns();

describe('third-party loads', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  beforeEach(async () => {
    await resetAll();
    resetScripts();
    delete win.fakeDisqusRuns;
    delete win.fakeFollowRuns;
    // The fake comment counts and follow button are on the test server: hosts the page
    // allows for those kinds (ours; fonts load from the page's own origin as they are).
    allowScriptHosts('comments', [location.host]);
    allowScriptHosts('follow', [location.host]);
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    history.replaceState(null, '', '/');
    resetScriptHosts();
    await resetAll();
  });

  describe('fonts', () => {
    it('loads one css2 stylesheet with family= repeated for the googleFonts, once however often it starts', async () => {
      const t = tag();
      siteContextWith({
        googleFonts: [{ includeName: 'Playfair Display:ital,wght@0,400;1,700' }, { includeName: 'Inter' }],
        website: { thirdPartyUrls: { googleFonts: `/demo/fake-fonts.css?${t}` } },
      });
      await startThirdParty();
      await startThirdParty();
      const href = here(`/demo/fake-fonts.css?${t}&family=Playfair+Display:ital,wght@0,400;1,700&family=Inter&display=swap`);
      expect(requested()).to.deep.equal([href]);
      expect(links(t).map((l) => l.href)).to.deep.equal([href]);
      await waitUntil(() => !!links(t)[0]?.sheet, 'the stylesheet applied');
      expect([...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Playfair Display')).to.equal(true);
    });

    it('the real fonts service by default', async () => {
      siteContextWith({ googleFonts: [{ includeName: 'Inter' }] });
      await startThirdParty();
      expect(requested()).to.deep.equal(['https://fonts.googleapis.com/css2?family=Inter&display=swap']);
    });

    it('loads without a consent choice under the restrictive policy (ours: fonts set no cookie)', async () => {
      const t = tag();
      siteContextWith({
        googleFonts: [{ includeName: 'Inter' }],
        cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
        website: { thirdPartyUrls: { googleFonts: `/demo/fake-fonts.css?${t}` } },
      });
      await startThirdParty();
      expect(links(t)).to.have.length(1);
    });

    it('the page start fetches the service when the site context has fonts', async () => {
      const t = tag();
      siteContextWith({
        telemetry: false,
        googleFonts: [{ includeName: 'Inter' }],
        website: { thirdPartyUrls: { googleFonts: `/demo/fake-fonts.css?${t}` } },
      });
      startPage();
      await waitUntil(() => links(t).length === 1, 'the fonts stylesheet was added');
    });

    it('a Typekit font missing from the kit raises TypekitFontError, logged and reported (spec 001 §8)', async function () {
      // It waits for states (the kit's stylesheet applied, the report at the server, through the
      // outbox): a loaded machine reached them after the suite's 20 s once.
      this.timeout(60_000);
      const app = `tp${tag().replace(/\W/g, '')}`;
      const stop = startErrorReporting({ app });
      try {
        siteContextWith({
          website: { typekitId: 'demokit', thirdPartyUrls: { typekit: `/demo/fake-typekit/{kitId}.css?${tag()}` } },
          typekitFonts: [
            { id: 'tidewater-serif', variations: ['n4', 'i4', 'n7'] },
            { id: 'tidewater-serif', variations: ['n4', 'i7'] },
            { id: 'missing-sans' },
          ],
        });
        clock = installManualClock();
        const { messages } = await captureConsole('error', async () => {
          await startThirdParty();
          await frames(() => !!links('demokit').at(-1)?.sheet);
          for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
        });
        const errors = messages.map((m) => m[0]);
        expect(errors.every((e) => e instanceof TypekitFontError)).to.equal(true);
        expect(errors.map((e) => (e as Error).message)).to.deep.equal([
          "[ss-blocks] Typekit font tidewater-serif i7 is not in the site's font set.",
          "[ss-blocks] Typekit font missing-sans is not in the site's font set.",
        ]);
        // Error reporting sends what it was given after its 1000 ms debounce.
        await clock.advance(1000);
        await frames(async () => JSON.stringify((await received('/api/events/RecordJavascriptErrors')).map((r) => r.body)).includes(app));
        const sent = JSON.stringify((await received('/api/events/RecordJavascriptErrors')).map((r) => r.body));
        expect(sent).to.contain('TypekitFontError: [ss-blocks] Typekit font missing-sans');
      } finally {
        stop();
      }
    });

    it('a kit id that is not one is refused with a console message, nothing loaded', async () => {
      siteContextWith({ website: { typekitId: '../evil' } });
      const { messages } = await captureConsole('warn', () => startThirdParty());
      expect(requested()).to.deep.equal([]);
      expect(messages.map((m) => m[0])).to.deep.equal(['[ss-blocks] ../evil is not loaded: it is not a valid https address.']);
    });

    it('an http base on another host is refused (https, or the page’s own origin)', async () => {
      siteContextWith({
        googleFonts: [{ includeName: 'Inter' }],
        website: { thirdPartyUrls: { googleFonts: 'http://fonts.example.com/css2' } },
      });
      const { messages } = await captureConsole('warn', () => startThirdParty());
      expect(requested()).to.deep.equal([]);
      expect(String(messages[0]?.[0])).to.equal(
        '[ss-blocks] http://fonts.example.com/css2?family=Inter&display=swap is not loaded: it is not a valid https address.',
      );
    });
  });

  describe('comment counts and the follow button', () => {
    const comments = (t: string, extra: Record<string, unknown> = {}) =>
      siteContextWith({
        websiteSettings: { commentsEnabled: true, disqusShortname: 'tidewater' },
        website: {
          thirdPartyUrls: {
            disqusCount: `/demo/fake-disqus-count.js?shortname={shortname}&${t}`,
            followButton: `/demo/fake-follow-button.js?${t}`,
          },
        },
        ...extra,
      });

    it('loads the count script with the shortname where comments are on and the page shows counts, once', async () => {
      const t = tag();
      comments(t);
      const count = await fixture(html`<p><a href="/blog/post#disqus_thread">Comments</a></p>`);
      await startThirdParty();
      await startThirdParty();
      expect(requested()).to.deep.equal([here(`/demo/fake-disqus-count.js?shortname=tidewater&${t}`)]);
      await waitUntil(() => win.fakeDisqusRuns === 1, 'the count script ran');
      expect(count.querySelector('a')!.getAttribute('data-fake-disqus')).to.equal('tidewater');
      expect(win.fakeDisqusRuns).to.equal(1);
    });

    it('the real provider by default', async () => {
      siteContextWith({ websiteSettings: { commentsEnabled: true, disqusShortname: 'tidewater' } });
      await fixture(html`<span class="disqus-comment-count" data-disqus-identifier="post-1"></span>`);
      await startThirdParty();
      expect(requested()).to.deep.equal(['https://tidewater.disqus.com/count.js']);
    });

    it('nothing with comments off, without a shortname, or without count markup', async () => {
      siteContextWith({ websiteSettings: { commentsEnabled: false, disqusShortname: 'tidewater' } });
      await fixture(html`<span class="disqus-comment-count"></span>`);
      await startThirdParty();
      siteContextWith({ websiteSettings: { commentsEnabled: true } });
      await startThirdParty();
      fixtureCleanup();
      comments(tag());
      await fixture(html`<p>No counts here</p>`);
      await startThirdParty();
      expect(requested()).to.deep.equal([]);
    });

    it('under the restrictive policy, the count and follow scripts wait for consent', async () => {
      const t = tag();
      comments(t, { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
      await fixture(html`<div>
        <span class="disqus-comment-count" data-disqus-identifier="post-1"></span>
        <a class="twitter-follow-button" href="https://x.com/tidewater">Follow</a>
      </div>`);
      await startThirdParty();
      expect(requested(), 'no choice yet').to.deep.equal([]);
      setChoice(true);
      expect(requested()).to.have.members([
        here(`/demo/fake-disqus-count.js?shortname=tidewater&${t}`),
        here(`/demo/fake-follow-button.js?${t}`),
      ]);
      await waitUntil(() => win.fakeDisqusRuns === 1 && win.fakeFollowRuns === 1, 'both scripts ran');
    });

    it('declined: neither loads', async () => {
      comments(tag(), { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
      await fixture(html`<a class="twitter-follow-button" href="https://x.com/tidewater">Follow</a>`);
      setChoice(false);
      await startThirdParty();
      expect(requested()).to.deep.equal([]);
    });

    it('the follow-button script times out after 10000 ms, not 9999 (spec 001 §9)', async () => {
      siteContextWith({ website: { thirdPartyUrls: { followButton: '/api/third-party-hang?__delay=60000' } } });
      await fixture(html`<a class="twitter-follow-button" href="https://x.com/tidewater">Follow</a>`);
      clock = installManualClock();
      const { messages } = await captureConsole('warn', async () => {
        await startThirdParty();
        await clock!.scheduled();
        expect(clock!.pending()).to.deep.equal([FOLLOW_BUTTON_TIMEOUT_MS]);
        expect(FOLLOW_BUTTON_TIMEOUT_MS).to.equal(10000);
        await clock!.advance(9999);
        expect(clock!.pending()).to.deep.equal([1]);
        await clock!.advance(1);
      });
      expect(messages.map((m) => m[0])).to.deep.equal([
        `[ss-blocks] ${here('/api/third-party-hang?__delay=60000')} did not load (timeout).`,
      ]);
    });
  });

  describe('the editing backend and SoundCloud', () => {
    it('loads nothing under /config', async () => {
      history.replaceState(null, '', '/config/pages');
      siteContextWith({ googleFonts: [{ includeName: 'Inter' }], website: { typekitId: 'demokit' } });
      await fixture(html`<a class="twitter-follow-button" href="https://x.com/tidewater">Follow</a>`);
      await startThirdParty();
      expect(requested()).to.deep.equal([]);
    });

    it('warns once for each invalid SoundCloud address of a SoundCloud block (spec 001 §8)', async () => {
      siteContextWith({});
      await fixture(html`<div>
        <div class="sqs-block soundcloud-block" data-block-json='{"url":"https://soundcloud.com/artist/track"}'></div>
        <div class="sqs-block soundcloud-block" data-block-json='{"url":"https://example.com/track"}'></div>
        <div class="sqs-block soundcloud-block" data-block-json='{"url":"https://example.com/track"}'></div>
        <div class="sqs-block soundcloud-block"><iframe title="player" src="https://w.soundcloud.com/player/?url="></iframe></div>
      </div>`);
      const { messages } = await captureConsole('warn', () => startThirdParty());
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] Invalid SoundCloud URL: "https://example.com/track"',
        '[ss-blocks] Invalid SoundCloud URL: "https://w.soundcloud.com/player/?url="',
      ]);
    });
  });
});
