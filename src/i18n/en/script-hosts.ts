// Where the library's scripts and stylesheets may come from (services/script-hosts.ts): an
// address refused, a host a page tried to allow that is none. The spec names the rule's
// purpose, not its words: the texts are ours.
import type { Area } from '../format.js';

export const scriptHosts = {
  'scriptHosts.refused': '[ss-blocks] {url} is not loaded: it is not a valid https address.', // ours
  'scriptHosts.hostRefused':
    "[ss-blocks] {url} is not loaded: {host} is not a known {kind} host. A page that trusts it calls allowScriptHosts('{kind}', ['{host}']).", // ours
  'scriptHosts.ignored': "[ss-blocks] allowScriptHosts('{kind}', {host}) is ignored: not a kind, or not a host.", // ours
} as const satisfies Area<'scriptHosts'>;
