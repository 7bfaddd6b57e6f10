// The Pinterest Save button from the keyboard (services/pinterest-overlay.ts; spec 001 §3
// "Site context" pinterestOverlayOptions). How an image that nothing focusable holds is
// reached is ours: its block gets one Save stop in tab order, after the image it saves, shown
// only while focused; the arrow keys move it over the block's other images
// (a roving tab stop: a gallery is one stop, not one per image). Images inside links keep
// their own button after the link (pinterest-overlay.test.ts).
import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { startPinterestOverlay, type PinterestOverlay } from '../../../src/services/pinterest-overlay.js';
import { expectAccessible, roleAndName } from '../helpers/a11y.js';
import { recordShifts } from '../helpers/layout-shift.js';
import { waitUntil } from '../helpers/wait.js';
import { siteContextWith } from './telemetry/helpers.js';

const PHOTO = '/test/fixtures/images/photo.png';

const page = () =>
  fixture<HTMLElement>(html`<main>
    <a href="#before" id="before">Before</a>
    <div class="sqs-block image-block" data-block-type="5"><img id="solo" src=${PHOTO} alt="Solo" width="200" height="150" /></div>
    <div class="sqs-block gallery-block" style="display: flex; gap: 4px">
      <img id="g1" src=${PHOTO} alt="One" width="120" height="120" />
      <img id="g2" src=${PHOTO} alt="Two" width="120" height="120" />
      <img id="g3" src=${PHOTO} alt="Icon" width="50" height="50" />
      <img id="g4" src=${PHOTO} alt="Four" width="120" height="120" />
    </div>
    <div class="sqs-block image-block"><a href="#linked" id="linked"><img src=${PHOTO} alt="Linked" width="150" height="150" /></a></div>
    <a href="#after" id="after">After</a>
  </main>`);

const stops = () => [...document.querySelectorAll<HTMLElement>('[data-ss-pinterest=key]')];
const linkOf = (stop: Element) => stop.shadowRoot!.querySelector('a')!;
/** The stop that has focus, and its link. */
const focused = () => {
  const stop = document.activeElement as HTMLElement;
  expect(stop.dataset.ssPinterest, 'a Save stop has focus').to.equal('key');
  return [stop, linkOf(stop)] as const;
};
const saves = (stop: Element) => new URL(linkOf(stop).href).searchParams.get('description');
const tab = (shift = false) => sendKeys({ press: shift ? 'Shift+Tab' : 'Tab' });
/** A first key press: the keyboard part is fetched and makes the stops. */
const firstKey = async () => {
  await sendKeys({ press: 'Shift' });
  await waitUntil(() => stops().length > 0, 'the stops are made');
};

describe('Pinterest Save button from the keyboard (ours: one roving stop per block)', () => {
  let overlay: PinterestOverlay | undefined;
  let main: HTMLElement;
  beforeEach(async () => {
    siteContextWith({ websiteSettings: { pinterestOverlayOptions: { mode: 'auto' } } });
    main = await page();
    overlay = startPinterestOverlay()!;
    main.querySelector<HTMLElement>('#before')!.focus();
  });

  afterEach(async () => {
    overlay?.stop();
    overlay = undefined;
    document.documentElement.dir = '';
    await emulateMedia({ reducedMotion: 'no-preference' });
    fixtureCleanup();
  });

  it('adds nothing to the page until a key is pressed', async () => {
    expect(stops()).to.have.length(0);
    await firstKey();
    expect(stops().map((stop) => stop.previousElementSibling?.id)).to.deep.equal(['solo', 'g1']);
  });

  it('puts no stop among the children of an element that lays them out itself (a block element such as <ss-gallery> with bare images)', async () => {
    const host = document.createElement('div');
    host.className = 'gallery-block';
    host.attachShadow({ mode: 'open' }).innerHTML = '<slot></slot>';
    host.innerHTML = `<img src=${PHOTO} alt="Bare" width="120" height="120" />`;
    main.append(host);
    await firstKey();
    expect([...host.children].map((c) => c.localName)).to.deep.equal(['img']);
    expect(stops().map((stop) => stop.previousElementSibling?.id)).to.deep.equal(['solo', 'g1']);
  });

  describe('once a key was pressed', () => {
    beforeEach(firstKey);

    it('is accessible with a stop focused on each block, after a move, and with the stops idle', async () => {
      await tab();
      await expectAccessible(main, 'the image block’s stop focused');
      await tab();
      await sendKeys({ press: 'ArrowRight' });
      await expectAccessible(main, 'the gallery’s stop moved to its second image');
      main.querySelector<HTMLElement>('#after')!.focus();
      await expectAccessible(main, 'the stops idle');
    });

    it('makes a stop for a block that came after, at the next Tab', async () => {
      await firstKey();
      main.insertAdjacentHTML(
        'beforeend',
        `<div class="image-block"><img id="late" src=${PHOTO} alt="Late" width="150" height="150" /></div>`,
      );
      await tab();
      expect(stops().map((stop) => stop.previousElementSibling?.id)).to.deep.equal(['solo', 'g1', 'late']);
    });

    it('Tab reaches each block’s stop once, in the order of the page, then goes on', async () => {
      await tab();
      const [solo, soloLink] = focused();
      expect(solo.previousElementSibling?.id).to.equal('solo');
      expect(roleAndName(soloLink)).to.deep.equal(['link', 'Save to Pinterest (new window)']);
      expect(saves(solo)).to.equal('Solo');
      await tab();
      const [gallery] = focused();
      expect(gallery.previousElementSibling?.id, 'after the first image of four').to.equal('g1');
      await tab();
      expect(document.activeElement?.id, 'the linked image: its link').to.equal('linked');
      await tab();
      expect(overlay!.host.shadowRoot!.activeElement, 'then its own Save').to.equal(linkOf(overlay!.host));
      await tab();
      expect(document.activeElement?.id).to.equal('after');
      expect(stops(), 'two blocks with images nothing holds: two stops for five images').to.have.length(2);
      await tab(true);
      expect(document.activeElement?.id, 'Shift+Tab: the link (its Save went with focus)').to.equal('linked');
      await tab(true);
      expect(saves(focused()[0]), 'then the gallery’s stop').to.equal('One');
    });

    it('shows while focused, over its image’s top start corner with a visible focus ring, and hides when focus leaves', async () => {
      await tab();
      const [stop, link] = focused();
      const [box, at] = [main.querySelector('#solo')!.getBoundingClientRect(), stop.getBoundingClientRect()];
      expect([Math.round(at.left - box.left), Math.round(at.top - box.top)]).to.deep.equal([8, 8]);
      expect(at.width).to.be.greaterThan(40);
      expect(getComputedStyle(link).outlineStyle, 'focus visible').to.equal('solid');
      await tab();
      expect(stop.getBoundingClientRect().width, 'idle: clipped to a pixel').to.be.at.most(1);
    });

    it('arrow keys move it over the block’s other images, skipping ones too small, and stop at the ends', async () => {
      await tab();
      await tab();
      const [stop, link] = focused();
      const steps: [string, string][] = [
        ['ArrowRight', 'Two'],
        ['ArrowDown', 'Four'], // Icon is 50 px: not saved
        ['ArrowRight', 'Four'], // the last stays
        ['ArrowLeft', 'Two'],
        ['ArrowUp', 'One'],
        ['ArrowUp', 'One'], // the first stays
      ];
      for (const [key, alt] of steps) {
        await sendKeys({ press: key });
        expect(saves(stop), key).to.equal(alt);
        expect(stop.shadowRoot!.activeElement, `${key}: focus stays on Save`).to.equal(link);
        const img = main.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)!;
        expect(stop.previousElementSibling, `${key}: in tab order after its image`).to.equal(img);
        const [box, at] = [img.getBoundingClientRect(), stop.getBoundingClientRect()];
        expect([Math.round(at.left - box.left), Math.round(at.top - box.top)], `${key}: over ${alt}`).to.deep.equal([8, 8]);
      }
      expect(stops()).to.have.length(2);
    });

    it('keeps its image when the pointer’s button shows over the same image', async () => {
      await tab();
      const [stop] = focused();
      const solo = main.querySelector<HTMLImageElement>('#solo')!;
      const r = solo.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.bottom - 10)] });
      await waitUntil(() => overlay!.image === solo, 'the pointer’s button shows');
      expect(stop.previousElementSibling).to.equal(overlay!.host);
      dispatchEvent(new Event('resize'));
      expect(saves(stop)).to.equal('Solo');
      const at = stop.getBoundingClientRect();
      expect([Math.round(at.left - r.left), Math.round(at.top - r.top)]).to.deep.equal([8, 8]);
      await resetMouse();
    });

    it('right to left: in the top right corner, and the left arrow goes on to the next image', async () => {
      document.documentElement.dir = 'rtl';
      await tab();
      await tab();
      const [stop] = focused();
      await sendKeys({ press: 'ArrowLeft' });
      expect(saves(stop)).to.equal('Two');
      const [box, at] = [main.querySelector('#g2')!.getBoundingClientRect(), stop.getBoundingClientRect()];
      expect(Math.round(box.right - at.right)).to.equal(8);
      await sendKeys({ press: 'ArrowRight' });
      expect(saves(stop)).to.equal('One');
    });

    it('fades in only when motion is welcome', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      await tab();
      expect(focused()[1].getAnimations()).to.have.length(0);
    });

    it('moves nothing on the page as stops are made, focused, moved and left', async () => {
      const shifts = recordShifts();
      await tab();
      await tab();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await tab();
      await nextFrame();
      expect(shifts.stop()).to.equal(0);
    });

    it('leaves the page as it was when stopped', async () => {
      await tab();
      overlay!.stop();
      overlay = undefined;
      expect(stops()).to.have.length(0);
    });
  });
});
