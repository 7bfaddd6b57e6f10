// The announcement bar (spec 001 §3 "Site context": showAnnouncementBar). The spec shows no
// bar: its region, names, close button, session memory and fade are ours, and the tests say so.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-announcement-bar/ss-announcement-bar.js';
import {
  ANNOUNCEMENT_CLOSED_KEY,
  ANNOUNCEMENT_FADE_MS,
  type SsAnnouncementBar,
} from '../../../../src/blocks/ss-announcement-bar/ss-announcement-bar.js';
import { announcementBar as text } from '../../../../src/i18n/en/announcement-bar.js';
import { fr } from '../../../../src/i18n/fr/index.js';
import { registerMessages, setLocale } from '../../../../src/i18n/index.js';
import { expectAccessible, roleAndName } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';

const CONTENT = html`<p>Winter prints are here. <a href="#winter">See the collection</a></p>`;
const button = (el: SsAnnouncementBar) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]');

async function mount(attrs: { label?: string; dismissible?: string; dir?: string } = {}) {
  const el = await fixture<SsAnnouncementBar>(
    html`<ss-announcement-bar label=${attrs.label ?? ''} dismissible=${attrs.dismissible ?? 'true'} dir=${attrs.dir ?? 'ltr'}
      >${CONTENT}</ss-announcement-bar
    >`,
  );
  await el.updateComplete;
  return el;
}

/** Clicks close and waits for the bar's own close event (the fade's end, not a timer). */
async function closeByClick(el: SsAnnouncementBar) {
  const closed = oneEvent(el, 'ss-announcement-bar-close');
  button(el)!.click();
  return closed;
}

describe('ss-announcement-bar (spec 001 §3 showAnnouncementBar)', () => {
  beforeEach(() => sessionStorage.removeItem(ANNOUNCEMENT_CLOSED_KEY));
  afterEach(async () => {
    sessionStorage.removeItem(ANNOUNCEMENT_CLOSED_KEY);
    setLocale('en');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('accessibility', () => {
    it('has no axe violations: shown, not dismissible, right to left', async () => {
      await expectAccessible(await mount(), 'shown');
      await expectAccessible(await mount({ dismissible: 'false' }), 'not dismissible');
      await expectAccessible(await mount({ dir: 'rtl' }), 'rtl');
    });

    it('is a region named "Announcement" (ours), or by its label', async () => {
      expect(roleAndName(await mount())).to.deep.equal(['region', text['announcementBar.label']]);
      expect(roleAndName(await mount({ label: 'Shop news' }))).to.deep.equal(['region', 'Shop news']);
    });

    it('its close button is a real button named "Close announcement" (ours)', async () => {
      const b = button(await mount())!;
      expect(b.localName).to.equal('button');
      expect(b.type).to.equal('button');
      expect(roleAndName(b)).to.deep.equal(['button', 'Close announcement']);
    });

    it('speaks French on a French page', async () => {
      registerMessages('fr', fr);
      setLocale('fr');
      const el = await mount();
      expect(el.getAttribute('aria-label')).to.equal('Annonce');
      expect(button(el)!.getAttribute('aria-label')).to.equal('Fermer l’annonce');
    });
  });

  describe('defaults and settings', () => {
    it('shows its content, dismissible by default', async () => {
      const el = await mount();
      expect(el.hidden).to.equal(false);
      expect(el.dismissible).to.equal(true);
      expect(el.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(button(el)).to.not.equal(null);
    });

    it('dismissible="false" has no close button and ignores a remembered close', async () => {
      sessionStorage.setItem(ANNOUNCEMENT_CLOSED_KEY, '1');
      const el = await mount({ dismissible: 'false' });
      expect(button(el)).to.equal(null);
      expect(el.hidden).to.equal(false);
    });

    it('the close button sits at the inline end: right, and left right to left', async () => {
      for (const dir of ['ltr', 'rtl']) {
        const el = await mount({ dir });
        const bar = el.getBoundingClientRect();
        const b = button(el)!.getBoundingClientRect();
        const atEnd = dir === 'ltr' ? bar.right - b.right : b.left - bar.left;
        expect(atEnd, dir).to.be.within(0, 16);
      }
    });
  });

  describe('closing', () => {
    it('hides the bar, fires ss-announcement-bar-close and remembers it for the visit (ours)', async () => {
      const el = await mount();
      await closeByClick(el);
      expect(el.hidden).to.equal(true);
      expect(el.getBoundingClientRect().height).to.equal(0);
      expect(sessionStorage.getItem(ANNOUNCEMENT_CLOSED_KEY)).to.equal('1');
    });

    it('a bar on a later page of the visit starts hidden', async () => {
      sessionStorage.setItem(ANNOUNCEMENT_CLOSED_KEY, '1');
      const el = await mount();
      expect(el.hidden).to.equal(true);
    });

    it(`fades out over ${ANNOUNCEMENT_FADE_MS} ms (spec 001 §9 default animation 0.3 s)`, async () => {
      const el = await mount();
      const closed = closeByClick(el);
      const [fade] = el.getAnimations();
      expect(fade.effect!.getTiming().duration).to.equal(300);
      expect(el.hidden, 'still shown while it fades').to.equal(false);
      await closed;
      expect(el.getAnimations()).to.have.length(0);
    });

    it('with reduced motion it closes at once, without animating', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await mount();
      const closed = closeByClick(el);
      expect(el.getAnimations()).to.have.length(0);
      await closed;
      expect(el.hidden).to.equal(true);
    });

    it('where storage is refused it still closes, for this page', async () => {
      const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
      Storage.prototype.setItem = () => {
        throw new DOMException('refused', 'SecurityError');
      };
      try {
        const el = await mount();
        await closeByClick(el);
        expect(el.hidden).to.equal(true);
      } finally {
        Object.defineProperty(Storage.prototype, 'setItem', original);
      }
    });
  });

  describe('keyboard', () => {
    for (const key of ['Enter', 'Space']) {
      it(`Tab reaches the link then the close button; ${key} closes; the next Tab goes on after the bar`, async () => {
        await emulateMedia({ reducedMotion: 'reduce' });
        const page = await fixture<HTMLElement>(
          html`<div>
            <button id="before">Before</button>
            <ss-announcement-bar>${CONTENT}</ss-announcement-bar>
            <a id="after" href="#after">After</a>
          </div>`,
        );
        const el = page.querySelector('ss-announcement-bar')!;
        await el.updateComplete;
        page.querySelector<HTMLButtonElement>('#before')!.focus();
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(el.querySelector('a'));
        await sendKeys({ press: 'Tab' });
        expect(el.shadowRoot!.activeElement).to.equal(button(el));
        const closed = oneEvent(el, 'ss-announcement-bar-close');
        await sendKeys({ press: key });
        await closed;
        expect(el.hidden).to.equal(true);
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(page.querySelector('#after'));
      });
    }
  });

  describe('bad settings', () => {
    it('a dismissible that is no boolean is reported and stays true; the bar works', async () => {
      const { result: el, messages } = await captureConsole('warn', () => mount({ dismissible: 'sometimes' }));
      expect(messages.flat().join(' ')).to.contain('dismissible');
      expect(el.dismissible).to.equal(true);
      await closeByClick(el);
      expect(el.hidden).to.equal(true);
    });
  });
});
