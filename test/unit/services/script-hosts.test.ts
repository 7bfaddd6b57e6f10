// The hosts a site allows for inserted scripts (ours: the spec names no way to add one), and
// the one check's console messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedScriptHosts,
  allowScriptHosts,
  checkScriptUrl,
  resetScriptHosts,
  type ScriptKind,
} from '../../../src/services/script-hosts.js';

const PAGE = 'https://tidewater.example/contact';

describe('allowScriptHosts', () => {
  afterEach(() => {
    resetScriptHosts();
    vi.restoreAllMocks();
  });

  it('adds hosts to their kind, normalised, each once', () => {
    allowScriptHosts('captcha', ['Captcha.Example.com', 'captcha.example.com', 'localhost:8814']);
    allowScriptHosts('captcha', 'bücher.example');
    expect(allowedScriptHosts('captcha')).toEqual(['captcha.example.com', 'localhost:8814', 'xn--bcher-kva.example']);
    expect(allowedScriptHosts('maps')).toEqual([]);
    expect(checkScriptUrl('captcha', 'https://captcha.example.com/api.js', PAGE)).toBe('https://captcha.example.com/api.js');
  });

  it('keeps them on the global object, shared by every copy of the library on the page', () => {
    allowScriptHosts('maps', ['maps.example.com']);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('ss-blocks.script-hosts')]).toEqual({ maps: ['maps.example.com'] });
  });

  it('reads a list the page wrote on the global object before the library loaded (plain HTML), normalised', () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('ss-blocks.script-hosts')] = {
      captcha: ['Captcha.Example.com', 'https://bad', 7],
      maps: 'x',
    };
    expect(allowedScriptHosts('captcha')).toEqual(['captcha.example.com']);
    expect(allowedScriptHosts('maps')).toEqual([]);
    allowScriptHosts('captcha', ['two.example']);
    expect(allowedScriptHosts('captcha')).toEqual(['captcha.example.com', 'two.example']);
  });

  it('ignores, with a warning, what is not a host or not a kind', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    allowScriptHosts('captcha', ['https://captcha.example.com', 'ok.example']);
    allowScriptHosts('scripts' as ScriptKind, ['ok.example']);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] allowScriptHosts(\'captcha\', "https://captcha.example.com") is ignored: not a kind, or not a host.',
      '[ss-blocks] allowScriptHosts(\'scripts\', "ok.example") is ignored: not a kind, or not a host.',
    ]);
    expect(allowedScriptHosts('captcha')).toEqual(['ok.example']);
  });
});

describe('checkScriptUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says why an address is refused: its scheme, or its host and the call that allows it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkScriptUrl('captcha', 'data:text/javascript,alert(1)', PAGE)).toBeUndefined();
    expect(checkScriptUrl('captcha', 'https://evil.example/api.js', PAGE)).toBeUndefined();
    expect(checkScriptUrl('captcha', '', PAGE)).toBeUndefined();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] data:text/javascript,alert(1) is not loaded: it is not a valid https address.',
      "[ss-blocks] https://evil.example/api.js is not loaded: evil.example is not a known captcha host. A page that trusts it calls allowScriptHosts('captcha', ['evil.example']).",
      '[ss-blocks] "" is not loaded: it is not a valid https address.',
    ]);
  });
});
