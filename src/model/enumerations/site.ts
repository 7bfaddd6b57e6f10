// Websites and the site's other enumerations (spec 001 §3 "Enumerations", "Site context"):
// names only where the spec shows no ids.
import type { editor } from '../../i18n/en/editor.js';
import { inRange, type IdRange } from './range.js';

type EditorId = keyof typeof editor;

/** Website statuses. */
export const WEBSITE_STATUSES = [
  'expired',
  'past due',
  'trial',
  'beta',
  'removed',
  'internal',
  'comped',
  'paid',
  'linked',
  'parking page',
  'resold',
  'resold grace period',
  'enterprise',
] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** Website types. */
export const WEBSITE_TYPES = ['classic', 'cover page', 'parking page', 'commerce', 'enterprise'] as const;
export type WebsiteType = (typeof WEBSITE_TYPES)[number];

/** Mobile info bar styles (names only: the spec shows no ids). */
export const MOBILE_BAR_STYLES = ['none', 'light', 'dark'] as const;
export type MobileBarStyle = (typeof MOBILE_BAR_STYLES)[number];

/** Badge types (names only: the spec shows no ids). */
export const BADGE_TYPES = ['none', 'black', 'white'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Overlay types. */
export const OVERLAY_TYPES = ['cover page', 'lock screen', 'popup overlay'] as const;
export type OverlayType = (typeof OVERLAY_TYPES)[number];

/** Feature flag ids run 1–68; the spec names some flags but gives none of them its id. */
export const FEATURE_FLAG_IDS = { first: 1, last: 68 } as const;
export type FeatureFlagId = IdRange<1, 68>;
export const isFeatureFlagId = inRange<FeatureFlagId>(1, 68);

/** The feature flags the spec gives as examples, without ids. */
export const FEATURE_FLAG_EXAMPLES = [
  'forms API',
  'orders API',
  'gift cards',
  'subscriptions',
  'point of sale',
  'Afterpay',
  'Clearpay',
  'product reviews',
] as const;
export type FeatureFlagExample = (typeof FEATURE_FLAG_EXAMPLES)[number];

/** Survey cohorts. */
export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

/** Navigation names with a meaning of their own. The readme page's name is special too; the
 * spec does not give it. */
export const SPECIAL_NAVIGATION_NAMES = ['hidden', 'member areas'] as const;
export type SpecialNavigationName = (typeof SPECIAL_NAVIGATION_NAMES)[number];

/** The connected-account link: a food-ordering service (the spec does not name it), whose
 * link's default title is 'Order Now' (a message id of the editor area). */
export const CONNECTED_ACCOUNT_LINK = { service: 'food ordering', defaultTitle: 'editor.orderNow' } as const satisfies {
  service: string;
  defaultTitle: EditorId;
};
