// ESLint (flat config), run by `npm run lint` and `npm test`. Prettier formats; this checks.
// The rule set is eslint's and typescript-eslint's recommended ones without type information
// (the type-aware set parses every file through the TypeScript program and would make lint
// the slowest step of `npm test` on two cores, while tsc already checks types), plus the
// layers of src/ (scripts/eslint-rules/layers.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import layers from './scripts/eslint-rules/layers.mjs';

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', '.cache/', 'demo/.data/', 'demo/.generated/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Prettier wraps code at 140; comments and long strings are left to us.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
      // An element's class merges with an interface of its settings' properties
      // (`interface SsGallery extends SettingValues<…> {}`): one extends, nothing else.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Off: its findings here are all getter objects handed to a controller, which need the
      // element under a name (an arrow function cannot be a getter).
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    // The house pattern: each element's class merges with the interface of its settings'
    // properties (`interface SsGallery extends SettingValues<…> {}`), which the base class
    // defines from the settings' declaration (blocks/block-element.ts).
    files: ['src/blocks/*/*.element.ts', 'test/browser/contract/block-element.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-declaration-merging': 'off' },
  },
  // The direction of src/ (CONVENTIONS.md "The house"), import() included; no import cycles;
  // no DOM in model/ and i18n/.
  ...layers.configs.house,
  // Where each file runs.
  {
    files: [
      'src/**',
      'react/**',
      'test/browser/**',
      'test/fixtures/**',
      'demo/*.js',
      'demo/rollups/**',
      'demo/editor/**',
      'bench/probe.js',
    ],
    languageOptions: { globals: globals.browser },
  },
  { files: ['test/browser/**'], languageOptions: { globals: globals.mocha } },
  {
    // A state is waited for with a limit that holds on a loaded machine (helpers/wait.ts); a
    // new viewport, until the page has it (helpers/viewport.ts).
    files: ['test/browser/**'],
    ignores: ['test/browser/helpers/wait.ts', 'test/browser/helpers/viewport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@open-wc/testing', importNames: ['waitUntil'], message: 'Use waitUntil from test/browser/helpers/wait.js.' },
            {
              name: '@web/test-runner-commands',
              importNames: ['setViewport'],
              message: 'Use setViewport from test/browser/helpers/viewport.js (it waits until the page has the size).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**/*.mjs', 'demo/server/**', 'demo/images/**', 'test/unit/**', 'test/e2e/**', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Node scripts that drive Chromium hand it functions that run in the page.
    files: [
      'bench/*.mjs',
      'test/e2e/**',
      'scripts/cdn-check.mjs',
      'scripts/e2e.mjs',
      'scripts/package-test.mjs',
      'scripts/screenshots.mjs',
      'scripts/scrollbars-plugin.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
