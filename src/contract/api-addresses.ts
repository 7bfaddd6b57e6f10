// Where the platform's API calls go. On the platform every call is a path of the page's own
// origin (`/api/form/SaveFormSubmission`); an integrator outside it sends them to a backend of
// its own, by one base or call by call, and can turn the census off (services/data-layer.ts
// `configureDataLayer` sets these). The data layer, the outbox and the performance client
// read every address through here, so no call goes around it.

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

export const apiAddresses: ApiAddresses = {};

/** The address a call to one of the platform's paths goes to (its query kept). */
export function apiUrl(url: string): string {
  const { baseUrl, endpoints } = apiAddresses;
  const [path, query] = url.split(/(?=\?)/);
  const own = endpoints?.[path!];
  if (own) return own + (query ?? '');
  return baseUrl && url.startsWith('/api/') ? baseUrl.replace(/\/+$/, '') + url : url;
}
