// spec 001 §4 "Menu block"; real-markup.md "Accordion and menu".
import { html, type TemplateResult } from 'lit';
import { given, pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit, idFor, isRtl } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type MenuSettings } from './ss-menu.settings.js';
import { lightDomController, manualSlots, type Slottable } from '../../controllers/light-dom-controller.js';
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
 * @tag ss-menu
 * @summary Tabbed menus, one selected.
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
 * @cssprop [--ss-menu-indicator-width=0px] - Thickness of the line under the selected tab (2px with ss-blocks.css, which also draws it
 *   under a published page's tabs).
 * @cssprop [--ss-menu-indicator-color=currentColor] - Its colour.
 * @cssprop --ss-menu-divider - With ss-blocks.css: the line under a published page's tabs (`none` for none).
 * @cssprop --ss-menu-tab-padding - With ss-blocks.css: space around each tab's text.
 */
export class SsMenu extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override shadowRootOptions = manualSlots;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('menu');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private tabs: HTMLElement[] = [];
  private panels: HTMLElement[] = [];
  private readonly lightDom = lightDomController(
    this,
    () => this.scan(),
    () => this.readMarkup(),
  );

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
    return this.lightDom.slotted.length > 1
      ? html`<div part="base"><slot></slot><div part="tabs" role="tablist"><slot></slot></div><slot></slot></div>`
      : html`<div part="base"><slot></slot></div>`;
  }

  /** Finds the tabs and panels (again after the children change) and wires them. */
  private scan(): Slottable[][] {
    const { tabs, panels } = this.skipped ? { tabs: [], panels: [] } : findTabs(this);
    this.tabs = tabs.map(asTab);
    this.panels = panels;
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
    return split(this, this.tabs);
  }

  private readMarkup(): void {
    if (given(this, settings.selectedIndex)) return;
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
