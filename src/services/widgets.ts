// Widgets the server renders (spec 001 §7 "POST /api/widget/GetWidgetRendering":
// form-encoded widgetJSON with type, id, value, an events summary also collectionId;
// data.html replaces the block's content). The markup that asks for one is ours, the spec
// shows none: a block carrying its widget JSON in `data-widget-json` (page-markup.ts),
//   <div class="sqs-block summary-v2-block" data-widget-json='{"type":"summary-v2","id":"b1","value":{…},"collectionId":"c1"}'>
//     <div class="sqs-block-content">…what shows until the rendering arrives…</div>
//   </div>
// The rendering replaces `.sqs-block-content` (real-markup.md "The block wrapper"), or the
// block's own children when it has none, through the sanitiser. A block whose JSON cannot
// be read, or whose call fails, keeps its markup and the console says why; the page goes on.
import * as z from 'zod/mini';
import { post, type RequestOptions } from './data-layer.js';
import { readAnswer } from './api/read-answer.js';
import { sanitizeHtml } from './html/sanitize-html.js';
import { WIDGET_SELECTOR } from './page-markup.js';
import { t } from '../i18n/translator.js';
import { widgets as text } from '../i18n/en/widgets.js';

export const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering';

// z.custom rather than z.union (contract/site-context.ts: the fewer zod features, the smaller
// the chunk zod's code is shared in).
const id = z.custom<string | number>((v) => (typeof v === 'string' && v !== '') || typeof v === 'number');
const widgetSchema = z.object({ type: id, id, value: z.optional(z.unknown()), collectionId: z.optional(id) });

/** What a widget rendering asks for: the block's type and id, its value (the block's data)
 * and, for an events summary, the collection it lists. */
export interface WidgetJson {
  type: string | number;
  id: string | number;
  value?: unknown;
  collectionId?: string | number;
}

/** The call's form body: `widgetJSON`, the widget as JSON text with `value` always present
 * (`{}` when the block has none: ours, the spec lists it as part of every widget). */
export function widgetRequest(widget: WidgetJson): URLSearchParams {
  const { type, id, value = {}, collectionId } = widget;
  return new URLSearchParams({ widgetJSON: JSON.stringify({ type, id, value, collectionId }) });
}

const answerSchema = z.object({ html: z.string() });

/** POST GetWidgetRendering: resolves with the answer's `html`, as the server wrote it (not
 * yet sanitised). No system error overlay: a widget that cannot be rendered keeps its markup. */
export async function getWidgetRendering(widget: WidgetJson, options: Pick<RequestOptions, 'signal'> = {}): Promise<string> {
  const answer = await post(WIDGET_RENDERING_URL, { data: widgetRequest(widget), overlay: false, signal: options.signal });
  return readAnswer(answerSchema, answer, WIDGET_RENDERING_URL).html;
}

/** Where a block's rendering goes. */
const contentOf = (block: Element): HTMLElement =>
  block.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? (block as HTMLElement);

/** Puts the sanitised rendering in, in one step: the published markup stays until the answer
 * is in hand, so the block changes once (no empty state between). Focus that was inside the
 * replaced markup would fall to the body: it goes to the content's box instead (made
 * focusable for that, without a visible stop in the tab order), so the next Tab goes on
 * into the new content (ours). */
function swap(box: HTMLElement, html: string): void {
  const active = box.ownerDocument.activeElement;
  const hadFocus = !!active && active !== box && box.contains(active);
  box.replaceChildren(sanitizeHtml(html));
  if (!hadFocus) return;
  if (!box.hasAttribute('tabindex')) box.tabIndex = -1;
  box.focus({ preventScroll: true });
}

/** The state a widget block is in, on `data-widget-state` (ours: for styles and tests):
 * `loading`, then `rendered`, or `failed` when it keeps its published markup. */
export type WidgetState = 'loading' | 'rendered' | 'failed';

/** Renders one block's widget; resolves with its final state. A block already started is
 * left alone (its state is returned). */
export async function renderWidgetBlock(block: HTMLElement): Promise<WidgetState> {
  const known = block.dataset.widgetState as WidgetState | undefined;
  if (known) return known;
  const raw = block.getAttribute('data-widget-json') ?? '';
  let widget: WidgetJson;
  try {
    widget = widgetSchema.parse(JSON.parse(raw));
  } catch {
    console.error(t(text, 'widgets.badMarkup', { markup: block.outerHTML.slice(0, 160) }));
    return (block.dataset.widgetState = 'failed');
  }
  block.dataset.widgetState = 'loading';
  block.setAttribute('aria-busy', 'true');
  try {
    swap(contentOf(block), await getWidgetRendering(widget));
    return (block.dataset.widgetState = 'rendered');
  } catch (error) {
    console.error(t(text, 'widgets.failed', { id: String(widget.id), message: (error as Error).message }));
    return (block.dataset.widgetState = 'failed');
  } finally {
    block.removeAttribute('aria-busy');
  }
}

/** Renders every widget block of the page, side by side; resolves when all have settled. */
export function startWidgets(doc: Document = document): Promise<WidgetState[]> {
  return Promise.all(Array.from(doc.querySelectorAll<HTMLElement>(WIDGET_SELECTOR), renderWidgetBlock));
}
