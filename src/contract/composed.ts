// Containment in the page's composed tree: through shadow roots and slots, upwards. Reading
// the page, below the services' modal cover check and the controllers' focus helpers; a
// module of its own so that the check every autoplaying gallery makes pulls in nothing else.

/** True when `node` is `root` or inside it, crossing shadow boundaries and slots upwards. */
export function containsComposed(root: Node, node: Node | null): boolean {
  for (let n = node; n; n = n instanceof ShadowRoot ? n.host : (n as Node).parentNode) {
    if (n === root) return true;
    // A slotted node is inside the slot's tree as well as its light-DOM parent's.
    const slot = (n as Element).assignedSlot;
    if (slot && containsComposed(root, slot)) return true;
  }
  return false;
}
