// Containment in the composed tree: through shadow roots and slots, upwards. A module of its
// own so that asking it (the modal cover check of every autoplaying gallery) does not pull
// in the focus helpers.

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
