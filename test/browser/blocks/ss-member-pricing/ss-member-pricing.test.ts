// <ss-member-pricing> (spec 001 §1, §4 "Member pricing toggle": two options (left/right) swap
// selected state, visible price and join button). The markup and the radio group are ours
// (README "Member pricing").
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import type { SsMemberPricing, SsMemberPricingChangeDetail } from '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { checked, options, pricing, shown } from './helpers.js';

async function mount(markup: string): Promise<SsMemberPricing> {
  const el = await fixture<SsMemberPricing>(markup);
  await el.updateComplete;
  return el;
}

function changes(el: HTMLElement): SsMemberPricingChangeDetail[] {
  const seen: SsMemberPricingChangeDetail[] = [];
  el.addEventListener('ss-member-pricing-change', (e) => seen.push(e.detail));
  return seen;
}

describe('ss-member-pricing', () => {
  describe('accessibility (axe, both states)', () => {
    it('monthly, then yearly selected: no violations', async () => {
      const el = await mount(pricing());
      await expectAccessible(el, 'monthly');
      options(el)[1].click();
      await el.updateComplete;
      await expectAccessible(el, 'yearly');
    });

    it('a radio group (WAI-ARIA APG): named group, radios with aria-checked, roving tabindex, aria-controls', async () => {
      const el = await mount(pricing());
      const group = el.querySelector('.pricing-options')!;
      expect(group.getAttribute('role')).to.equal('radiogroup');
      expect(group.getAttribute('aria-label'), "the markup's name kept").to.equal('Billing period');
      expect(options(el).map((o) => o.getAttribute('role'))).to.deep.equal(['radio', 'radio']);
      expect(checked(el)).to.deep.equal(['true', 'false']);
      expect(options(el).map((o) => o.tabIndex)).to.deep.equal([0, -1]);
      const [price, join] = [el.querySelector('[data-price=monthly]')!, el.querySelector('[data-join=monthly]')!];
      expect(options(el)[0].getAttribute('aria-controls')).to.equal(`${price.id} ${join.id}`);
    });

    it('a group the markup does not name is named "Pricing options" (ours)', async () => {
      const el = await mount(pricing().replace(' aria-label="Billing period"', ''));
      expect(el.querySelector('[role=radiogroup]')!.getAttribute('aria-label')).to.equal('Pricing options');
      await expectAccessible(el);
    });
  });

  describe('defaults and settings', () => {
    it('the option the markup marks is selected; its price and join link alone show', async () => {
      const el = await mount(pricing({ selected: 'yearly' }));
      expect(el.selected).to.equal('yearly');
      expect(el.getAttribute('selected'), 'reflected').to.equal('yearly');
      expect(el.selectedIndex).to.equal(1);
      expect(checked(el)).to.deep.equal(['false', 'true']);
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
    });

    it('unmarked markup: the first option', async () => {
      const el = await mount(pricing({ selected: 'none' }));
      expect(el.selected).to.equal('monthly');
      expect(shown(el)).to.deep.equal({ prices: ['monthly'], joins: ['monthly'] });
    });

    it("the selected attribute, and the block JSON's selected, win over the markup", async () => {
      expect((await mount(pricing({ attrs: 'selected="yearly"' }))).selected).to.equal('yearly');
      const el = await mount(pricing({ attrs: `data-block-json='{"selected": "yearly"}'` }));
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
    });

    it('setting the property swaps without an event', async () => {
      const el = await mount(pricing());
      const seen = changes(el);
      el.selected = 'yearly';
      await el.updateComplete;
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
      expect(checked(el)).to.deep.equal(['false', 'true']);
      expect(seen).to.deep.equal([]);
    });

    it('an option name that does not exist: a warning, the first option', async () => {
      const { result: el, messages } = await captureConsole('warn', () => mount(pricing({ attrs: 'selected="weekly"' })));
      expect(el.selected).to.equal('monthly');
      expect(messages.map((m) => m.join(' '))).to.deep.equal([
        '[ss-blocks] ss-member-pricing: there is no option "weekly" (options: monthly, yearly); monthly is selected.',
      ]);
    });

    it('parts without names pair by position', async () => {
      const markup = pricing().replace(/ data-(option|price|join)="\w+"/g, ' data-$1');
      const el = await mount(markup);
      expect(el.selected).to.equal('1');
      options(el)[1].click();
      await el.updateComplete;
      expect(el.selected).to.equal('2');
      const visible = [...el.querySelectorAll('[data-price], [data-join]')]
        .filter((n) => n.getBoundingClientRect().height > 0)
        .map((n) => n.textContent!.trim());
      expect(visible).to.deep.equal(['$120 a year', 'Join yearly']);
    });

    it("a page rule that displays the parts does not bring back the other option's", async () => {
      const el = await mount(pricing());
      const style = Object.assign(document.createElement('style'), { textContent: '.join, .price { display: block; }' });
      document.head.append(style);
      try {
        options(el)[1].click();
        await el.updateComplete;
        expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
      } finally {
        style.remove();
      }
    });
  });

  describe('choosing swaps selected state, visible price and join button (spec 001 §4)', () => {
    it('by click: each way, ss-member-pricing-change each time', async () => {
      const el = await mount(pricing());
      const seen = changes(el);
      options(el)[1].click();
      await el.updateComplete;
      expect(checked(el)).to.deep.equal(['false', 'true']);
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
      expect(options(el).map((o) => o.tabIndex)).to.deep.equal([-1, 0]);
      options(el)[0].click();
      await el.updateComplete;
      expect(shown(el)).to.deep.equal({ prices: ['monthly'], joins: ['monthly'] });
      expect(seen).to.deep.equal([
        { option: 'yearly', index: 1, previousOption: 'monthly' },
        { option: 'monthly', index: 0, previousOption: 'yearly' },
      ]);
    });

    it('clicking the selected option changes nothing and fires nothing', async () => {
      const el = await mount(pricing());
      const seen = changes(el);
      options(el)[0].click();
      expect(seen).to.deep.equal([]);
      expect(checked(el)).to.deep.equal(['true', 'false']);
    });

    it('keyboard: Right, Down, Left, Up move and select with wrap-around; focus follows', async () => {
      const el = await mount(pricing());
      const seen = changes(el);
      options(el)[0].focus();
      const steps: [string, string][] = [
        ['ArrowRight', 'yearly'],
        ['ArrowRight', 'monthly'],
        ['ArrowDown', 'yearly'],
        ['ArrowLeft', 'monthly'],
        ['ArrowUp', 'yearly'],
        ['Home', 'monthly'],
        ['End', 'yearly'],
      ];
      for (const [key, want] of steps) {
        await sendKeys({ press: key });
        await el.updateComplete;
        expect(el.selected, key).to.equal(want);
        expect(document.activeElement, `${key}: focus`).to.equal(el.querySelector(`[data-option=${want}]`));
        expect(shown(el).prices, key).to.deep.equal([want]);
      }
      expect(seen).to.have.length(steps.length);
    });

    it('keyboard: Tab reaches the selected option only; Space and Enter select the focused one', async () => {
      const before = Object.assign(document.createElement('button'), { textContent: 'before' });
      const el = await mount(pricing({ selected: 'yearly' }));
      el.before(before);
      try {
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement).to.equal(options(el)[1]);
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement, 'the next stop is the join link').to.equal(el.querySelector('[data-join=yearly]'));
        // Focus on the unselected option (as a screen reader's cursor may put it), then keys.
        options(el)[0].focus();
        await sendKeys({ press: 'Space' });
        await el.updateComplete;
        expect(el.selected).to.equal('monthly');
        options(el)[1].focus();
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(el.selected).to.equal('yearly');
      } finally {
        before.remove();
      }
    });

    it('right-to-left text: Left is next', async () => {
      const el = await mount(pricing({ attrs: 'dir="rtl"' }));
      options(el)[0].focus();
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(el.selected).to.equal('yearly');
    });

    it('non-button options get Space and Enter too', async () => {
      const markup = pricing().replace(/<button type="button" (data-option="\w+")([^>]*)>(\w+)<\/button>/g, '<span $1$2>$3</span>');
      const el = await mount(markup);
      expect(options(el).map((o) => o.localName)).to.deep.equal(['span', 'span']);
      options(el)[0].focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.selected).to.equal('yearly');
      options(el)[0].focus();
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(el.selected).to.equal('monthly');
      await expectAccessible(el);
    });
  });

  describe('join links are checked (model/safe-url)', () => {
    it('web pages, paths, mail and phone links are kept', async () => {
      const el = await mount(pricing({ joins: ['https://members.example/join?plan=m', 'mailto:join@tidewater.example'] }));
      expect([...el.querySelectorAll('a[data-join]')].map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://members.example/join?plan=m',
        'mailto:join@tidewater.example',
      ]);
    });

    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) {
      it(`${JSON.stringify(bad)}: no longer a link, the console names it`, async () => {
        const { result: el, messages } = await captureConsole('warn', () => mount(pricing({ joins: ['/join', bad] })));
        const link = el.querySelector<HTMLAnchorElement>('[data-join=yearly]')!;
        expect(link.hasAttribute('href')).to.equal(false);
        expect(el.querySelector('[data-join=monthly]')!.getAttribute('href')).to.equal('/join');
        expect(messages.map((m) => m.join(' '))).to.deep.equal([
          `[ss-blocks] ss-member-pricing: the join link ${JSON.stringify(bad)} is not a web, mail or phone address: it is disabled.`,
        ]);
        options(el)[1].click();
        await el.updateComplete;
        expect(shown(el).joins).to.deep.equal(['yearly']);
      });
    }

    it('a join part holding a link: the link inside is checked', async () => {
      const markup = pricing().replace(
        '<a class="join" data-join="yearly" href="/checkout/subscribe?plan=yearly" hidden>Join yearly</a>',
        '<p data-join="yearly" hidden><a href="javascript:void 0">Join yearly</a></p>',
      );
      const { result: el } = await captureConsole('warn', () => mount(markup));
      expect(el.querySelector('[data-join=yearly] a')!.hasAttribute('href')).to.equal(false);
    });
  });

  describe('markup changes', () => {
    it('options added later (a framework rendering) are wired', async () => {
      const el = await mount('<ss-member-pricing></ss-member-pricing>');
      el.innerHTML = pricing().replace(/^<ss-member-pricing [^>]*>|<\/ss-member-pricing>$/g, '');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      expect(options(el).map((o) => o.getAttribute('role'))).to.deep.equal(['radio', 'radio']);
      options(el)[1].click();
      await el.updateComplete;
      expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
    });
  });
});
