// A web-test-runner command that takes the test's frames off the network and back: every
// request a frame of the test page makes fails as it does for a visitor whose connection is
// gone (Playwright's route.abort('internetdisconnected'): fetch rejects, no answer comes).
// The test page itself stays online: the runner talks to it, and the test reads the
// reference server's records. (context.setOffline would cut the runner's own connection.)
//
// In a test: `await executeServerCommand('ss-offline', { offline: true })`, then
// `{ offline: false }`; a frame opened meanwhile is offline too.
export function offlinePlugin() {
  const routes = new WeakMap();
  return {
    name: 'ss-offline',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-offline') return undefined;
      if (typeof payload?.offline !== 'boolean') throw new Error('ss-offline: payload must be { offline: boolean }');
      if (session.browser.type !== 'playwright') throw new Error('ss-offline needs the Playwright launcher');
      const page = session.browser.getPage(session.id);
      const on = routes.get(page);
      if (payload.offline && !on) {
        const handler = (route) => (route.request().frame() === page.mainFrame() ? route.fallback() : route.abort('internetdisconnected'));
        routes.set(page, handler);
        await page.route('**/*', handler);
      } else if (!payload.offline && on) {
        routes.delete(page);
        await page.unroute('**/*', on);
      }
      return true;
    },
  };
}
