// The promise API (services/confirm): confirm(), alert(), information() (spec 001 §4
// "Confirmation widget", §5, §9). This file imports only the service, on a page whose
// autoloader offers its loaders: the element's chunk is loaded on the first call.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { alert, confirm, information } from '../../../src/services/confirm.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { expectAccessible } from '../helpers/a11y.js';
import { provideElementLoaders } from '../../../src/services/elements/on-demand.js';
import { elements } from '../../../src/autoload/elements.js';

// As on a page with the autoloader: the services load the elements they show from its map.
provideElementLoaders(elements);

const shown = () => [...document.querySelectorAll('body > ss-confirm')] as SsConfirm[];
const part = (el: SsConfirm, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;

/** The widget a call just appended, once it is on screen. */
async function opened(index = -1): Promise<SsConfirm> {
  // The first call loads the element (the loaders' module, then the element's chunk).
  await customElements.whenDefined('ss-confirm');
  for (let i = 0; i < 100 && shown().length === 0; i++) await new Promise((r) => requestAnimationFrame(r));
  const el = shown().at(index)!;
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  return el;
}

async function gone(el: SsConfirm): Promise<void> {
  await el.whenHidden();
}

describe('services/confirm', () => {
  let clock: ManualClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    shown().forEach((e) => e.remove());
  });

  it('loads the element on the first call, shows it, resolves with the answer and removes it once hidden', async () => {
    expect(customElements.get('ss-confirm'), 'not loaded before').to.equal(undefined);
    const answer = confirm({ title: 'Remove item?', message: 'It leaves your cart.', style: 'confirm-or-cancel' });
    const el = await opened();
    expect(customElements.get('ss-confirm')).not.to.equal(undefined);
    expect(part(el, 'title').textContent).to.equal('Remove item?');
    expect((part(el, 'base') as HTMLDialogElement).open).to.equal(true);
    await expectAccessible(el);
    part(el, 'confirm-button').click();
    expect(await answer).to.equal('confirm');
    await gone(el);
    expect(el.isConnected, 'destroyed on hide').to.equal(false);
  });

  it('takes the style by id; each result comes back; Escape is cancel', async () => {
    for (const [style, press, result] of [
      [0, 'reject-button', 'reject'],
      [1, 'cancel-button', 'cancel'],
      [2, 'confirm-button', 'confirm'],
    ] as const) {
      const answer = confirm({ message: 'M', style });
      const el = await opened();
      part(el, press).click();
      expect(await answer, String(style)).to.equal(result);
      await gone(el);
    }
    const answer = confirm({ message: 'M' });
    await opened();
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('cancel');
  });

  it("alert is confirm-only with the button 'Okay' (spec 001 §4)", async () => {
    const answer = alert('Preview Only', 'Please log out of your account in order to use the block');
    const el = await opened();
    const buttons = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).to.deep.equal(['Okay']);
    expect(el.confirmStyle).to.equal('confirm-only');
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'confirm-button'));
    await sendKeys({ press: 'Enter' });
    expect(await answer).to.equal('confirm');
  });

  it('information is a toast at the top right that resolves confirm after 2000 ms, then goes (manual clock)', async () => {
    clock = installManualClock();
    const answer = information('Logout Successful', 'You have been successfully logged out.');
    const el = await opened();
    let result: string | undefined;
    void answer.then((r) => (result = r));
    expect(el.confirmStyle).to.equal('no-buttons');
    expect(part(el, 'live').getAttribute('role')).to.equal('status');
    const r = part(el, 'base').getBoundingClientRect();
    expect([r.top, r.right]).to.deep.equal([20, document.documentElement.clientWidth - 20]);
    expect(part(el, 'live').textContent!.replace(/\s+/g, ' ').trim()).to.equal('Logout Successful You have been successfully logged out.');
    await clock.advance(1990);
    expect(result).to.equal(undefined);
    await clock.advance(10);
    expect(result).to.equal('confirm');
    await clock.advance(600);
    await gone(el);
    expect(el.isConnected).to.equal(false);
  });

  it('Escape closes only the top-most of two confirmations', async () => {
    const first = confirm({ title: 'First', message: 'M' });
    const lower = await opened();
    const second = confirm({ title: 'Second', message: 'M' });
    const upper = await opened();
    expect(upper).not.to.equal(lower);
    let firstResult: string | undefined;
    void first.then((r) => (firstResult = r));
    await sendKeys({ press: 'Escape' });
    expect(await second).to.equal('cancel');
    await nextFrame();
    expect([lower.open, firstResult]).to.deep.equal([true, undefined]);
    await sendKeys({ press: 'Escape' });
    expect(await first).to.equal('cancel');
  });

  it('spec 001 §5: a position that is not a function or a padding that is not a number rejects, and nothing shows', async () => {
    let error: unknown;
    await confirm({ message: 'M', position: 'center' as never }).catch((e) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect((error as Error).message).to.equal('[ss-confirm] Confirmation position must be a function, not "center".');
    await confirm({ message: 'M', padding: '20px' as never }).catch((e) => (error = e));
    expect((error as Error).message).to.equal('[ss-confirm] Confirmation padding must be a number, not "20px".');
    expect(shown()).to.deep.equal([]);
  });

  it('passes width, padding, texts, scalable and a position function', async () => {
    const answer = confirm({
      message: 'M',
      width: 400,
      padding: 12,
      confirmText: 'Yes',
      rejectText: 'No',
      scalable: true,
      position: () => ({ top: 40, left: 50 }),
    });
    const el = await opened();
    // The entry animation scales a scalable box from 0.94.
    part(el, 'base')
      .getAnimations()
      .forEach((a) => a.finish());
    const r = part(el, 'base').getBoundingClientRect();
    expect([r.width, r.top, r.left]).to.deep.equal([400, 40, 50]);
    expect(getComputedStyle(part(el, 'base')).paddingTop).to.equal('12px');
    expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Yes', 'No']);
    expect(el.scalable).to.equal(true);
    part(el, 'reject-button').click();
    expect(await answer).to.equal('reject');
  });
});
