/// <reference types="node" />
// The inspector page: headings, one table per endpoint, newest first, escaped bodies, polling.
import { describe, it, expect } from 'vitest';
import { serverForTests, json } from './helpers.js';

const s = serverForTests();

const page = async (q = '') => {
  const r = await fetch(`${s.base}/__ss/inspector${q}`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return r.text();
};

describe('inspector', () => {
  it('says when nothing arrived yet, with links back to the demos', async () => {
    await fetch(`${s.base}/__ss/received`, { method: 'DELETE' });
    const html = await page();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>');
    expect(html).toContain('Nothing received yet');
    expect(html).toContain('<a href="/">ss-blocks demo</a>');
    expect(html).toContain('<a href="/config/">React editor demo</a>');
  });

  it('shows a record with its body pretty-printed and HTML-escaped', async () => {
    await fetch(
      `${s.base}/api/events/RecordJavascriptErrors`,
      json([{ event: 'interface_error_x', data: { message: '<img src=x onerror=alert(1)>' } }]),
    );
    const html = await page();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&quot;message&quot;: &quot;&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(html).toMatch(/<h2 id="endpoint-1"><code>\/api\/events\/RecordJavascriptErrors<\/code>/);
    expect(html).toContain('<th scope="col">Status</th>');
    expect(html).toContain('<td>POST</td>');
    expect(html).toMatch(/<span class="status good">200<\/span>/);
  });

  it('groups per endpoint, most recently active first, rows newest first', async () => {
    await fetch(`${s.base}/__ss/received`, { method: 'DELETE' });
    await fetch(`${s.base}/api/test/empty?n=first`);
    await fetch(`${s.base}/api/test/echo?n=only`);
    await fetch(`${s.base}/api/test/empty?n=second`);
    const html = await page();
    expect(html.indexOf('<code>/api/test/empty</code>')).toBeLessThan(html.indexOf('<code>/api/test/echo</code>'));
    expect(html.indexOf('second')).toBeLessThan(html.indexOf('first'));
    expect(html).toContain('3 requests received');
  });

  it('marks injected faults and crumb mismatches', async () => {
    await fetch(`${s.base}/api/test/echo?__status=503&crumb=a`, { headers: { cookie: 'crumb=b' } });
    const html = await page();
    expect(html).toContain('<span class="status bad">503</span> <span class="tag">injected</span>');
    expect(html).toContain('crumb MISMATCH (query)');
  });

  it('polls /__ss/received every 2 s and swaps in ?partial=1', async () => {
    const html = await page();
    expect(html).toContain("fetch('/__ss/received?limit=1'");
    expect(html).toContain('setInterval(refresh, 2000)');
    const partial = await page('?partial=1');
    expect(partial).toMatch(/^<div id="records" data-version="\d+:\d+">/);
    expect(partial).not.toContain('<html');
  });
});
