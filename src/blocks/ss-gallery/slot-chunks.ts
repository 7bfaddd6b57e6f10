// The gallery's children go to its shadow slots by hand, a few hundred to a slot. Tab into a
// slot has Chromium look through all the slot holds for a positive tabindex before it moves
// on: with 10,000 slides in one slot, a Tab into the grid took ~180 ms; in slots of 256 nodes
// it looks through one. Order, layout and styles are those of one slot (a slot lays out as
// its contents).
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

const CHUNK = 256;

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

const slottable = (n: Node): n is Element | Text => n instanceof Element || n instanceof Text;

export class SlotChunks implements ReactiveController {
  private readonly observer = new MutationObserver(() => this.host.requestUpdate());

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** The slots for render(), as many as the children need; `changed` hears their slotchange. */
  slots(changed?: () => void): TemplateResult[] {
    const n = Math.ceil(this.host.childNodes.length / CHUNK) || 1;
    return Array.from({ length: n }, () => html`<slot @slotchange=${changed}></slot>`);
  }

  hostConnected(): void {
    this.observer.observe(this.host, { childList: true });
  }

  hostDisconnected(): void {
    this.observer.disconnect();
  }

  hostUpdated(): void {
    const nodes = [...this.host.childNodes].filter(slottable);
    this.host.renderRoot.querySelectorAll('slot').forEach((slot, i) => slot.assign(...nodes.slice(i * CHUNK, (i + 1) * CHUNK)));
  }
}
