// The banner with the owner's text (ours): the sanitiser loads with the first such banner, and
// the banner shows only once the text is in it, so it appears whole: its buttons are not
// pushed down a moment later (a layout shift on a real page). Alone in its file, so that the
// sanitiser is not loaded yet when the banner first renders.
import { expect, fixture, nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsCookieBanner } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { clearCookies, takeTurns } from '../../services/telemetry/helpers.js';

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`);

takeTurns();

describe('ss-cookie-banner with owner text', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('is not shown until its text is in it; then shown, and laid out as it stays', async () => {
    // Every frame from before the banner exists until its text is in: what a visitor sees.
    const shown: { text: string; height: number }[] = [];
    let sampling = true;
    const sample = () => {
      const el = document.querySelector('ss-cookie-banner');
      const b = el && part(el, 'base');
      if (b && getComputedStyle(b).visibility === 'visible')
        shown.push({ text: part(el, 'text')!.textContent!.trim(), height: b.offsetHeight });
      if (sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    const el = await fixture<SsCookieBanner>('<ss-cookie-banner text="<p>Our <em>own</em> words.</p>"></ss-cookie-banner>');
    const base = part(el, 'base')!;
    const whole = () => getComputedStyle(base).visibility === 'visible' && !!part(el, 'text')!.querySelector('em');
    for (let i = 0; i < 300 && !whole(); i++) await nextFrame();
    await nextFrame();
    await nextFrame();
    sampling = false;
    expect(part(el, 'text')!.innerHTML).to.equal('<p>Our <em>own</em> words.</p>');
    expect(shown.length, 'it is shown').to.be.greaterThan(0);
    expect(
      shown.map((s) => s.text),
      'never without its text',
    ).to.deep.equal(shown.map(() => 'Our own words.'));
    expect(new Set(shown.map((s) => s.height)).size, 'one height from its first frame').to.equal(1);
    el.remove();
  });
});
