// Plausible demo content for endpoints whose answers the spec does not show (spec 001 §7):
// places, widget renderings, multilingual settings and the site header/footer.
import { escapeHtml } from './http.mjs';

/** A few fake places, shaped like the maps service's autocomplete and details answers. */
export const PLACES = [
  {
    placeId: 'demo-place-1',
    name: 'Ferry Building',
    street: '1 Ferry Building',
    city: 'San Francisco, CA 94111',
    country: 'US',
    lat: 37.7955,
    lng: -122.3937,
  },
  {
    placeId: 'demo-place-2',
    name: 'Flatiron Building',
    street: '175 5th Ave',
    city: 'New York, NY 10010',
    country: 'US',
    lat: 40.7411,
    lng: -73.9897,
  },
  { placeId: 'demo-place-3', name: 'Tate Modern', street: 'Bankside', city: 'London SE1 9TG', country: 'GB', lat: 51.5076, lng: -0.0994 },
  {
    placeId: 'demo-place-4',
    name: 'Rijksmuseum',
    street: 'Museumstraat 1',
    city: '1071 XX Amsterdam',
    country: 'NL',
    lat: 52.36,
    lng: 4.8852,
  },
  {
    placeId: 'demo-place-5',
    name: 'Sydney Opera House',
    street: 'Bennelong Point',
    city: 'Sydney NSW 2000',
    country: 'AU',
    lat: -33.8568,
    lng: 151.2153,
  },
];

/** @param {string} input */
export function autocomplete(input) {
  const q = input.trim().toLowerCase();
  const hits = q ? PLACES.filter((p) => `${p.name} ${p.street} ${p.city}`.toLowerCase().includes(q)) : [];
  return {
    status: hits.length ? 'OK' : 'ZERO_RESULTS',
    predictions: hits.map((p) => ({
      place_id: p.placeId,
      description: `${p.name}, ${p.street}, ${p.city}`,
      structured_formatting: { main_text: p.name, secondary_text: `${p.street}, ${p.city}` },
    })),
  };
}

/** @param {string} placeId */
export function placeDetails(placeId) {
  const p = PLACES.find((x) => x.placeId === placeId);
  if (!p) return null;
  return {
    status: 'OK',
    result: {
      place_id: p.placeId,
      name: p.name,
      formatted_address: `${p.street}, ${p.city}`,
      geometry: { location: { lat: p.lat, lng: p.lng } },
      address_components: [
        { long_name: p.street, short_name: p.street, types: ['street_address'] },
        { long_name: p.city, short_name: p.city, types: ['locality'] },
        { long_name: p.country, short_name: p.country, types: ['country'] },
      ],
    },
  };
}

/**
 * HTML for GetWidgetRendering: a small, recognisable rendering of the widget type. Every
 * echoed value is escaped.
 * @param {{ type?: unknown, id?: unknown, value?: unknown, collectionId?: unknown }} widget
 */
export function renderWidget(widget) {
  const type = escapeHtml(String(widget.type ?? 'unknown'));
  const id = escapeHtml(String(widget.id ?? ''));
  const value = widget.value && typeof widget.value === 'object' ? /** @type {Record<string, unknown>} */ (widget.value) : {};
  const title = typeof value.title === 'string' ? `<h3>${escapeHtml(value.title)}</h3>` : '';
  let inner;
  if (widget.collectionId !== undefined) {
    const col = escapeHtml(String(widget.collectionId));
    const items = ['Opening night', 'Artist talk', 'Closing party']
      .map(
        (name, i) =>
          `<li class="summary-item"><a href="/events/${col}/${i + 1}">${name}</a> <time datetime="2026-0${i + 1}-15">15 ${['Jan', 'Feb', 'Mar'][i]}</time></li>`,
      )
      .join('');
    inner = `<ul class="summary-item-list" data-collection-id="${col}">${items}</ul>`;
  } else {
    const text = typeof value.text === 'string' ? escapeHtml(value.text) : `Rendered ${type} block`;
    inner = `<p>${text}</p>`;
  }
  return `<div class="sqs-widget-rendering ${type}-block-rendering" data-widget-type="${type}" data-widget-id="${id}">${title}${inner}</div>`;
}

export const DEFAULT_LANGUAGES = [{ code: 'en-US', name: 'English (US)', isDefault: true, enabled: true }];

export const DEFAULT_HEADER_FOOTER = {
  header: { layout: 'brand-left-nav-right', showCart: true, showAccount: false, navigation: ['Home', 'Gallery', 'Contact'] },
  footer: { text: '© ss-blocks demo site', showSocialLinks: true },
};
