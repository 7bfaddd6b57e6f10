// The React wrapper as scripts/react-wrappers.mjs generates it (createComponent, one onX prop
// per @fires event). React sets properties after the element is connected; the element
// must still apply them to its first state.
import { expect } from '@open-wc/testing';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createComponent, type EventName } from '@lit/react';
import { SsAccordion } from '../../../../src/blocks/ss-accordion/ss-accordion.js';
import type { SsAccordionToggleDetail } from '../../../../src/blocks/ss-accordion/ss-accordion.js';

const Accordion = createComponent({
  tagName: 'ss-accordion',
  elementClass: SsAccordion,
  react: React,
  events: { onSsAccordionToggle: 'ss-accordion-toggle' as EventName<CustomEvent<SsAccordionToggleDetail>> },
});

const h = React.createElement;

describe('ss-accordion in React', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('takes firstExpanded and allowMultiple from props and calls onSsAccordionToggle', async () => {
    const seen: SsAccordionToggleDetail[] = [];
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        h(
          Accordion,
          {
            firstExpanded: true,
            allowMultiple: true,
            style: { '--ss-accordion-duration': '0s' } as React.CSSProperties,
            onSsAccordionToggle: (e: CustomEvent<SsAccordionToggleDetail>) => seen.push(e.detail),
          },
          h('h3', null, h('button', null, 'One')),
          h('div', { hidden: true }, h('p', null, 'First')),
          h('h3', null, h('button', null, 'Two')),
          h('div', { hidden: true }, h('p', null, 'Second')),
        ),
      ),
    );
    const el = host.querySelector('ss-accordion') as SsAccordion;
    await el.updateComplete;
    expect(el.openIndexes).to.deep.equal([0]);
    expect(el.getAttribute('allow-multiple')).to.equal('true');
    el.querySelectorAll('button')[1].click();
    expect(el.openIndexes).to.deep.equal([0, 1]);
    expect(seen).to.deep.equal([{ index: 1, open: true }]);
    root.unmount();
  });
});
