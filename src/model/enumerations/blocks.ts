// Blocks (spec 001 §3 "Block types and variants").
import { inRange, type IdRange } from './range.js';

/** Block type ids run 1–70; the spec names some types but gives none of them its id. */
export const BLOCK_TYPE_IDS = { first: 1, last: 70 } as const;
export type BlockTypeId = IdRange<1, 70>;
export const isBlockTypeId = inRange<BlockTypeId>(1, 70);

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
export const isVariantId = inRange<VariantId>(1000, 1019);

/** The variant an id names; undefined for 1019 and for anything outside the range. */
export const variantById = (id: unknown): Variant | undefined => VARIANTS.find((v) => v.id === id);

/** The id of a block's variant, e.g. `variantId('image', 'poster')`; undefined when the
 * block has no variant of that name. */
export const variantId = (block: VariantBlock, name: string): Variant['id'] | undefined =>
  VARIANTS.find((v) => v.block === block && v.name === name)?.id;

/** Gallery item media types. */
export const GALLERY_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];
