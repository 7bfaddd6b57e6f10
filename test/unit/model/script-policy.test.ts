// The one rule for inserted scripts and stylesheets (spec 001 §7 "Third-party loads"; spec
// 000 §7 the maps script). The spec names the services, not their hosts: every host here,
// and the page's own origin for fonts and rollups only, are ours.
import { describe, it, expect } from 'vitest';
import { normalHost, scriptDecision, SCRIPT_HOSTS, SCRIPT_KINDS, type ScriptKind } from '../../../src/model/script-policy.js';

const PAGE = 'https://tidewater.example/contact';
const ok = (kind: ScriptKind, raw: unknown, page = PAGE, added: string[] = []) => scriptDecision(kind, raw, page, added).ok;

describe('scriptDecision: the known hosts of each kind (ours)', () => {
  const rows: [ScriptKind, string][] = [
    ['captcha', 'https://www.google.com/recaptcha/api.js'],
    ['captcha', 'https://www.recaptcha.net/recaptcha/api.js'],
    ['maps', 'https://maps.googleapis.com/maps/api/js'],
    ['booking', 'https://widget.zola.com/js/widget.js'],
    ['booking', 'https://embed.acuityscheduling.com/js/embed.js'],
    ['booking', 'https://www.exploretock.com/tock.js'],
    ['booking', 'https://www.opentable.com/widget/reservation/loader'],
    ['comments', 'https://tidewater.disqus.com/count.js'],
    ['follow', 'https://platform.twitter.com/widgets.js'],
    ['fonts', 'https://fonts.googleapis.com/css2?family=Inter&display=swap'],
    ['fonts', 'https://use.typekit.net/abc1def.css'],
  ];
  it.each(rows)('%s loads %s', (kind, url) => {
    expect(scriptDecision(kind, url, PAGE)).toEqual({ ok: true, url });
  });
  it('each kind loads from its own hosts only: another kind’s host is refused', () => {
    for (const [kind, url] of rows)
      for (const other of SCRIPT_KINDS.filter((k) => !SCRIPT_HOSTS[k].some((h) => new URL(url).hostname.endsWith(h.replace('*', '')))))
        expect(scriptDecision(other, url, PAGE), `${other} ${url} (a ${kind} address)`).toMatchObject({ ok: false, reason: 'host' });
  });
  it('the rollups have no third-party host', () => {
    expect(SCRIPT_HOSTS.rollups).toEqual([]);
    expect(scriptDecision('rollups', 'https://assets.example.net/a.js', PAGE)).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'assets.example.net',
    });
  });
  it('a wildcard matches subdomains, not the name itself nor a look-alike', () => {
    expect(ok('comments', 'https://a.b.disqus.com/count.js')).toBe(true);
    expect(ok('comments', 'https://disqus.com/count.js')).toBe(false);
    expect(ok('comments', 'https://evildisqus.com/count.js')).toBe(false);
    expect(ok('comments', 'https://tidewater.disqus.com.evil.example/count.js')).toBe(false);
  });
});

describe('scriptDecision: schemes', () => {
  it.each([
    ['data:text/javascript,alert(1)'],
    ['DATA:text/javascript,alert(1)'],
    ['javascript:alert(1)'],
    [' JAVA\tSCRIPT:alert(1)'],
    ['blob:https://www.google.com/1'],
    ['http://www.google.com/recaptcha/api.js'],
    ['ftp://www.google.com/recaptcha/api.js'],
  ])('%j is refused for the captcha (scheme)', (raw) => {
    expect(scriptDecision('captcha', raw, PAGE)).toMatchObject({ ok: false, reason: 'scheme' });
  });
  it('a protocol-relative address takes the page’s scheme: https on an https page, refused on an http one', () => {
    expect(scriptDecision('captcha', '//www.google.com/recaptcha/api.js', PAGE)).toEqual({
      ok: true,
      url: 'https://www.google.com/recaptcha/api.js',
    });
    expect(scriptDecision('captcha', '//www.google.com/recaptcha/api.js', 'http://tidewater.example/')).toMatchObject({
      ok: false,
      reason: 'scheme',
    });
  });
  it('what does not parse, is empty or is not a string is invalid', () => {
    for (const raw of ['https://', 'http://[', '', '  ', 7, undefined, null])
      expect(scriptDecision('maps', raw, PAGE), String(raw)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('scriptDecision: hosts, user info, case, IDN and ports', () => {
  it('user info is refused, whichever side the known host is on', () => {
    expect(scriptDecision('captcha', 'https://www.google.com@evil.example/api.js', PAGE)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(scriptDecision('captcha', 'https://evil.example@www.google.com/api.js', PAGE)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(scriptDecision('captcha', 'https://a:b@www.google.com/api.js', PAGE)).toMatchObject({ ok: false, reason: 'invalid' });
  });
  it('upper case and surrounding spaces are read as the browser reads them', () => {
    expect(scriptDecision('maps', '  HTTPS://MAPS.GOOGLEAPIS.COM/maps/api/js ', PAGE)).toEqual({
      ok: true,
      url: 'https://maps.googleapis.com/maps/api/js',
    });
  });
  it('an IDN look-alike is its punycode host, not the known one', () => {
    // Cyrillic "о" in googleapis
    expect(scriptDecision('maps', 'https://maps.g\u043eogleapis.com/maps/api/js', PAGE)).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'maps.xn--gogleapis-02h.com',
    });
  });
  it('a known host on its default port only; https’s own port is the default', () => {
    expect(ok('maps', 'https://maps.googleapis.com:443/maps/api/js')).toBe(true);
    expect(scriptDecision('maps', 'https://maps.googleapis.com:8443/maps/api/js', PAGE)).toMatchObject({
      ok: false,
      reason: 'host',
      host: 'maps.googleapis.com:8443',
    });
  });
  it('another host is refused and named', () => {
    expect(scriptDecision('follow', 'https://cdn.example/widgets.js', PAGE)).toEqual({
      ok: false,
      reason: 'host',
      url: 'https://cdn.example/widgets.js',
      host: 'cdn.example',
    });
  });
});

describe('scriptDecision: the page’s own origin (ours: fonts and rollups only)', () => {
  it('fonts and rollups load from a path or the page’s own origin, http on an http page', () => {
    expect(scriptDecision('rollups', '/assets/commerce.js', PAGE)).toEqual({
      ok: true,
      url: 'https://tidewater.example/assets/commerce.js',
    });
    expect(scriptDecision('rollups', 'rollups/a.css', PAGE)).toEqual({ ok: true, url: 'https://tidewater.example/rollups/a.css' });
    expect(scriptDecision('fonts', '/fonts/css2?family=Inter', PAGE)).toMatchObject({ ok: true });
    expect(ok('rollups', 'http://localhost:8787/a.js', 'http://localhost:8787/shop')).toBe(true);
  });
  it('not another port or scheme of the page’s host', () => {
    expect(ok('rollups', 'http://tidewater.example/a.js')).toBe(false);
    expect(ok('rollups', 'https://tidewater.example:8443/a.js')).toBe(false);
  });
  it('the third parties’ scripts do not: the site allows its own host for them like any other', () => {
    for (const kind of ['captcha', 'maps', 'booking', 'comments', 'follow'] as const) {
      expect(scriptDecision(kind, '/demo/fake.js', PAGE), kind).toMatchObject({ ok: false, reason: 'host', host: 'tidewater.example' });
      expect(ok(kind, '/demo/fake.js', PAGE, ['tidewater.example']), kind).toBe(true);
    }
  });
});

describe('scriptDecision: hosts the site added', () => {
  it('load on https, with the port they name', () => {
    expect(ok('captcha', 'https://captcha.example.com/api.js', PAGE, ['captcha.example.com'])).toBe(true);
    expect(ok('captcha', 'https://captcha.example.com:8443/api.js', PAGE, ['captcha.example.com'])).toBe(false);
    expect(ok('captcha', 'https://captcha.example.com:8443/api.js', PAGE, ['captcha.example.com:8443'])).toBe(true);
    expect(ok('captcha', 'https://a.cdn.example/api.js', PAGE, ['*.cdn.example'])).toBe(true);
  });
  it('for their kind only', () => {
    expect(ok('maps', 'https://captcha.example.com/api.js', PAGE, [])).toBe(false);
  });
  it('over http only on a page that is not https (a development server)', () => {
    expect(ok('captcha', 'http://localhost:8814/api.js', PAGE, ['localhost:8814'])).toBe(false);
    expect(ok('captcha', 'http://localhost:8814/api.js', 'http://localhost:8000/', ['localhost:8814'])).toBe(true);
  });
  it('never data: or javascript:, whatever is added', () => {
    expect(ok('captcha', 'data:text/javascript,alert(1)', PAGE, ['*.example', 'tidewater.example'])).toBe(false);
    expect(ok('captcha', 'javascript:alert(1)', 'http://localhost:8000/', ['localhost:8000'])).toBe(false);
  });
});

describe('normalHost: a host as a site writes it', () => {
  it.each([
    ['booking.example.com', 'booking.example.com'],
    [' Booking.Example.COM ', 'booking.example.com'],
    ['localhost:8814', 'localhost:8814'],
    ['cdn.example:443', 'cdn.example'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['*.cdn.example', '*.cdn.example'],
    ['[::1]:8080', '[::1]:8080'],
  ])('%j → %j', (raw, host) => expect(normalHost(raw)).toBe(host));
  it.each([['https://cdn.example'], ['cdn.example/x.js'], ['user@cdn.example'], ['cdn.example?x'], ['a b'], [''], [' '], [7], [undefined]])(
    '%j is not a host',
    (raw) => expect(normalHost(raw)).toBeUndefined(),
  );
});
