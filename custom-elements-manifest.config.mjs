// Settings are declared as `@property(setting(settings.x))`: the analyzer cannot evaluate
// the options, so it records an attribute named like the field (`allowMultiple`). The
// element's JSDoc names the real one (`@attr allow-multiple`); this plugin merges the two.
// test/browser/manifest.test.ts checks the result against each class's observedAttributes.
import { existsSync, readFileSync } from 'node:fs';

const kebab = (s) => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

const settingAttributes = {
  name: 'ss-setting-attributes',
  packageLinkPhase({ customElementsManifest }) {
    // The analyzer lists modules in the order its file reads finish, which varies from run
    // to run: sorted, the manifest is the same for the same sources.
    customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    for (const mod of customElementsManifest.modules) {
      for (const d of mod.declarations ?? []) {
        if (!d.attributes) continue;
        d.attributes = d.attributes.filter((a) => {
          if (!a.fieldName || a.name !== a.fieldName) return true;
          const documented = d.attributes.find((b) => !b.fieldName && b.name === kebab(a.name));
          if (!documented) return true;
          Object.assign(documented, { fieldName: a.fieldName, type: documented.type ?? a.type, default: a.default });
          const field = d.members?.find((m) => m.name === a.fieldName);
          if (field) field.attribute = documented.name;
          return false;
        });
      }
    }
  },
};

// An element's class JSDoc is a summary and the manifest's tags; its long description is
// the Markdown page beside it (`src/blocks/<tag>/<tag>.md`), added here so the manifest,
// docs/elements.md and the served docs stay complete.
const elementPages = {
  name: 'ss-element-pages',
  packageLinkPhase({ customElementsManifest }) {
    for (const mod of customElementsManifest.modules) {
      for (const d of mod.declarations ?? []) {
        const page = d.tagName && `src/blocks/${d.tagName}/${d.tagName}.md`;
        if (!page || !existsSync(page)) continue;
        d.description = [d.description, readFileSync(page, 'utf8').trim()].filter(Boolean).join('\n\n');
      }
    }
  },
};

export default {
  globs: ['src/blocks/*/*.element.ts'],
  exclude: ['**/*.test.ts'],
  litelement: true,
  packagejson: false,
  outdir: '.',
  plugins: [settingAttributes, elementPages],
};
