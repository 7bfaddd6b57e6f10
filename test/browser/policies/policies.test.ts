// Every block under a site's strict Content Security Policy (no 'unsafe-inline', no
// 'unsafe-eval') and under Trusted Types (`require-trusted-types-for 'script'` with the
// library's policy and Lit's), as the integration guide tells a site to send them: the page
// (test/fixtures/policies/page.html) is served with the header by scripts/policies-middleware.mjs. Each block is
// laid out as without a policy, shows the owner's text, and nothing is refused or thrown.
import { expect } from '@open-wc/testing';
import type { SsGallery } from '../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsLightbox } from '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsVideo } from '../../../src/blocks/ss-video/ss-video.js';
import type { SsCookieBanner } from '../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsForm } from '../../../src/blocks/ss-form/ss-form.js';
import { waitUntil } from '../helpers/wait.js';
import { definition, next } from '../blocks/ss-form/helpers.js';
import { clearCookies, takeTurns } from '../services/telemetry/helpers.js';
import type { PolicyWatch } from '../../fixtures/policies/watch.js';
import type { PolicyFixture } from '../../fixtures/policies/page.js';

type Policy = 'none' | 'csp' | 'tt' | 'both';

interface Page {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis & { __policyWatch: PolicyWatch; __policyFixture: PolicyFixture; __classicRan?: boolean };
}

async function open(policy: Policy): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.title = 'policies';
  frame.style.cssText = 'width:800px;height:600px;border:0;display:block';
  frame.src = `/test/fixtures/policies/page.html?policy=${policy}`;
  document.body.append(frame);
  const win = () => frame.contentWindow as Page['win'] | null;
  await waitUntil(() => win()?.customElements?.get('ss-gallery') && win()!.__policyWatch, 'the library loads in the frame', {
    timeout: 20000,
  });
  return { frame, doc: frame.contentDocument!, win: win()! };
}

const round = (r: DOMRect) => ({ width: Math.round(r.width), height: Math.round(r.height) });

/** The page's refusals and uncaught errors so far, for the assertions' messages. */
const report = (page: Page) => JSON.stringify(page.win.__policyWatch);

async function gallery(page: Page): Promise<void> {
  const el = page.doc.querySelector<SsGallery>('ss-gallery')!;
  const root = () => el.shadowRoot!;
  // Settled: the chrome (titles, strip) loaded and rendered for the laid-out slideshow.
  await waitUntil(() => root()?.querySelector('.thumb') && root().querySelector('.meta'), `the gallery's chrome renders ${report(page)}`);
  await el.updateComplete;
  const strip = root().querySelector<HTMLElement>('[part=thumbnails]')!;
  const style = page.win.getComputedStyle(strip);
  expect(round(strip.getBoundingClientRect()).height, 'the thumbnail strip keeps its height').to.equal(parseFloat(style.height));
  expect(parseFloat(style.height)).to.be.greaterThan(40);
  const thumb = root().querySelector<HTMLElement>('.thumb')!.getBoundingClientRect();
  expect(thumb.width, 'a thumbnail has its width').to.be.greaterThan(20);
  // The title box over the current slide: its size, not the top left corner of the stage.
  const meta = root().querySelector<HTMLElement>('.meta')!.getBoundingClientRect();
  const stage = root().querySelector<HTMLElement>('.stage')!.getBoundingClientRect();
  expect(Math.round(meta.width), 'the titles span the slide').to.be.closeTo(Math.round(stage.width), 2);
  expect(meta.height, 'the titles are as high as the slide').to.be.greaterThan(stage.height / 2);
  expect(root().querySelector('.meta .title')!.textContent).to.equal('Harbour & quay');
}

async function lightbox(page: Page): Promise<void> {
  page.doc.querySelector<HTMLAnchorElement>('ss-gallery .slide a')!.click();
  await waitUntil(() => page.doc.querySelector<SsLightbox>('ss-lightbox')?.open, `the lightbox opens ${report(page)}`);
  const box = page.doc.querySelector<SsLightbox>('ss-lightbox')!;
  await box.updateComplete;
  box.shadowRoot!.getAnimations().forEach((a) => a.finish());
  await box.updateComplete;
  const image = box.shadowRoot!.querySelector<HTMLImageElement>('.slide.current img[part=image]');
  expect(image, `the lightbox shows its image ${report(page)}`).to.not.equal(null);
  const r = round(image!.getBoundingClientRect());
  expect(r.width, 'the lightbox image fills the width it may').to.be.greaterThan(400);
  expect(r.width / r.height, 'the image keeps its 2500x1667 ratio').to.be.closeTo(2500 / 1667, 0.02);
  const meta = box.shadowRoot!.querySelector<HTMLElement>('[part=title]')!;
  expect(meta.textContent!.trim(), 'a title with & is read as text').to.equal('Harbour & quay');
  expect(box.shadowRoot!.querySelector<HTMLElement>('[part=description]')!.textContent).to.equal('The old harbour\nat dusk');
  box.close();
  await waitUntil(() => !box.open, 'the lightbox closes');
}

async function video(page: Page): Promise<void> {
  const el = page.doc.querySelector<SsVideo>('ss-video')!;
  // A video block loads when it comes near the viewport.
  el.scrollIntoView();
  // Around published markup it renders into the wrapper's shadow root.
  const root = () => el.renderRoot as ParentNode | undefined;
  await waitUntil(() => root()?.querySelector('[part~=play-button]'), `the video's facade renders ${report(page)}`);
  await el.updateComplete;
  const base = round(root()!.querySelector<HTMLElement>('[part~=base]')!.getBoundingClientRect());
  expect(base.width).to.be.greaterThan(400);
  expect(base.height, 'the facade keeps the 854x480 ratio').to.be.closeTo(Math.round((base.width * 480) / 854), 1);
  const play = round(root()!.querySelector<HTMLElement>('[part~=play-button]')!.getBoundingClientRect());
  expect(play.width * play.height, 'the play button shows').to.be.greaterThan(100);
}

async function banner(page: Page): Promise<void> {
  const el = page.doc.querySelector<SsCookieBanner>('ss-cookie-banner')!;
  const text = () => el.shadowRoot?.querySelector<HTMLElement>('[part=text]');
  await waitUntil(() => text()?.textContent?.trim(), `the banner's text shows ${report(page)}`);
  expect(text()!.textContent!.trim()).to.equal(
    'We use cookies to count visits & to see which photographs people enjoy. See privacy and measurement.',
  );
  expect(text()!.querySelector('a')!.getAttribute('href')).to.equal('#privacy');
  expect(text()!.getBoundingClientRect().height).to.be.greaterThan(0);
}

async function form(page: Page): Promise<void> {
  const def = await definition([{ id: 'text-1', type: 'text', title: 'Note' }], {
    advanced: {
      postSubmitMessage: 'Thanks & see you soon.',
      // No inline handler (onclick=): the browser reports one as refused by a strict CSP when
      // the markup is read, though it never runs (see the test below).
      postSubmitHtml: '<p>See <a href="/work">our work</a><script>window.__bad=1</script></p>',
    },
  });
  const el = page.doc.createElement('ss-form') as SsForm;
  el.dataset.blockJson = JSON.stringify(def);
  page.doc.getElementById('forms')!.append(el);
  await waitUntil(() => el.querySelector('form [type=submit], form button'), `the form renders ${report(page)}`);
  const done = next(el, 'ss-form-success');
  el.querySelector<HTMLButtonElement>('form [type=submit], form button')!.click();
  await done;
  const html = el.querySelector<HTMLElement>('.form-submission-html');
  await waitUntil(() => html?.childNodes.length, `the post-submit HTML shows ${report(page)}`);
  expect(html!.innerHTML).to.equal('<p>See <a href="/work">our work</a></p>');
  expect(html!.getBoundingClientRect().height).to.be.greaterThan(0);
  expect((page.win as { __bad?: number }).__bad).to.equal(undefined);
}

/** A script from the page's origin loads; under Trusted Types one from elsewhere over http
 * is refused by the ss-blocks policy (its load fails; nothing runs). A second copy of the
 * library's Trusted Types module parses too, with no second policy. */
async function scripts(page: Page, policy: Policy): Promise<void> {
  const fixture = page.win.__policyFixture;
  await fixture.loadScript('/test/fixtures/policies/classic.js');
  expect(page.win.__classicRan).to.equal(true);
  if (policy === 'tt') {
    const refused = await fixture.loadScript('http://elsewhere.invalid/widget.js').then(
      () => 'loaded',
      (e: { reason?: string }) => e.reason,
    );
    expect(refused).to.equal('load-failed');
  }
  const { parseInert } = await fixture.secondCopy;
  expect(parseInert('<p>Fish &amp; <b>chips</b></p>').textContent).to.equal('Fish & chips');
  await new Promise((r) => page.win.requestAnimationFrame(r));
  await new Promise((r) => page.win.requestAnimationFrame(r));
  expect((page.win as { __bad?: number }).__bad, 'nothing in the parse ran').to.equal(undefined);
}

// The banner shows only before a choice: cookies are the origin's, shared with other files.
takeTurns();

describe('the blocks under a strict CSP and Trusted Types', function () {
  this.timeout(30000);
  beforeEach(clearCookies);
  afterEach(() => document.querySelectorAll('iframe[title=policies]').forEach((f) => f.remove()));

  for (const policy of ['none', 'csp', 'tt', 'both'] as const) {
    it(`policy ${policy}: every block laid out and filled, nothing refused, nothing thrown`, async () => {
      const page = await open(policy);
      await gallery(page);
      await video(page);
      await banner(page);
      await lightbox(page);
      await form(page);
      await scripts(page, policy);
      const { violations, errors } = page.win.__policyWatch;
      expect(violations, 'refused by the page’s policy').to.deep.equal([]);
      expect(errors, 'uncaught errors').to.deep.equal([]);
    });
  }

  it('policy both: an inline handler in owner markup is refused (reported when read) and never runs; the rest shows', async () => {
    const page = await open('both');
    const { parseInert } = await page.win.__policyFixture.secondCopy;
    const body = parseInert('<p>Fish &amp; chips</p><img src="/test/fixtures/images/photo.png" onload="window.__bad=1">');
    expect(body.textContent).to.equal('Fish & chips');
    await waitUntil(() => page.win.__policyWatch.violations.length, 'the refusal is reported');
    expect(page.win.__policyWatch.violations.map((v) => v.split(':')[0])).to.deep.equal(['script-src-attr']);
    expect((page.win as { __bad?: number }).__bad).to.equal(undefined);
  });
});
