// The button block's census (spec 001 §7 button-render and button-click: id, buttonText,
// clickthroughUrl, alignment, size, newWindow, context; §5 "Simple button clicks on external
// targets wait for tracking before navigating"; §9 census timeout 2500 ms). The published
// button block is a `.sqs-block-button-container` (with `data-alignment`, `data-button-size`)
// holding its `a.sqs-block-button-element`; the block's id is its `.sqs-block` wrapper's.
import { navigate } from '../contract/page.js';
import { recordButtonClick, recordCensus } from './census.js';
import { BUTTON_SELECTOR, CHECKOUT_SELECTOR } from './page-markup.js';

/** The census fields of a published button link. `context` is ours: where the button is
 * ('block'; the spec does not show its values). */
export function buttonCensus(link: HTMLAnchorElement): Record<string, unknown> {
  const container = link.closest<HTMLElement>('.sqs-block-button-container');
  return {
    id: link.closest('.sqs-block')?.id || link.id,
    buttonText: link.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    clickthroughUrl: link.getAttribute('href') ?? '',
    alignment: container?.dataset.alignment ?? '',
    size: container?.dataset.buttonSize ?? '',
    newWindow: link.target === '_blank',
    context: 'block',
  };
}

// A button that goes to the checkout records its click census there (services/checkout, with
// the checkout's address): counted here too, it would be counted twice.
const linkOf = (e: Event) =>
  e
    .composedPath()
    .find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.matches(BUTTON_SELECTOR) && !n.matches(CHECKOUT_SELECTOR));

function onClick(e: MouseEvent): void {
  const link = linkOf(e);
  if (!link || e.defaultPrevented) return;
  const census = recordButtonClick(buttonCensus(link)).catch(() => {});
  // A plain click that leaves the site in this window waits for its census (2.5 s at most);
  // the rest (a new window, a modifier, a page of the site) go at once, and the outbox keeps
  // what the page could not send for the next page.
  const external = link.origin !== location.origin && /^https?:$/.test(link.protocol);
  const plain = e.button === 0 && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) && link.target !== '_blank';
  if (!external || !plain) return;
  e.preventDefault();
  void census.then(() => navigate(link.href));
}

let stop: (() => void) | undefined;

/**
 * Records the render census of each published button block in the page once, and the click
 * census of each click on one (a click on a button that leaves the site waits for it, 2.5 s
 * at most). One click listener on the document serves buttons added later too. Once per
 * page; returns its stop.
 */
export function startButtonCensus(doc: Document = document): () => void {
  if (!stop) {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>(BUTTON_SELECTOR))
      void recordCensus('button-render', buttonCensus(link)).catch(() => {});
    doc.addEventListener('click', onClick);
    stop = () => {
      doc.removeEventListener('click', onClick);
      stop = undefined;
    };
  }
  return stop;
}
