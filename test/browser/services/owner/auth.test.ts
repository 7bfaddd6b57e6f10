// The auth client (spec 001 §2 logout, §4 "Logout runs only once and only for an authenticated
// account", §7 auth rows): the logout's one request and one navigation, its return address,
// the notice on the page it returned to, and the site user's session: the xsrfToken sent as a
// header on later calls, and the DELETE's crumbFail retried once (by the data layer).
import { expect } from '@open-wc/testing';
import { get, DataLayerError } from '../../../../src/services/data-layer.js';
import { hideSystemError } from '../../../../src/services/system-error.js';
import {
  SESSION_PATH,
  XSRF_HEADER,
  logOut,
  logoutDestination,
  signIn,
  signOut,
  siteUserXsrfToken,
  takeLogoutNotice,
} from '../../../../src/services/auth.js';
import { OWNER, VISITOR, clearFaults, countFetches, fault, observeNavigation, received, resetOwner, siteContextWith } from './helpers.js';
import { takeTurns } from '../telemetry/helpers.js';

// A crumbFail makes the server send the origin a new crumb cookie, which other files' tests
// compare with what they sent.
takeTurns();

describe('logout (spec 001 §2, §4, §7)', function () {
  this.timeout(15000);
  let nav: ReturnType<typeof observeNavigation>;
  let calls: ReturnType<typeof countFetches>;
  beforeEach(() => {
    resetOwner();
    nav = observeNavigation();
    calls = countFetches('/api/auth/Logout');
  });
  afterEach(async () => {
    nav.stop();
    calls.stop();
    resetOwner();
    await clearFaults('/api/auth/Logout');
    await hideSystemError();
  });

  it('POST /api/auth/Logout once for concurrent and repeated calls, one navigation to the site root with logout=true', async () => {
    siteContextWith(OWNER);
    const a = logOut();
    const b = logOut();
    expect(a).to.equal(b);
    await Promise.all([a, b]);
    await logOut();
    expect(calls.count).to.equal(1);
    expect(nav.urls).to.deep.equal([`${location.origin}/?logout=true`]);
  });

  it('does nothing for an anonymous visitor', async () => {
    siteContextWith(VISITOR);
    await logOut();
    expect(calls.count).to.equal(0);
    expect(nav.urls).to.deep.equal([]);
  });

  it('a failed logout stays on the page (the data layer shows it) and may be tried again', async () => {
    siteContextWith(OWNER);
    await fault({ path: '/api/auth/Logout', status: 503, times: 1 });
    const error = await logOut().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(DataLayerError);
    expect(nav.urls).to.deep.equal([]);
    await logOut();
    expect(calls.count).to.equal(2);
    expect(nav.urls).to.deep.equal([`${location.origin}/?logout=true`]);
  });

  it("in the editing frame it returns to the preview frame's own address with logout=true", async () => {
    const frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/form-page.html?a=1#x', title: 'preview' });
    document.body.append(frame);
    await new Promise((r) => frame.addEventListener('load', r, { once: true }));
    expect(logoutDestination(frame.contentWindow!)).to.equal(`${location.origin}/test/fixtures/form-page.html?a=1&logout=true`);
    expect(logoutDestination()).to.equal(`${location.origin}/?logout=true`);
    frame.remove();
  });

  it("the page it returned to: logout=true leaves the address (no history entry) and the toast's texts come once", () => {
    const length = history.length;
    history.replaceState(history.state, '', `${location.pathname}${location.search}&logout=true&keep=1#h`);
    expect(takeLogoutNotice()).to.deep.equal({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
    expect(new URL(location.href).searchParams.has('logout')).to.equal(false);
    expect(new URL(location.href).searchParams.get('keep')).to.equal('1');
    expect(location.hash).to.equal('#h');
    expect(history.length).to.equal(length);
    expect(takeLogoutNotice()).to.equal(undefined);
  });

  it('no notice for logout=false or without the parameter', () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}&logout=false`);
    expect(takeLogoutNotice()).to.equal(undefined);
    expect(new URL(location.href).searchParams.get('logout'), 'left alone').to.equal('false');
  });
});

describe('site-user session (spec 001 §7)', function () {
  this.timeout(15000);
  beforeEach(resetOwner);
  afterEach(async () => {
    resetOwner();
    await clearFaults(SESSION_PATH);
    await hideSystemError();
  });

  const withToken = async (path: string, token: string) => (await received(path)).filter((r) => r.headers['x-xsrf-token'] === token);

  it('signIn posts email, password and rememberMe, keeps the xsrfToken and sends it as X-XSRF-Token on later calls', async () => {
    expect(XSRF_HEADER).to.equal('X-XSRF-Token');
    await signIn({ email: 'member@tidewater.example', password: 'demo', rememberMe: true });
    const token = siteUserXsrfToken()!;
    expect(token).to.match(/^[0-9a-f]{32}$/);
    const [post] = await withToken(SESSION_PATH, token);
    expect(post, 'the sign-in itself carries no token yet').to.equal(undefined);
    const signIns = (await received(SESSION_PATH)).filter(
      (r) => r.method === 'POST' && JSON.stringify(r.body).includes('member@tidewater.example'),
    );
    // The server records the sign-in with its password redacted (it keeps no secret); that the
    // password is sent is shown by the refused sign-in below, which the server judges by it.
    expect(signIns.at(-1)!.body).to.deep.equal({ email: 'member@tidewater.example', password: '[redacted]', rememberMe: true });
    await get('/api/test/echo', { data: { marker: token } });
    expect(await withToken('/api/test/echo', token)).to.have.length(1);
  });

  it('the token goes to the site only: a call to another origin does not carry it', async () => {
    await signIn({ email: 'a@example.com', password: 'demo' });
    const token = siteUserXsrfToken()!;
    const other = `http://${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}/api/test/echo`;
    await get(other, { data: { marker: token }, overlay: false }).catch(() => {});
    const echoes = (await received('/api/test/echo')).filter((r) => r.query.marker === token);
    expect(echoes, 'the request arrived').to.have.length(1);
    expect(echoes[0]!.headers['x-xsrf-token']).to.equal(undefined);
  });

  it('a refused sign-in keeps no token', async () => {
    const error = await signIn({ email: 'a@example.com', password: 'wrong' }, { overlay: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as DataLayerError).status).to.equal(401);
    expect(siteUserXsrfToken()).to.equal(undefined);
  });

  it('signOut: DELETE with cloneCart and the token; a crumbFail answer is retried once, then the token is forgotten', async () => {
    await signIn({ email: 'a@example.com', password: 'demo' });
    const token = siteUserXsrfToken()!;
    await fault({ path: SESSION_PATH, crumbFail: true, times: 1 });
    await signOut({ cloneCart: true });
    const deletes = (await withToken(SESSION_PATH, token)).filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.status)).to.deep.equal([401, 200]);
    expect(deletes.every((r) => r.query.cloneCart === 'true')).to.equal(true);
    expect(siteUserXsrfToken()).to.equal(undefined);
    await get('/api/test/echo', { data: { marker: `${token}-after` } });
    const after = (await received('/api/test/echo')).filter((r) => r.query.marker === `${token}-after`);
    expect(after[0]!.headers['x-xsrf-token']).to.equal(undefined);
  });

  it("signOut: a second crumbFail is not retried again (one retry, the data layer's), and the token is kept", async () => {
    await signIn({ email: 'a@example.com', password: 'demo' });
    const token = siteUserXsrfToken()!;
    await fault({ path: SESSION_PATH, crumbFail: true, times: 3 });
    const error = await signOut({ cloneCart: false }, { overlay: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as DataLayerError).kind).to.equal('crumb');
    const deletes = (await withToken(SESSION_PATH, token)).filter((r) => r.method === 'DELETE');
    expect(deletes).to.have.length(2);
    expect(deletes[0]!.query.cloneCart).to.equal('false');
    expect(siteUserXsrfToken()).to.equal(token);
  });

  it('the token survives a reload of the tab (session storage), not the tab', async () => {
    await signIn({ email: 'a@example.com', password: 'demo' });
    expect(sessionStorage.getItem('ss-xsrf-token')).to.equal(siteUserXsrfToken());
  });
});
