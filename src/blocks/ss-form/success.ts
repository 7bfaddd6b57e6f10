// The success message that replaces the fields (spec 001 §4 "Form"): loaded once a
// submission has been saved, so a form's page does not load it up front.

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
