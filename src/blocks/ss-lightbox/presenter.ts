// The lightbox as the page's lightbox presenter (services/lightbox): one <ss-lightbox> in
// document.body, created on the first opening and reused after. Each opening sets its theme
// and looping afresh (a gallery's lightbox-theme, default dark).
import type { LightboxPresenter } from '../../services/lightbox.js';
import type { SsLightbox } from './ss-lightbox.element.js';
import { DEFAULT_LIGHTBOX_THEME } from '../../model/lightbox-theme.js';

const MARK = 'data-ss-page-lightbox';
const SELECTOR = `body > ss-lightbox[${MARK}]`;

export const pagePresenter: LightboxPresenter = {
  open(items, index, options) {
    let el = document.querySelector<SsLightbox>(SELECTOR);
    if (!el) {
      el = document.createElement('ss-lightbox') as SsLightbox;
      el.setAttribute(MARK, '');
      const box = el;
      // Once closed and faded out, it lets go of the items it showed: a gallery removed
      // meanwhile is freed (each opening gives its items again).
      box.addEventListener('ss-lightbox-close', async () => {
        await box.updateComplete;
        await Promise.all(box.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => 0)));
        if (!box.open) box.items = undefined;
      });
      document.body.append(el);
    }
    el.show(items, index, { ...options, theme: options.theme ?? DEFAULT_LIGHTBOX_THEME, loop: options.loop ?? true });
  },
  close() {
    document.querySelector<SsLightbox>(SELECTOR)?.close();
  },
};
