// Page-wide arrow keys for a gallery or lightbox (spec 000 §5, §9 "Autoplay and keys"): the
// keys act without focus, as on the platform, but are ignored while the visitor types in an
// input, textarea or editable element, while the host is in motion (the `enabled` option)
// and while it is out of the viewport.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { keyAction, keyCodeOf, type GalleryKeys } from '../model/gallery-index.js';

export interface ArrowKeysOptions {
  keys: () => GalleryKeys;
  /** False while keyboard navigation is off or the host is in motion. */
  enabled: () => boolean;
  onKey: (action: 'previous' | 'next', event: KeyboardEvent) => void;
  /** True while the host lays out right to left: the left and right arrows swap. Asked only
   * for a key that acts. */
  rtl?: () => boolean;
  /** Called when the host comes into the viewport or leaves it (`inViewport`). */
  onViewport?: () => void;
}

/** True when the key event belongs to text entry. */
export function isTyping(event: Pick<Event, 'composedPath'>): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target || !('localName' in target)) return false;
  return /^(input|textarea|select)$/.test(target.localName) || !!target.isContentEditable;
}

type KeyEvent = Pick<KeyboardEvent, 'keyCode' | 'key' | 'defaultPrevented' | 'altKey' | 'ctrlKey' | 'metaKey' | 'composedPath'>;

/**
 * What an arrow key does (spec 000 §5, §9 "Autoplay and keys"): previous or next, or nothing
 * while the visitor types in an input, textarea or editable element, while the host is off
 * or in motion (`enabled` false), when it is out of the viewport, for a key a page handler
 * already took, and with a modifier (Alt+Left is the browser's Back). Right to left (`rtl`)
 * the left arrow goes to the next slide and the right one to the previous.
 */
export function arrowKeyAction(
  e: KeyEvent,
  o: { keys: GalleryKeys; inViewport: boolean; enabled: boolean; rtl?: () => boolean },
): 'previous' | 'next' | undefined {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return undefined;
  const code = keyCodeOf(e);
  const action = keyAction(code, o.keys);
  if (!action || !o.inViewport || !o.enabled || isTyping(e)) return undefined;
  // Right to left the arrows swap; the direction is read only for a key that acts.
  return o.rtl?.() ? keyAction(code, o.keys, true) : action;
}

export class ArrowKeysController implements ReactiveController {
  /** Whether any part of the host is in the viewport. */
  inViewport = false;

  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly o: ArrowKeysOptions;
  private io?: IntersectionObserver;
  private doc?: Document;

  constructor(host: ReactiveControllerHost & HTMLElement, options: ArrowKeysOptions) {
    this.host = host;
    this.o = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.doc = this.host.ownerDocument;
    this.doc.addEventListener('keydown', this.onKeyDown);
    if (typeof IntersectionObserver === 'undefined') return;
    this.io = new IntersectionObserver((entries) => {
      this.inViewport = entries[entries.length - 1].isIntersecting;
      this.o.onViewport?.();
    });
    this.io.observe(this.host);
  }

  hostDisconnected(): void {
    this.doc?.removeEventListener('keydown', this.onKeyDown);
    this.io?.disconnect();
    this.io = undefined;
    this.inViewport = false;
  }

  private onKeyDown = (e: KeyboardEvent): void => {
    const action = arrowKeyAction(e, { keys: this.o.keys(), inViewport: this.inViewport, enabled: this.o.enabled(), rtl: this.o.rtl });
    if (!action) return;
    e.preventDefault();
    this.o.onKey(action, e);
  };
}
