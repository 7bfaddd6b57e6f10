// Where the platform's API calls go. On the platform every call is a path of the page's own
// origin (`/api/form/SaveFormSubmission`); an integrator outside it sends them to a backend of
// its own, by one base or call by call, and can turn the census off (services/data-layer.ts
// `configureDataLayer` sets these). The data layer, the outbox and the performance client
// read every address through here, so no call goes around it. Part of the page contract
// (contract/index.ts), and on the CDN in the site context's chunk, which every page that makes
// such a call loads (rollup.config.mjs).

export interface ApiAddresses {
  /** Where the platform's `/api/…` paths go instead of the page's origin: an origin or a URL
   * the path is appended to (`https://backend.example` sends `/api/x` to
   * `https://backend.example/api/x`). */
  baseUrl?: string;
  /** A call's own address by its platform path (without its query), before `baseUrl`. */
  endpoints?: Record<string, string>;
  /** false: no census records (page views, form renders, buttons, overlays, events). */
  census?: boolean;
}

/** What `configureDataLayer` last set (its whole configuration). */
export let apiAddresses: ApiAddresses = {};

export const setApiAddresses = (addresses: ApiAddresses) => (apiAddresses = addresses);

/** The address a call to one of the platform's paths goes to (its query kept). */
export const apiUrl = (url: string, { baseUrl = '', endpoints = {} } = apiAddresses): string =>
  url.replace(/^\/api\/[^?]*/, (path) => endpoints[path] || baseUrl.replace(/\/$/, '') + path);
