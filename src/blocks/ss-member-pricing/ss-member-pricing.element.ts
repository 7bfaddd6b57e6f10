// spec 001 §1 ("Site members see … a member pricing toggle"), §4 "Member pricing toggle":
// two options (left/right) swap selected state, visible price and join button.
import { html, type TemplateResult } from 'lit';
import { given, pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit, idFor, isRtl } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { settingProperties } from '../setting-properties.js';
import { lightDomController, manualSlots, type Slottable } from '../../controllers/light-dom-controller.js';
import { HORIZONTAL, HORIZONTAL_RTL, VERTICAL, navigate } from '../../controllers/list-navigation.js';
import { t, translator } from '../../i18n/translator.js';
import { memberPricing as text } from '../../i18n/en/member-pricing.js';
import { safeUrl } from '../../model/safe-url.js';
import { findOptions, joinLinks, markedIndex, type PricingOption } from './parts.js';
import { settings, type MemberPricingSettings } from './ss-member-pricing.settings.js';
import { styles } from './ss-member-pricing.styles.js';

export interface SsMemberPricingChangeDetail {
  /** The option now selected (its name). */
  option: string;
  /** Its position, from 0. */
  index: number;
  /** The option selected before. */
  previousOption: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-member-pricing-change': CustomEvent<SsMemberPricingChangeDetail>;
  }
}

/**
 * @tag ss-member-pricing
 * @summary A two-option pricing toggle: the selected option's price and join link.
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent<SsMemberPricingChangeDetail>} ss-member-pricing-change - The visitor selected the other option (click, Space, Enter,
 *   arrows, Home, End). Detail `{ option, index, previousOption }`. Setting `selected` does not fire it.
 *
 * @slot - The options, prices and join links.
 *
 * @csspart base - The wrapper around all content.
 */
export class SsMemberPricing extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override shadowRootOptions = manualSlots;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('member pricing');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private options: PricingOption[] = [];
  private readonly refused = new Set<string>();
  /** The option group this block named (the page gave it no name). */
  private named?: Element;
  private stopLocale?: () => void;

  constructor() {
    super();
    // Held by the element through addController.
    lightDomController(
      this,
      () => this.scan(),
      () => this.readMarkup(),
    );
    this.addEventListener('click', (e) => {
      const index = this.options.findIndex(({ button }) => button.contains(e.target as Node));
      if (index >= 0) this.choose(index);
    });
    this.addEventListener('keydown', (e) => this.keydown(e));
  }

  /** The selected option's position, from 0 (-1 without options). */
  get selectedIndex(): number {
    return this.indexOf(this.selected);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The group's name follows the page's locale (scan names it on each connection). The
    // translator's own subscription: LocaleController's chunk would cost the page 0.3 kB.
    if (!this.awaitingMarkup) this.stopLocale = translator.subscribe(() => this.name());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLocale?.();
  }

  protected override willUpdate(): void {
    this.sync();
  }

  protected override render(): TemplateResult {
    return html`<div part="base"><slot></slot></div>`;
  }

  private scan(): Slottable[][] {
    this.options = this.skipped ? [] : findOptions(this);
    const group = this.options[0]?.button.parentElement;
    if (group && group !== this && this.options.every((o) => o.button.parentElement === group)) {
      group.setAttribute('role', 'radiogroup');
      if (!group.hasAttribute('aria-label') && !group.hasAttribute('aria-labelledby')) this.named = group;
    }
    this.name();
    for (const { button, price, join } of this.options) {
      button.setAttribute('role', 'radio');
      button.removeAttribute('aria-pressed');
      if (button.localName === 'button' && !button.hasAttribute('type')) button.setAttribute('type', 'button');
      const controls = [price, join].filter((p): p is HTMLElement => !!p).map((p) => idFor(p, 'ss-member-pricing'));
      if (controls.length) button.setAttribute('aria-controls', controls.join(' '));
      if (join) this.checkJoin(join);
    }
    if (this.hasUpdated) this.sync();
    return [[...this.childNodes].filter((n): n is Slottable => n.nodeType === Node.ELEMENT_NODE || n.nodeType === Node.TEXT_NODE)];
  }

  private name(): void {
    this.named?.setAttribute('aria-label', t(text, 'memberPricing.options'));
  }

  private readMarkup(): void {
    if (given(this, settings.selected)) return;
    const marked = markedIndex(this.options);
    if (marked >= 0) this.selected = this.options[marked].name;
  }

  private indexOf(name: string): number {
    const i = this.options.findIndex((o) => o.name === name);
    return i >= 0 ? i : this.options.length ? 0 : -1;
  }

  /** Shows the selected option's price and join link, and hides the others'. */
  private sync(): void {
    if (!this.options.length) return;
    const wanted = this.selected;
    const index = this.indexOf(wanted);
    const name = this.options[index].name;
    if (wanted !== name) {
      if (wanted)
        console.warn(
          t(text, 'memberPricing.unknownOption', { option: wanted, options: this.options.map((o) => o.name).join(', '), fallback: name }),
        );
      this.selected = name;
    }
    this.options.forEach(({ button, price, join }, i) => {
      const on = i === index;
      button.setAttribute('aria-checked', String(on));
      button.tabIndex = on ? 0 : -1;
      if (price) price.hidden = !on;
      if (join) join.hidden = !on;
    });
  }

  /** A join link's address must be a web page, path, mail or phone link (model/safe-url). */
  private checkJoin(join: HTMLElement): void {
    for (const link of joinLinks(join)) {
      const href = link.getAttribute('href') ?? '';
      if (safeUrl(href) !== undefined) continue;
      link.removeAttribute('href');
      if (this.refused.has(href)) continue;
      this.refused.add(href);
      console.warn(t(text, 'memberPricing.unsafeJoin', { url: JSON.stringify(href) }));
    }
  }

  private keydown(e: KeyboardEvent): void {
    const buttons = this.options.map((o) => o.button);
    const index = buttons.indexOf(e.target as HTMLElement);
    if (index < 0) return;
    if ((e.key === ' ' || e.key === 'Enter') && buttons[index].localName !== 'button') {
      // Buttons click on Space and Enter themselves.
      e.preventDefault();
      this.choose(index);
      return;
    }
    const rtl = isRtl(this);
    const to =
      navigate(e.key, index, buttons.length, rtl ? HORIZONTAL_RTL : HORIZONTAL) ?? navigate(e.key, index, buttons.length, VERTICAL);
    if (to === undefined) return;
    e.preventDefault();
    this.choose(to);
    buttons[to].focus();
  }

  private choose(index: number): void {
    const previousOption = this.selected;
    const option = this.options[index].name;
    if (option === previousOption) return;
    this.selected = option;
    this.sync();
    emit<SsMemberPricingChangeDetail>(this, 'ss-member-pricing-change', { option, index, previousOption });
  }
}

/** The settings' properties, typed from their declaration (`ss-member-pricing.settings.ts`). */
export interface SsMemberPricing extends SettingValues<MemberPricingSettings> {}
