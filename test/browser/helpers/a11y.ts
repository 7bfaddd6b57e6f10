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

/** The role and accessible name axe gives el (ARIA in HTML, accname): the role a `<figure>`
 * has without a role attribute, the name an image takes from its alt. */
export function roleAndName(el: Element): [string | null, string] {
  axe.setup(document);
  try {
    const aria = axe.commons.aria as typeof axe.commons.aria & { getRole(el: Element): string | null };
    return [aria.getRole(el), axe.commons.text.accessibleText(el).replace(/\s+/g, ' ').trim()];
  } finally {
    axe.teardown();
  }
}
