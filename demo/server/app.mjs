// Placeholder replaced by the reference server.
export function createApp() {
  return { handles: () => false, handle: async () => {} };
}
