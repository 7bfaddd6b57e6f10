// The lightbox as the page's lightbox presenter (services/lightbox): one <ss-lightbox> in
// document.body, created on the first opening and reused after. Each opening sets its theme
// and looping afresh (a gallery's lightbox-theme, default dark).
import type { LightboxPresenter } from '../../services/lightbox.js';
import type { SsLightbox } from './ss-lightbox.element.js';
import { DEFAULT_LIGHTBOX_THEME } from '../../model/lightbox-theme.js';

const MARK = 'data-ss-page-lightbox';
const SELECTOR = `body > ss-lightbox[${MARK}]`;

/** Once closed and faded out, the page's lightbox lets go of the items it showed: a gallery
 * removed meanwhile is freed (each opening gives its items again). */
async function letGo(el: SsLightbox): Promise<void> {
  await el.updateComplete;
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
  if (!el.open) el.items = undefined;
}

export const pagePresenter: LightboxPresenter = {
  open(items, index, options) {
    let el = document.querySelector<SsLightbox>(SELECTOR);
    if (!el) {
      el = document.createElement('ss-lightbox') as SsLightbox;
      el.setAttribute(MARK, '');
      el.addEventListener('ss-lightbox-close', () => letGo(el!));
      document.body.append(el);
    }
    el.show(items, index, { ...options, theme: options.theme ?? DEFAULT_LIGHTBOX_THEME, loop: options.loop ?? true });
  },
  close() {
    document.querySelector<SsLightbox>(SELECTOR)?.close();
  },
};
