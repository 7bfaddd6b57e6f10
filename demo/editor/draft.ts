// The editor's bookkeeping, pure (tested in test/unit/editor/draft.test.ts): what the page in
// the frame shows now (its blocks and banner, changed live), what was last saved, and the
// draft of site settings Save sends. Reset is the difference between the two, as changes.
import type { FrameBlock, TweakChange } from '../../src/contract/editor-frame.js';
import type { SiteSettings } from './panel.js';
import type { AestheticsValues } from '../../src/model/site-aesthetics.js';

/** What the page shows: its blocks as the frame described them, and the cookie banner payload. */
export interface PageState {
  blocks: FrameBlock[];
  cookieBanner?: Record<string, unknown>;
  /** The site aesthetics beyond the template: the dirty paths' values (none: the template's). */
  aesthetics?: AestheticsValues;
  /** The site context's chrome fields (the Site panel): showAnnouncementBar, websiteSettings. */
  site?: Record<string, unknown>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The page once `change` is applied (the frame applies it the same way). */
export function applyToPage(page: PageState, change: TweakChange): PageState {
  if (change.kind === 'cookie-banner') return { ...page, cookieBanner: change.settings };
  if (change.kind === 'aesthetics') return { ...page, aesthetics: change.values };
  if (change.kind === 'site') return { ...page, site: change.context };
  return {
    ...page,
    blocks: page.blocks.map((b) => {
      if (b.id !== change.id) return b;
      if (change.kind === 'form') return { ...b, definition: change.definition };
      return { ...b, attributes: { ...b.attributes, ...change.attributes } };
    }),
  };
}

/** The saved settings once `change` is kept in them. */
export function applyToSettings(settings: SiteSettings, change: TweakChange): SiteSettings {
  if (change.kind === 'cookie-banner') return { ...settings, cookieBanner: change.settings };
  if (change.kind === 'aesthetics') return { ...settings, aesthetics: change.values };
  if (change.kind === 'site') return { ...settings, site: change.context };
  if (change.kind === 'form') return { ...settings, forms: { ...settings.forms, [change.id]: change.definition } };
  // A change with no attributes only shows an overlay (a popup's Preview): nothing to keep.
  if (!Object.keys(change.attributes).length) return settings;
  return { ...settings, blocks: { ...settings.blocks, [change.id]: { ...settings.blocks[change.id], ...change.attributes } } };
}

/** The changes that take the page from `now` back to `saved` (Reset): per block the
 * attributes that differ, a form's whole definition, the banner's whole payload. */
export function changesBetween(now: PageState, saved: PageState): TweakChange[] {
  const changes: TweakChange[] = [];
  for (const block of saved.blocks) {
    const current = now.blocks.find((b) => b.id === block.id);
    if (!current) continue;
    const attributes: Record<string, string | null> = {};
    const names = new Set([...Object.keys(block.attributes), ...Object.keys(current.attributes)]);
    for (const name of names) {
      const was = block.attributes[name] ?? null;
      if ((current.attributes[name] ?? null) !== was) attributes[name] = was;
    }
    if (Object.keys(attributes).length) changes.push({ kind: 'attributes', id: block.id, attributes });
    if (block.definition && !sameJson(block.definition, current.definition))
      changes.push({ kind: 'form', id: block.id, definition: block.definition });
  }
  if (saved.cookieBanner && !sameJson(saved.cookieBanner, now.cookieBanner))
    changes.push({ kind: 'cookie-banner', settings: saved.cookieBanner });
  // The aesthetics go back whole: the saved dirty values (none: the template's).
  if (!sameJson(saved.aesthetics ?? {}, now.aesthetics ?? {})) changes.push({ kind: 'aesthetics', values: saved.aesthetics ?? {} });
  if (saved.site && !sameJson(saved.site, now.site)) changes.push({ kind: 'site', context: saved.site });
  return changes;
}

/** Whether the draft holds anything the saved settings do not (aesthetics never saved and
 * aesthetics with no dirty path are the same: the template's). */
export const isDirty = (draft: SiteSettings, saved: SiteSettings): boolean =>
  !sameJson(
    { ...draft, savedAt: null, aesthetics: draft.aesthetics ?? {} },
    { ...saved, savedAt: null, aesthetics: saved.aesthetics ?? {} },
  );
