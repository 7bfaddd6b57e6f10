// What the page's start looks for before it loads a helper's code (services/start.ts), and
// what those helpers act on: one place for both. The CDN autoloader, which can import
// nothing, repeats them in its start condition (src/autoloader.ts).

/** Elements marked for a block animation: `data-animation` (ours), or a published block
 * whose JSON has `blockAnimation` (real-markup.md, gallery blocks). */
export const ANIMATED_SELECTOR = '[data-animation],.sqs-block[data-block-json*="blockAnimation"]';

/** Elements whose text is shrunk to fit (services/text-shrink). */
export const TEXT_SHRINK_SELECTOR = '[data-text-shrink]';

/** The store's add-to-cart buttons (services/add-to-cart). */
export const ADD_TO_CART_SELECTOR = '[data-add-to-cart]';

/** Links and buttons that go to the store's checkout (services/checkout). */
export const CHECKOUT_SELECTOR = '[data-checkout]';

/** Markup that shows comment counts: the comments provider's (Disqus) count elements and
 * links to a post's comment thread, which its count script fills in (ours: the provider's
 * documented markup; the spec does not show the platform's). */
export const COMMENT_COUNT_SELECTOR = '.disqus-comment-count,a[href$="#disqus_thread"]';
/** A follow button the follow-button script draws (ours: the social network's own
 * follow-button markup, `<a class="twitter-follow-button" href="https://x.com/…">`). */
export const FOLLOW_BUTTON_SELECTOR = '.twitter-follow-button';
/** A published SoundCloud block (its block JSON's `url`) or its embedded player. */
export const SOUNDCLOUD_SELECTOR = '.soundcloud-block';

/** Markup that asks for services/third-party (beside the site context's fonts). */
export const THIRD_PARTY_SELECTOR = `${COMMENT_COUNT_SELECTOR},${FOLLOW_BUTTON_SELECTOR},${SOUNDCLOUD_SELECTOR}`;
