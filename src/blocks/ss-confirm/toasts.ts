// Information toasts on screen at once stack at the top right, each below the ones shown
// before it; when one goes, those below move up. Nothing runs at import time (SSR-safe).
import { stackOffsets } from './options.js';

/** The custom property each toast's host gets: its distance below the first toast's place. */
export const OFFSET_PROPERTY = '--ss-confirm-offset';

interface Toast {
  host: HTMLElement;
  box: () => Element | null | undefined;
}

const shown: Toast[] = [];
let observer: ResizeObserver | undefined;

function layout(): void {
  const heights = shown.map((t) => t.box()?.getBoundingClientRect().height ?? 0);
  stackOffsets(heights).forEach((y, i) => shown[i]!.host.style.setProperty(OFFSET_PROPERTY, `${y}px`));
}

/** A toast shows: it goes below the others, and moves when they change size or go. */
export function addToast(host: HTMLElement, box: () => Element | null | undefined): void {
  if (shown.some((t) => t.host === host)) return;
  shown.push({ host, box });
  observer ??= new ResizeObserver(layout);
  const el = box();
  if (el) observer.observe(el);
  layout();
}

/** A toast is hidden: the ones below it move up. */
export function removeToast(host: HTMLElement): void {
  const i = shown.findIndex((t) => t.host === host);
  if (i < 0) return;
  const [gone] = shown.splice(i, 1);
  const el = gone!.box();
  if (el) observer?.unobserve(el);
  host.style.removeProperty(OFFSET_PROPERTY);
  layout();
}
