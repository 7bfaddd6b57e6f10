// A local stand-in for the maps service script (the part of the Google Maps JavaScript API
// v3 that <ss-map> uses: Map, Marker, Size, setOptions, addListener, the `callback` named
// in the script's URL, gm_authFailure), so the tests and the demo never reach an outside
// service. The site context points at it with `website.mapsSettings.scriptUrl`.
//
// It records what it was given, for tests: `window.__ssFakeMaps` = { loads: [the query of
// each load], maps: [{ element, options, calls }], markers: [{ options, calls, listeners,
// trigger(event, arg) }] }, where `options` is the constructor's and `calls` each later
// setOptions call.
//
// It draws an honest fake: a labelled grid in the style's land colour ("Test map — no map
// data"), and the marker where the Web Mercator projection puts it. No tiles, no places.
//
// Modes, from the query of its own address (`/demo/fake-maps.js?mode=hang`):
// - hang: never calls the callback (a load that does not finish: the 30 s timeout);
// - auth: calls `gm_authFailure` after the first map is made, as Google does for a key it
//   refuses;
// - throws: loads, but making a map throws (a service that fails after loading).
(() => {
  const own = new URL(document.currentScript.src);
  const query = Object.fromEntries(own.searchParams);
  const mode = query.mode;
  const record = (window.__ssFakeMaps ??= { loads: [], maps: [], markers: [] });
  record.loads.push(query);

  const TILE = 256;
  // Web Mercator: a point's pixel position in the world at zoom z.
  const project = ({ lat, lng }, zoom) => {
    const size = TILE * 2 ** zoom;
    const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
    return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size };
  };
  const landOf = (styles = []) => styles.find((r) => !r.featureType && r.elementType === 'geometry')?.stylers.find((s) => s.color)?.color;
  const listen = (listeners, name, fn) => {
    (listeners[name] ??= []).push(fn);
    return { remove: () => listeners[name].splice(listeners[name].indexOf(fn) >>> 0, 1) };
  };

  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }

  class FakeMap {
    constructor(element, options) {
      if (mode === 'throws') throw new Error('fake maps: this map cannot be made');
      this.element = element;
      this.options = { ...options };
      this.markers = [];
      this.entry = { element, options: { ...options }, calls: [] };
      record.maps.push(this.entry);
      this.view = document.createElement('div');
      this.view.className = 'fake-map';
      this.view.style.cssText = 'position:absolute;inset:0;overflow:hidden;font:12px/1.3 system-ui,sans-serif';
      this.caption = document.createElement('p');
      this.caption.style.cssText =
        'position:absolute;left:8px;bottom:4px;margin:0;padding:2px 6px;background:#fffc;color:#222;border-radius:3px';
      this.view.append(this.caption);
      element.replaceChildren(this.view);
      this.draw();
      if (mode === 'auth' && record.maps.length === 1) queueMicrotask(() => window.gm_authFailure?.());
    }
    setOptions(options) {
      this.entry.calls.push({ ...options });
      Object.assign(this.options, options);
      this.draw();
    }
    draw() {
      const o = this.options;
      const satellite = o.mapTypeId === 'satellite' || o.mapTypeId === 'hybrid';
      const land = satellite ? '#4b5a3c' : (landOf(o.styles) ?? (o.mapTypeId === 'terrain' ? '#e4e2cf' : '#e8eadf'));
      const line = satellite ? '#ffffff22' : '#0000001a';
      this.view.style.background = `repeating-linear-gradient(0deg, ${line} 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, ${line} 0 1px, transparent 1px 48px), ${land}`;
      this.view.style.filter = o.styles?.some((r) => r.stylers.some((s) => s.saturation === -100)) ? 'grayscale(1)' : '';
      const c = o.center ?? { lat: 0, lng: 0 };
      this.caption.textContent = `Test map — no map data · ${c.lat.toFixed(4)}, ${c.lng.toFixed(4)} · zoom ${o.zoom}`;
      this.markers.forEach((m) => m.draw());
    }
  }

  class Marker {
    constructor(options) {
      this.options = { ...options };
      this.listeners = {};
      this.entry = {
        options: { ...options },
        calls: [],
        listeners: this.listeners,
        trigger: (name, arg) => (this.listeners[name] ?? []).forEach((fn) => fn(arg)),
      };
      record.markers.push(this.entry);
      this.map = options.map;
      this.map?.markers.push(this);
      this.draw();
    }
    setOptions(options) {
      this.entry.calls.push({ ...options });
      Object.assign(this.options, options);
      this.draw();
    }
    addListener(name, fn) {
      return listen(this.listeners, name, fn);
    }
    draw() {
      if (!this.map) return;
      const o = this.options;
      const clickable = o.clickable !== false;
      if (!this.node) {
        this.node = document.createElement('button');
        this.node.type = 'button';
        this.node.className = 'fake-marker';
        this.node.style.cssText = 'position:absolute;padding:0;border:0;background:none;cursor:pointer;transform:translate(-50%,-100%)';
        this.node.addEventListener('click', () => this.options.clickable !== false && this.entry.trigger('click', {}));
        this.map.view.append(this.node);
      }
      const icon = o.icon;
      const w = icon?.scaledSize?.width ?? 22;
      const h = icon?.scaledSize?.height ?? 40;
      const src =
        icon?.url ??
        `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="22" height="40" viewBox="0 0 22 40"><path d="M11 1C5.5 1 1 5.5 1 11c0 8 10 28 10 28s10-20 10-28C21 5.5 16.5 1 11 1z" fill="#ea4335" stroke="#a52714"/><circle cx="11" cy="11" r="4" fill="#a52714"/></svg>')}`;
      const img = Object.assign(document.createElement('img'), { alt: '', width: w, height: h, src });
      this.node.replaceChildren(img);
      this.node.setAttribute('aria-label', o.title ?? '');
      this.node.tabIndex = clickable ? 0 : -1;
      const { center = { lat: 0, lng: 0 }, zoom = 0 } = this.map.options;
      const from = project(center, zoom);
      const to = project(o.position ?? center, zoom);
      this.node.style.left = `calc(50% + ${to.x - from.x}px)`;
      this.node.style.top = `calc(50% + ${to.y - from.y}px)`;
    }
  }

  // A load that never finishes defines nothing, as a script still on its way.
  if (mode === 'hang') return;
  window.google = {
    maps: { Map: FakeMap, Marker, Size, MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' } },
  };
  const callback = query.callback;
  if (callback && typeof window[callback] === 'function') window[callback]();
})();
