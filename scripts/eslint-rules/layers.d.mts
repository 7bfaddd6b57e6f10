import type { ESLint, Linter } from 'eslint';

/** The layers of src/: the rules `layers/direction` and `layers/no-cycle`, and `configs.house`. */
declare const plugin: ESLint.Plugin & { configs: { house: Linter.Config[] } };
export default plugin;
