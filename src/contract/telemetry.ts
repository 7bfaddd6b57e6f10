// The page's telemetry switches (ours): the site context's `telemetry` key, which the shared
// site-context schema leaves to this module (only pages that start telemetry read it).
import * as z from 'zod/mini';
import { t } from '../i18n/translator.js';
import { telemetry as text } from '../i18n/en/telemetry.js';
import { siteContext } from './site-context.js';

/** What the CDN builds start (services/telemetry.ts); `"telemetry": false` turns all off. */
export interface TelemetryOptions {
  /** The app errors and measurements are reported under (default 'ss-blocks'). */
  app?: string;
  errors?: boolean;
  performance?: boolean;
  visitor?: boolean;
  /** The census page hit and the track pixel. */
  census?: boolean;
}

/** Every switch is optional; keys it does not know are let through. */
const schema = () => {
  const flag = z.optional(z.boolean());
  return z.looseObject({ app: z.optional(z.string()), errors: flag, performance: flag, visitor: flag, census: flag });
};

/** The page's switches: false when it turns telemetry off; a value of another shape is
 * reported and everything stays on. */
export function telemetrySettings(): TelemetryOptions | false {
  const raw = (siteContext() as { telemetry?: unknown }).telemetry;
  if (raw === false) return false;
  if (raw === undefined || raw === true) return {};
  if (schema().safeParse(raw).success) return raw as TelemetryOptions;
  console.warn(t(text, 'telemetry.invalidSetting'));
  return {};
}
