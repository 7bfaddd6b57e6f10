// Places, the maps service's address suggestions and a place's details, through the site's
// API (spec 001 §7 "GET /api/google-maps/places/autocomplete and /details": params plus the
// tracking context productPage and productSection; response not shown). The answers are the
// maps service's own (Google Places: `predictions`, a place's `result`), as the reference
// server gives them; what the library reads of them is checked.
import * as z from 'zod/mini';
import { get, type RequestOptions } from './data-layer.js';
import { readAnswer } from './api/read-answer.js';

export const PLACES_AUTOCOMPLETE_URL = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_URL = '/api/google-maps/places/details';

/** Where in the product the call comes from, sent with every places call (spec 001 §7):
 * e.g. `{ productPage: 'form', productSection: 'address' }`. */
export interface PlacesContext {
  productPage: string;
  productSection: string;
}

/** The maps service's autocomplete parameters: the text typed, and optionally the session
 * token that groups one address's calls, a language, `components` (`country:fr`) and `types`. */
export interface AutocompleteParams {
  input: string;
  sessionToken?: string;
  language?: string;
  components?: string;
  types?: string;
}

export interface DetailsParams {
  placeId: string;
  sessionToken?: string;
  language?: string;
}

/** `signal` cancels a call a newer one replaces. Failures show no system error overlay unless
 * `overlay: true` (ours: suggestions that fail must not interrupt typing). */
export type PlacesOptions = Pick<RequestOptions, 'signal' | 'overlay' | 'onFailure'>;

const o = z.optional;
const str = z.string();
const prediction = z.object({
  place_id: str,
  description: str,
  structured_formatting: o(z.object({ main_text: str, secondary_text: o(str) })),
});
const autocompleteAnswer = z.object({ status: str, predictions: z.array(prediction) });
const component = z.object({ long_name: str, short_name: str, types: z.array(str) });
const detailsAnswer = z.object({
  status: str,
  result: z.object({
    place_id: str,
    name: o(str),
    formatted_address: str,
    geometry: o(z.object({ location: z.object({ lat: z.number(), lng: z.number() }) })),
    address_components: o(z.array(component)),
  }),
});

export type PlacePrediction = z.infer<typeof prediction>;
export type PlaceAutocomplete = z.infer<typeof autocompleteAnswer>;
export type PlaceDetails = z.infer<typeof detailsAnswer>;

/** The query of a places call: its parameters, then the tracking context. */
export const placesQuery = (params: object, context: PlacesContext): Record<string, unknown> => ({
  ...params,
  productPage: context.productPage,
  productSection: context.productSection,
});

const call = (url: string, params: object, context: PlacesContext, options: PlacesOptions) =>
  get(url, { overlay: false, ...options, data: placesQuery(params, context) });

/** GET places/autocomplete: the suggestions for what was typed (`predictions`, empty when
 * nothing matches). */
export async function placesAutocomplete(
  params: AutocompleteParams,
  context: PlacesContext,
  options: PlacesOptions = {},
): Promise<PlaceAutocomplete> {
  return readAnswer(autocompleteAnswer, await call(PLACES_AUTOCOMPLETE_URL, params, context, options), PLACES_AUTOCOMPLETE_URL);
}

/** GET places/details: one place (`result`: its address, location and address parts). */
export async function placeDetails(params: DetailsParams, context: PlacesContext, options: PlacesOptions = {}): Promise<PlaceDetails> {
  return readAnswer(detailsAnswer, await call(PLACES_DETAILS_URL, params, context, options), PLACES_DETAILS_URL);
}
