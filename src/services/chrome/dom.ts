// What the site chrome's services share (services/chrome.ts: the mobile info bar, the
// site badge, the Pinterest button). Their few elements are built with the DOM's own calls:
// text goes in as text, never as markup, so what the site context says (opening hours, an
// address) cannot become HTML.
import { t } from '../../i18n/translator.js';
import { siteContext as text } from '../../i18n/en/site-context.js';

/** An element with its attributes and children (text or nodes). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** A host element whose open shadow root holds `css` and `parts`. */
export function shadowHost(tag: 'div' | 'span', attributes: Record<string, string>, css: string, ...parts: Node[]): HTMLElement {
  const host = element(tag, attributes);
  host.attachShadow({ mode: 'open' }).append(element('style', {}, css), ...parts);
  return host;
}

/** Reports a site context value that is not one of `expected`, in the words of the context's
 * other problems: the part it belongs to is then not shown. */
export function reportUnexpected(path: string, value: unknown, expected: string): void {
  const message = t(text, 'siteContext.expected', { message: String(JSON.stringify(value)), expected });
  console.warn(t(text, 'siteContext.problem', { path, message }));
}
