// Building the few elements a page service shows (the mobile info bar, the site badge, the
// Pinterest button) with the DOM's own calls: text goes in as text, never as markup, so
// what the site context says (opening hours, an address) cannot become HTML.

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
