// The published page's side of the editing frame (services/editor-frame.ts): in a frame whose
// parent is this test page (same origin: the editor), it announces its blocks, applies the
// editor's changes, replays tweak and frame events as site events, and hears only its parent
// at the editor's origin.
import { expect } from '@open-wc/testing';
import { EDITOR_MESSAGE_SOURCE, pageMessageFrom, type EditorMessage, type PageMessage } from '../../../src/contract/editor-frame.js';
import { frameEditorOrigin, pageAesthetics, AESTHETICS_STYLE_ID } from '../../../src/services/editor-frame.js';
import { COLOR_THEMES, FONT_FAMILIES } from '../../../src/model/site-aesthetics.js';
import { t } from '../../../src/i18n/translator.js';
import { editor } from '../../../src/i18n/en/editor.js';

type FrameWindow = Window & typeof globalThis & { siteEvents: { type: string; detail: unknown }[] };
let frame: HTMLIFrameElement;
let win: FrameWindow;
let messages: PageMessage[];
const onMessage = (e: MessageEvent) => {
  const m = frame && pageMessageFrom(e, frame, location.origin);
  if (m) messages.push(m);
};
const until = async (ok: () => unknown, what: string) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(!!ok(), what).to.equal(true);
};
type Body<M = EditorMessage> = M extends unknown ? Omit<M, 'source' | 'version'> : never;
const send = (m: Body) => win.postMessage({ source: EDITOR_MESSAGE_SOURCE, version: 1, ...m }, location.origin);
const events = (type: string) => win.siteEvents.filter((e) => e.type === type);
/** The page's console warnings while `run` runs (it may wait for them). */
async function warningsOf(run: (warnings: string[]) => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = win.console.warn;
  win.console.warn = (m: string) => warnings.push(m);
  try {
    await run(warnings);
  } finally {
    win.console.warn = warn;
  }
  return warnings;
}
const loaded = () => messages.find((m) => m.type === 'frame' && m.event === 'load') as Extract<PageMessage, { event: 'load' }> | undefined;

describe('services/editor-frame', () => {
  beforeEach(async () => {
    messages = [];
    addEventListener('message', onMessage);
    frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/editor-frame.html', title: 'page' });
    document.body.append(frame);
    await until(() => loaded(), 'the frame announced its load');
    win = frame.contentWindow as FrameWindow;
  });
  afterEach(() => {
    removeEventListener('message', onMessage);
    frame.remove();
  });

  it('announces every ss-* element, keyed by its id or its tag and place, named, its settings as attributes, a form’s definition and the banner settings', () => {
    const load = loaded()!;
    expect(load.frameUrl).to.equal('/test/fixtures/editor-frame.html');
    // ours: an element with no id is keyed by its tag and place among that tag, from 1; its
    // name is its label, else its section's heading.
    expect(load.blocks.map((b) => [b.id, b.tag, b.name])).to.deep.equal([
      ['bar', 'ss-announcement-bar', 'Announcement'],
      ['g', 'ss-gallery', 'Photographs'],
      ['f', 'ss-form', undefined],
      ['ss-gallery 2', 'ss-gallery', 'More photographs'],
    ]);
    const gallery = load.blocks[1]!;
    expect(gallery.attributes.design).to.equal('grid');
    expect(gallery.attributes.loop, 'a default is given too').to.equal('true');
    expect(load.blocks[2]!.definition).to.deep.equal({
      formId: 'f',
      build: { fields: [{ id: 'name-1', type: 'text', title: 'Your name' }] },
    });
    expect(load.cookieBanner).to.deep.equal({ isCookieBannerEnabled: true, cookieBannerTheme: 'DARK' });
    expect(events('frame-load')).to.have.length(1);
  });

  it('applies a block’s attributes (null removes one) and replays the change as ss:tweak-change', async () => {
    const gallery = win.document.getElementById('g')!;
    const change = { kind: 'attributes', id: 'g', attributes: { design: 'slider', 'aria-label': null } } as const;
    send({ type: 'tweak', event: 'change', panel: 'gallery', change: { ...change, attributes: { design: 'slider', loop: 'false' } } });
    await until(() => gallery.getAttribute('design') === 'slider', 'the design was applied');
    expect(gallery.getAttribute('loop')).to.equal('false');
    expect((gallery as unknown as { design: string }).design).to.equal('slider');
    send({ type: 'tweak', event: 'change', panel: 'gallery', change: { kind: 'attributes', id: 'g', attributes: { loop: null } } });
    await until(() => !gallery.hasAttribute('loop'), 'null removed the attribute');
    expect(events('tweak-change')[0]!.detail).to.deep.equal({
      name: 'gallery',
      value: { kind: 'attributes', id: 'g', attributes: { design: 'slider', loop: 'false' } },
    });
  });

  it('applies a change to a block with no id by its tag and place; a place the page does not have is refused (ours)', async () => {
    const second = win.document.getElementsByTagName('ss-gallery')[1]!;
    const warnings = await warningsOf(async (warnings) => {
      send({
        type: 'tweak',
        event: 'change',
        panel: 'ss-gallery 2',
        change: { kind: 'attributes', id: 'ss-gallery 2', attributes: { design: 'list' } },
      });
      await until(() => second.getAttribute('design') === 'list', 'the second gallery took the design');
      for (const id of ['ss-gallery 3', 'ss-gallery 0', 'div 1', 'ss-gallery 1 x'])
        send({ type: 'tweak', event: 'change', panel: id, change: { kind: 'attributes', id, attributes: { design: 'slider' } } });
      await until(() => warnings.length === 4, 'four warnings');
    });
    expect(win.document.getElementById('g')!.getAttribute('design')).to.equal('grid');
    expect(warnings[0]).to.equal(t(editor, 'editor.frameNoBlock', { id: 'ss-gallery 3' }));
  });

  it('reports the site chrome in its load, and shows a site change at once: the badge, the mobile info bar, the announcement bar', async () => {
    expect(loaded()!.site).to.deep.equal({ showAnnouncementBar: true, websiteSettings: {} });
    const doc = win.document;
    const site = (context: Record<string, unknown>) =>
      send({ type: 'tweak', event: 'change', panel: 'site', change: { kind: 'site', context } });
    site({
      showAnnouncementBar: false,
      websiteSettings: { ssBadgeType: 'white', mobileInfoBarSettings: { style: 'dark', isContactEmailEnabled: true } },
    });
    await until(() => doc.getElementById('ss-site-badge'), 'the badge shows');
    expect(doc.getElementById('ss-site-badge')!.shadowRoot!.querySelector('a')!.className).to.equal('white');
    expect(doc.getElementById('bar')!.hidden, 'the announcement bar is hidden').to.equal(true);
    site({ websiteSettings: { contactEmail: 'hello@example.com' } });
    await until(() => doc.getElementById('ss-mobile-info-bar'), 'the mobile info bar shows, its other settings kept');
    site({ showAnnouncementBar: true, websiteSettings: { ssBadgeType: 'none', mobileInfoBarSettings: { style: 'none' } } });
    await until(() => !doc.getElementById('ss-site-badge') && !doc.getElementById('ss-mobile-info-bar'), 'both go');
    expect(doc.getElementById('bar')!.hidden).to.equal(false);
    const context = JSON.parse(doc.getElementById('ss-site-context')!.textContent!);
    expect(context.websiteSettings).to.deep.equal({
      ssBadgeType: 'none',
      mobileInfoBarSettings: { style: 'none', isContactEmailEnabled: true },
      contactEmail: 'hello@example.com',
    });
    expect(context.cookieSettings, 'the rest of the context is kept').to.deep.equal({
      isCookieBannerEnabled: true,
      cookieBannerTheme: 'DARK',
    });
  });

  it('refuses what is not a setting of the block, and a block the page does not have, with a warning', async () => {
    const warnings = await warningsOf(async (warnings) => {
      send({
        type: 'tweak',
        event: 'change',
        panel: 'gallery',
        change: { kind: 'attributes', id: 'g', attributes: { 'data-x': 'y', design: 'list' } },
      });
      send({
        type: 'tweak',
        event: 'change',
        panel: 'gallery',
        change: { kind: 'attributes', id: 'nope', attributes: { design: 'list' } },
      });
      await until(() => warnings.length === 2, 'two warnings');
    });
    const gallery = win.document.getElementById('g')!;
    expect(gallery.hasAttribute('data-x')).to.equal(false);
    expect(gallery.getAttribute('design'), 'the known setting was applied').to.equal('list');
    expect(warnings).to.deep.equal([
      t(editor, 'editor.frameNoSetting', { tag: 'ss-gallery', attribute: 'data-x' }),
      t(editor, 'editor.frameNoBlock', { id: 'nope' }),
    ]);
  });

  it('renders a form from the definition the editor sends', async () => {
    const definition = { formId: 'f', build: { fields: [{ id: 'email-9', type: 'email', title: 'Your email', required: true }] } };
    send({ type: 'tweak', event: 'change', panel: 'form', change: { kind: 'form', id: 'f', definition } });
    await until(() => win.document.querySelector('#f label')?.textContent?.includes('Your email'), 'the new field renders');
    expect(win.document.querySelector('#f form')!.textContent).not.to.contain('Your name');
  });

  it('shows the site styles as <style id="ss-site-aesthetics"> with the custom properties, and removes it with no dirty value', async () => {
    const rootVar = (name: string) => win.getComputedStyle(win.document.documentElement).getPropertyValue(name).trim();
    const values = {
      'colors.activeThemeId': 'moss',
      'colors.palette': { ...COLOR_THEMES.moss.palette, accent: '#0055aa' },
      'fonts.fontUsageCategories': { heading: 'palatino', body: 'system-sans' },
    };
    send({ type: 'tweak', event: 'change', panel: 'style', change: { kind: 'aesthetics', values } });
    await until(() => rootVar('--accent') === '#0055aa', 'the accent applies');
    const style = win.document.getElementById(AESTHETICS_STYLE_ID)!;
    expect(style.localName).to.equal('style');
    expect(style.parentElement, 'in the head').to.equal(win.document.head);
    expect(win.document.head.lastElementChild, 'last, after the template’s styles').to.equal(style);
    expect(rootVar('--paper')).to.equal(COLOR_THEMES.moss.palette.paper);
    expect(rootVar('--ink')).to.equal(COLOR_THEMES.moss.palette.ink);
    expect(rootVar('--muted')).to.equal(COLOR_THEMES.moss.palette.muted);
    expect(rootVar('--rule')).to.equal(COLOR_THEMES.moss.palette.rule);
    expect(rootVar('--font-heading')).to.equal(FONT_FAMILIES.palatino!.stack);
    expect(rootVar('--font-body')).to.equal(FONT_FAMILIES['system-sans']!.stack);
    expect(pageAesthetics(win.document), 'the values kept for a later frame load').to.deep.equal(values);
    expect(events('tweak-change').at(-1)!.detail).to.deep.equal({ name: 'style', value: { kind: 'aesthetics', values } });
    send({ type: 'tweak', event: 'change', panel: 'style', change: { kind: 'aesthetics', values: {} } });
    await until(() => !win.document.getElementById(AESTHETICS_STYLE_ID), 'no dirty value: the template’s styles');
    expect(rootVar('--accent')).to.equal('');
  });

  it('refuses a hostile or unknown site style with a warning per path, and changes nothing', async () => {
    const warnings: string[] = [];
    const warn = win.console.warn;
    win.console.warn = (m: string) => warnings.push(m);
    const scripts = win.document.scripts.length;
    const hostile = { 'colors.palette': { ...COLOR_THEMES.harbour.palette, accent: 'red;}</style><script>parent.hacked=1</script>' } };
    try {
      send({
        type: 'tweak',
        event: 'change',
        panel: 'style',
        change: { kind: 'aesthetics', values: { 'colors.palette': COLOR_THEMES.sand.palette } },
      });
      await until(() => win.document.getElementById(AESTHETICS_STYLE_ID), 'a good change applies');
      send({ type: 'tweak', event: 'change', panel: 'style', change: { kind: 'aesthetics', values: hostile } });
      send({
        type: 'tweak',
        event: 'change',
        panel: 'style',
        change: {
          kind: 'aesthetics',
          values: { 'fonts.fontUsageCategories': { heading: 'Comic Sans', body: 'georgia' }, 'colors.x': 1 } as Record<string, unknown>,
        },
      });
      await until(() => warnings.length === 3, 'three warnings');
    } finally {
      win.console.warn = warn;
    }
    expect(warnings).to.deep.equal([
      t(editor, 'editor.frameBadAesthetics', { path: 'colors.palette' }),
      t(editor, 'editor.frameBadAesthetics', { path: 'fonts.fontUsageCategories' }),
      t(editor, 'editor.frameBadAesthetics', { path: 'colors.x' }),
    ]);
    const styles = win.document.querySelectorAll('style#ss-site-aesthetics');
    expect(styles, 'one style element').to.have.length(1);
    expect(styles[0]!.textContent).not.to.match(/[<>]|script|red/);
    expect(win.document.scripts.length, 'no script was added').to.equal(scripts);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    expect(win.getComputedStyle(win.document.documentElement).getPropertyValue('--accent').trim(), 'the last good change stays').to.equal(
      COLOR_THEMES.sand.palette.accent,
    );
  });

  it('reports the published site styles in its frame load, and ignores unreadable ones', () => {
    const doc = win.document;
    expect(loaded()!.aesthetics, 'none published').to.equal(undefined);
    const style = Object.assign(doc.createElement('style'), { id: AESTHETICS_STYLE_ID });
    style.setAttribute('data-values', JSON.stringify({ 'colors.activeThemeId': 'sand' }));
    doc.head.append(style);
    expect(pageAesthetics(doc)).to.deep.equal({ 'colors.activeThemeId': 'sand' });
    style.setAttribute('data-values', '{"colors.palette":{"accent":"red"}}');
    expect(pageAesthetics(doc)).to.equal(undefined);
    style.setAttribute('data-values', '{not json');
    expect(pageAesthetics(doc)).to.equal(undefined);
  });

  it('forces the banner with the first change, updates it after, and unforces it when the panel closes', async () => {
    const settings = { cookieBannerVariant: 'POPUP' };
    send({ type: 'tweak', event: 'change', panel: 'cookie-banner', change: { kind: 'cookie-banner', settings } });
    send({
      type: 'tweak',
      event: 'change',
      panel: 'cookie-banner',
      change: { kind: 'cookie-banner', settings: { cookieBannerVariant: 'BAR' } },
    });
    send({ type: 'tweak', event: 'close', panel: 'cookie-banner' });
    await until(() => events('cookie-banner-unforce').length === 1, 'unforced');
    expect(events('cookie-banner-force').map((e) => e.detail)).to.deep.equal([{ settings }]);
    expect(events('cookie-banner-update').map((e) => e.detail)).to.deep.equal([{ settings: { cookieBannerVariant: 'BAR' } }]);
  });

  it('replays every tweak and frame event as the page’s site events', async () => {
    for (const event of ['before-open', 'after-show', 'save', 'reset', 'close', 'after-close'] as const)
      send({ type: 'tweak', event, panel: 'gallery' });
    send({ type: 'frame', event: 'save-enter' });
    send({ type: 'frame', event: 'save-exit' });
    send({ type: 'frame', event: 'editing-change', editing: false });
    await until(() => events('frame-editing-change').length === 1, 'the last one arrived');
    for (const type of [
      'tweak-before-open',
      'tweak-after-show',
      'tweak-save',
      'tweak-reset',
      'tweak-close',
      'tweak-after-close',
      'frame-save-enter',
      'frame-save-exit',
    ]) {
      expect(events(type), type).to.have.length(1);
    }
    expect(events('frame-editing-change')[0]!.detail).to.deep.equal({ editing: false });
  });

  it('brings a block into view when its panel opens (before-open names the block), and no other panel scrolls', async () => {
    const form = win.document.getElementById('f')!;
    expect(form.getBoundingClientRect().top, 'below the frame at first').to.be.greaterThan(frame.clientHeight);
    send({ type: 'tweak', event: 'before-open', panel: 'cookie-banner' });
    await until(() => events('tweak-before-open').length === 1, 'a panel that is no block');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(win.scrollY, 'a panel that names no block does not scroll').to.equal(0);
    send({ type: 'tweak', event: 'before-open', panel: 'f' });
    await until(() => {
      const r = form.getBoundingClientRect();
      return r.top < frame.clientHeight && r.bottom > 0;
    }, 'the form is in view');
  });

  it('keeps the open block in view while the frame is resized, and lets go when its panel closes (ours)', async () => {
    const form = win.document.getElementById('f')!;
    const inView = () => {
      const r = form.getBoundingClientRect();
      return r.top < frame.clientHeight && r.bottom > 0;
    };
    const resized = (width: string) =>
      new Promise<void>((resolve) => {
        win.addEventListener('resize', () => requestAnimationFrame(() => resolve()), { once: true });
        frame.style.width = width;
      });
    send({ type: 'tweak', event: 'before-open', panel: 'f' });
    await until(inView, 'the form is in view');
    win.scrollTo({ top: 0, behavior: 'instant' });
    await resized('320px');
    expect(inView(), 'back in view at the new width').to.equal(true);
    send({ type: 'tweak', event: 'close', panel: 'f' });
    await until(() => events('tweak-close').length === 1, 'closed');
    win.scrollTo({ top: 0, behavior: 'instant' });
    await resized('400px');
    expect(win.scrollY, 'no panel open: the page stays where it is').to.equal(0);
  });

  it('hears only its parent at the editor’s origin, and only well-formed messages', async () => {
    const gallery = win.document.getElementById('g')!;
    const data = {
      source: EDITOR_MESSAGE_SOURCE,
      version: 1,
      type: 'tweak',
      event: 'change',
      panel: 'gallery',
      change: { kind: 'attributes', id: 'g', attributes: { design: 'stacked' } },
    };
    win.dispatchEvent(new win.MessageEvent('message', { data, origin: 'https://evil.example', source: win.parent }));
    win.dispatchEvent(new win.MessageEvent('message', { data, origin: location.origin, source: win }));
    send({ type: 'tweak', event: 'change', panel: 'gallery', change: { kind: 'attributes', id: 'g', attributes: { design: 5 } } as never });
    win.postMessage({ ...data, version: 2 }, location.origin);
    win.postMessage({ ...data, change: { kind: 'attributes', id: 'g', attributes: { 'on click': 'x' } } }, location.origin);
    send({ type: 'frame', event: 'save-enter' });
    await until(() => events('frame-save-enter').length === 1, 'a later valid message arrived');
    expect(gallery.getAttribute('design')).to.equal('grid');
    expect(events('tweak-change')).to.have.length(0);
  });

  it('tells the editor when the page goes (iframe unload)', async () => {
    frame.src = 'about:blank';
    await until(() => messages.some((m) => m.type === 'frame' && m.event === 'iframe-unload'), 'iframe-unload posted');
  });

  it('the editor takes only its frame’s messages at its origin (iframe-unload: its window is gone)', () => {
    const data = { source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'frame', event: 'iframe-unload' };
    const from = (source: MessageEventSource | null, origin = location.origin, d: unknown = data) =>
      pageMessageFrom(new MessageEvent('message', { data: d, source, origin }), frame, location.origin);
    expect(from(frame.contentWindow)).to.deep.equal(data);
    expect(from(null), 'the page has gone').to.deep.equal(data);
    expect(from(window), 'another window').to.equal(undefined);
    expect(from(frame.contentWindow, 'https://evil.example')).to.equal(undefined);
    const toggle = { source: EDITOR_MESSAGE_SOURCE, type: 'editor-toggle', version: 1, frameUrl: '/' };
    expect(from(frame.contentWindow, location.origin, toggle)).to.deep.equal(toggle);
    expect(from(null, location.origin, toggle), 'only the unload is taken without a window').to.equal(undefined);
    expect(from(frame.contentWindow, location.origin, { ...data, event: 'explode' })).to.equal(undefined);
  });

  it('knows its editor: a same-origin parent or the config area’s origin, nothing else', () => {
    const framed = (parent: string) =>
      ({
        top: {},
        parent: {},
        location: { origin: 'https://www.tidewater.example', ancestorOrigins: [parent] },
        document: { referrer: '' },
      }) as unknown as Window;
    const ctx = { website: { identifier: 'tidewater' }, appDomain: 'builder.test' };
    expect(frameEditorOrigin(ctx, framed('https://www.tidewater.example'))).to.equal('https://www.tidewater.example');
    expect(frameEditorOrigin(ctx, framed('https://tidewater.builder.test'))).to.equal('https://tidewater.builder.test');
    expect(frameEditorOrigin(ctx, framed('https://evil.example'))).to.equal(undefined);
    expect(frameEditorOrigin(ctx, window)).to.equal(undefined);
  });
});
