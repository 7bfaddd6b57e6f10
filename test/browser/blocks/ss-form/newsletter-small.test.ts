// The newsletter form's small layout (spec 001 §9 "Newsletter small container: below 320 px"),
// from the library's stylesheet (src/blocks/stylesheet.ts). The width is the form's own, not
// the viewport's: a container query. What small changes is ours: the button fills the width
// and a name's parts stack. The form is the renderer's markup for a newsletter definition,
// rendered into an <ss-form> that is not defined: the stylesheet lays it out before upgrade.
import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { render } from 'lit';
import { stylesheet } from '../../../../src/blocks/stylesheet.js';
import { formTemplate, readDefinition } from '../../../../src/blocks/ss-form/render.js';
import { NEWSLETTER_SMALL_BELOW_PX } from '../../../../src/model/layout.js';
import { expectAccessible } from '../../helpers/a11y.js';

const NEWSLETTER = readDefinition({
  formId: 'news',
  name: 'Newsletter',
  newsletter: true,
  build: {
    fields: [
      { id: 'name-1', type: 'name', title: 'Name' },
      { id: 'email-1', type: 'email', title: 'Email', required: true },
    ],
  },
});
const CONTACT = readDefinition({ ...NEWSLETTER, newsletter: false, name: 'Contact' });

let sheet: HTMLStyleElement;
before(() => {
  sheet = Object.assign(document.createElement('style'), { textContent: stylesheet.cssText });
  document.head.append(sheet);
});
after(() => sheet.remove());
afterEach(() => fixtureCleanup());

/** The form in a column `width` px wide. */
async function at(width: number, definition = NEWSLETTER): Promise<HTMLFormElement> {
  const column = await fixture<HTMLElement>(html`<div style="width: ${width}px"><ss-form></ss-form></div>`);
  render(formTemplate(definition, 'Subscribe', 'Thanks'), column.querySelector('ss-form')!);
  await nextFrame();
  return column.querySelector('form')!;
}
const width = (el: Element | null) => el!.getBoundingClientRect().width;
const tops = (form: HTMLFormElement) => [...form.querySelectorAll('.fields.name > .field')].map((f) => f.getBoundingClientRect().top);

describe('newsletter form: small below 320 px of its own width (spec 001 §9)', () => {
  it('has the spec number', () => {
    expect(NEWSLETTER_SMALL_BELOW_PX).to.equal(320);
  });

  it('is accessible small and not small', async () => {
    for (const w of [319, 320]) await expectAccessible(await at(w), `newsletter at ${w} px`);
  });

  it('at 319 px: small, the button as wide as the form and the name’s parts one above the other', async () => {
    const form = await at(319);
    expect(width(form.querySelector('.button'))).to.equal(319);
    const [first, last] = tops(form);
    expect(last).to.be.greaterThan(first);
  });

  it('at 320 px: not small, the button as wide as its text and the name’s parts side by side', async () => {
    const form = await at(320);
    expect(width(form.querySelector('.button'))).to.be.lessThan(200);
    const [first, last] = tops(form);
    expect(last).to.equal(first);
  });

  it('follows the form’s width, not the viewport’s: a wide page with a narrow column is small, and a resize is followed', async () => {
    const form = await at(300);
    expect(innerWidth).to.be.greaterThan(NEWSLETTER_SMALL_BELOW_PX);
    expect(width(form.querySelector('.button'))).to.equal(300);
    form.closest<HTMLElement>('div[style]')!.style.width = '400px';
    await nextFrame();
    expect(width(form.querySelector('.button'))).to.be.lessThan(200);
  });

  it('leaves a form that is not a newsletter as it is', async () => {
    const form = await at(300, CONTACT);
    expect(width(form.querySelector('.button'))).to.be.lessThan(200);
  });
});
