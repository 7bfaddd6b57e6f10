/** Mobile info bar styles (spec 001 §3 "Enumerations"). */
export const MOBILE_BAR_STYLES = ['none', 'light', 'dark'] as const;
export type MobileBarStyle = (typeof MOBILE_BAR_STYLES)[number];

/** Badge types (spec 001 §3 "Enumerations"). */
export const BADGE_TYPES = ['none', 'black', 'white'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
