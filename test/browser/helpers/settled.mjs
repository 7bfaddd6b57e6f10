// Waiting for a page to settle before axe runs, shared by the browser tests (helpers/a11y.ts)
// and the end-to-end stage (scripts/e2e.mjs passes it to Playwright's evaluate, which sends
// the function's source: so it stays one self-contained function, with no imports).

/** Resolves once every finite animation and transition in the page has ended, those inside
 * shadow roots included: axe reads colours and visibility, and a fade caught halfway (opacity
 * 0.4) fails colour contrast. It waits for the animations' own `finished`, never a timer.
 * Animations that cannot end by themselves (infinite, paused) are left alone. */
export async function settled() {
  // Chromium's document.getAnimations() leaves out animations whose target is in a shadow
  // tree, and a shadow root's own list leaves out the shadow roots nested in it.
  const animationsIn = (root) => [
    ...root.getAnimations(),
    ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? animationsIn(el.shadowRoot) : [])),
  ];
  for (;;) {
    const running = animationsIn(document).filter(
      (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
    );
    if (!running.length) return;
    // A finished fade may start another (a dialog's backdrop after its panel): look again.
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }
}

/** The finite animations running now, described (where a wait for `settled` is stuck). */
export function runningAnimations() {
  const animationsIn = (root) => [
    ...root.getAnimations(),
    ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? animationsIn(el.shadowRoot) : [])),
  ];
  const name = (el) =>
    el ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}` : '?';
  return animationsIn(document)
    .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
    .map((a) => {
      const target = a.effect?.target;
      const host = target?.getRootNode()?.host;
      const what = a.animationName || a.transitionProperty || a.id || 'animate()';
      return `${what} on ${host ? `${name(host)} > ` : ''}${name(target)}, ${Math.round(a.effect.getComputedTiming().endTime)} ms`;
    });
}
