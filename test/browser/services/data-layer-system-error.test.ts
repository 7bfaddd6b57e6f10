// The system error service (spec 001 §8 "System error overlay"): services show system errors
// through a presenter and never import the overlay element. This file never imports the
// element's define file (the page offers the autoloader's loaders), so it can check that the
// overlay loads on the first showing only.
// The tests run in order: module state (the presenters) carries from one to the next.
import { expect } from '@open-wc/testing';
import {
  hideSystemError,
  setSystemErrorPresenter,
  showSystemError,
  systemErrorPresenter,
  type SystemErrorDetail,
} from '../../../src/services/system-error.js';
import { get } from '../../../src/services/data-layer.js';
import type { SsSystemError } from '../../../src/blocks/ss-system-error/ss-system-error.element.js';
import { expectAccessible } from '../helpers/a11y.js';
import { provideElementLoaders } from '../../../src/services/elements/on-demand.js';
import { elements } from '../../../src/autoload/elements.js';

// As on a page with the autoloader: the services load the elements they show from its map.
provideElementLoaders(elements);

const all = () => document.querySelectorAll<SsSystemError>('ss-system-error');
const overlay = () => document.querySelector<SsSystemError>('body > ss-system-error');

function recordingPresenter() {
  const shown: SystemErrorDetail[] = [];
  let hidden = 0;
  return {
    presenter: { show: (d: SystemErrorDetail) => void shown.push(d), hide: () => void hidden++ },
    shown,
    hidden: () => hidden,
  };
}

describe('system error service', () => {
  afterEach(() => all().forEach((el) => el.remove()));

  it('registers nothing at import time', () => {
    expect(customElements.get('ss-system-error')).to.equal(undefined);
    expect(systemErrorPresenter()).to.equal(undefined);
  });

  it("shows errors through the page's own presenter, without loading the overlay", async () => {
    const { presenter, shown, hidden } = recordingPresenter();
    setSystemErrorPresenter(presenter);
    try {
      await showSystemError({ variant: 'network', message: 'Unauthorized request' });
      // The data layer's failures go the same way.
      await get('/api/test/echo?__status=503').catch(() => {});
      hideSystemError();
      expect(shown).to.deep.equal([
        { variant: 'network', message: 'Unauthorized request' },
        { variant: 'network', message: 'This service is temporarily unavailable. Please try again later.' },
      ]);
      expect(hidden()).to.equal(1);
      expect(customElements.get('ss-system-error')).to.equal(undefined);
      expect(all().length).to.equal(0);
    } finally {
      setSystemErrorPresenter(undefined);
    }
  });

  it('with no presenter, the first showing loads the overlay, which registers itself', async () => {
    await showSystemError({ variant: 'cleaned' });
    expect(customElements.get('ss-system-error')).not.to.equal(undefined);
    expect(systemErrorPresenter()).not.to.equal(undefined);
    const el = overlay()!;
    expect(el.parentElement).to.equal(document.body);
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Something Went Wrong!');
    await expectAccessible(el);
  });

  it('updates the same element on the next error, clearing fields not given', async () => {
    await showSystemError({ variant: 'other', message: 'Broken', url: '/api/a', format: 'JSON' });
    const first = overlay();
    await showSystemError({ variant: 'network', message: 'Unauthorized request' });
    const second = overlay()!;
    expect(second).to.equal(first);
    expect(all().length).to.equal(1);
    expect([second.variant, second.message, second.url, second.format]).to.deep.equal(['network', 'Unauthorized request', '', '']);
  });

  it('hideSystemError closes it and gives focus back', async () => {
    const button = document.createElement('button');
    button.textContent = 'Start';
    document.body.append(button);
    button.focus();
    await showSystemError({ variant: 'network' });
    const el = overlay()!;
    await el.updateComplete;
    expect(document.activeElement).to.equal(el);
    hideSystemError();
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(document.activeElement).to.equal(button);
    button.remove();
  });

  it('hideSystemError does nothing when there is no overlay', () => {
    hideSystemError();
    expect(all().length).to.equal(0);
  });

  it('a presenter the page sets wins over the defined overlay, and unsetting it gives the overlay back', async () => {
    const { presenter, shown } = recordingPresenter();
    setSystemErrorPresenter(presenter);
    await showSystemError({ variant: 'cleaned' });
    expect(shown).to.deep.equal([{ variant: 'cleaned' }]);
    expect(all().length).to.equal(0);
    setSystemErrorPresenter(undefined);
    await showSystemError({ variant: 'cleaned' });
    expect(overlay()?.open).to.equal(true);
  });
});
