// spec 001 §4 "Accordion", §9 "Accordion animation 250 ms"; real-markup.md "Accordion and menu".
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { given, pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit, idFor } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type AccordionSettings } from './ss-accordion.settings.js';
import { lightDomController, manualSlots, type Slottable } from '../../controllers/light-dom-controller.js';
import { moveFocus, VERTICAL } from '../../controllers/list-navigation.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { findItems, segments, type AccordionItem } from './items.js';
import { styles } from './ss-accordion.styles.js';

export interface SsAccordionToggleDetail {
  /** The item's position, from 0. */
  index: number;
  /** Its new state. */
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-accordion-toggle': CustomEvent<SsAccordionToggleDetail>;
  }
}

// Real pages write these on `ul.accordion-items-container`, "true" or "" (= false).
const MARKUP_FLAGS = {
  allowMultiple: 'data-should-allow-multiple-open-items',
  firstExpanded: 'data-is-expanded-first-item',
} as const;
// Real pages' stylesheets reveal a dropdown by this class, not by `hidden`.
const REAL_PANEL = 'accordion-item__dropdown';
const REAL_OPEN = `${REAL_PANEL}--open`;

const isOpen = (item: AccordionItem) => item.trigger.getAttribute('aria-expanded') === 'true';
// The server's state: the button's aria-expanded, else whether the panel is shown.
const wasOpen = (item: AccordionItem) => (item.trigger.hasAttribute('aria-expanded') ? isOpen(item) : !item.panel.hidden);

/**
 * @tag ss-accordion
 * @summary Collapsible sections with a 250 ms height animation.
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent} ss-accordion-toggle - An item opened or closed after upgrade (by the visitor or a method). Detail `{ index, open }`.
 *
 * @slot - Headings with a button, each followed by its panel; or the real markup's block.
 *
 * @csspart base - The wrapper around all content.
 * @csspart item - The wrapper around one plain-markup heading and its panel.
 *
 * @cssprop [--ss-accordion-duration=250ms] - Length of the open/close animation (and of the sign's turn); 0s turns it off.
 * @cssprop [--ss-accordion-easing=ease] - Timing function of the animation.
 * @cssprop --ss-accordion-divider - With ss-blocks.css: the line between items and around the list (`none` for none).
 * @cssprop --ss-accordion-header-padding - With ss-blocks.css: space around each header's text.
 * @cssprop --ss-accordion-panel-padding - With ss-blocks.css: space around each panel's content.
 * @cssprop --ss-accordion-icon-size - With ss-blocks.css: size of the open/closed sign (a plus, turned into a cross when open).
 */
export class SsAccordion extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override shadowRootOptions = manualSlots;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('accordion');
  // spec 001 §9: 250 ms.
  /** Animation length in ms when `--ss-accordion-duration` is not set. */
  static duration = 250;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private items: AccordionItem[] = [];
  private readonly lightDom = lightDomController(
    this,
    () => this.scan(),
    () => this.readMarkup(),
  );

  constructor() {
    super();
    this.addEventListener('click', (e) => {
      const index = this.items.findIndex(({ trigger }) => trigger.contains(e.target as Node));
      if (index >= 0) this.toggle(index);
    });
    this.addEventListener('keydown', (e) =>
      moveFocus(
        e,
        this.items.map((item) => item.trigger),
        VERTICAL,
      ),
    );
  }

  /** Positions of the open items. */
  get openIndexes(): number[] {
    return this.items.flatMap((item, i) => (isOpen(item) ? [i] : []));
  }

  /** Opens or closes item `index` (toggles without `open`); closes the others unless
   * `allow-multiple`. Animates, and fires `ss-accordion-toggle` for every item that changed. */
  toggle(index: number, open?: boolean): void {
    const item = this.items[index];
    if (!item || (open ??= !isOpen(item)) === isOpen(item)) return;
    this.change(index, open);
    if (open && !this.allowMultiple) this.closeAllBut(index);
  }

  show(index: number): void {
    this.toggle(index, true);
  }

  hide(index: number): void {
    this.toggle(index, false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      // After React and other frameworks have set properties, before the first paint.
      let kept = false;
      this.items.forEach((item, i) => {
        const open = wasOpen(item) || (i === 0 && this.firstExpanded);
        this.apply(item, open && (this.allowMultiple || !kept), false);
        kept ||= open;
      });
    } else if (changed.has('allowMultiple') && !this.allowMultiple) {
      this.closeAllBut(this.openIndexes[0]);
    }
  }

  protected override render(): TemplateResult {
    // Only a plain item's group holds a panel: [heading, panel] (items.ts).
    const panels = new Set<Node>(this.items.map((item) => item.panel));
    return html`<div part="base">${this.lightDom.slotted.map((nodes) =>
      panels.has(nodes[1]) ? html`<div part="item"><slot></slot></div>` : html`<slot></slot>`,
    )}</div>`;
  }

  /** Finds the items (again after the children change) and wires the new ones. */
  private scan(): Slottable[][] {
    const known = new Set(this.items.map((item) => item.trigger));
    this.items = this.skipped ? [] : findItems(this);
    for (const item of this.items) {
      if (known.has(item.trigger)) continue;
      const { trigger, panel } = item;
      trigger.setAttribute('aria-controls', idFor(panel, 'ss-accordion'));
      panel.setAttribute('role', 'region');
      panel.setAttribute('aria-labelledby', idFor(trigger, 'ss-accordion'));
      if (this.hasUpdated) this.apply(item, wasOpen(item), false);
    }
    return segments(this, this.items);
  }

  private readMarkup(): void {
    const list = this.querySelector('.accordion-items-container');
    for (const [name, attr] of Object.entries(MARKUP_FLAGS) as [keyof typeof MARKUP_FLAGS, string][]) {
      const raw = this.getAttribute(attr) ?? list?.getAttribute(attr);
      if (raw != null && !given(this, settings[name])) this[name] = raw.trim().toLowerCase() === 'true';
    }
  }

  private closeAllBut(index: number): void {
    this.openIndexes.forEach((i) => i !== index && this.change(i, false));
  }

  private change(index: number, open: boolean): void {
    this.apply(this.items[index], open, true);
    emit<SsAccordionToggleDetail>(this, 'ss-accordion-toggle', { index, open });
  }

  /** Sets an item's state; with `animate`, its panel's height moves from where it is now. */
  private apply({ trigger, panel }: AccordionItem, open: boolean, animate: boolean): void {
    trigger.setAttribute('aria-expanded', String(open));
    trigger.querySelector('[data-is-open]')?.setAttribute('data-is-open', String(open));
    const from = panel.hidden ? 0 : panel.getBoundingClientRect().height;
    for (const a of panel.getAnimations()) if (a.id === 'ss-accordion') a.cancel();
    const settle = () => {
      panel.hidden = !open;
      if (panel.classList.contains(REAL_PANEL)) panel.classList.toggle(REAL_OPEN, open);
    };
    if (open) settle();
    const duration = animate ? this.duration() : 0;
    if (!duration) return settle();
    const to = open ? panel.getBoundingClientRect().height : 0;
    const frame = (h: number) => ({ height: `${h}px`, overflow: 'hidden', boxSizing: 'border-box' });
    const run = (easing: string) =>
      panel.animate([frame(from), frame(to)], { id: 'ss-accordion', duration, easing, fill: open ? 'none' : 'forwards' });
    let animation: Animation;
    try {
      animation = run(this.cssValue('--ss-accordion-easing') || 'ease');
    } catch {
      // An invalid --ss-accordion-easing: keep the duration, use the default curve.
      animation = run('ease');
    }
    // Closing holds height 0 until the panel is hidden, so the last frame does not flash.
    // A toggle during the animation cancels it and takes over (the promise then rejects).
    animation.finished.then(
      () => {
        if (!open) settle();
        animation.cancel();
      },
      () => {},
    );
  }

  private cssValue(name: string): string {
    return getComputedStyle(this).getPropertyValue(name).trim();
  }

  /** The animation length in ms: 0 under reduced motion, else --ss-accordion-duration. */
  private duration(): number {
    if (motionReduced()) return 0;
    const m = /^(\d*\.?\d+)(ms|s)?$/.exec(this.cssValue('--ss-accordion-duration'));
    return m ? Number(m[1]) * (m[2] === 's' ? 1000 : 1) : (this.constructor as typeof SsAccordion).duration;
  }
}

/** The settings' properties, typed from their declaration (`ss-accordion.settings.ts`). */
export interface SsAccordion extends SettingValues<AccordionSettings> {}
