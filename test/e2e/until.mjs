// What the editor demo's end-to-end tests share.

/** Polls fn until ok(value) or `ms` (a guard against a hang, not a timing assertion). */
export async function until(fn, ok = Boolean, ms = 30000) {
  const end = Date.now() + ms;
  let value;
  for (;;) {
    value = await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
