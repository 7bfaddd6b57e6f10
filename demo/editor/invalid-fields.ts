// The fields of the open panel whose value is not valid (marked aria-invalid="true", as every
// panel marks them, in its own DOM or an open shadow root): the shell keeps Save disabled
// while there is one and names them beside it.
import { useEffect, useState, type RefObject } from 'react';

export interface InvalidField {
  /** The control's id (a link to it focuses it). */
  id: string;
  /** Its label's text. */
  label: string;
}

/** Every element under root, through open shadow roots, that matches selector. */
function deepQuery(root: Element | ShadowRoot, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepQuery(el.shadowRoot, selector));
  return found;
}

const sameFields = (a: InvalidField[], b: InvalidField[]) =>
  a.length === b.length && a.every((f, i) => f.id === b[i]!.id && f.label === b[i]!.label);

/** The invalid fields under the element of ref, kept current as its panels render. */
export function useInvalidFields(ref: RefObject<HTMLElement | null>, active: boolean): InvalidField[] {
  const [fields, setFields] = useState<InvalidField[]>([]);
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) {
      setFields([]);
      return;
    }
    const read = () => {
      const now = deepQuery(root, '[aria-invalid="true"]').map((el) => ({
        id: el.id,
        label: ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.id).trim(),
      }));
      setFields((was) => (sameFields(was, now) ? was : now));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    // A panel inside a shadow root marks its fields where the observer cannot see: its
    // input and change events (composed) come out, and its next frame has the marks.
    const later = () => requestAnimationFrame(read);
    root.addEventListener('input', later);
    root.addEventListener('change', later);
    return () => {
      observer.disconnect();
      root.removeEventListener('input', later);
      root.removeEventListener('change', later);
    };
  }, [ref, active]);
  return fields;
}
