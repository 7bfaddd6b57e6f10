// Types for scripts/cdn-autoloader.mjs, imported by its unit test.
import type { Plugin } from 'rollup';

export function cdnAutoloader(options?: { entry?: string; classic?: string }): Plugin;
