import { define } from '../element-helpers.js';
import { setDefaultLightboxPresenter } from '../../services/lightbox.js';
import { SsLightbox } from './ss-lightbox.element.js';
import { pagePresenter } from './presenter.js';

export { SsLightbox, playVideo } from './ss-lightbox.element.js';
export type * from './ss-lightbox.element.js';

define('ss-lightbox', SsLightbox);
// Galleries (and `lightbox.open`) show their photos here, unless the page sets a presenter of its own.
setDefaultLightboxPresenter(pagePresenter);

declare global {
  interface HTMLElementTagNameMap {
    'ss-lightbox': SsLightbox;
  }
}
