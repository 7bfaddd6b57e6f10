// The central events' common fields (spec 000 §3 "Analytics event", §5): checked against
// their declared types; a bad field is warned about and left out; the five required strings.
import { describe, it, expect, vi } from 'vitest';
import { REQUIRED, checkCommonData } from '../../../src/services/analytics.js';

const base = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'site', object_type: 'button' };

describe('checkCommonData', () => {
  it('requires actor, action, event_owner_team, event_source and object_type as strings', () => {
    expect(REQUIRED).toEqual(['actor', 'action', 'event_owner_team', 'event_source', 'object_type']);
    expect(checkCommonData(base)).toEqual(base);
    for (const k of REQUIRED) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { [k]: _, ...without } = base;
      expect(checkCommonData(without), k).toBeUndefined();
      expect(checkCommonData({ ...base, [k]: 7 }), k).toBeUndefined();
      // A missing required field is reported as a bad one is.
      expect(
        warn.mock.calls.map((c) => c[0]),
        k,
      ).toEqual([
        `[ss-blocks] Analytics field ${k} is not valid; it is skipped.`,
        `[ss-blocks] Analytics field ${k} is not valid; it is skipped.`,
      ]);
      warn.mockRestore();
    }
  });

  it('keeps nullable fields that are null or of their type, and leaves out a bad one with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = checkCommonData({
      ...base,
      page_path: '/a',
      page_referrer: null,
      window_width: 1280,
      window_height: '800',
      object_id: 5,
      extra: { any: 1 },
    });
    expect(out).toEqual({ ...base, page_path: '/a', page_referrer: null, window_width: 1280, extra: { any: 1 } });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] Analytics field window_height is not valid; it is skipped.',
      '[ss-blocks] Analytics field object_id is not valid; it is skipped.',
    ]);
    warn.mockRestore();
  });
});
