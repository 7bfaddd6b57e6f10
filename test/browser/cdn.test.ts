// The single file as it ships (dist/cdn/ss-blocks.min.js, from `npm run build`; this is the
// one browser test that loads dist/, since what it checks is the build): a page in another
// directory that loads only that file gets every element at once, and the parts the file
// loads on use, from its own folder (dist/cdn/ss-blocks/) relative to its own address, when
// a block needs them: here the renderer of a form built from JSON.
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from './helpers/wait.js';

const FILE = '/dist/cdn/ss-blocks.min.js';
const FOLDER = '/dist/cdn/ss-blocks/';
const DEFINITION = { formId: 'single-file', build: { fields: [{ id: 'email-1', type: 'email', title: 'Email', required: true }] } };

/** The paths under /dist/ the frame has fetched, in order. */
const fetched = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.startsWith('/dist/'));

/** A page in a frame that loads only the file, once the file has defined its elements. */
async function singleFilePage(): Promise<{ win: Window; doc: Document }> {
  const frame = await fixture<HTMLIFrameElement>('<iframe src="/test/fixtures/single-file.html" title="page"></iframe>');
  await waitUntil(() => frame.contentWindow?.customElements.get('ss-form'), `${FILE} did not define <ss-form>`);
  return { win: frame.contentWindow!, doc: frame.contentDocument! };
}

/** The file as the page's own module code imports it: the same instance the page loaded. */
const fileApi = async <T>(win: Window): Promise<T> =>
  (await (win as unknown as { Function: FunctionConstructor }).Function(`return import('${FILE}')`)()) as T;

describe('the single file (dist/cdn/ss-blocks.min.js)', () => {
  before(async () => {
    const res = await fetch(FILE, { method: 'HEAD' });
    if (!res.ok) throw new Error(`${FILE} is missing (${res.status}): run \`npm run build\` first.`);
  });

  it('defines every element from one file, and loads a form’s renderer from its folder when a form from JSON appears', async () => {
    const { win, doc } = await singleFilePage();
    expect(['ss-gallery', 'ss-lightbox', 'ss-menu'].every((tag) => win.customElements.get(tag))).to.equal(true);
    expect(fetched(win), 'nothing but the file before a block needs more').to.deep.equal([FILE]);

    const form = doc.createElement('ss-form');
    form.dataset.blockJson = JSON.stringify(DEFINITION);
    doc.querySelector('main')!.append(form);
    await waitUntil(
      () => form.querySelector('input[type="email"]'),
      `the form's renderer did not load from ${FOLDER} (its files missing, or addressed from the page instead of the file?)`,
    );
    const parts = fetched(win).slice(1);
    expect(parts.length, parts.join(', ')).to.be.greaterThan(0);
    expect(
      parts.every((p) => p.startsWith(FOLDER)),
      parts.join(', '),
    ).to.equal(true);
    expect(parts.some((p) => /^\/dist\/cdn\/ss-blocks\/render-[\w-]+\.js$/.test(p))).to.equal(true);
    // What the renderer imports from the file is the file the page loaded: one copy of it.
    expect(fetched(win).filter((p) => p === FILE)).to.have.length(1);
  });

  it('marks without the performance client; the telemetry’s starts load it from the folder on the first call', async () => {
    const { win } = await singleFilePage();
    const api = await fileApi<{
      mark(name: string): void;
      startPerformance(options?: object): Promise<boolean>;
      startTelemetry(options?: object | false): void;
    }>(win);
    api.mark('single-file');
    expect(win.performance.getEntriesByName('rum-single-file', 'mark')).to.have.length(1);
    expect(fetched(win), 'marking loads nothing').to.deep.equal([FILE]);
    expect(typeof (await api.startPerformance())).to.equal('boolean');
    const parts = fetched(win).slice(1);
    expect(
      parts.some((p) => /^\/dist\/cdn\/ss-blocks\/performance-[\w-]+\.js$/.test(p)),
      parts.join(', '),
    ).to.equal(true);
    expect(fetched(win).filter((p) => p === FILE)).to.have.length(1);
  });

  it('the census, analytics and error reporting: none up front; each loads from the folder on its first call', async () => {
    const { win } = await singleFilePage();
    const api = await fileApi<{
      droppedCount(): Promise<number>;
      reportError(error: unknown): void;
      startErrorReporting(options?: object): () => void;
    }>(win);
    const part = (name: string) => fetched(win).some((p) => new RegExp(`^/dist/cdn/ss-blocks/${name}-[\\w-]+\\.js$`).test(p));
    expect(['census', 'analytics', 'error-reporting'].filter(part), 'before any call').to.deep.equal([]);
    expect(await api.droppedCount()).to.be.a('number');
    api.reportError(new Error('not started: not sent'));
    await waitUntil(() => part('error-reporting'), `reportError did not load its module from ${FOLDER}`);
    const stop = api.startErrorReporting({ app: 'single-file' });
    expect(stop).to.be.a('function');
    stop();
    expect(part('analytics'), 'what is not called is not loaded').to.equal(false);
    expect(fetched(win).filter((p) => p === FILE)).to.have.length(1);
  });

  it('the confirmation and the system error: not in the file; defined from the folder when a service shows one or one appears', async () => {
    const { win, doc } = await singleFilePage();
    expect(
      ['ss-confirm', 'ss-system-error'].filter((tag) => win.customElements.get(tag)),
      'not defined up front',
    ).to.deep.equal([]);
    expect(fetched(win), 'nothing but the file before one is shown').to.deep.equal([FILE]);
    const api = await fileApi<{
      information(title: string): Promise<string>;
    }>(win);
    // The service defines the element it shows: the toast is in the page, from the folder.
    void api.information('Saved');
    await waitUntil(() => doc.querySelector('ss-confirm')?.matches(':defined'), 'information() did not define <ss-confirm>');
    // Markup of the page's own, added later: defined on sight.
    doc.querySelector('main')!.insertAdjacentHTML('beforeend', '<ss-system-error></ss-system-error>');
    await waitUntil(() => win.customElements.get('ss-system-error'), '<ss-system-error> in the page was not defined');
    const parts = fetched(win).slice(1);
    expect(
      parts.every((p) => p.startsWith(FOLDER)),
      parts.join(', '),
    ).to.equal(true);
    expect(fetched(win).filter((p) => p === FILE)).to.have.length(1);
  });

  // The parts are minified one by one, the file's Lit in none of them: a short name made up
  // for one of the confirmation's members once replaced one of Lit's own (its update never
  // saw a property change).
  it('a confirmation from the folder works: shown with its title, answered by its button', async () => {
    const { win, doc } = await singleFilePage();
    const api = await fileApi<{
      confirm(options: { title: string; message: string }): Promise<string>;
    }>(win);
    const answer = api.confirm({ title: 'Leave the page?', message: 'Your answers are kept.' });
    const button = () => doc.querySelector('ss-confirm')?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="confirm-button"]');
    await waitUntil(() => button()?.checkVisibility(), 'the confirmation was not shown with its buttons');
    const root = doc.querySelector('ss-confirm')!.shadowRoot!;
    expect(root.querySelector('[part="title"]')!.textContent).to.equal('Leave the page?');
    button()!.click();
    expect(await answer).to.equal('confirm');
  });

  it('the autoloader loaded twice: the second warns and does nothing', async () => {
    const frame = await fixture<HTMLIFrameElement>(
      `<iframe title="page" srcdoc="${[
        '<script>window.warned = []; console.warn = (m) => warned.push(String(m));</script>',
        '<script src=&quot;/dist/cdn/autoloader.classic.js&quot;></script>',
        '<script src=&quot;/dist/cdn/autoloader.classic.js&quot;></script>',
        '<ss-menu></ss-menu>',
      ].join('')}"></iframe>`,
    );
    await waitUntil(() => frame.contentWindow?.customElements.get('ss-menu'), 'the first loader defines <ss-menu>');
    const win = frame.contentWindow as Window & { warned: string[] };
    expect(win.warned).to.deep.equal(['ss-blocks: a second copy is ignored.']);
    expect(
      fetched(win).filter((p) => p.endsWith('/blocks/ss-menu.js')),
      'one import of the block',
    ).to.have.length(1);
  });
});
