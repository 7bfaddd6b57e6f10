// The gallery panel: its design as a choice of cards, then every setting of spec 000 §3
// "Gallery block data" and "Gallery options" (the declaration, ss-gallery.settings.ts), each
// with its default, grouped as an owner looks for them.
import { useId } from 'react';
import type { FrameBlock } from '../../../src/contract/editor-frame.js';
import type { PanelProps } from '../panel.js';
import { SettingsPanel, settingsOf } from './settings-panel.js';

/** The designs (spec 000 §3 `design`; ss-gallery's doc line), one-at-a-time ones last. */
export const GALLERY_DESIGNS = [
  ['grid', 'Grid: rows of square thumbnails'],
  ['autogrid', 'Autogrid: as many columns as fit'],
  ['autocolumns', 'Autocolumns: a masonry of columns'],
  ['list', 'List: image beside its text'],
  ['slideshow', 'Slideshow: one slide at a time'],
  ['slider', 'Slider: a strip with the current slide held in place'],
  ['carousel', 'Carousel: several slides per view'],
  ['stacked', 'Stacked: slides one under another'],
] as const;

const GROUPS: [string, string[]][] = [
  [
    'Layout',
    [
      'imageAspectRatio',
      'slidesPerRow',
      'thumbnailsPerRow',
      'columnWidth',
      'rowHeight',
      'gutter',
      'padding',
      'listImageSize',
      'squareThumbs',
      'autoCrop',
      'vSize',
      'aspectRatio',
      'layout',
    ],
  ],
  ['Lightbox', ['lightbox', 'lightboxTheme']],
  [
    'Slides in motion',
    [
      'autoplay',
      'autoplayDuration',
      'transition',
      'activeAlignment',
      'activeSlideClickBehavior',
      'loop',
      'controls',
      'indicators',
      'keyboard',
      'mixedContent',
      'swipeBoundaries',
      'snapPoints',
    ],
  ],
  ['Thumbnails', ['thumbnails', 'thumbnailStripHeight', 'thumbnailStripMargin']],
  ['Titles', ['showMeta', 'showMetaOnHover', 'metaPosition']],
];

export function GalleryPanel({ block, change }: PanelProps & { block: FrameBlock }) {
  const id = useId();
  const declared = settingsOf(block.tag);
  const design = block.attributes.design ?? String(declared.design?.default ?? 'grid');
  const listed = new Set(['design', ...GROUPS.flatMap(([, names]) => names)]);
  const rest = Object.keys(declared).filter((n) => !listed.has(n));
  return (
    <>
      <fieldset className="settings designs">
        <legend>Design</legend>
        <div className="design-choices">
          {GALLERY_DESIGNS.map(([value, label]) => (
            <label key={value} className="design-choice">
              <input
                type="radio"
                name={`${id}-design`}
                value={value}
                checked={design === value}
                onChange={() => change({ kind: 'attributes', id: block.id, attributes: { design: value } })}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <p className="field-doc">Default: grid.</p>
      </fieldset>
      {GROUPS.map(([legend, names]) => (
        <SettingsPanel key={legend} block={block} change={change} legend={legend} names={names} />
      ))}
      <SettingsPanel block={block} change={change} legend="Addresses and loading" names={rest} />
    </>
  );
}
