// A web-test-runner command that collects garbage in the test's page: V8's full collection
// through the DevTools protocol (HeapProfiler.collectGarbage), run between the page's tasks,
// so nothing on the test's stack keeps an object alive. The leak suite
// (test/browser/shared/leak-suite.ts) uses it with WeakRefs; no flag is added to Chromium
// for it, so every other test runs in the browser a page gets.
//
// In a test: `await executeServerCommand('ss-gc')`.
export function gcPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'ss-gc',
    async executeCommand({ command, session }) {
      if (command !== 'ss-gc') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('ss-gc needs the Playwright launcher');
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) {
        cdp = await page.context().newCDPSession(page);
        sessions.set(page, cdp);
      }
      await cdp.send('HeapProfiler.collectGarbage');
      return true;
    },
  };
}
