// Shows the system error overlay (spec 001 §8 "System error overlay") for the data layer and
// anyone else, through a presenter: services never import an element. The overlay element
// (<ss-system-error>) registers itself as the default presenter when its define module runs;
// when none is registered, the first showing loads that module through the loader the page
// offers (services/elements/on-demand.ts), so pages whose calls succeed never pay for the
// overlay. A presenter the page sets wins over the overlay.

export const SYSTEM_ERROR_VARIANTS = ['cleaned', 'network', 'other'] as const;
/** `cleaned`: 'Something Went Wrong!' (the server logged the exception); `network`: the
 * error text; `other`: the message with the url and format. */
export type SystemErrorVariant = (typeof SYSTEM_ERROR_VARIANTS)[number];

export interface SystemErrorDetail {
  variant: SystemErrorVariant;
  /** The error text (network and other variants). */
  message?: string;
  /** The URL called (other variant). */
  url?: string;
  /** The answer's expected format, e.g. 'JSON' (other variant). */
  format?: string;
}

/** What shows system errors on this page. */
export interface SystemErrorPresenter {
  /** Shows the error, or updates what is showing with it (fields not given are cleared). */
  show(detail: SystemErrorDetail): void;
  /** Closes what is showing, if anything. */
  hide(): void;
}

let own: SystemErrorPresenter | undefined;
let fallback: SystemErrorPresenter | undefined;

/**
 * Sets the page's own presenter, which wins over the overlay (`undefined`: back to the
 * overlay). For example, to show system errors in a toast of your own:
 *
 * ```js
 * setSystemErrorPresenter({ show: (d) => toast(d.message ?? d.variant), hide: () => closeToast() });
 * ```
 */
export function setSystemErrorPresenter(next: SystemErrorPresenter | undefined): void {
  own = next;
}

/** @internal The `<ss-system-error>` define module registers the overlay here. */
export function setDefaultSystemErrorPresenter(next: SystemErrorPresenter): void {
  fallback = next;
}

/** What shows system errors now: the page's presenter, else the overlay once defined. */
export function systemErrorPresenter(): SystemErrorPresenter | undefined {
  return own ?? fallback;
}

/** Shows a system error through the presenter, loading the `<ss-system-error>` overlay
 * first when none is registered. Resolves once it is shown; rejects when the overlay cannot
 * be loaded. Does nothing without a page. */
export async function showSystemError(detail: SystemErrorDetail): Promise<void> {
  if (!globalThis.document) return;
  // The overlay's define module registers it as the default presenter.
  if (!systemErrorPresenter()) await (await import('./elements/on-demand.js')).elementDefined('ss-system-error');
  systemErrorPresenter()?.show(detail);
}

/** Closes the system error, if one is showing. */
export function hideSystemError(): void {
  systemErrorPresenter()?.hide();
}
