// The telemetry benchmark's arithmetic (bench/telemetry-stats.mjs).
import { describe, it, expect } from 'vitest';
import { attribute, beyond, blocking, pathOf } from '../../../bench/telemetry-stats.mjs';

describe('blocking', () => {
  it('counts tasks over 50 ms, their total and the blocking time beyond 50 ms each', () => {
    expect(
      blocking([
        [10, 40],
        [100, 50],
        [200, 51],
        [300, 120],
      ]),
    ).toEqual({ count: 2, total: 171, tbt: 71 });
  });

  it('keeps only tasks that start inside the window [from, to)', () => {
    const spans: [number, number][] = [
      [0, 80],
      [500, 60],
      [1000, 90],
      [1500, 70],
    ];
    expect(blocking(spans, { from: 500, to: 1500 })).toEqual({ count: 2, total: 150, tbt: 50 });
    expect(blocking(spans, { from: 2000 })).toEqual({ count: 0, total: 0, tbt: 0 });
  });

  it('is zero without tasks', () => {
    expect(blocking([])).toEqual({ count: 0, total: 0, tbt: 0 });
  });
});

describe('attribute', () => {
  const origin = 'http://127.0.0.1:8000';
  it('sums script time by source file over the frames that overlap the task, with the rendering, largest first', () => {
    const frames = [
      { startTime: 0, duration: 30, scripts: [{ sourceURL: `${origin}/a.js`, duration: 25 }] },
      {
        startTime: 100,
        duration: 90,
        renderStart: 170,
        scripts: [
          { sourceURL: `${origin}/a.js`, duration: 20 },
          { sourceURL: `${origin}/b.js`, duration: 40 },
        ],
      },
      { startTime: 190, duration: 60, styleAndLayoutStart: 230, scripts: [{ sourceURL: '', duration: 5 }] },
      { startTime: 400, duration: 80, scripts: [{ sourceURL: `${origin}/c.js`, duration: 70 }] },
    ];
    expect(attribute([120, 100], frames, origin)).toEqual([
      { source: '/b.js', ms: 40 },
      { source: '(rendering: style, layout, paint)', ms: 40 },
      { source: '/a.js', ms: 20 },
      { source: '(script without a source)', ms: 5 },
    ]);
  });

  it('names nothing when no frame overlaps', () => {
    expect(attribute([1000, 60], [{ startTime: 0, duration: 70 }])).toEqual([]);
  });
});

describe('beyond', () => {
  const entries = [
    { name: 'http://h/dist/cdn/chunks/core.js' },
    { name: 'http://h/dist/cdn/services/start.js' },
    { name: 'http://h/dist/cdn/services/telemetry.js' },
    { name: 'http://h/api/track/Track?rk=1' },
  ];
  it('keeps what the baseline did not request, by path, and what `always` picks', () => {
    const baseline = new Set(['/dist/cdn/chunks/core.js', '/dist/cdn/services/start.js']);
    expect(beyond(entries, baseline).map((e) => pathOf(e.name))).toEqual(['/dist/cdn/services/telemetry.js', '/api/track/Track']);
    expect(beyond(entries, baseline, (p) => p.includes('/services/')).map((e) => pathOf(e.name))).toEqual([
      '/dist/cdn/services/start.js',
      '/dist/cdn/services/telemetry.js',
      '/api/track/Track',
    ]);
  });
});

describe('pathOf', () => {
  it('drops origin, query and fragment', () => {
    expect(pathOf('http://127.0.0.1:1/api/track/Track?a=1#x')).toBe('/api/track/Track');
    expect(pathOf('/dist/x.js?v=2')).toBe('/dist/x.js');
  });
});
