// What the form tells the visitor outside its fields: the notices above and below it
// (spec 001 §5, §8 "Form"), a live region for people who cannot see them, and the success
// message that replaces the fields (spec 001 §4).

/** Says `message` through the host's live region (made on first use, first in the host:
 * a form rendered from JSON is Lit's part, which runs to the host's end). Emptied first, so
 * the same message twice is announced twice. */
export function announce(host: HTMLElement, message: string): void {
  let live = host.querySelector<HTMLElement>(':scope > .ss-form-live');
  if (!live) {
    live = document.createElement('div');
    live.className = 'ss-form-live';
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'assertive');
    host.prepend(live);
  }
  live.textContent = '';
  requestAnimationFrame(() => (live.textContent = message));
}

const paragraphs = (lines: string[]) => lines.map((line) => Object.assign(document.createElement('p'), { textContent: line }));

/** Shows the lines at the top of the form or below its button; no lines removes it. */
export function notice(form: HTMLFormElement, where: 'top' | 'bottom', lines: string[]): void {
  let el = form.querySelector<HTMLElement>(`:scope > .form-notice--${where}`);
  if (!lines.length) return el?.remove();
  if (!el) {
    el = document.createElement('div');
    el.className = `form-notice form-notice--${where}`;
    const button = form.querySelector(':scope > .form-button-wrapper') ?? form.querySelector('[type=submit], button:not([type])');
    if (where === 'top' || !button) form.prepend(el);
    else button.after(el);
  }
  el.replaceChildren(...paragraphs(lines));
}

/** Hides the fields and shows the success text and post-submit HTML (sanitised: the
 * sanitiser loads with the first success), moving focus to them. `thanks` is said where
 * the page gives no text. */
export async function showSuccess(host: HTMLElement, form: HTMLFormElement, thanks: string): Promise<void> {
  const shown = [...host.querySelectorAll<HTMLElement>('.form-submission-text, .form-submission-html')].filter(
    (el) => el.closest('ss-form') === host,
  );
  const keep = (n: Element) => shown.some((s) => n === s || n.contains(s));
  if (shown.some((s) => form.contains(s))) for (const child of form.children) (child as HTMLElement).hidden ||= !keep(child);
  else form.hidden = true;
  const html = shown.filter((el) => el.hasAttribute('data-submission-html'));
  if (html.some((el) => el.getAttribute('data-submission-html')?.trim())) {
    const { sanitizeHtml } = await import('../sanitize-html.js');
    for (const el of html) el.replaceChildren(sanitizeHtml(el.getAttribute('data-submission-html') ?? ''));
  }
  let visible = shown.filter((el) => el.textContent?.trim() || el.children.length);
  if (!visible.length) {
    const text = shown.find((el) => el.matches('.form-submission-text')) ?? document.createElement('div');
    if (!text.isConnected) {
      text.className = 'form-submission-text';
      form.after(text);
    }
    text.textContent = thanks;
    // The form writes it again in a new locale.
    text.setAttribute('data-ss-thanks', '');
    visible = [text];
  }
  for (const el of visible) {
    el.classList.remove('hidden');
    el.hidden = false;
  }
  visible[0]!.tabIndex = -1;
  visible[0]!.focus();
}
