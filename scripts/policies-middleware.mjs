// Test-only middleware for web-test-runner: serves the policies page
// (test/fixtures/policies/page.html) with the Content Security Policy chosen by its
// `policy` query parameter, as a site's server would send it: `csp` (a strict CSP with no
// 'unsafe-inline' and no 'unsafe-eval'), `tt` (Trusted Types enforced for the library's and
// Lit's policies), `both`, or none.
export const POLICIES = {
  csp: "default-src 'self'; script-src 'self'; style-src 'self'",
  tt: "require-trusted-types-for 'script'; trusted-types ss-blocks lit-html",
};
POLICIES.both = `${POLICIES.csp}; ${POLICIES.tt}`;

const PAGE = '/test/fixtures/policies/page.html';

export function policiesMiddleware() {
  return async (ctx, next) => {
    await next();
    if (ctx.path !== PAGE) return;
    const policy = POLICIES[ctx.query.policy];
    if (policy) ctx.set('content-security-policy', policy);
    // Each load gets its header: nothing may answer from a cache with another one.
    ctx.set('cache-control', 'no-store');
  };
}
