// The room a page keeps for a gallery before the element is defined (docs/gallery.md, "Before
// the script runs"): with the documented rules, defining a 16:9 slideshow with its control
// bar moves nothing below it; without them, it does. This file must not import the gallery
// statically: it is defined once the page is painted.
import { expect, nextFrame } from '@open-wc/testing';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { recordShifts } from '../../helpers/layout-shift.js';
import { IMG, laidOut } from './helpers.js';

// The rules as the docs give them.
const ROOM = `ss-gallery.hero:not(:defined) { display: block; aspect-ratio: 16 / 9; padding-bottom: 40px; }
ss-gallery.hero:not(:defined) > * { display: none; }`;

const slideshow = (cls: string) => `<div style="width:480px">
  <ss-gallery class="${cls}" design="slideshow" image-aspect-ratio="16:9" autoplay aria-label="Photographs">
    ${[0, 1, 2]
      .map((i) => `<figure data-slide-id="s${i}"><img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="1600x900"></figure>`)
      .join('')}
  </ss-gallery>
  <p class="below">Text after the gallery.</p>
</div>`;

let page: HTMLElement;
let painted: Map<string, number>;
let shifted: number;
const belowTop = (cls: string) => page.querySelector(`.${cls}`)!.parentElement!.querySelector('.below')!.getBoundingClientRect().top;

before(async () => {
  const style = document.createElement('style');
  style.textContent = ROOM;
  document.head.append(style);
  // Side by side, so that one gallery's growth cannot move the other's text.
  page = document.createElement('main');
  page.style.cssText = 'display:flex;gap:20px;align-items:flex-start';
  page.innerHTML = slideshow('hero') + slideshow('plain');
  document.body.append(page);
  await nextFrame();
  await nextFrame();
  painted = new Map(['hero', 'plain'].map((cls) => [cls, belowTop(cls)]));
  const shifts = recordShifts();
  await import('../../../../src/blocks/ss-gallery/ss-gallery.js');
  await Promise.all([...page.querySelectorAll<SsGallery>('ss-gallery')].map((el) => laidOut(el)));
  await nextFrame();
  shifted = shifts.stop();
});

describe('the room a page keeps for a gallery before it is defined', () => {
  it('with the documented rules, defining a 16:9 slideshow with autoplay moves nothing below it', () => {
    const hero = page.querySelector<SsGallery>('.hero')!;
    expect(hero.shadowRoot!.querySelector('.bar'), 'the control bar is there').to.not.equal(null);
    expect(belowTop('hero')).to.equal(painted.get('hero'));
  });

  it('without them, the text below it moves down (what the rules prevent)', () => {
    expect(belowTop('plain')).to.be.greaterThan(painted.get('plain')! + 50);
    expect(shifted).to.be.greaterThan(0);
  });
});
