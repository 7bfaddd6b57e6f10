// The page's scroll lock while a modal dialog is open: counted, restored exactly, and with
// a classic scrollbar nothing on the page moves (its width stays reserved). The overlay
// suite checks keys do not scroll the page; this file checks the lock itself.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { lockScroll } from '../../../src/controllers/scroll-lock.js';

type Measure = { scrollY: number; wide: string; centred: string; fixed: string };
type Scenario = {
  scrollbarWidth: number;
  before: Measure;
  open: Measure;
  after: Measure;
  lockedStyle: { overflow: string; gutter: string };
  styleBefore: string | null;
  styleAfter: string | null;
};

const html = document.documentElement;

describe('scroll lock', () => {
  afterEach(() => html.removeAttribute('style'));

  describe('with classic scrollbars (a Chromium of its own)', () => {
    let result: Record<'tall' | 'short' | 'alwaysScrollbar' | 'bothEdges', Scenario>;
    before(async function () {
      this.timeout(30000);
      result = await executeServerCommand('ss-with-scrollbars', { path: '/test/fixtures/scroll-lock.html' });
    });

    it('the page there has a scrollbar that takes room (else this file tests nothing)', () => {
      expect(result.tall.scrollbarWidth).to.be.above(0);
      expect(result.short.scrollbarWidth).to.equal(0);
    });

    for (const name of ['tall', 'short', 'alwaysScrollbar', 'bothEdges'] as const) {
      it(`${name} page: nothing moves on opening or closing, and the root's styles come back exactly`, () => {
        const { before, open, after, styleBefore, styleAfter, lockedStyle } = result[name];
        expect(open).to.deep.equal(before);
        expect(after).to.deep.equal(before);
        expect(styleAfter).to.equal(styleBefore);
        expect(lockedStyle.overflow).to.equal('hidden');
      });
    }

    it('reserves the gutter only where a scrollbar took room', () => {
      expect(result.tall.lockedStyle.gutter).to.equal('stable');
      expect(result.short.lockedStyle.gutter).to.equal('auto');
      expect(result.bothEdges.lockedStyle.gutter).to.equal('stable both-edges');
    });
  });

  it('is counted: the page scrolls again only when the last lock is released', () => {
    const first = lockScroll(document);
    const second = lockScroll(document);
    first();
    first();
    expect(getComputedStyle(html).overflow).to.equal('hidden');
    second();
    expect(getComputedStyle(html).overflow).to.equal('visible');
    expect(html.hasAttribute('style')).to.equal(false);
  });

  it("wins over the page's own root overflow and puts the page's inline value back", () => {
    const style = document.createElement('style');
    style.textContent = 'html { overflow-y: scroll; }';
    document.head.append(style);
    html.style.setProperty('overflow', 'auto');
    html.style.setProperty('--page-colour', 'red');
    try {
      const release = lockScroll(document);
      expect(getComputedStyle(html).overflowY).to.equal('hidden');
      html.style.setProperty('--other', '1');
      release();
      expect(html.style.getPropertyValue('overflow')).to.equal('auto');
      expect(html.style.getPropertyPriority('overflow')).to.equal('');
      // What the page changed meanwhile stays.
      expect(html.style.getPropertyValue('--other')).to.equal('1');
      expect(html.style.getPropertyValue('--page-colour')).to.equal('red');
    } finally {
      style.remove();
    }
  });

  it('never moves the scroll position', () => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    document.body.append(filler);
    try {
      scrollTo(0, 250);
      const release = lockScroll(document);
      expect(scrollY).to.equal(250);
      release();
      expect(scrollY).to.equal(250);
    } finally {
      filler.remove();
      scrollTo(0, 0);
    }
  });
});
