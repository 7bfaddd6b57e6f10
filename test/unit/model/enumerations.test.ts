// Every table of the enumerations model, row by row, as spec 001 gives it (§2 "Other route
// rules", §3 "Product", "Block types and variants", "Enumerations", §6).
import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/model/enumerations.js';
import {
  BADGE_TYPES,
  BLOCK_TYPE_IDS,
  BLOCK_TYPE_NAMES,
  COLLECTION_VIEWS,
  COMMERCE_PERMISSIONS,
  CONNECTED_ACCOUNT_LINK,
  CONTENT_STATUS_LABELS,
  CRM_PERMISSIONS,
  EDITOR_BLOCK_NAMES,
  FEATURE_FLAG_EXAMPLES,
  FEATURE_FLAG_IDS,
  GALLERY_MEDIA_TYPES,
  ITEM_WORKFLOW_STATES,
  MOBILE_BAR_STYLES,
  NEWSLETTER_ACCESS,
  NEWSLETTER_PERMISSIONS,
  OVERLAY_TYPES,
  PREVIEW_DEVICE_VIEWS,
  PRODUCT_TYPES,
  PRODUCT_WORKFLOW_LABELS,
  PRODUCT_WORKFLOW_OTHER_LABEL,
  ROLE,
  SITE_PERMISSION_AREAS,
  SLIDE_TYPES,
  SPECIAL_NAVIGATION_NAMES,
  STYLE_PANEL,
  SURVEY_COHORTS,
  TWEAK_PAGE_TYPES,
  UNIT_SYSTEMS,
  VARIANTS,
  VARIANT_IDS,
  WEBSITE_STATUSES,
  WEBSITE_TYPES,
  isBlockTypeId,
  isFeatureFlagId,
  isRoleId,
  isVariantId,
  itemWorkflowState,
  productWorkflowLabel,
  variantById,
  variantId,
  type BlockTypeId,
  type FeatureFlagId,
  type VariantId,
} from '../../../src/model/enumerations.js';
import { commerce } from '../../../src/i18n/en/commerce.js';
import { editor } from '../../../src/i18n/en/editor.js';
import { t } from '../../../src/i18n/translator.js';

describe('mobile bar style and badge type (spec 001 §3 "Enumerations")', () => {
  it.each([
    [0, 'none'],
    [1, 'light'],
    [2, 'dark'],
  ] as const)('mobile bar style %i is %s', (i, name) => expect(MOBILE_BAR_STYLES[i]).toBe(name));
  it('has exactly three mobile bar styles', () => expect(MOBILE_BAR_STYLES).toHaveLength(3));
  it.each([
    [0, 'none'],
    [1, 'black'],
    [2, 'white'],
  ] as const)('badge type %i is %s', (i, name) => expect(BADGE_TYPES[i]).toBe(name));
  it('has exactly three badge types', () => expect(BADGE_TYPES).toHaveLength(3));
});

describe('role ids (spec 001 §6)', () => {
  it.each([
    ['admin', 1],
    ['billing', 2],
    ['reporting', 3],
    ['editor', 4],
    ['moderator', 6],
    ['commenter', 7],
    ['storeManager', 8],
    ['scheduling', 9],
    ['viewer', 10],
    ['campaignsEditor', 11],
    ['schedulingViewer', 12],
    ['schedulingEditor', 13],
  ] as const)('%s is %i', (name, id) => {
    expect(ROLE[name]).toBe(id);
    expect(isRoleId(id)).toBe(true);
  });
  it('tells a role id by the table, from just below to just above it', () => {
    for (let n = -1; n <= 15; n++) expect(isRoleId(n), String(n)).toBe((Object.values(ROLE) as number[]).includes(n));
  });
  it('has the twelve roles and no role 5', () => {
    expect(Object.keys(ROLE)).toHaveLength(12);
    expect([0, 5, 14, '1', 1.5, null].map(isRoleId)).toEqual([false, false, false, false, false, false]);
  });
});

describe('site permissions (spec 001 §6): names only, no codes shown', () => {
  it('lists the areas in order', () =>
    expect(SITE_PERMISSION_AREAS).toEqual([
      'content manager',
      'settings',
      'activity',
      'commerce',
      'newsletter',
      'CRM',
      'marketing',
      'scheduling',
    ]));
  it('lists the commerce permissions in order', () =>
    expect(COMMERCE_PERMISSIONS).toEqual([
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
    ]));
  it('lists the newsletter permissions, read or write', () => {
    expect(NEWSLETTER_PERMISSIONS).toEqual(['subscribers', 'groups', 'messages', 'settings']);
    expect(NEWSLETTER_ACCESS).toEqual(['read', 'write']);
  });
  it('lists the CRM permission: customers', () => expect(CRM_PERMISSIONS).toEqual(['customers']));
});

describe('product types and unit systems (spec 001 §3 "Product")', () => {
  it.each([
    ['physical', 1],
    ['digital', 2],
    ['service', 3],
    ['gift card', 4],
    ['paywall', 5],
  ] as const)('product type %s is %i', (name, id) => expect(PRODUCT_TYPES[name]).toBe(id));
  it('has five product types', () => expect(Object.keys(PRODUCT_TYPES)).toHaveLength(5));
  it.each([
    ['imperial', 1],
    ['metric', 2],
  ] as const)('unit system %s is %i', (name, id) => expect(UNIT_SYSTEMS[name]).toBe(id));
});

describe('block types (spec 001 §3 "Block types and variants")', () => {
  it('has ids 1–70, just inside and outside both ends', () => {
    expect(BLOCK_TYPE_IDS).toEqual({ first: 1, last: 70 });
    expect([0, 1, 70, 71, 35.5, '5'].map(isBlockTypeId)).toEqual([false, true, true, false, false, false]);
    const first: BlockTypeId = 1;
    const last: BlockTypeId = 70;
    // @ts-expect-error 71 is not a block type id
    const over: BlockTypeId = 71;
    expect([first, last, over]).toEqual([1, 70, 71]);
  });
  it('names the spec’s block types without ids, in its order', () =>
    expect(BLOCK_TYPE_NAMES).toEqual([
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
    ]));
  it('lists the editor block names', () =>
    expect(EDITOR_BLOCK_NAMES).toEqual([
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
    ]));
  it('lists the slide types', () => expect(SLIDE_TYPES).toEqual(['cover-page', 'lock-screen', 'popup-overlay']));
  it('lists the gallery item media types', () =>
    expect(GALLERY_MEDIA_TYPES).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']));
});

describe('variants (spec 001 §3: ids 1000–1019; ids numbered in the spec’s order are ours)', () => {
  const rows = [
    [1000, 'gallery', 'slideshow'],
    [1001, 'gallery', 'carousel'],
    [1002, 'gallery', 'grid'],
    [1003, 'gallery', 'stack'],
    [1004, 'summary', 'wall'],
    [1005, 'summary', 'carousel'],
    [1006, 'summary', 'list'],
    [1007, 'summary', 'grid'],
    [1008, 'chart', 'bar'],
    [1009, 'chart', 'line'],
    [1010, 'chart', 'pie'],
    [1011, 'image', 'inline'],
    [1012, 'image', 'poster'],
    [1013, 'image', 'card'],
    [1014, 'image', 'overlap'],
    [1015, 'image', 'collage'],
    [1016, 'image', 'stack'],
    [1017, 'table booking', 'reservation'],
    [1018, 'table booking', 'event'],
  ] as const;
  it.each(rows)('%i is %s %s', (id, block, name) => {
    expect(variantById(id)).toEqual({ id, block, name });
    expect(variantId(block, name)).toBe(id);
    expect(isVariantId(id)).toBe(true);
  });
  it('has the 19 named variants: 4 gallery, 4 summary, 3 chart, 6 image, 2 table booking', () => {
    expect(VARIANTS).toEqual(rows.map(([id, block, name]) => ({ id, block, name })));
    const count = (b: string) => VARIANTS.filter((v) => v.block === b).length;
    expect(['gallery', 'summary', 'chart', 'image', 'table booking'].map(count)).toEqual([4, 4, 3, 6, 2]);
  });
  it('keeps 1019 in the range with no name (ours), and nothing outside it', () => {
    expect(VARIANT_IDS).toEqual({ first: 1000, last: 1019 });
    expect(isVariantId(1019)).toBe(true);
    expect(variantById(1019)).toBeUndefined();
    expect([999, 1020, '1000', 1000.5].map(isVariantId)).toEqual([false, false, false, false]);
    expect(variantById(999)).toBeUndefined();
    expect(variantId('chart', 'stack')).toBeUndefined();
    const unnamed: VariantId = 1019;
    // @ts-expect-error 1020 is not a variant id
    const over: VariantId = 1020;
    expect([unnamed, over]).toEqual([1019, 1020]);
  });
});

describe('item workflow states and their labels (spec 001 §3 "Enumerations")', () => {
  it.each([
    ['published', 1],
    ['scheduled', 2],
    ['needs review', 3],
    ['draft', 4],
    ['private', 5],
    ['deleted', 6],
  ] as const)('%s is %i', (name, id) => {
    expect(ITEM_WORKFLOW_STATES[name]).toBe(id);
    expect(itemWorkflowState(id)).toBe(name);
    expect(itemWorkflowState(name.toUpperCase().replace(' ', '_'))).toBe(name);
  });
  it('has six states; anything else is none', () => {
    expect(Object.keys(ITEM_WORKFLOW_STATES)).toHaveLength(6);
    expect([0, 7, '3', 'gone', null, '__proto__'].map(itemWorkflowState)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['needs review', 'Unsupported'],
    ['private', 'Unsupported'],
    ['deleted', 'Unsupported'],
  ] as const)('a %s product is labelled %s', (state, label) => {
    expect(t(commerce, productWorkflowLabel(state))).toBe(label);
    expect(t(commerce, productWorkflowLabel(ITEM_WORKFLOW_STATES[state]))).toBe(label);
  });
  it("labels any other value 'Unsupported'", () => {
    expect(Object.keys(PRODUCT_WORKFLOW_LABELS)).toEqual(['published', 'scheduled', 'draft']);
    expect(t(commerce, PRODUCT_WORKFLOW_OTHER_LABEL)).toBe('Unsupported');
    expect([undefined, 9, 'toString'].map(productWorkflowLabel)).toEqual(Array(3).fill('commerce.productUnsupported'));
  });
  it.each([
    ['scheduled', 'Scheduled'],
    ['needs review', 'Needs Review'],
    ['draft', 'Draft'],
    ['private', 'Private'],
  ] as const)('the editor shows a %s item as %s', (state, label) => expect(t(editor, CONTENT_STATUS_LABELS[state])).toBe(label));
  it('has the four content status labels, in the spec’s order', () =>
    expect(Object.keys(CONTENT_STATUS_LABELS)).toEqual(['scheduled', 'needs review', 'draft', 'private']));
});

describe('websites (spec 001 §3 "Enumerations"): names only, no ids shown', () => {
  it('lists the website statuses', () =>
    expect(WEBSITE_STATUSES).toEqual([
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
    ]));
  it('lists the website types', () => expect(WEBSITE_TYPES).toEqual(['classic', 'cover page', 'parking page', 'commerce', 'enterprise']));
  it('lists the overlay types', () => expect(OVERLAY_TYPES).toEqual(['cover page', 'lock screen', 'popup overlay']));
});

describe('feature flags (spec 001 §3: ids 1–68, some named as examples)', () => {
  it('has ids 1–68, just inside and outside both ends', () => {
    expect(FEATURE_FLAG_IDS).toEqual({ first: 1, last: 68 });
    expect([0, 1, 68, 69, 2.5, '2'].map(isFeatureFlagId)).toEqual([false, true, true, false, false, false]);
    const last: FeatureFlagId = 68;
    // @ts-expect-error 69 is not a feature flag id
    const over: FeatureFlagId = 69;
    expect([last, over]).toEqual([68, 69]);
  });
  it('names the examples without ids', () =>
    expect(FEATURE_FLAG_EXAMPLES).toEqual([
      'forms API',
      'orders API',
      'gift cards',
      'subscriptions',
      'point of sale',
      'Afterpay',
      'Clearpay',
      'product reviews',
    ]));
});

describe('other enumerations (spec 001 §2, §3 "Enumerations")', () => {
  it('has survey cohorts A to E', () => expect(SURVEY_COHORTS).toEqual(['A', 'B', 'C', 'D', 'E']));
  it('has the special navigation names', () => expect(SPECIAL_NAVIGATION_NAMES).toEqual(['hidden', 'member areas']));
  it("gives the connected account's link the title 'Order Now'", () => {
    expect(CONNECTED_ACCOUNT_LINK.service).toBe('food ordering'); // ours: the spec does not name the service
    expect(t(editor, CONNECTED_ACCOUNT_LINK.defaultTitle)).toBe('Order Now');
  });
  it('lists the collection views', () => expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']));
  it('lists the preview device views', () => expect(PREVIEW_DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']));
  it('lists the tweak page types; "style" is the site styles panel', () => {
    expect(TWEAK_PAGE_TYPES).toEqual(['splash page', 'lock screen', 'popup overlay', 'checkout', 'style']);
    expect(STYLE_PANEL).toBe('style');
  });
});

describe('the module', () => {
  it('invents no id: every number in it is one the spec gives or the variant numbering', () => {
    const numbers = JSON.stringify(enums).match(/\d+/g)?.map(Number) ?? [];
    const given = new Set([
      ...Object.values(ROLE),
      ...Object.values(PRODUCT_TYPES),
      ...Object.values(UNIT_SYSTEMS),
      ...Object.values(ITEM_WORKFLOW_STATES),
      ...VARIANTS.map((v) => v.id),
      1,
      70,
      1000,
      1019,
      68,
    ]);
    expect(numbers.length).toBeGreaterThan(40);
    expect(numbers.filter((n) => !given.has(n))).toEqual([]);
  });
});
