// A minimal overlay on the dialog controller, for the controller's own tests: a native
// <dialog> (`native`) or a plain element (the controller's fallback), modal or not.
import { LitElement, css, html, type TemplateResult } from 'lit';
import { DialogController } from '../../../src/controllers/dialog-controller.js';

export class TestOverlay extends LitElement {
  static override properties = {
    open: { type: Boolean, reflect: true },
    native: { type: Boolean },
    modal: { type: Boolean },
    focusSecond: { type: Boolean, attribute: 'focus-second' },
  };
  static override styles = css`
    :host {
      position: fixed;
      z-index: var(--ss-dialog-z-index, 30000);
    }
    :host(:not([open])) {
      display: none;
    }
    [part='dialog'] {
      position: fixed;
      inset: 20%;
      margin: 0;
      padding: 1rem;
      border: 1px solid;
      background: #fff;
    }
  `;

  open = false;
  native = true;
  modal = true;
  focusSecond = false;
  /** How each close was requested: the event types the controller handed over. */
  closes: string[] = [];

  readonly controller: DialogController;

  constructor() {
    super();
    // A getter, so the option follows the property.
    const host = this;
    this.controller = new DialogController(this, {
      dialog: () => this.renderRoot.querySelector<HTMLElement>("[part='dialog']"),
      open: () => this.open,
      get modal() {
        return host.modal;
      },
      initialFocus: () => (this.focusSecond ? this.shadowPart('second') : null),
      requestClose: (e) => {
        this.closes.push(e.type);
        this.open = false;
      },
    });
  }

  shadowPart(name: string): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>(`[part~='${name}']`)!;
  }

  protected override render(): TemplateResult {
    const content = html`
      <button part="first" type="button">First</button>
      <button part="second" type="button">Second</button>
      <a part="link" href="#nowhere">Link</a>
    `;
    return this.native
      ? html`<dialog part="dialog" aria-label="Test overlay">${content}</dialog>`
      : html`<div part="dialog" role="dialog" aria-modal=${this.modal ? 'true' : 'false'} aria-label="Test overlay">${content}</div>`;
  }
}

if (!customElements.get('test-overlay')) customElements.define('test-overlay', TestOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'test-overlay': TestOverlay;
  }
}
