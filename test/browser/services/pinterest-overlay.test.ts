// The Pinterest overlay (services/pinterest-overlay.ts; spec 001 §3 "Site context"
// pinterestOverlayOptions "with a mode"; its modes, the images it saves and its words are
// ours). Nothing of Pinterest's is loaded: the tests read the address the button opens.
import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { startPinterestOverlay, type PinterestOverlay } from '../../../src/services/pinterest-overlay.js';
import { startChrome } from '../../../src/services/chrome.js';
import { PIN_CREATE_URL } from '../../../src/model/pinterest.js';
import { expectAccessible, roleAndName, settled } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';
import { recordShifts } from '../helpers/layout-shift.js';
import { waitUntil } from '../helpers/wait.js';
import { siteContextWith } from './telemetry/helpers.js';

const PHOTO = '/test/fixtures/images/photo.png';
const contextWith = (mode: unknown) => siteContextWith({ websiteSettings: { pinterestOverlayOptions: { mode } } });

const page = () =>
  fixture<HTMLElement>(html`<main>
    <div class="sqs-block image-block" data-block-type="5">
      <a href="#big" id="big-link"><img id="big" src=${PHOTO} alt="Dunes at dawn" width="300" height="200" /></a>
    </div>
    <a href="#after" id="after">After</a>
    <div style="display: flex; gap: 4px">
      <div class="sqs-block gallery-block"><img id="plain" src=${PHOTO} alt="" width="100" height="100" /></div>
      <div class="sqs-block image-block"><img id="small" src=${PHOTO} alt="Small" width="99" height="150" /></div>
      <div class="sqs-block image-block"><img id="nopin" data-pin-nopin src=${PHOTO} alt="Private" width="150" height="150" /></div>
      <p style="margin: 0"><img id="outside" src=${PHOTO} alt="Not a block's" width="150" height="150" /></p>
    </div>
  </main>`);

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};
const hover = (el: Element) => sendMouse({ type: 'move', position: centre(el) });
const saveLink = (o: PinterestOverlay) => o.host.shadowRoot!.querySelector('a')!;

describe('Pinterest overlay', () => {
  let overlay: PinterestOverlay | undefined;
  afterEach(async () => {
    scrollTo(0, 0);
    overlay?.stop();
    overlay = undefined;
    document.documentElement.dir = '';
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    fixtureCleanup();
  });

  it('is accessible with its button shown', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    await hover(main.querySelector('#big')!);
    await waitUntil(() => overlay!.host.isConnected, 'the button shows');
    await expectAccessible(main, 'an image with its Save button');
  });

  it('shows Save over a block’s image under the pointer, opening Pinterest’s create-pin page in a new window', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    const img = main.querySelector<HTMLImageElement>('#big')!;
    await hover(img);
    await waitUntil(() => overlay!.image === img, 'the button is over the image');
    const link = saveLink(overlay);
    expect(roleAndName(link)).to.deep.equal(['link', 'Save to Pinterest (new window)']);
    expect(link.textContent).to.equal('Save');
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).to.equal(PIN_CREATE_URL);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      url: document.URL.split('#')[0],
      media: new URL(PHOTO, location.href).href,
      description: 'Dunes at dawn',
    });
    // In the image's top start corner, 8 px in (ours).
    const [box, at] = [img.getBoundingClientRect(), overlay.host.getBoundingClientRect()];
    expect([Math.round(at.left - box.left), Math.round(at.top - box.top)]).to.deep.equal([8, 8]);
    // A gallery's image without alt text is described by the page's title.
    await hover(main.querySelector('#plain')!);
    await waitUntil(() => overlay!.image?.id === 'plain', 'the button moved');
    expect(new URL(saveLink(overlay).href).searchParams.get('description')).to.equal(document.title);
  });

  it('leaves small images, opted-out ones and images outside image and gallery blocks alone', async () => {
    contextWith('hover');
    const main = await page();
    overlay = startPinterestOverlay()!;
    for (const id of ['small', 'nopin', 'outside']) {
      await hover(main.querySelector(`#${id}`)!);
      await nextFrame();
      expect(overlay.host.isConnected, id).to.equal(false);
    }
  });

  it('goes when the pointer leaves the image, and stays while it is on the button', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    await hover(main.querySelector('#big')!);
    await waitUntil(() => overlay!.host.isConnected, 'shown');
    await hover(saveLink(overlay));
    expect(overlay.host.isConnected, 'on the button').to.equal(true);
    await hover(main.querySelector('#after')!);
    expect(overlay.host.isConnected, 'elsewhere').to.equal(false);
  });

  it('follows the image’s link in tab order: Tab from the link reaches Save, then the page goes on', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    const link = main.querySelector<HTMLAnchorElement>('#big-link')!;
    link.focus();
    await waitUntil(() => overlay!.host.isConnected, 'shown for the focused link');
    expect(overlay.host.previousElementSibling).to.equal(link);
    await sendKeys({ press: 'Tab' });
    expect(overlay.host.shadowRoot!.activeElement).to.equal(saveLink(overlay));
    expect(getComputedStyle(saveLink(overlay)).outlineStyle, 'focus visible').to.equal('solid');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
    expect(overlay.host.isConnected).to.equal(false);
  });

  it('moves nothing on the page as it shows and goes', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    const shifts = recordShifts();
    await hover(main.querySelector('#big')!);
    await waitUntil(() => overlay!.host.isConnected, 'shown');
    await settled();
    await hover(main.querySelector('#after')!);
    await nextFrame();
    expect(shifts.stop()).to.equal(0);
  });

  it('sits in the top start corner of a right-to-left page: the right', async () => {
    document.documentElement.dir = 'rtl';
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    const img = main.querySelector('#big')!;
    await hover(img);
    await waitUntil(() => overlay!.host.isConnected, 'shown');
    const [box, at] = [img.getBoundingClientRect(), overlay.host.getBoundingClientRect()];
    expect(Math.round(box.right - at.right)).to.equal(8);
  });

  it('fades in only when motion is welcome', async () => {
    contextWith('auto');
    const main = await page();
    overlay = startPinterestOverlay()!;
    await emulateMedia({ reducedMotion: 'reduce' });
    await hover(main.querySelector('#big')!);
    await waitUntil(() => overlay!.host.isConnected, 'shown');
    expect(saveLink(overlay).getAnimations()).to.have.length(0);
  });

  it('shows nothing when disabled, and reports a mode that is not one', async () => {
    contextWith('disabled');
    expect(startPinterestOverlay()).to.equal(undefined);
    for (const mode of ['always', 2]) {
      contextWith(mode);
      const { result, messages } = await captureConsole('warn', () => startPinterestOverlay());
      expect(result).to.equal(undefined);
      expect(String(messages[0]?.[0])).to.equal(
        `[ss-blocks] site context websiteSettings.pinterestOverlayOptions.mode: ${JSON.stringify(mode)} (expected disabled, auto, hover); ignored.`,
      );
    }
  });

  it('is started by the site chrome where the context asks for it', async () => {
    contextWith('auto');
    const main = await page();
    startChrome();
    await waitUntil(async () => {
      await hover(main.querySelector('#big')!);
      return document.querySelector('[data-ss-pinterest]');
    }, 'the button shows');
    overlay = startPinterestOverlay();
  });
});
