// The one-at-a-time designs under arbitrary settings (fast-check): whatever a page writes in
// the attributes that shape them, nothing throws, the geometry has no NaN, the slides in
// view are drawn, and navigating and dragging still work. The shared block suite fuzzes every
// setting on the default design; this covers the motion designs it rarely draws.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import fc from 'fast-check';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { captureConsole } from '../../helpers/console.js';
import { mixed, slides } from './helpers.js';

const junk = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '50%',
    'none',
    'hard',
    'inertial none',
    '100%',
    'left',
    'right',
    'center',
    'ken burns',
    'new-swipe',
    'scroll',
    'swipe',
    'fade',
    'halves',
    'previous',
    '9e307',
    '0.0001',
  ),
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 8 }),
);
const ATTRS = [
  'v-size',
  'aspect-ratio',
  'image-aspect-ratio',
  'gutter',
  'padding',
  'slides-per-row',
  'active-alignment',
  'transition',
  'swipe-boundaries',
  'snap-points',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'current-index',
  'loop',
  'active-slide-click-behavior',
];

describe('ss-gallery motion designs under arbitrary settings', function () {
  this.timeout(60000);

  it('never throw, lay out without NaN, draw their slides in view, and navigate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('slider', 'carousel', 'slideshow', 'stacked'),
        fc.record(Object.fromEntries(ATTRS.map((a) => [a, junk])), { requiredKeys: [] }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        async (design, attrs, n, extras) => {
          const errors: string[] = [];
          const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(String('reason' in e ? e.reason : e.message));
          window.addEventListener('error', onError);
          window.addEventListener('unhandledrejection', onError);
          try {
            await captureConsole('warn', () =>
              captureConsole('error', async () => {
                const el = await fixture<SsGallery>(
                  html`<ss-gallery design=${design} ?thumbnails=${extras} ?indicators=${extras} ?show-meta=${extras} style="width:500px">${slides(mixed(n))}</ss-gallery>`,
                );
                for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
                await el.updateComplete;
                for (let i = 0; i < 3 && (!el.geometry || el.layoutPending); i++) await nextFrame();
                await el.motionReady;
                await el.updateComplete;
                const g = el.geometry!;
                expect(
                  g.boxes.data.every((x) => !Number.isNaN(x)),
                  'no NaN',
                ).to.equal(true);
                expect(g.height >= 0).to.equal(true);
                const drawn = el.slides.filter((s) => !s.element.hidden);
                expect(drawn.length, 'a slide drawn').to.be.greaterThan(0);
                el.next();
                el.previous();
                const r = el.getBoundingClientRect();
                const y = Math.round(r.top + Math.min(Math.max(r.height, 2), 200) / 2);
                await sendMouse({ type: 'move', position: [Math.round(r.left + 250), y] });
                await sendMouse({ type: 'down' });
                await sendMouse({ type: 'move', position: [Math.round(r.left + 150), y] });
                await sendMouse({ type: 'up' });
                el.remove();
              }),
            );
          } finally {
            window.removeEventListener('error', onError);
            window.removeEventListener('unhandledrejection', onError);
          }
          expect(errors, `${design} ${JSON.stringify(attrs)}`).to.deep.equal([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
