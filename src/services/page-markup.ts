// What the page's start looks for before it loads a helper's code (services/start.ts), and
// what those helpers act on: one place for both. The CDN autoloader, which can import
// nothing, repeats them in its start condition (src/autoloader.ts).

/** Elements marked for a block animation: `data-animation` (ours), a published block whose
 * JSON has `blockAnimation` (real-markup.md, gallery blocks), or a gallery section whose
 * `data-props` have `scrollAnimation`. Matched by the word only, in the fewest bytes of the
 * loader that repeats it: a block whose JSON names another animation key costs the helper's
 * load, then is left alone (block-animations.ts `animationOf`). */
export const ANIMATED_SELECTOR = '[data-animation],[data-block-json*=Animation],[data-props*=Animation]';

/** Elements whose text is shrunk to fit (services/text-shrink). */
export const TEXT_SHRINK_SELECTOR = '[data-text-shrink]';

/** The store's add-to-cart buttons (services/add-to-cart). */
export const ADD_TO_CART_SELECTOR = '[data-add-to-cart]';

/** Links and buttons that go to the store's checkout (services/checkout). */
export const CHECKOUT_SELECTOR = '[data-checkout]';

/** The published button block's link (services/buttons: its render and click census). */
export const BUTTON_SELECTOR = 'a.sqs-block-button-element';

/** Blocks the server renders, carrying the widget JSON of GetWidgetRendering (services/widgets). */
export const WIDGET_SELECTOR = '[data-widget-json]';

/** Markup that asks for services/third-party, beside the site context's fonts (ours: the
 * spec does not show the platform's), in this order: comment counts, in the comments
 * provider's (Disqus) own markup, which its count script fills in; a follow button, the
 * social network's own (`<a class="twitter-follow-button" href="https://x.com/…">`), which
 * its script draws; a published SoundCloud block (its block JSON's `url`, or its player). */
export const THIRD_PARTY_MARKUP = [
  '.disqus-comment-count,[href$="#disqus_thread"]',
  '.twitter-follow-button',
  '.soundcloud-block',
] as const;
