import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // A limit for a hung test, not a speed check: a test that reads all of src/ (the
    // stray-message scan) took over vitest's 5 s default once on a loaded 2-core machine,
    // where alone it takes under a second.
    testTimeout: 20_000,
  },
});
