// The generated docs, manifest and React wrappers are only as good as the manifest's
// attribute list: check it against what each registered element really observes.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
// The entry defines these two on use: defined here for the check.
import '../../src/blocks/ss-confirm/ss-confirm.js';
import '../../src/blocks/ss-system-error/ss-system-error.js';

interface Declaration {
  tagName?: string;
  attributes?: { name: string; fieldName?: string }[];
}

describe('custom-elements.json', () => {
  it('lists, for every element, exactly the attributes its class observes', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations?: Declaration[] }) => m.declarations ?? []);
    const elements = declarations.filter((d) => d.tagName);
    expect(elements.length).to.be.greaterThan(0);
    for (const d of elements) {
      const ctor = customElements.get(d.tagName!) as unknown as { observedAttributes: string[] } | undefined;
      expect(ctor, `${d.tagName} is registered`).to.not.equal(undefined);
      const documented = (d.attributes ?? [])
        .filter((a) => a.fieldName)
        .map((a) => a.name)
        .sort();
      expect(documented, d.tagName).to.deep.equal([...ctor!.observedAttributes].sort());
    }
  });

  it('has a React wrapper for every element', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const tags: string[] = manifest.modules.flatMap((m: { declarations?: Declaration[] }) =>
      (m.declarations ?? []).map((d) => d.tagName).filter(Boolean),
    );
    const wrappers = await import('../../react/index.js');
    const names = tags.map((t) => t.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()));
    expect(Object.keys(wrappers).sort()).to.deep.equal(names.sort());
  });
});
