// Server-rendered widgets (spec 001 §7 GetWidgetRendering: form-encoded widgetJSON with type,
// id, value, an events summary also collectionId; data.html replaces the block's content),
// against the reference server mounted same-origin. Faults are set up for this file's page
// only (its Referer). The markup (data-widget-json) and the states are ours.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { startWidgets, renderWidgetBlock, WIDGET_RENDERING_URL } from '../../../src/services/widgets.js';
import { startPageHelpers } from '../../../src/services/start.js';
import { expectAccessible } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';
import { waitUntil } from '../helpers/wait.js';
import { clearFaults, fault } from '../blocks/ss-form/helpers.js';

type ServerRecord = { method: string; status: number; headers: Record<string, string>; body: Record<string, string> };

let n = 0;
/** A widget id no other test uses, to find this test's records. */
const freshId = () => `w-${Date.now().toString(36)}-${++n}`;

async function received(id: string): Promise<ServerRecord[]> {
  const res = await fetch(`/__ss/received?path=${WIDGET_RENDERING_URL}&limit=1000`);
  const { records } = (await res.json()) as { records: ServerRecord[] };
  return records.filter((r) => typeof r.body?.widgetJSON === 'string' && JSON.parse(r.body.widgetJSON).id === id);
}

async function block(widget: Record<string, unknown>, inner = html`<p>Published summary</p>`): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div class="sqs-block summary-v2-block" data-widget-json=${JSON.stringify(widget)}>
    <div class="sqs-block-content">${inner}</div>
  </div>`);
}

const content = (el: HTMLElement) => el.querySelector<HTMLElement>('.sqs-block-content')!;

afterEach(() => clearFaults(WIDGET_RENDERING_URL));

describe('widget rendering', () => {
  it('is accessible published, while loading and rendered', async () => {
    const id = freshId();
    const el = await block({ type: 'summary-v2', id, value: { title: 'Upcoming' }, collectionId: 'events' });
    await expectAccessible(el, 'published');
    await fault({ path: WIDGET_RENDERING_URL, delay: 300, times: 1 });
    const done = renderWidgetBlock(el);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    expect(el.dataset.widgetState).to.equal('loading');
    await expectAccessible(el, 'loading');
    expect(await done).to.equal('rendered');
    await expectAccessible(el, 'rendered');
  });

  it('posts widgetJSON form-encoded with type, id, value and collectionId, and shows data.html', async () => {
    const id = freshId();
    const widget = { type: 'summary-v2', id, value: { title: 'Upcoming' }, collectionId: 'events' };
    const el = await block(widget);
    expect(await renderWidgetBlock(el)).to.equal('rendered');
    const [record] = await received(id);
    expect(record!.method).to.equal('POST');
    expect(record!.headers['content-type']).to.match(/^application\/x-www-form-urlencoded/);
    expect(Object.keys(record!.body)).to.deep.equal(['widgetJSON']);
    expect(JSON.parse(record!.body.widgetJSON!)).to.deep.equal(widget);
    // The reference server's events summary: the collection's list, under the block's content box.
    const box = content(el);
    expect(box.querySelector('h3')!.textContent).to.equal('Upcoming');
    expect(box.querySelectorAll('li.summary-item')).to.have.length(3);
    expect(box.querySelector('a')!.getAttribute('href')).to.equal('/events/events/1');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(el.dataset.widgetState).to.equal('rendered');
  });

  it('replaces the block’s own children when it has no .sqs-block-content', async () => {
    const id = freshId();
    const el = await fixture<HTMLElement>(html`<div data-widget-json=${JSON.stringify({ type: 'text', id, value: { text: 'Fresh' } })}>
      <p>Old</p>
    </div>`);
    expect(await renderWidgetBlock(el)).to.equal('rendered');
    expect(el.querySelector('p')!.textContent).to.equal('Fresh');
    expect(el.textContent).not.to.contain('Old');
  });

  it('renders every widget block of the page side by side, each once', async () => {
    const a = freshId();
    const b = freshId();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <div data-widget-json=${JSON.stringify({ type: 'text', id: a, value: { text: 'A' } })}><p>a</p></div>
      <div data-widget-json=${JSON.stringify({ type: 'text', id: b, value: { text: 'B' } })}><p>b</p></div>
    </div>`);
    expect(await startWidgets(document)).to.include.members(['rendered']);
    expect(wrapper.textContent!.replace(/\s+/g, '')).to.equal('AB');
    await startWidgets(document);
    expect(await received(a)).to.have.length(1);
    expect(await received(b)).to.have.length(1);
  });

  it('is started by the page when its markup has a widget block', async () => {
    const id = freshId();
    const el = await block({ type: 'text', id, value: { text: 'Started' } });
    startPageHelpers(document);
    await waitUntil(() => el.dataset.widgetState === 'rendered', 'the widget was rendered');
    expect(content(el).textContent).to.contain('Started');
  });

  it('keeps focus inside the block: focus in the replaced markup goes to the content box', async () => {
    const id = freshId();
    const el = await block({ type: 'text', id, value: { text: 'New' } }, html`<a href="#more">More</a>`);
    el.querySelector('a')!.focus();
    expect(await renderWidgetBlock(el)).to.equal('rendered');
    const box = content(el);
    expect(document.activeElement).to.equal(box);
    expect(box.tabIndex).to.equal(-1);
    await expectAccessible(el, 'rendered, focus kept');
  });

  it('leaves focus where it is when it was outside the block', async () => {
    const id = freshId();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <button>Elsewhere</button>
      <div data-widget-json=${JSON.stringify({ type: 'text', id })}><div class="sqs-block-content"><p>x</p></div></div>
    </div>`);
    wrapper.querySelector('button')!.focus();
    expect(await renderWidgetBlock(wrapper.querySelector('[data-widget-json]')!)).to.equal('rendered');
    expect(document.activeElement).to.equal(wrapper.querySelector('button'));
    expect(wrapper.querySelector('.sqs-block-content')!.hasAttribute('tabindex')).to.equal(false);
  });

  it('swaps in one step: what follows the block stays put when the rendering is the size of the published markup', async () => {
    const id = freshId();
    await fault({ path: WIDGET_RENDERING_URL, status: 200, json: { html: '<p>Rendered</p>' }, times: 1 });
    const wrapper = await fixture<HTMLElement>(html`<div>
      <div data-widget-json=${JSON.stringify({ type: 'text', id })}><div class="sqs-block-content"><p>Published</p></div></div>
      <p>Below</p>
    </div>`);
    const el = wrapper.querySelector<HTMLElement>('[data-widget-json]')!;
    const below = wrapper.querySelector(':scope > p')!;
    // Measured from the wrapper: the page's scroll is not the block's doing.
    const offset = () => below.getBoundingClientRect().top - wrapper.getBoundingClientRect().top;
    const top = offset();
    const seen: string[] = [];
    // The published text stays until the answer is in: the content is never empty between.
    const watcher = new MutationObserver(() => seen.push(content(el).textContent!.trim()));
    watcher.observe(content(el), { childList: true, subtree: true, characterData: true });
    expect(await renderWidgetBlock(el)).to.equal('rendered');
    watcher.disconnect();
    expect(seen).to.deep.equal(['Rendered']);
    expect(offset()).to.equal(top);
  });
});

describe('widget rendering: the sanitiser', () => {
  it('runs no script and no event handler of data.html', async () => {
    const id = freshId();
    const w = window as { widgetRan?: string[] };
    w.widgetRan = [];
    const rendering =
      '<p>Safe <b>text</b></p><script>window.widgetRan.push("script")</script>' +
      '<img src="/no-such-image.png" alt="" onerror="window.widgetRan.push(\'onerror\')">' +
      '<a href="javascript:window.widgetRan.push(\'link\')">Link</a><iframe src="/"></iframe>';
    await fault({ path: WIDGET_RENDERING_URL, status: 200, json: { html: rendering }, times: 1 });
    const el = await block({ type: 'text', id });
    expect(await renderWidgetBlock(el)).to.equal('rendered');
    const box = content(el);
    const img = box.querySelector('img')!;
    await waitUntil(() => img.complete, 'the image settled');
    await nextFrame();
    expect(w.widgetRan).to.deep.equal([]);
    expect(box.querySelector('script, iframe, [onerror]')).to.equal(null);
    expect(box.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(box.querySelector('b')!.textContent).to.equal('text');
  });
});

describe('widget rendering: failures keep the published markup', () => {
  it('a failing call: markup kept, the console says why, no overlay', async () => {
    const id = freshId();
    await fault({ path: WIDGET_RENDERING_URL, status: 503, times: 1 });
    const el = await block({ type: 'text', id });
    const before = el.innerHTML;
    const { result, messages } = await captureConsole('error', () => renderWidgetBlock(el));
    expect(result).to.equal('failed');
    expect(el.innerHTML).to.equal(before);
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(messages.map((m) => m[0])).to.deep.equal([
      `[ss-blocks] widget ${id} kept as published: This service is temporarily unavailable. Please try again later.`,
    ]);
    expect(document.querySelector('ss-system-error')).to.equal(null);
  });

  it('an answer without html: markup kept, the console names the call', async () => {
    const id = freshId();
    await fault({ path: WIDGET_RENDERING_URL, status: 200, json: { rendered: true }, times: 1 });
    const el = await block({ type: 'text', id });
    const before = el.innerHTML;
    const { result, messages } = await captureConsole('error', () => renderWidgetBlock(el));
    expect(result).to.equal('failed');
    expect(el.innerHTML).to.equal(before);
    expect(String(messages[0]![0])).to.match(
      new RegExp(
        `^\\[ss-blocks\\] widget ${id} kept as published: \\[ss-blocks\\] unexpected answer from /api/widget/GetWidgetRendering: html: `,
      ),
    );
  });

  for (const [name, json] of [
    ['not JSON', '{type: text'],
    ['without an id', '{"type":"text","value":{}}'],
    ['without a type', '{"id":"b1"}'],
  ] as const) {
    it(`markup ${name}: skipped, said, nothing sent`, async () => {
      const el = await fixture<HTMLElement>(html`<div data-widget-json=${json}><p>Kept</p></div>`);
      const { result, messages } = await captureConsole('error', () => renderWidgetBlock(el));
      expect(result).to.equal('failed');
      expect(el.querySelector('p')!.textContent).to.equal('Kept');
      expect(String(messages[0]![0])).to.match(/^\[ss-blocks\] widget skipped: data-widget-json needs a type and an id: <div /);
      expect(el.hasAttribute('aria-busy')).to.equal(false);
    });
  }

  it('the page goes on: a failing block does not stop the others', async () => {
    const id = freshId();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <div data-widget-json="nope"><p>kept</p></div>
      <div data-widget-json=${JSON.stringify({ type: 'text', id, value: { text: 'done' } })}><p>old</p></div>
    </div>`);
    const { result } = await captureConsole('error', () => startWidgets(document));
    expect(result).to.deep.equal(['failed', 'rendered']);
    expect(wrapper.textContent!.replace(/\s+/g, '')).to.equal('keptdone');
  });
});
