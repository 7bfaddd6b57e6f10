// Frames from a CDP trace of Chromium's compositor: what the motion benchmark counts as
// presented and dropped.

/** Only the frame reporter's events: one per frame the compositor began, with its fate. */
export const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline.frame'];

/** Starts a trace on the page's CDP session; the function returned ends it and resolves to
 * its events. */
export async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * The renderers' frames from their frame reporter (`PipelineReporter`, the events DevTools'
 * frames track is drawn from): each frame the compositor began ends presented with every
 * update (STATE_PRESENTED_ALL), presented without the main thread's (PARTIAL: the compositor
 * went on without it), dropped (DROPPED) or not wanted (NO_UPDATE_DESIRED: nothing changed,
 * not counted). A frame can have several reporters (one forked for the main thread's part):
 * it counts once, as presented if any reporter presented it.
 *
 * A dropped frame counts as `dropped` when the reporter marks it as affecting smoothness
 * (something was moving: an animation, a scroll, input-driven motion), as Chromium's own
 * dropped-frame metric counts them; one dropped while nothing moved (a slide swapped at
 * once whose new image took longer than a frame to draw) is `late`: no motion stuttered.
 * The browser process's own compositor is left out: only processes with a renderer main
 * thread count.
 */
export function countFrames(events) {
  const renderers = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.pid),
  );
  const frames = new Map();
  for (const e of events) {
    const r =
      e.name === 'PipelineReporter' && e.ph === 'b' && renderers.has(e.pid)
        ? (e.args?.frame_reporter ?? e.args?.chrome_frame_reporter)
        : undefined;
    if (!r) continue;
    const key = `${e.pid}:${r.frame_source}:${r.frame_sequence}`;
    frames.set(key, [...(frames.get(key) ?? []), r]);
  }
  const count = { presented: 0, partial: 0, dropped: 0, late: 0 };
  for (const reporters of frames.values()) {
    const states = reporters.map((r) => r.state);
    if (states.includes('STATE_PRESENTED_ALL')) count.presented++;
    else if (states.includes('STATE_PRESENTED_PARTIAL')) {
      count.presented++;
      count.partial++;
    } else if (states.includes('STATE_DROPPED')) {
      if (reporters.some((r) => r.state === 'STATE_DROPPED' && r.affects_smoothness)) count.dropped++;
      else count.late++;
    }
  }
  return count;
}
