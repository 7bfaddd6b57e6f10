// The overlay as the page's system error presenter: one <ss-system-error> in document.body,
// created on the first error and updated after.
import type { SystemErrorPresenter } from '../../services/system-error.js';
import type { SsSystemError } from './ss-system-error.element.js';
import { settings } from './ss-system-error.settings.js';

const SELECTOR = 'body > ss-system-error';

export const overlayPresenter: SystemErrorPresenter = {
  show(detail) {
    let el = document.querySelector<SsSystemError>(SELECTOR);
    if (!el) {
      el = document.createElement('ss-system-error') as SsSystemError;
      document.body.append(el);
    }
    el.variant = detail.variant;
    // Fields not given go back to their defaults (services/system-error: "cleared").
    for (const name of ['message', 'url', 'format'] as const) el[name] = detail[name] ?? settings[name].default;
    el.open = true;
  },
  hide() {
    const el = document.querySelector<SsSystemError>(SELECTOR);
    if (el) el.open = false;
  },
};
