// The central events service (spec 000 §3 "Analytics event", §5, §7 /api/v1/events, §8
// "Analytics"): an event's common fields checked against their declared types with zod (a
// bad field is reported and left out; the five required strings must be there), the
// analytics, marketing and session ids kept in browser storage, sent through the outbox
// (by beacon when the page goes). Its own entry: a page loads it when it sends one.
import * as z from 'zod/mini';
import { t } from '../i18n/translator.js';
import { analytics as text } from '../i18n/en/analytics.js';
import { newId } from '../model/ids.js';
import { channels, mayRecord, memberId } from './census.js';
import { enqueue, flush } from './outbox.js';
import { writeCookie } from './consent.js';
import { readCookie } from './crumb.js';
import { ANALYTICS_COOKIE, ANALYTICS_LIFETIME_MS } from './visitor.js';

export const REQUIRED = ['actor', 'action', 'event_owner_team', 'event_source', 'object_type'] as const;

/** The common fields and their declared types (spec 000 §3); all but the five required
 * ones may be null or absent. */
let schemas: Record<string, z.ZodMiniType> | undefined;
function fieldSchemas(): Record<string, z.ZodMiniType> {
  if (schemas) return schemas;
  const strings = [
    'object_id',
    'object_identifier',
    'object_display_name',
    'object_value',
    'indirect_object_id',
    'indirect_object_identifier',
    'indirect_object_display_name',
    'indirect_object_value',
    'product_area',
    'product_page',
    'product_section',
    'user_member_account_id',
    'user_session_id',
    'user_locale',
    'website_locale',
    'page_host',
    'page_path',
    'page_query',
    'page_referrer',
    'user_marketing_id',
    'context_website_id',
    'user_website_id',
    'context_template_website_id',
  ];
  // Schemas hold no state: one of each type serves every field of it. A number is checked as
  // z.number() does (finite), with z.custom the page's contract already carries.
  const string = z.string();
  const optionalString = z.optional(z.nullable(string));
  const optionalNumber = z.optional(z.nullable(z.custom<number>((v) => Number.isFinite(v))));
  schemas = {
    ...Object.fromEntries(REQUIRED.map((k) => [k, string])),
    ...Object.fromEntries(strings.map((k) => [k, optionalString])),
    window_width: optionalNumber,
    window_height: optionalNumber,
    timestamp_client: optionalNumber,
  };
  return schemas;
}

/** The common fields that pass their check (a bad one is warned about and left out), or
 * undefined when a required one is missing or bad. Unknown fields pass as they are. */
export function checkCommonData(data: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const known = fieldSchemas();
  // The required fields are checked when missing too: each is reported.
  for (const field of new Set([...REQUIRED, ...Object.keys(data)])) {
    const value = data[field];
    const schema = known[field];
    if (!schema || schema.safeParse(value).success) out[field] = value;
    else console.warn(t(text, 'analytics.invalidField', { field }));
  }
  return REQUIRED.every((k) => typeof out[k] === 'string') ? out : undefined;
}

/** A stored id, made on first use (spec 000 §9: marketing and session ids); undefined when
 * the storage cannot be read. */
function storedId(area: 'localStorage' | 'sessionStorage', key: string): string | undefined {
  let id: string | undefined;
  try {
    // Reading the area can throw too (storage blocked for the page).
    const storage = globalThis[area];
    id = storage.getItem(key) || newId();
    storage.setItem(key, id);
  } catch {
    console.warn(t(text, id ? 'analytics.storeIdFailed' : 'analytics.storageUnavailable'));
  }
  return id;
}

/** Sends an event to the central service: common fields (checked), custom data and its
 * schema name. Resolves false when nothing was sent (no payload, a required field missing,
 * no consent). */
export async function trackEvent(
  commonData: Record<string, unknown> | undefined,
  customData?: Record<string, unknown>,
  customSchemaName?: string,
): Promise<boolean> {
  if (!commonData) {
    console.error(t(text, 'analytics.noPayload'));
    return false;
  }
  // spec 000 §8 'Data is empty': common data without a field encodes to an empty event.
  if (!Object.keys(commonData).length) {
    console.error(t(text, 'analytics.dataEmpty'));
    return false;
  }
  if (!mayRecord()) return false;
  const common = checkCommonData({
    page_host: location.host,
    page_path: location.pathname,
    page_query: location.search,
    page_referrer: document.referrer,
    window_width: innerWidth,
    window_height: innerHeight,
    timestamp_client: Date.now(),
    user_marketing_id: storedId('localStorage', 'ss-marketing-id'),
    user_member_account_id: memberId() ?? null,
    user_session_id: storedId('sessionStorage', 'ss-session-id'),
    ...commonData,
  });
  if (!common) return false;
  // spec 000 §9: the analytics id lives in its 390-day cookie, made on first use.
  const analyticsId = readCookie(document.cookie, ANALYTICS_COOKIE) || newId();
  writeCookie(ANALYTICS_COOKIE, analyticsId, ANALYTICS_LIFETIME_MS / 1000);
  const event = { analyticsId, commonData: common, customData, customSchemaName };
  channels();
  await enqueue('events', event);
  await flush('events');
  return true;
}
