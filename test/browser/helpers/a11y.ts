// axe-core in the page: every rendered state of every element must have zero violations.
import axe from 'axe-core';

/** Resolves once every finite animation and transition in the document has ended: axe reads
 * colours and visibility, and a fade caught halfway (opacity 0.4) fails colour contrast. It
 * waits for the animations' own `finished`, never a timer. Animations that cannot end by
 * themselves (infinite, paused) are left alone. */
export async function settled(): Promise<void> {
  for (;;) {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    if (!running.length) return;
    // A finished fade may start another (a dialog's backdrop after its panel): look again.
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }
}

/** Runs axe on the element (its shadow DOM included) once the page has settled, and fails
 * listing every violation. */
export async function expectAccessible(el: Element, label = el.localName): Promise<void> {
  await settled();
  const result = await axe.run(el, { resultTypes: ['violations'] });
  if (result.violations.length) {
    const lines = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    throw new Error(`${label}: ${result.violations.length} axe violation(s)\n  ${lines.join('\n  ')}`);
  }
}
