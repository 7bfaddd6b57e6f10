// Settings are declared as `@property(setting(settings.x))`: the analyzer cannot evaluate
// the options, so it records an attribute named like the field (`allowMultiple`). The
// element's JSDoc names the real one (`@attr allow-multiple`); this plugin merges the two.
// test/browser/manifest.test.ts checks the result against each class's observedAttributes.
import { existsSync, readFileSync } from 'node:fs';
import { toPackagePaths } from './scripts/manifest-paths.mjs';

const kebab = (s) => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

const settingAttributes = {
  name: 'ss-setting-attributes',
  packageLinkPhase({ customElementsManifest }) {
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

// Last: the module paths become the package's files (scripts/manifest-paths.mjs).
const packagePaths = {
  name: 'ss-package-paths',
  packageLinkPhase({ customElementsManifest }) {
    toPackagePaths(customElementsManifest);
  },
};

export default {
  globs: ['src/blocks/*/*.element.ts'],
  exclude: ['**/*.test.ts'],
  litelement: true,
  packagejson: false,
  outdir: '.',
  plugins: [settingAttributes, elementPages, packagePaths],
};
