// axe-core in the page: every rendered state of every element must have zero violations.
import axe from 'axe-core';
import { settled } from './settled.mjs';

export { settled };

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
