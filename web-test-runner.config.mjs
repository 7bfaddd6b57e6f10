import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { prebundlePlugin } from './scripts/prebundle-plugin.mjs';
import { countsReporter } from './scripts/counts-reporter.mjs';
import { referenceServerMiddleware } from './scripts/reference-server-plugin.mjs';
import { streamMiddleware } from './scripts/stream-middleware.mjs';
import { policiesMiddleware } from './scripts/policies-middleware.mjs';
import { scrollbarsPlugin } from './scripts/scrollbars-plugin.mjs';
import { touchPlugin } from './scripts/touch-plugin.mjs';
import { gcPlugin } from './scripts/gc-plugin.mjs';
import { offlinePlugin } from './scripts/offline-plugin.mjs';
import { videoProvidersPlugin } from './scripts/video-providers-plugin.mjs';
import { bookingPartnersPlugin } from './scripts/booking-partners-plugin.mjs';

const executablePath = findChromium();

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['development', 'browser'] },
  concurrency: 2,
  middleware: [referenceServerMiddleware(), streamMiddleware(), policiesMiddleware()],
  // A limit for a hung test, not a speed check: a loaded 2-core machine (a fresh clone's
  // suite beside another) took over 5 s for a streamed page.
  testFramework: { config: { timeout: 15000 } },
  // The same for a whole file (default 2 min): a block's shared suite with its fuzzing.
  testsFinishTimeout: 300000,
  plugins: [
    prebundlePlugin(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'axe-core']),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    scrollbarsPlugin(),
    touchPlugin(),
    gcPlugin(),
    offlinePlugin(),
    videoProvidersPlugin(),
    bookingPartnersPlugin(),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countsReporter()],
  filterBrowserLogs: ({ args }) => !args.some((a) => typeof a === 'string' && a.includes('Lit is in dev mode')),
};
