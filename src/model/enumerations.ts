/** Mobile info bar styles (spec 001 §3 "Enumerations"). */
export const MOBILE_BAR_STYLES = ['none', 'light', 'dark'] as const;
export type MobileBarStyle = (typeof MOBILE_BAR_STYLES)[number];

/** Badge types (spec 001 §3 "Enumerations"). */
export const BADGE_TYPES = ['none', 'black', 'white'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

// The platform's enumerations as one typed model (spec 001 §2, §3 "Product", "Block types and
// variants", "Enumerations", §6). Pure data and guards, one `export const` per table so a
// bundle that imports one table carries only that table. Where the spec gives names but no
// ids, only the names are here: an id is never made up and passed off as the spec's. Labels a
// person reads are message ids of the catalogue (i18n/en/commerce.ts, editor.ts), not text.
import type { commerce } from '../i18n/en/commerce.js';
import type { editor } from '../i18n/en/editor.js';

/** The whole numbers from `From` to `To`, as a union type (for the spec's id ranges). */
type Upto<N extends number, Acc extends number[] = []> = Acc['length'] extends N ? Acc[number] : Upto<N, [...Acc, Acc['length']]>;
export type IdRange<From extends number, To extends number> = Exclude<Upto<To> | To, Upto<From>>;

const inRange = (first: number, last: number) => (n: unknown) => Number.isInteger(n) && (n as number) >= first && (n as number) <= last;

// --- Roles and permissions (spec 001 §6) ---

/** Role ids (spec 001 §6). There is no role 5. */
export const ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** One of the role ids (a number: numeric text is not an id). */
export const isRoleId = (n: unknown): n is RoleId => (Object.values(ROLE) as unknown[]).includes(n);

/** The site permission areas (spec 001 §6 "site permission codes"): names only, the spec
 * shows no codes. "settings" has many sub-areas the spec does not list. */
export const SITE_PERMISSION_AREAS = [
  'content manager',
  'settings',
  'activity',
  'commerce',
  'newsletter',
  'CRM customers',
  'marketing',
  'scheduling',
] as const;
export type SitePermissionArea = (typeof SITE_PERMISSION_AREAS)[number];

/** The commerce permissions (spec 001 §6), names only. */
export const COMMERCE_PERMISSIONS = [
  'orders',
  'store settings',
  'shipping',
  'coupons',
  'taxes',
  'notifications',
  'inventory',
  'donations',
  'accounting',
  'discounts',
  'payments',
  'POS',
] as const;
export type CommercePermission = (typeof COMMERCE_PERMISSIONS)[number];

/** The newsletter permissions, each read or write (spec 001 §6), names only. */
export const NEWSLETTER_PERMISSIONS = ['subscribers', 'groups', 'messages', 'settings'] as const;
export type NewsletterPermission = (typeof NEWSLETTER_PERMISSIONS)[number];
export const NEWSLETTER_ACCESS = ['read', 'write'] as const;
export type NewsletterAccess = (typeof NEWSLETTER_ACCESS)[number];

// --- Products (spec 001 §3 "Product") ---

/** The product types and their numbers. */
export const PRODUCT_TYPES = { physical: 1, digital: 2, service: 3, 'gift card': 4, paywall: 5 } as const;
export type ProductType = keyof typeof PRODUCT_TYPES;

/** The store's measurement standard (its unit system) and its numbers. */
export const UNIT_SYSTEMS = { imperial: 1, metric: 2 } as const;
export type UnitSystem = keyof typeof UNIT_SYSTEMS;

// --- Blocks (spec 001 §3 "Block types and variants") ---

/** Block type ids run 1–70; the spec names some types but gives none of them its id. */
export const BLOCK_TYPE_IDS = { first: 1, last: 70 } as const;
export type BlockTypeId = IdRange<1, 70>;
export const isBlockTypeId: (n: unknown) => n is BlockTypeId = inRange(1, 70) as (n: unknown) => n is BlockTypeId;

/** The block types the spec names ("and more"), in its order, without ids. */
export const BLOCK_TYPE_NAMES = [
  'navigation',
  'html',
  'logo',
  'map',
  'image',
  'form',
  'summary',
  'video',
  'product',
  'button',
  'menu',
  'opentable',
  'tock',
  'accordion',
  'marquee',
  'member area',
] as const;
export type BlockTypeName = (typeof BLOCK_TYPE_NAMES)[number];

/** The editor's block names. */
export const EDITOR_BLOCK_NAMES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
] as const;
export type EditorBlockName = (typeof EDITOR_BLOCK_NAMES)[number];

/** Slide types. */
export const SLIDE_TYPES = ['cover-page', 'lock-screen', 'popup-overlay'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

/**
 * The block variants. The spec gives the range 1000–1019 and the variants in order, not each
 * one's id: the ids are numbered here in the spec's order from 1000 (ours). Its 19 variants
 * take 1000–1018; 1019 is in the range but names none (`isVariantId(1019)` is true,
 * `variantById(1019)` undefined).
 */
export const VARIANTS = [
  { id: 1000, block: 'gallery', name: 'slideshow' },
  { id: 1001, block: 'gallery', name: 'carousel' },
  { id: 1002, block: 'gallery', name: 'grid' },
  { id: 1003, block: 'gallery', name: 'stack' },
  { id: 1004, block: 'summary', name: 'wall' },
  { id: 1005, block: 'summary', name: 'carousel' },
  { id: 1006, block: 'summary', name: 'list' },
  { id: 1007, block: 'summary', name: 'grid' },
  { id: 1008, block: 'chart', name: 'bar' },
  { id: 1009, block: 'chart', name: 'line' },
  { id: 1010, block: 'chart', name: 'pie' },
  { id: 1011, block: 'image', name: 'inline' },
  { id: 1012, block: 'image', name: 'poster' },
  { id: 1013, block: 'image', name: 'card' },
  { id: 1014, block: 'image', name: 'overlap' },
  { id: 1015, block: 'image', name: 'collage' },
  { id: 1016, block: 'image', name: 'stack' },
  { id: 1017, block: 'table booking', name: 'reservation' },
  { id: 1018, block: 'table booking', name: 'event' },
] as const;
export type Variant = (typeof VARIANTS)[number];
export type VariantBlock = Variant['block'];
export const VARIANT_IDS = { first: 1000, last: 1019 } as const;
export type VariantId = Variant['id'] | 1019;
export const isVariantId: (n: unknown) => n is VariantId = inRange(1000, 1019) as (n: unknown) => n is VariantId;

/** The variant an id names; undefined for 1019 and for anything outside the range. */
export const variantById = (id: unknown): Variant | undefined => VARIANTS.find((v) => v.id === id);

/** The id of a block's variant, e.g. `variantId('image', 'poster')`; undefined when the
 * block has no variant of that name. */
export const variantId = (block: VariantBlock, name: string): Variant['id'] | undefined =>
  VARIANTS.find((v) => v.block === block && v.name === name)?.id;

/** Gallery item media types. */
export const GALLERY_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

// --- Items and their states (spec 001 §3 "Enumerations") ---

/** Item workflow states and their numbers. */
export const ITEM_WORKFLOW_STATES = { published: 1, scheduled: 2, 'needs review': 3, draft: 4, private: 5, deleted: 6 } as const;
export type ItemWorkflowState = keyof typeof ITEM_WORKFLOW_STATES;

/** The state a name ('needs review', 'NEEDS_REVIEW') or a number names; undefined otherwise. */
export function itemWorkflowState(value: unknown): ItemWorkflowState | undefined {
  const names = Object.keys(ITEM_WORKFLOW_STATES) as ItemWorkflowState[];
  if (typeof value === 'number') return names.find((k) => ITEM_WORKFLOW_STATES[k] === value);
  const name = typeof value === 'string' ? value.trim().toLowerCase().replace(/[_-]/g, ' ') : '';
  return Object.hasOwn(ITEM_WORKFLOW_STATES, name) ? (name as ItemWorkflowState) : undefined;
}

type CommerceId = keyof typeof commerce;
type EditorId = keyof typeof editor;

/** A product's workflow label by its state (published 'Available', scheduled 'Scheduled',
 * draft 'Hidden'), as message ids of the commerce area. */
export const PRODUCT_WORKFLOW_LABELS = {
  published: 'commerce.productAvailable',
  scheduled: 'commerce.productScheduled',
  draft: 'commerce.productHidden',
} as const satisfies Partial<Record<ItemWorkflowState, CommerceId>>;

/** Every other state is labelled 'Unsupported'. */
export const PRODUCT_WORKFLOW_OTHER_LABEL = 'commerce.productUnsupported' satisfies CommerceId;

export type ProductWorkflowLabel =
  (typeof PRODUCT_WORKFLOW_LABELS)[keyof typeof PRODUCT_WORKFLOW_LABELS] | typeof PRODUCT_WORKFLOW_OTHER_LABEL;

/** The label's message id for a state given by name or number. */
export function productWorkflowLabel(state: unknown): ProductWorkflowLabel {
  const name = itemWorkflowState(state);
  return name && Object.hasOwn(PRODUCT_WORKFLOW_LABELS, name)
    ? PRODUCT_WORKFLOW_LABELS[name as keyof typeof PRODUCT_WORKFLOW_LABELS]
    : PRODUCT_WORKFLOW_OTHER_LABEL;
}

/** The editor's content status labels (Scheduled, Needs Review, Draft, Private), as message
 * ids of the editor area, by the workflow state they show. */
export const CONTENT_STATUS_LABELS = {
  scheduled: 'editor.statusScheduled',
  'needs review': 'editor.statusNeedsReview',
  draft: 'editor.statusDraft',
  private: 'editor.statusPrivate',
} as const satisfies Partial<Record<ItemWorkflowState, EditorId>>;

// --- Websites (spec 001 §3 "Enumerations", "Site context"): names only, no ids shown ---

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

/** Overlay types. */
export const OVERLAY_TYPES = ['cover page', 'lock screen', 'popup overlay'] as const;
export type OverlayType = (typeof OVERLAY_TYPES)[number];

/** Feature flag ids run 1–68; the spec names some flags but gives none of them its id. */
export const FEATURE_FLAG_IDS = { first: 1, last: 68 } as const;
export type FeatureFlagId = IdRange<1, 68>;
export const isFeatureFlagId: (n: unknown) => n is FeatureFlagId = inRange(1, 68) as (n: unknown) => n is FeatureFlagId;

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

// --- The editor's views (spec 001 §2 "Other route rules") ---

/** Collection views. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/** Preview device views. */
export const PREVIEW_DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type PreviewDeviceView = (typeof PREVIEW_DEVICE_VIEWS)[number];

/** The tweak page types, in the spec's order. In the editor demo (/config/) "style" is the
 * Site styles panel and "popup overlay" the popup block's panel. */
export const TWEAK_PAGE_TYPES = ['splash page', 'lock screen', 'popup overlay', 'checkout', 'style'] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

/** The tweak panel name of the site styles ("style"). */
export const STYLE_PANEL: TweakPageType = 'style';
