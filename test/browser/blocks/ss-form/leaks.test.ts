// The leak suite (test/browser/shared/leak-suite.ts) on the form: as published, and showing
// its errors. No form id: nothing is sent.
import { expect, nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-form/ss-form.js';
import type { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsForm>({
  name: 'ss-form',
  create: (container) =>
    place(
      container,
      `<ss-form draft="false"><form><div class="form-item field email required" id="email-1">
        <label class="title" for="email-1-field">Email</label>
        <input class="field-element" type="email" id="email-1-field" name="email" required></div>
        <div class="form-button-wrapper"><button type="submit">Send</button></div></form></ss-form>`,
    ),
  states: {
    'as published': () => {},
    'showing its errors': async (el) => {
      el.querySelector('button')!.click();
      await nextFrame();
    },
  },
  async works(el) {
    el.querySelector('button')!.click();
    await nextFrame();
    expect(el.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
  },
});
