// For a block whose UI is its server-rendered light DOM (the accordion, the menu, the member
// pricing toggle): upgrading wires behaviour and ARIA onto it. The block finds its parts
// again whenever its children change (`scan`), and its child nodes are assigned to its shadow
// slots by hand (one group per `<slot>` of render(), in order), so the content stays in the
// light DOM, where the page's CSS styles it and where ids and ARIA references live.
import { LitElement, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** What a slot can take (HTMLSlotElement.assign takes elements and text). */
export type Slottable = Element | Text;

/** The shadow root options of a block that assigns its slots by hand. */
export const manualSlots: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

export interface LightDomParts {
  /** Finds the block's parts, wires new ones, and returns the host's child nodes grouped by
   * the `<slot>` render() makes for them: on connection and after every change to the
   * children. */
  scan(): Slottable[][];
  /** Reads the settings the published markup carries: once, after the first scan, unless
   * the block was skipped (`data-ss-skipped`: its data could not be read). */
  readMarkup?(): void;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class LightDomController implements ReactiveController {
  /** The host's child nodes, one group per `<slot>` that render() makes, in order. */
  slotted: Slottable[][] = [];
  private observer?: MutationObserver;
  private markupRead = false;

  constructor(
    private readonly host: Host,
    private readonly parts: LightDomParts,
  ) {
    host.addController(this);
  }

  private scan(): void {
    this.slotted = this.parts.scan();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.scan();
    if (!this.markupRead) {
      this.markupRead = true;
      if (!this.host.hasAttribute('data-ss-skipped')) this.parts.readMarkup?.();
    }
    this.observer ??= new MutationObserver(() => this.scan());
    this.observer.observe(this.host, { childList: true, subtree: true });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  hostUpdated(): void {
    const slots = this.host.renderRoot.querySelectorAll('slot');
    this.slotted.forEach((nodes, i) => slots[i]?.assign(...nodes));
  }
}
