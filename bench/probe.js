// Injected before any page script: records what the benchmark reports.
(() => {
  // The default buffer keeps 250 resource entries; a page that fetches more images than that
  // would be under-counted.
  performance.setResourceTimingBufferSize(100000);
  // longTasks: durations; taskSpans: [start, duration], for counting those during a motion.
  const b = (window.__bench = { longTasks: [], taskSpans: [], pointer: [], cls: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      b.longTasks.push(e.duration);
      b.taskSpans.push([e.startTime, e.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  // The page's own clock on the swipe: from the pointer going down to up (or cancelled).
  for (const type of ['pointerdown', 'pointerup', 'pointercancel'])
    addEventListener(type, (e) => b.pointer.push([type, e.timeStamp]), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) b.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  /** When the first image inside the viewport had arrived: the earliest responseEnd of the
   * resources behind the images now in view (the same clock for every page, whatever
   * script set the image's source). */
  b.firstInView = () => {
    const ends = new Map(performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd]));
    let first = Infinity;
    for (const img of document.images) {
      const r = img.getBoundingClientRect();
      const inView = r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      if (inView && img.complete && img.naturalWidth && ends.has(img.currentSrc)) first = Math.min(first, ends.get(img.currentSrc));
    }
    return Number.isFinite(first) ? first : null;
  };
})();
