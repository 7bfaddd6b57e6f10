// The platform's rules for addresses and sizes (spec 001 §2 "Admin path mapping"; §8 "Link
// limits", "Blog URL tokens"; §3 "Text filter modes"; §9 "File size units", "Bytes in a
// megabyte"). Readings of ours are marked in their test's name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS, mapAdminPath, newAdminPath } from '../../../src/model/admin-paths.js';
import { blogUrlProblems, filterText, LINK_LIMITS, linkKind, linkProblem } from '../../../src/model/site-links.js';
import { internalLink, isSearchPath } from '../../../src/model/site-routes.js';
import { BYTES_IN_MEGABYTE, formatFileSize } from '../../../src/model/file-size.js';

afterEach(() => vi.restoreAllMocks());

describe('admin path mapping (001 §2)', () => {
  it.each([
    ['/settings/billing', '/billing'],
    ['/settings/contributors', '/permissions'],
    ['/settings/member-areas', '/website/member-areas'],
    ['/pages', '/website/pages'],
    ['/design', '/website/design'],
    ['/marketing/campaigns', '/campaigns'],
    ['/marketing', '/website/marketing'],
    ['/settings/blogging', '/website/blogging'],
    ['/settings', '/website/settings'],
    ['/settings/site-visibility', '/website/site-availability'],
    ['/settings/domains', '/domains'],
    ['/settings/email', '/google-workspace'],
    ['/settings/google-apps', '/google-workspace'],
    ['/analytics', '/analytics'],
    ['/commerce', '/commerce'],
    ['/scheduling', '/scheduling'],
    ['/settings/language-region', '/settings/language-region'],
    ['/settings/business-information', '/settings/business-information'],
    ['/settings/social-links', '/settings/social-links'],
  ])('%s → %s', (old, path) => {
    expect(mapAdminPath(old)).toEqual({ address: path, mapped: true });
  });

  it('ours: /settings/extensions goes under /commerce; the table has no other row', () => {
    expect(mapAdminPath('/settings/extensions')).toEqual({ address: '/commerce/extensions', mapped: true });
    expect(Object.keys(ADMIN_PATHS)).toHaveLength(20);
  });

  it('keeps the query and the hash, what follows the old path, and a /config in front', () => {
    expect(mapAdminPath('/settings/billing?tab=invoices#card').address).toBe('/billing?tab=invoices#card');
    expect(mapAdminPath('/marketing/campaigns/42/edit').address).toBe('/campaigns/42/edit');
    expect(mapAdminPath('/marketing/seo').address, 'the longest row that fits').toBe('/website/marketing/seo');
    expect(mapAdminPath('/config/pages?x=1').address).toBe('/config/website/pages?x=1');
    expect(mapAdminPath('/config/settings/domains#top').address).toBe('/config/domains#top');
  });

  it('matches whole segments only: /pagesx and /settingsx are not mapped', () => {
    expect(mapAdminPath('/pagesx')).toEqual({ address: '/pagesx', mapped: false });
    expect(mapAdminPath('/settingsx/billing').mapped).toBe(false);
    expect(mapAdminPath('/configpages').mapped).toBe(false);
  });

  it('an unmapped path is returned unchanged with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(newAdminPath('/blog/new?draft=1')).toBe('/blog/new?draft=1');
    expect(warn).toHaveBeenCalledWith('[ss-blocks] No new admin path for /blog/new?draft=1; it is kept as it is.');
    warn.mockClear();
    expect(newAdminPath('/settings/billing')).toBe('/billing');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('link limits (001 §8)', () => {
  it('the seven limits', () => {
    expect(LINK_LIMITS).toEqual({ tel: 50, sms: 1000, mailto: 1000, anchor: 100, ftp: 100, javascript: 250, internal: 150 });
  });

  it.each([
    ['tel', 'tel:', '+1-555-0100', 50],
    ['sms', 'sms:', '5550100', 1000],
    ['mailto', 'mailto:', 'a@example.com', 1000],
    ['anchor', '#', 'top', 100],
    ['ftp', 'ftp://', 'files.example.com/a', 100],
    ['javascript', 'javascript:', 'void(0)', 250],
    ['internal', '/', 'about', 150],
  ] as const)('%s: under %s… is taken at length limit − 1, refused at the limit', (kind, prefix, body, limit) => {
    expect(linkKind(prefix + body)).toBe(kind);
    const pad = (n: number) => {
      const link = prefix + body;
      // Padding that keeps the link well formed: digits for tel, a longer name for mailto.
      if (kind === 'tel') return prefix + '1'.repeat(n - prefix.length);
      if (kind === 'mailto') return prefix + 'a'.repeat(n - link.length) + body;
      return link + 'a'.repeat(n - link.length);
    };
    expect(pad(limit - 1)).toHaveLength(limit - 1);
    expect(linkProblem(pad(limit - 1))).toBeUndefined();
    expect(linkProblem(pad(limit))).toEqual({ kind, problem: 'too-long', limit });
  });

  it('tel needs 4 or more digits, and digits, + or - only', () => {
    expect(linkProblem('tel:1234')).toBeUndefined();
    expect(linkProblem('tel:+44-20-7946')).toBeUndefined();
    expect(linkProblem('tel:123')).toEqual({ kind: 'tel', problem: 'malformed' });
    expect(linkProblem('tel:+1 (555) 0100')).toEqual({ kind: 'tel', problem: 'malformed' });
    expect(linkProblem('tel:call-me')).toEqual({ kind: 'tel', problem: 'malformed' });
  });

  it('sms needs digits; mailto an address with a domain extension (ours: each of a list)', () => {
    expect(linkProblem('sms:+15550100?body=hi')).toBeUndefined();
    expect(linkProblem('sms:?body=hi')).toEqual({ kind: 'sms', problem: 'malformed' });
    expect(linkProblem('mailto:hello@example.com?subject=Hi')).toBeUndefined();
    expect(linkProblem('mailto:a@example.com,b@example.org')).toBeUndefined();
    expect(linkProblem('mailto:hello%40example.com')).toBeUndefined();
    expect(linkProblem('mailto:hello@example')).toEqual({ kind: 'mailto', problem: 'malformed' });
    expect(linkProblem('mailto:hello')).toEqual({ kind: 'mailto', problem: 'malformed' });
    expect(linkProblem('mailto:%E0%A4%A')).toEqual({ kind: 'mailto', problem: 'malformed' });
  });

  it('ours: a web address, a protocol-relative one and unknown schemes have no limit here', () => {
    for (const href of ['https://example.com/' + 'a'.repeat(300), '//cdn.example.com/x', 'data:text/plain,x', 'anchor:x'])
      expect([linkKind(href), linkProblem(href)]).toEqual([undefined, undefined]);
    expect(linkKind('  TEL:1234 ')).toBe('tel');
  });
});

describe('other route rules (001 §2; in the npm entry, not ss-blocks/site-rules)', () => {
  it('internal links /{urlId}?filters: the URL id and the query as filters (ours: the whole path, the hash dropped)', () => {
    expect(internalLink('/shop?category=mugs&sort=price')).toEqual({ target: 'page', urlId: 'shop', filters: 'category=mugs&sort=price' });
    expect(internalLink('/about')).toEqual({ target: 'page', urlId: 'about', filters: '' });
    expect(internalLink('/blog/first-post?tag=news#top')).toEqual({ target: 'page', urlId: 'blog/first-post', filters: 'tag=news' });
    expect(internalLink(' / ')).toEqual({ target: 'page', urlId: '', filters: '' });
  });

  it('collection panel paths /pages/{24 char id}: 23 and 25 characters are pages', () => {
    const id = '5f1c2b3a4d5e6f7a8b9c0d1e';
    expect(id).toHaveLength(24);
    expect(internalLink(`/pages/${id}`)).toEqual({ target: 'collection-panel', id });
    expect(internalLink(`/pages/${id}/?panel=1`)).toEqual({ target: 'collection-panel', id });
    expect(internalLink(`/pages/${id.slice(1)}`)).toEqual({ target: 'page', urlId: `pages/${id.slice(1)}`, filters: '' });
    expect(internalLink(`/pages/${id}0`)).toEqual({ target: 'page', urlId: `pages/${id}0`, filters: '' });
  });

  it('file links start with /s/', () => {
    expect(internalLink('/s/price-list.pdf')).toEqual({ target: 'file', path: '/s/price-list.pdf' });
    expect(internalLink('/s/menu.pdf?dl=1')).toEqual({ target: 'file', path: '/s/menu.pdf' });
    expect(internalLink('/search')).toEqual({ target: 'page', urlId: 'search', filters: '' });
  });

  it('anything that is not an internal link has no target', () => {
    for (const href of ['https://example.com/s/x.pdf', '//cdn.example.com/pages/5f1c2b3a4d5e6f7a8b9c0d1e', '#top', 'mailto:a@b.co', ''])
      expect(internalLink(href)).toBeUndefined();
  });

  it('the search page is /search (not counted as a page view)', () => {
    expect(isSearchPath('/search')).toBe(true);
    for (const path of ['/search/', '/searching', '/search/results', '/blog/search', '/']) expect(isSearchPath(path)).toBe(false);
  });
});

describe('blog URL tokens (001 §8): only y, m, d, t after %', () => {
  it('takes the four tokens, in any order, with text around them', () => {
    expect(blogUrlProblems('%y/%m/%d/%t')).toEqual([]);
    expect(blogUrlProblems('blog/%t-%y')).toEqual([]);
    expect(blogUrlProblems('no-tokens')).toEqual([]);
  });

  it('names every other token, a capital and a % at the end', () => {
    expect(blogUrlProblems('%y/%q/%Y/%')).toEqual(['%q', '%Y', '%']);
    expect(blogUrlProblems('%%t')).toEqual(['%%']);
  });
});

describe('text filter modes (001 §3)', () => {
  it.each([
    ['url-slug', 'Summer Sale 2024!', 'summer-sale-2024'],
    ['url-slug', '  Crème brûlée & Co.  ', 'creme-brulee-co'],
    ['url-slug', 'a/b c', 'a-b-c'],
    ['url-slug', 'Ωμέγα 東京', 'ωμεγα-東京'],
    ['url-slug', '---', ''],
    ['url-slug-with-slash', 'Blog/Été 2024', 'blog/ete-2024'],
    ['url-slug-with-slash', '/News//Latest Posts/', 'news/latest-posts'],
  ] as const)('%s: %j → %j', (mode, text, out) => {
    expect(filterText(text, mode)).toBe(out);
  });
});

describe('file sizes (001 §9): Bytes to YB, base 1024; limits in MB of 1,000,000 bytes', () => {
  it('names each unit', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(['GB', 'TB', 'PB', 'EB', 'ZB', 'YB'].map((_, i) => formatFileSize(1024 ** (i + 3)))).toEqual(
      ['GB', 'TB', 'PB', 'EB', 'ZB', 'YB'].map((unit) => `1 ${unit}`),
    );
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('a megabyte of a stated limit is 1,000,000 bytes, shown in units of 1024', () => {
    expect(BYTES_IN_MEGABYTE).toBe(1_000_000);
    expect(formatFileSize(20 * BYTES_IN_MEGABYTE)).toBe('19.07 MB');
  });
});
