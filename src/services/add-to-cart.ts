// Add-to-cart buttons in a page's markup, with no script of the page's own:
// `<button data-add-to-cart="harbour-print" data-variant-id="a4" data-quantity="2">`. One
// listener for the page. While its change is on its way a button is busy and ignores more
// clicks; a change that fails is shown to the visitor in the spec's words with the hint
// (the confirmation widget's alert), and the cart stays as the store has it.
import { addToCart as text } from '../i18n/en/add-to-cart.js';
import { t } from '../i18n/translator.js';
import { addToCart, CartError } from './cart.js';
import { ADD_TO_CART_SELECTOR } from './page-markup.js';

const listening = new WeakSet<Document>();

/** Listens for clicks on the page's add-to-cart buttons (once per document). */
export function startAddToCartButtons(doc: Document = document): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  doc.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLElement>(ADD_TO_CART_SELECTOR);
    if (!button) return;
    e.preventDefault();
    void add(button);
  });
}

/** The button's item; undefined (and said) when its markup does not name one. */
function itemOf(button: HTMLElement): { productId: string; variantId?: string; quantity: number } | undefined {
  const productId = button.dataset.addToCart?.trim();
  const quantity = Number(button.dataset.quantity ?? 1);
  if (productId && Number.isInteger(quantity) && quantity >= 1)
    return { productId, variantId: button.dataset.variantId?.trim() || undefined, quantity };
  console.error(t(text, 'addToCart.buttonMarkup', { markup: button.outerHTML.slice(0, 120) }));
  return undefined;
}

async function add(button: HTMLElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true' || button.getAttribute('aria-disabled') === 'true') return;
  const item = itemOf(button);
  if (!item) return;
  button.setAttribute('aria-busy', 'true');
  try {
    await addToCart(item);
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const { alert } = await import('./confirm.js');
    await alert(error.message, error.hint);
  } finally {
    button.removeAttribute('aria-busy');
  }
}
