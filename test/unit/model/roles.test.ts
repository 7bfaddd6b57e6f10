import { describe, expect, it } from 'vitest';
import {
  hasAdminPermission,
  isAuthenticated,
  isViewerOnly,
  mayEnterConfig,
  roles,
  trackedLikeVisitor,
  tracksMousePosition,
} from '../../../src/model/roles.js';
import { parseSiteContext } from '../../../src/contract/site-context.js';

const account = { authenticatedAccount: { id: 'acc-1' } };

describe('roles(): every shape real pages give', () => {
  it('an object keyed by id; false, null and 0 do not count', () => {
    expect(roles({ websiteRoles: { '1': true, '10': 1, '4': false, '6': null, '7': 0 } })).toEqual([1, 10]);
  });
  it('a list of ids, numeric strings and records', () => {
    expect(roles({ websiteRoles: [4, '10', { id: 2 }, { id: '13' }, ' 1 '] })).toEqual([1, 2, 4, 10, 13]);
  });
  it('ignores what is not a known role id: 5 and 14 are not shown, names, blanks, fractions', () => {
    expect(roles({ websiteRoles: [5, 14, 'admin', '', '  ', null, {}, { id: 'x' }, 1.5, true, [1]] })).toEqual([]);
  });
  it('each role once', () => {
    expect(roles({ websiteRoles: [10, '10', { id: 10 }] })).toEqual([10]);
  });
  it('nothing when absent', () => {
    expect(roles({})).toEqual([]);
  });
});

describe('the site context schema keeps both shapes and drops any other (reported, never thrown)', () => {
  it('object and list pass', () => {
    expect(parseSiteContext({ websiteRoles: { '1': true } }).problems).toEqual([]);
    expect(parseSiteContext({ websiteRoles: [1, 'viewer'] }).problems).toEqual([]);
  });
  it('a string, a number or null is reported and dropped; the rest is kept', () => {
    for (const bad of ['admin', 10, null, true]) {
      const { context, problems } = parseSiteContext({ websiteRoles: bad, collectionId: 'c' });
      expect(problems).toEqual([{ path: 'websiteRoles', message: 'Invalid input' }]);
      expect(context).toEqual({ collectionId: 'c' });
    }
  });
});

describe('what the roles allow (spec 001 §6)', () => {
  const rows: [
    string,
    object,
    { auth: boolean; viewerOnly: boolean; admin: boolean; visitor: boolean; mouse: boolean; config: boolean },
  ][] = [
    ['anonymous (no account)', {}, { auth: false, viewerOnly: false, admin: false, visitor: true, mouse: false, config: false }],
    [
      'anonymous (null account)',
      { authenticatedAccount: null },
      { auth: false, viewerOnly: false, admin: false, visitor: true, mouse: false, config: false },
    ],
    [
      'an account without an id',
      { authenticatedAccount: {}, websiteRoles: [1] },
      { auth: false, viewerOnly: false, admin: false, visitor: true, mouse: false, config: false },
    ],
    [
      'admin',
      { ...account, websiteRoles: { '1': true } },
      { auth: true, viewerOnly: false, admin: true, visitor: false, mouse: true, config: true },
    ],
    [
      'editor',
      { ...account, websiteRoles: [4] },
      { auth: true, viewerOnly: false, admin: false, visitor: false, mouse: true, config: true },
    ],
    [
      'viewer only',
      { ...account, websiteRoles: [10] },
      { auth: true, viewerOnly: true, admin: false, visitor: true, mouse: false, config: false },
    ],
    [
      'viewer and editor',
      { ...account, websiteRoles: [10, 4] },
      { auth: true, viewerOnly: false, admin: false, visitor: false, mouse: true, config: true },
    ],
    [
      'scheduling viewer only (not the viewer role)',
      { ...account, websiteRoles: [12] },
      { auth: true, viewerOnly: false, admin: false, visitor: false, mouse: true, config: true },
    ],
    [
      'an account with no roles (ours: an owner)',
      account,
      { auth: true, viewerOnly: false, admin: false, visitor: false, mouse: true, config: true },
    ],
    [
      'a viewer role on an anonymous page',
      { websiteRoles: [10] },
      { auth: false, viewerOnly: false, admin: false, visitor: true, mouse: false, config: false },
    ],
  ];
  for (const [name, ctx, want] of rows) {
    it(name, () => {
      expect({
        auth: isAuthenticated(ctx),
        viewerOnly: isViewerOnly(ctx),
        admin: hasAdminPermission(ctx),
        visitor: trackedLikeVisitor(ctx),
        mouse: tracksMousePosition(ctx),
        config: mayEnterConfig(ctx),
      }).toEqual(want);
    });
  }
});
