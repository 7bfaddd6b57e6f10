// A web-test-runner command that collects garbage in the test's page: V8's full collection
// through the DevTools protocol (HeapProfiler.collectGarbage), run between the page's tasks,
// so nothing on the test's stack keeps an object alive. The leak suite
// (test/browser/shared/leak-suite.ts) uses it with WeakRefs; no flag is added to Chromium
// for it, so every other test runs in the browser a page gets.
//
// In a test: `await executeServerCommand('ss-gc')`.
import { cdpSession } from './cdp-session.mjs';

export function gcPlugin() {
  return {
    name: 'ss-gc',
    async executeCommand({ command, session }) {
      if (command !== 'ss-gc') return undefined;
      await (await cdpSession(session, 'ss-gc')).send('HeapProfiler.collectGarbage');
      return true;
    },
  };
}
