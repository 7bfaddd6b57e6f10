// The Escape order across the lightbox, the popup and a confirmation open at once
// (spec 001 §4 "Escape key": Escape closes the top-most registered dialog first). Each Escape
// closes exactly one overlay, the one opened last, and focus returns down the stack.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/blocks/ss-confirm/ss-confirm.js';
import '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import '../../../src/blocks/ss-popup/ss-popup.js';
import type { SsConfirm, SsConfirmCloseDetail } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsLightbox } from '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { clearPopupRecord, type SsPopup } from '../../../src/blocks/ss-popup/ss-popup.js';
import { onUnhandledEscape } from '../../../src/services/dialog-stack.js';
import { items } from '../blocks/ss-lightbox/helpers.js';
import { takeTurns } from './telemetry/helpers.js';

// The popup's record is the origin's: these tests take turns with other files'.
takeTurns();

const finish = async (el: HTMLElement & { updateComplete: Promise<unknown> }) => {
  await el.updateComplete;
  el.shadowRoot!.getAnimations().forEach((a) => a.finish());
  await el.updateComplete;
};

const zIndex = (el: Element) => Number(getComputedStyle(el).zIndex);

describe('Escape across the lightbox, the popup and a confirmation open at once', () => {
  let popup: SsPopup;
  let lightbox: SsLightbox;
  let dialog: SsConfirm;
  let unhandled: number;
  let stop: () => void;

  beforeEach(async () => {
    clearPopupRecord();
    unhandled = 0;
    stop = onUnhandledEscape(() => void unhandled++);
    popup = document.createElement('ss-popup') as SsPopup;
    popup.setAttribute('show-on-timer', '');
    popup.setAttribute('timer-delay', '3600');
    popup.innerHTML = '<h2>Letters</h2><p>One a season.</p>';
    document.body.append(popup);
    popup.show();
    await finish(popup);
    lightbox = document.createElement('ss-lightbox') as SsLightbox;
    document.body.append(lightbox);
    lightbox.show(items(2), 0);
    await finish(lightbox);
    dialog = document.createElement('ss-confirm') as SsConfirm;
    dialog.setAttribute('heading', 'Leave?');
    document.body.append(dialog);
    dialog.show();
    await finish(dialog);
  });

  afterEach(() => {
    stop();
    [popup, lightbox, dialog].forEach((el) => el.remove());
    clearPopupRecord();
  });

  it('stacks them in the order they opened, from the modal base 30000 up', () => {
    expect([popup.open, lightbox.open, dialog.open]).to.deep.equal([true, true, true]);
    expect(zIndex(popup)).to.be.at.least(30000);
    expect(zIndex(lightbox)).to.be.above(zIndex(popup));
    expect(zIndex(dialog)).to.be.above(zIndex(lightbox));
  });

  it('each Escape closes only the top-most: the confirmation (cancel), then the lightbox, then the popup; the next reaches the page rules', async () => {
    const answer = new Promise<SsConfirmCloseDetail>((resolve) =>
      dialog.addEventListener('ss-confirm-close', (e) => resolve(e.detail), { once: true }),
    );
    await sendKeys({ press: 'Escape' });
    expect((await answer).result).to.equal('cancel');
    await finish(dialog);
    await lightbox.updateComplete;
    expect([popup.open, lightbox.open, dialog.open]).to.deep.equal([true, true, false]);

    await sendKeys({ press: 'Escape' });
    await finish(lightbox);
    expect([popup.open, lightbox.open]).to.deep.equal([true, false]);

    await sendKeys({ press: 'Escape' });
    await finish(popup);
    expect(popup.open).to.equal(false);
    expect(unhandled, 'no Escape reached the page rules while an overlay was open').to.equal(0);

    await sendKeys({ press: 'Escape' });
    expect(unhandled, 'with nothing open, Escape goes to the page rules (logout, config, login)').to.equal(1);
  });
});
