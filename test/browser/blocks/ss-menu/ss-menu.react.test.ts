// The React wrapper as scripts/react-wrappers.mjs generates it (createComponent, one onX prop
// per @fires event), used as a controlled component.
import { expect } from '@open-wc/testing';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createComponent, type EventName } from '@lit/react';
import { SsMenu } from '../../../../src/blocks/ss-menu/ss-menu.js';
import type { SsMenuChangeDetail } from '../../../../src/blocks/ss-menu/ss-menu.js';

const Menu = createComponent({
  tagName: 'ss-menu',
  elementClass: SsMenu,
  react: React,
  events: { onSsMenuChange: 'ss-menu-change' as EventName<CustomEvent<SsMenuChangeDetail>> },
});

const h = React.createElement;

describe('ss-menu in React', () => {
  it('takes selectedIndex from props, reports changes, and follows new props', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: SsMenuChangeDetail[] = [];
    const root = createRoot(host);
    const render = (selectedIndex: number) =>
      flushSync(() =>
        root.render(
          h(
            Menu,
            { selectedIndex, onSsMenuChange: (e: CustomEvent<SsMenuChangeDetail>) => seen.push(e.detail) },
            h('button', { role: 'tab' }, 'Lunch'),
            h('button', { role: 'tab' }, 'Dinner'),
            h('div', { role: 'tabpanel' }, 'Soup'),
            h('div', { role: 'tabpanel', hidden: true }, 'Steak'),
          ),
        ),
      );
    render(1);
    const el = host.querySelector('ss-menu') as SsMenu;
    await el.updateComplete;
    const panels = [...el.querySelectorAll<HTMLElement>('[role=tabpanel]')];
    expect(panels.map((p) => p.hidden)).to.deep.equal([true, false]);
    el.querySelectorAll('button')[0].click();
    expect(seen).to.deep.equal([{ index: 0, previousIndex: 1 }]);
    render(1);
    await el.updateComplete;
    expect(el.selectedIndex).to.equal(1);
    expect(panels.map((p) => p.hidden)).to.deep.equal([true, false]);
    root.unmount();
    host.remove();
  });
});
