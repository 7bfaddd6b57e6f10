// Injected before any page script: records what the benchmark reports.
(() => {
  const b = (window.__bench = { firstInView: null, longTasks: [], cls: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) b.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'load',
    (e) => {
      const t = e.target;
      if (b.firstInView !== null || !(t instanceof HTMLImageElement)) return;
      const r = t.getBoundingClientRect();
      if (r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth) b.firstInView = performance.now();
    },
    true,
  );
})();
