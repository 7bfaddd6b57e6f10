export default {
  globs: ['src/blocks/*/*.element.ts'],
  exclude: ['**/*.test.ts'],
  litelement: true,
  packagejson: false,
  outdir: '.',
};
