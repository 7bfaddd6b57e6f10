// The member pricing toggle's published markup (ours; README "Member pricing"), and readers.
export const PRICING_CSS = 'ss-member-pricing:not(:defined) [hidden] { display: none !important; }';

/** Two options, monthly and yearly; `selected` is the option the server rendered selected. */
export function pricing({
  attrs = '',
  selected = 'monthly',
  joins = ['/checkout/subscribe?plan=monthly', '/checkout/subscribe?plan=yearly'],
} = {}): string {
  const on = (name: string) => (name === selected ? ' aria-checked="true"' : '');
  const off = (name: string) => (name === selected ? '' : ' hidden');
  return `<ss-member-pricing ${attrs}>
  <div class="pricing-options" aria-label="Billing period">
    <button type="button" data-option="monthly"${on('monthly')}>Monthly</button>
    <button type="button" data-option="yearly"${on('yearly')}>Yearly</button>
  </div>
  <p class="price" data-price="monthly"${off('monthly')}>$12 <span>a month</span></p>
  <p class="price" data-price="yearly"${off('yearly')}>$120 <span>a year</span></p>
  <a class="join" data-join="monthly" href="${joins[0]}"${off('monthly')}>Join monthly</a>
  <a class="join" data-join="yearly" href="${joins[1]}"${off('yearly')}>Join yearly</a>
</ss-member-pricing>`;
}

export const options = (el: Element) => [...el.querySelectorAll<HTMLElement>('[data-option]')];
export const checked = (el: Element) => options(el).map((o) => o.getAttribute('aria-checked'));
const shows = (node: Element) => node.getBoundingClientRect().height > 0;
/** Which price and join link the visitor sees. */
export const shown = (el: Element) => ({
  prices: [...el.querySelectorAll('[data-price]')].filter(shows).map((p) => p.getAttribute('data-price')),
  joins: [...el.querySelectorAll('[data-join]')].filter(shows).map((p) => p.getAttribute('data-join')),
});
