// The captcha script's address comes from the site context (`captchaSettings.scriptUrl`,
// ours): it is inserted only on a captcha host (ours: the spec names none) or one the page's
// own script allowed. Its own file: the captcha's script loads once per page, and these
// tests need a page where it has not.
import { expect } from '@open-wc/testing';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';
import { allowScriptHosts, resetScriptHosts } from '../../../../src/services/script-hosts.js';
import { captureConsole } from '../../helpers/console.js';
import { definition, mountJson, until } from './helpers.js';
import type { SsForm } from '../../../../src/blocks/ss-form/ss-form.js';

const EMAIL = { id: 'email-1', type: 'email', title: 'Email', required: true };
const UNAVAILABLE = 'The CAPTCHA could not be loaded. Please reload the page and try again.';
const page = window as unknown as Record<string, unknown>;

function captchaContext(scriptUrl: string): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
  script.textContent = JSON.stringify({ website: { captchaSettings: { siteKey: 'test-key', scriptUrl } } });
  document.head.append(script);
  resetSiteContext();
}

const captchaForm = async (): Promise<SsForm> => mountJson(await definition([EMAIL], { captcha: { enabled: true } }));
const inserted = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.getAttribute('src')!);

/** Mounts a captcha form and waits until its captcha gave up; the warnings it logged. */
async function refused(): Promise<{ el: SsForm; warnings: string[] }> {
  const errors = await captureConsole('error', async () => {
    const { result: el, messages } = await captureConsole('warn', async () => {
      const el = await captchaForm();
      await until(() => !!el.querySelector('.captcha-unavailable'));
      return el;
    });
    return { el, warnings: messages.map((m) => String(m[0])) };
  });
  return errors.result;
}

describe('ss-form: the captcha script’s hosts', function () {
  this.timeout(20000);

  afterEach(() => {
    document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
    resetSiteContext();
    resetScriptHosts();
  });

  it('a data: scriptUrl inserts no script and runs nothing; the console says why; the captcha is unavailable', async () => {
    const bad = 'data:text/javascript,window.ssCaptchaInjected=1;//';
    captchaContext(bad);
    const { el, warnings } = await refused();
    expect(inserted().filter((src) => src.startsWith('data:'))).to.deep.equal([]);
    expect(page.ssCaptchaInjected).to.equal(undefined);
    expect(warnings).to.include(`[ss-blocks] ${bad} is not loaded: it is not a valid https address.`);
    expect(el.querySelector('.captcha-unavailable')!.textContent).to.equal(UNAVAILABLE);
  });

  it('an https scriptUrl on another host is refused and named, with the call that allows it', async () => {
    captchaContext('https://captcha.evil.example/api.js');
    const { warnings } = await refused();
    expect(inserted().filter((src) => src.includes('evil.example'))).to.deep.equal([]);
    expect(warnings).to.include(
      "[ss-blocks] https://captcha.evil.example/api.js is not loaded: captcha.evil.example is not a known captcha host. A page that trusts it calls allowScriptHosts('captcha', ['captcha.evil.example']).",
    );
  });

  it('the page’s own host is not a captcha host until the page allows it (ours)', async () => {
    captchaContext('/demo/fake-captcha.js');
    const { warnings } = await refused();
    expect(inserted().filter((src) => src.includes('fake-captcha'))).to.deep.equal([]);
    // The test page is http: an address on it is not https, and its host is not allowed.
    expect(warnings).to.include(`[ss-blocks] ${location.origin}/demo/fake-captcha.js is not loaded: it is not a valid https address.`);
  });

  it('a host the page allowed loads: the captcha shows', async () => {
    allowScriptHosts('captcha', [location.host]);
    captchaContext('/demo/fake-captcha.js');
    const el = await captchaForm();
    await until(() => !!el.querySelector('.captcha-container input[type=checkbox]'));
    expect(inserted().some((src) => src.startsWith(`${location.origin}/demo/fake-captcha.js?`))).to.equal(true);
    expect(el.querySelector('.captcha-unavailable')).to.equal(null);
  });
});
