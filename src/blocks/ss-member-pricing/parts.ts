// Finds a pricing block's parts in its markup: option buttons `[data-option]`, prices
// `[data-price]` and join links `[data-join]`, paired by name (the attribute's value), or by
// position where a part has no name.

export interface PricingOption {
  /** The option's name: its `data-option`, else its position from 1. */
  name: string;
  button: HTMLElement;
  price?: HTMLElement;
  join?: HTMLElement;
}

const OPTION = 'data-option';
const PRICE = 'data-price';
const JOIN = 'data-join';

/** The name of the i-th element carrying `attr`. */
const nameOf = (el: Element, attr: string, i: number) => el.getAttribute(attr)?.trim() || String(i + 1);

/** The options of `host`, in document order, each with its price and join link; those of a
 * nested pricing block are its own. */
export function findOptions(host: HTMLElement): PricingOption[] {
  const own = (el: Element) => el.closest(host.localName) === host;
  const all = (attr: string) => [...host.querySelectorAll<HTMLElement>(`[${attr}]`)].filter(own);
  const named = (attr: string) =>
    new Map(
      all(attr)
        .map((el, i) => [nameOf(el, attr, i), el] as const)
        .reverse(),
    );
  const prices = named(PRICE);
  const joins = named(JOIN);
  return all(OPTION).map((button, i) => {
    const name = nameOf(button, OPTION, i);
    return { name, button, price: prices.get(name), join: joins.get(name) };
  });
}

/** The option the markup marks selected: aria-checked, aria-pressed or aria-selected "true",
 * or `data-selected`; -1 when none is. */
export function markedIndex(options: readonly PricingOption[]): number {
  return options.findIndex(
    ({ button: b }) =>
      ['aria-checked', 'aria-pressed', 'aria-selected'].some((a) => b.getAttribute(a) === 'true') || b.hasAttribute('data-selected'),
  );
}

/** The links a join part holds: itself when it is a link, else the links inside it. */
export const joinLinks = (join: HTMLElement): HTMLAnchorElement[] =>
  join.matches('a[href]') ? [join as HTMLAnchorElement] : [...join.querySelectorAll<HTMLAnchorElement>('a[href]')];
