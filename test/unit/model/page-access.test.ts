import { describe, expect, it } from 'vitest';
import { pageAccess } from '../../../src/model/page-access.js';

describe('page access (spec 001 §6 member-only and locked pages; how the context says so is ours)', () => {
  it('public: nothing', () => {
    expect(pageAccess({})).toBeUndefined();
    expect(pageAccess({ pagePermissionTypeValue: 1 })).toBeUndefined();
    expect(pageAccess({ pagePermissionTypeValue: 'public', pageType: 'page' })).toBeUndefined();
  });
  it('pagePermissionTypeValue 2 or a password name: locked; 3 or a members name: members-only', () => {
    for (const v of [2, '2', 'password', 'PASSWORD_PROTECTED', 'locked']) expect(pageAccess({ pagePermissionTypeValue: v })).toBe('locked');
    for (const v of [3, '3', 'members', 'MEMBERS_ONLY', 'member-area'])
      expect(pageAccess({ pagePermissionTypeValue: v })).toBe('members-only');
  });
  it("the spec's page type names, any spelling", () => {
    expect(pageAccess({ pageType: 'member-area access denied' })).toBe('members-only');
    expect(pageAccess({ pageType: 'MEMBER_AREA_ACCESS_DENIED' })).toBe('members-only');
    expect(pageAccess({ pageType: 'lock screen' })).toBe('locked');
    expect(pageAccess({ pageType: 'protected-content' })).toBe('locked');
  });
  it('the page type wins over the permission value', () => {
    expect(pageAccess({ pageType: 'lock screen', pagePermissionTypeValue: 3 })).toBe('locked');
  });
  it('numeric page types, unknown values and Object method names are not restrictions', () => {
    for (const ctx of [
      { pageType: 8 },
      { pageType: 11 },
      { pagePermissionTypeValue: 4 },
      { pagePermissionTypeValue: 'constructor' },
      { pageType: 'toString' },
      { pagePermissionTypeValue: true },
    ]) {
      expect(pageAccess(ctx)).toBeUndefined();
    }
  });
});
