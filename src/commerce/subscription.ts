// A subscription plan's text (spec 001 §3 "Subscription plan", §9 "Subscription text"):
// 'renews every month', 'every 2 weeks', 'every month for 12 payments'.
import { commerce } from '../i18n/en/commerce.js';
import { t } from '../i18n/translator.js';

export type BillingUnit = 'week' | 'month' | 'year';

export interface SubscriptionPlan {
  /** Every `value` weeks, months or years (the platform writes 'WEEK', 'MONTH', 'YEAR'). */
  billingPeriod: { value: number; unit: string };
  /** How many payments; 0 or none: until cancelled. */
  numBillingCycles?: number | null;
}

const UNITS = { week: 'Week', month: 'Month', year: 'Year' } as const;

/** The plan's unit, whatever its case or number ('WEEKS', 'month'); undefined for another. */
export function billingUnit(unit: unknown): BillingUnit | undefined {
  const name = typeof unit === 'string' ? unit.trim().toLowerCase().replace(/s$/, '') : '';
  return Object.hasOwn(UNITS, name) ? (name as BillingUnit) : undefined;
}

/** The plan as a visitor reads it; undefined when its period is not one (a unit other than
 * weeks, months or years, or a count below 1). */
export function subscriptionText({ billingPeriod, numBillingCycles }: SubscriptionPlan): string | undefined {
  const unit = billingUnit(billingPeriod.unit);
  const count = billingPeriod.value;
  if (!unit || !Number.isInteger(count) || count < 1) return undefined;
  const Unit = UNITS[unit];
  const payments = numBillingCycles && numBillingCycles > 0 ? numBillingCycles : 0;
  if (!payments) return count === 1 ? t(commerce, `commerce.renewsEvery${Unit}`) : t(commerce, `commerce.every${Unit}s`, { count });
  return t(commerce, 'commerce.periodForPayments', {
    period: t(commerce, `commerce.every${Unit}s`, { count }),
    payments: t(commerce, 'commerce.forPayments', { count: payments }),
  });
}
