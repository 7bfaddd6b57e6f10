// The overlay service (spec 001 §8 "System error overlay"). This file never imports the
// element's define file, so it can check that registration waits for the first showing.
import { expect } from '@open-wc/testing';
import { hideSystemError, showSystemError } from '../../../src/services/system-error.js';
import { expectAccessible } from '../helpers/a11y.js';

const all = () => document.querySelectorAll('ss-system-error');

describe('system error service', () => {
  afterEach(() => all().forEach((el) => el.remove()));

  it('registers nothing at import time', () => {
    expect(customElements.get('ss-system-error')).to.equal(undefined);
  });

  it('creates one open overlay in document.body and registers it', async () => {
    const el = showSystemError({ variant: 'cleaned' });
    expect(customElements.get('ss-system-error')).to.equal(el.constructor);
    expect(el.parentElement).to.equal(document.body);
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Something Went Wrong!');
    await expectAccessible(el);
  });

  it('updates the same element on the next error, clearing fields not given', async () => {
    const first = showSystemError({ variant: 'other', message: 'Broken', url: '/api/a', format: 'JSON' });
    const second = showSystemError({ variant: 'network', message: 'Unauthorized request' });
    expect(second).to.equal(first);
    expect(all().length).to.equal(1);
    expect([second.variant, second.message, second.url, second.format]).to.deep.equal(['network', 'Unauthorized request', '', '']);
  });

  it('hideSystemError closes it and gives focus back', async () => {
    const button = document.createElement('button');
    button.textContent = 'Start';
    document.body.append(button);
    button.focus();
    const el = showSystemError({ variant: 'network' });
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
});
