// For a block whose UI is its server-rendered light DOM (the accordion, the menu, the member
// pricing toggle): upgrading wires behaviour and ARIA onto it. The block finds its parts
// again whenever its children change (`scan`), and its child nodes are assigned to its shadow
// slots by hand (one group per `<slot>` of render(), in order), so the content stays in the
// light DOM, where the page's CSS styles it and where ids and ARIA references live.
import { LitElement, type ReactiveControllerHost } from 'lit';

/** What a slot can take (HTMLSlotElement.assign takes elements and text). */
export type Slottable = Element | Text;

/** The shadow root options of a block that assigns its slots by hand. */
export const manualSlots: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The host's child nodes as render() groups them. */
export interface LightDom {
  /** One group per `<slot>` that render() makes, in order. */
  readonly slotted: Slottable[][];
}

/**
 * Adds the light-DOM controller to `host`. `scan` finds the block's parts, wires new ones and
 * returns the host's child nodes grouped by slot: on connection and after every change to the
 * children. `readMarkup` reads the settings the published markup carries: once, after the
 * first scan, unless the block was skipped (`data-ss-skipped`: its data could not be read).
 */
export function lightDomController(host: Host, scan: () => Slottable[][], readMarkup?: () => void): LightDom {
  let slotted: Slottable[][] = [];
  let observer: MutationObserver | undefined;
  let markupRead = false;
  const rescan = () => {
    slotted = scan();
    host.requestUpdate();
  };
  host.addController({
    hostConnected() {
      rescan();
      if (!markupRead) {
        markupRead = true;
        if (!host.hasAttribute('data-ss-skipped')) readMarkup?.();
      }
      (observer ??= new MutationObserver(rescan)).observe(host, { childList: true, subtree: true });
    },
    hostDisconnected() {
      observer?.disconnect();
    },
    hostUpdated() {
      const slots = host.renderRoot.querySelectorAll('slot');
      slotted.forEach((nodes, i) => slots[i]?.assign(...nodes));
    },
  });
  return {
    get slotted() {
      return slotted;
    },
  };
}
