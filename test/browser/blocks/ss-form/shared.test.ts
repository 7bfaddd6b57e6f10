// The shared block suite (test/browser/shared/block-suite.ts) on the form.
import { expect, nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-form/ss-form.js';
import { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';

blockSuite<SsForm>({
  element: SsForm,
  // Published markup without a form id: nothing is sent while the suite mounts it 200 times.
  content: `<form><div class="form-item field email required" id="email-1">
      <label class="title" for="email-1-field">Email <span class="required" aria-hidden="true">*</span></label>
      <input class="field-element" type="email" id="email-1-field" name="email" required></div>
    <div class="form-button-wrapper"><button type="submit">Send</button></div>
    <div class="form-submission-text hidden">Thanks!</div></form>`,
  host: 'draft="false"',
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'form' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'form' }),
  },
  english: { decode: 'Error decoding form block data.', evaluate: 'Error evaluating form block data.' },
  ready: async (el) => {
    await el.updateComplete;
  },
  async works(el) {
    el.querySelector<HTMLButtonElement>('button')!.click();
    await nextFrame();
    expect(el.querySelector('#email-1 > .field-error')?.textContent).to.equal('Email is required.');
    expect(el.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
  },
  renders(el) {
    const input = el.querySelector('input')!;
    expect(input.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(el.querySelector('form')!.noValidate).to.equal(true);
  },
});
