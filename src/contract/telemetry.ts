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

const FLAGS = ['errors', 'performance', 'visitor', 'census'];

const schema = () =>
  z.custom<boolean | TelemetryOptions>((v) => {
    if (typeof v === 'boolean') return true;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
    const o = v as Record<string, unknown>;
    return (o.app === undefined || typeof o.app === 'string') && FLAGS.every((k) => o[k] === undefined || typeof o[k] === 'boolean');
  });

/** The page's switches: false when it turns telemetry off; a value of another shape is
 * reported and everything stays on. */
export function telemetrySettings(): TelemetryOptions | false {
  const raw = (siteContext() as { telemetry?: unknown }).telemetry;
  if (raw === undefined) return {};
  if (!schema().safeParse(raw).success) {
    console.warn(t(text, 'telemetry.invalidSetting'));
    return {};
  }
  return raw === false ? false : raw === true ? {} : (raw as TelemetryOptions);
}
