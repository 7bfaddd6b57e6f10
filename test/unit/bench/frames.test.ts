// The motion benchmark's frame counter (bench/frames.mjs): what it reads from a trace.
import { describe, it, expect } from 'vitest';
import { countFrames, type TraceEvent } from '../../../bench/frames.mjs';

const RENDERER = 10;
const BROWSER = 1;
const thread = (pid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, args: { name } });
const frame = (
  sequence: number,
  state: string,
  { pid = RENDERER, ph = 'b', source = 1, smooth = state === 'STATE_DROPPED' } = {},
): TraceEvent => ({
  name: 'PipelineReporter',
  ph,
  pid,
  args: { frame_reporter: { frame_sequence: sequence, frame_source: source, state, affects_smoothness: smooth } },
});
const trace = (...frames: TraceEvent[]) => [thread(BROWSER, 'CrBrowserMain'), thread(RENDERER, 'CrRendererMain'), ...frames];
const none = { presented: 0, partial: 0, dropped: 0, late: 0 };

describe('countFrames', () => {
  it('counts presented, partially presented and dropped frames; frames with nothing to draw are not counted', () => {
    expect(
      countFrames(
        trace(
          frame(1, 'STATE_PRESENTED_ALL'),
          frame(2, 'STATE_PRESENTED_PARTIAL'),
          frame(3, 'STATE_DROPPED'),
          frame(4, 'STATE_DROPPED'),
          frame(5, 'STATE_NO_UPDATE_DESIRED'),
        ),
      ),
    ).toEqual({ ...none, presented: 2, partial: 1, dropped: 2 });
  });

  it('counts a dropped frame that did not affect smoothness (nothing was moving) as late, not dropped', () => {
    expect(countFrames(trace(frame(1, 'STATE_DROPPED', { smooth: false }), frame(2, 'STATE_DROPPED', { smooth: true })))).toEqual({
      ...none,
      dropped: 1,
      late: 1,
    });
  });

  it('counts a frame with several reporters once, as presented when any presented it, as dropped when any dropped reporter affected smoothness', () => {
    expect(
      countFrames(
        trace(
          frame(7, 'STATE_DROPPED'),
          frame(7, 'STATE_PRESENTED_ALL'),
          frame(8, 'STATE_NO_UPDATE_DESIRED'),
          frame(8, 'STATE_DROPPED'),
          frame(9, 'STATE_DROPPED', { smooth: false }),
          frame(9, 'STATE_DROPPED', { smooth: true }),
        ),
      ),
    ).toEqual({ ...none, presented: 1, dropped: 2 });
  });

  it('keeps frames of different sources apart', () => {
    expect(countFrames(trace(frame(1, 'STATE_DROPPED', { source: 1 }), frame(1, 'STATE_PRESENTED_ALL', { source: 2 })))).toEqual({
      ...none,
      presented: 1,
      dropped: 1,
    });
  });

  it("reads only a renderer's reporters, and only the events that begin a frame", () => {
    expect(
      countFrames(trace(frame(1, 'STATE_DROPPED', { pid: BROWSER }), frame(2, 'STATE_DROPPED', { ph: 'e' }), frame(3, 'STATE_DROPPED'))),
    ).toEqual({ ...none, dropped: 1 });
  });

  it('reads the reporter under its older argument name too', () => {
    const old: TraceEvent = {
      name: 'PipelineReporter',
      ph: 'b',
      pid: RENDERER,
      args: { chrome_frame_reporter: { frame_sequence: 1, frame_source: 1, state: 'STATE_DROPPED', affects_smoothness: true } },
    };
    expect(countFrames(trace(old))).toEqual({ ...none, dropped: 1 });
  });

  it('counts nothing without a renderer', () => {
    expect(countFrames([frame(1, 'STATE_DROPPED')])).toEqual(none);
  });
});
