// spec 001 §4 "Menu block"; real-markup.md "Accordion and menu".
import { html, type TemplateResult } from 'lit';
import { LightDomBlock } from '../block-element.js';
import { emit, idFor, isRtl } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type MenuSettings } from './ss-menu.settings.js';
import { moveFocus, HORIZONTAL, HORIZONTAL_RTL } from '../../controllers/list-navigation.js';
import { asTab, findTabs, split } from './tabs.js';
import { styles } from './ss-menu.styles.js';

export interface SsMenuChangeDetail {
  /** The selected tab's position, from 0. */
  index: number;
  /** The tab selected before. */
  previousIndex: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-menu-change': CustomEvent<SsMenuChangeDetail>;
  }
}

// Real pages' stylesheets show the selected menu and mark its label by these classes.
const REAL_TAB = 'menu-select-labels';
const REAL_TAB_ON = `${REAL_TAB}--active`;
const REAL_PANEL = 'menu';
const REAL_PANEL_ON = 'menu-active';

/**
 * A menu block: tabs, one selected, each showing its panel (spec 001 §4 "Menu block").
 *
 * **Keyboard** (spec 001 §4 "Menu block"; WAI-ARIA APG tabs with automatic activation, which
 * the pattern recommends when panels show at once, as here): click, Enter or Space selects
 * the tab; Left/Right arrows select the next/previous tab with wrap-around at both ends
 * (swapped in right-to-left text), and focus follows; Home/End (ours, from the APG) select
 * the first/last. Roving tabindex: only the selected tab is in the Tab order
 * (`tabindex="0"`, the others `-1`); panels get `tabindex="0"` unless they say otherwise, as
 * menu panels hold text and no controls.
 *
 * **Markup.** The server-rendered light DOM is the UI; upgrading only wires behaviour and
 * ARIA onto it, so nothing moves. Two shapes are accepted:
 * - plain: `[role=tab]` elements (buttons) as children of the element, then one
 *   `[role=tabpanel]` per tab, in the same order; render unselected panels with `hidden`.
 *   The tabs are slotted into a `role="tablist"` wrapper (part `tabs`); tabs already inside
 *   an element of the author's are left there, and that element gets `role="tablist"`;
 * - real published markup (block type 18), placed inside as is: tabs
 *   `label.menu-select-labels[role=tab]` in `.menu-selector[role=tablist]`, panels
 *   `.menu[role=tabpanel][aria-label]`. A `<label>` may not carry role=tab, so each is
 *   replaced by a `<span>` with the same attributes and children (the same inline box).
 *   The platform's classes `menu-select-labels--active` and `menu-active` follow the
 *   selection, and a panel's inline `display` (written by the platform's script) is removed
 *   so `hidden` decides.
 *
 * Tabs get `role="tab"`, `aria-selected`, `aria-controls` and an id; panels
 * `role="tabpanel"` and `aria-labelledby`. The initial tab is `selected-index`, else the
 * block JSON's `selectedIndex`, else the tab the markup marks selected (`aria-selected="true"`
 * or the active class), else the first. An index past the last tab selects the last.
 *
 * **Styling**: the shadow root renders a `base` wrapper and, for plain markup, the `tabs`
 * wrapper (manual slot assignment: the content stays in the light DOM, where the page's CSS
 * styles it and where ids and ARIA references live). No box styles by default, so the
 * upgrade causes no layout shift.
 *
 * A block whose JSON data cannot be read logs 'Error decoding menu block data.', is marked
 * `data-ss-skipped` and left as it was.
 *
 * @tag ss-menu
 * @summary Tabbed menus, one selected (spec 001 §4 Menu block).
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent} ss-menu-change - The visitor selected another tab (click, Enter, Space, arrows, Home, End). Detail
 *   `{ index, previousIndex }`. Setting `selectedIndex` does not fire it.
 *
 * @slot - Tabs then panels; or the real markup's block.
 *
 * @csspart base - The wrapper around all content.
 * @csspart tabs - The tablist wrapper around plain-markup tabs.
 *
 * @cssprop [--ss-menu-indicator-width=0px] - Thickness of the line under the selected plain-markup tab.
 * @cssprop [--ss-menu-indicator-color=currentColor] - Its colour.
 */
export class SsMenu extends LightDomBlock {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataMessages = blockDataMessages('menu');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private tabs: HTMLElement[] = [];
  private panels: HTMLElement[] = [];

  constructor() {
    super();
    this.addEventListener('click', (e) => {
      const index = this.tabs.findIndex((tab) => tab.contains(e.target as Node));
      if (index >= 0) this.choose(index);
    });
    this.addEventListener('keydown', (e) => {
      const index = this.tabs.indexOf(e.target as HTMLElement);
      if (index >= 0 && (e.key === 'Enter' || e.key === ' ')) {
        // Also keeps a button tab from sending its own click.
        e.preventDefault();
        this.choose(index);
      } else {
        const to = moveFocus(e, this.tabs, isRtl(this) ? HORIZONTAL_RTL : HORIZONTAL);
        if (to !== undefined) this.choose(to);
      }
    });
  }

  protected override willUpdate(): void {
    this.sync();
  }

  protected override render(): TemplateResult {
    return this.slotted.length > 1
      ? html`<div part="base"><slot></slot><div part="tabs" role="tablist"><slot></slot></div><slot></slot></div>`
      : html`<div part="base"><slot></slot></div>`;
  }

  /** Finds the tabs and panels (again after the children change) and wires them. */
  protected override scan(): void {
    const { tabs, panels } = this.skipped ? { tabs: [], panels: [] } : findTabs(this);
    this.tabs = tabs.map(asTab);
    this.panels = panels;
    this.slotted = split(this, this.tabs);
    const list = this.tabs[0]?.parentElement;
    if (list && list !== this && !list.hasAttribute('role')) list.setAttribute('role', 'tablist');
    this.tabs.forEach((tab, i) => {
      const panel = panels[i];
      tab.setAttribute('role', 'tab');
      if (!panel) return;
      tab.setAttribute('aria-controls', idFor(panel, 'ss-menu'));
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', idFor(tab, 'ss-menu'));
      if (!panel.hasAttribute('tabindex')) panel.tabIndex = 0;
    });
    if (this.hasUpdated) this.sync();
  }

  protected override readMarkup(): void {
    if (this.given(settings.selectedIndex)) return;
    const marked = this.tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true' || tab.classList.contains(REAL_TAB_ON));
    if (marked >= 0) this.selectedIndex = marked;
  }

  /** Shows the selected tab's panel and hides the others. */
  private sync(): void {
    const last = this.tabs.length - 1;
    if (last < 0) return;
    if (this.selectedIndex > last) this.selectedIndex = last;
    this.tabs.forEach((tab, i) => {
      const on = i === this.selectedIndex;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (tab.classList.contains(REAL_TAB)) tab.classList.toggle(REAL_TAB_ON, on);
      const panel = this.panels[i];
      if (!panel) return;
      panel.hidden = !on;
      panel.style.removeProperty('display');
      if (panel.classList.contains(REAL_PANEL)) panel.classList.toggle(REAL_PANEL_ON, on);
    });
  }

  private choose(index: number): void {
    const previousIndex = this.selectedIndex;
    if (index === previousIndex) return;
    this.selectedIndex = index;
    this.sync();
    emit<SsMenuChangeDetail>(this, 'ss-menu-change', { index, previousIndex });
  }
}

/** The settings' properties, typed from their declaration (`ss-menu.settings.ts`). */
export interface SsMenu extends SettingValues<MenuSettings> {}
