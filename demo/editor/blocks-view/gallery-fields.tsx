// The Blocks view's gallery settings: their state as one object, the fields that edit it, and
// the props it gives the gallery element.
import { Checkboxes } from './checkboxes.js';

const DESIGNS = ['grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'slideshow', 'slider', 'carousel', 'stacked'];
const ONE_AT_A_TIME = ['slideshow', 'slider', 'carousel', 'stacked'];
const TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll'];
const ALIGNMENTS = ['left', 'center', 'right'] as const;
const META_POSITIONS = ['top-left', 'top', 'top-right', 'center', 'bottom-left', 'bottom', 'bottom-right'] as const;
const CLICKS = ['next', 'previous', 'none', 'halves'] as const;

export const GALLERY_START = {
  design: 'grid',
  lightbox: true,
  transition: 'fade',
  alignment: 'center' as (typeof ALIGNMENTS)[number],
  vSize: 10,
  click: 'next' as (typeof CLICKS)[number],
  loop: true,
  autoplay: false,
  indicators: true,
  thumbnails: false,
  showMeta: true,
  metaPosition: 'bottom-left' as (typeof META_POSITIONS)[number],
};
export type GallerySettings = typeof GALLERY_START;

interface FieldsProps {
  value: GallerySettings;
  onChange: (change: Partial<GallerySettings>) => void;
}

/** The gallery's own settings, as the element takes them (autorows is a layout, not a design). */
export const galleryProps = (g: GallerySettings) => ({
  ...(g.design === 'autorows' ? { layout: 'autorows' } : { design: g.design }),
  lightbox: g.lightbox,
  transition: g.transition,
  activeAlignment: ({ left: 'start', center: 'middle', right: 'end' } as const)[g.alignment],
  vSize: g.vSize,
  activeSlideClickBehavior: g.click,
  loop: g.loop,
  autoplay: g.autoplay,
  indicators: g.indicators,
  thumbnails: g.thumbnails,
  showMeta: g.showMeta,
  metaPosition: g.metaPosition,
});

export function GalleryFields({ value, onChange }: FieldsProps) {
  return (
    <fieldset>
      <legend>Gallery</legend>
      <label>
        Design
        <select value={value.design} onChange={(e) => onChange({ design: e.target.value })}>
          {DESIGNS.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={value.lightbox} onChange={(e) => onChange({ lightbox: e.target.checked })} />
        Lightbox on click
      </label>
    </fieldset>
  );
}

const FLAGS = [
  ['loop', 'Loop'],
  ['autoplay', 'Autoplay'],
  ['indicators', 'Indicators'],
  ['thumbnails', 'Thumbnails'],
  ['showMeta', 'Titles over the slide'],
] as const;

/** The settings of the designs that show one slide (or row) at a time. */
export function OneAtATimeFields({ value, onChange }: FieldsProps) {
  const { design } = value;
  return (
    <fieldset disabled={!ONE_AT_A_TIME.includes(design)}>
      <legend>One at a time</legend>
      <label>
        Transition (slideshow)
        <select value={value.transition} disabled={design !== 'slideshow'} onChange={(e) => onChange({ transition: e.target.value })}>
          {TRANSITIONS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        Alignment (slider)
        <select
          value={value.alignment}
          disabled={design !== 'slider'}
          onChange={(e) => onChange({ alignment: e.target.value as GallerySettings['alignment'] })}
        >
          {ALIGNMENTS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      <label>
        Height (slider, v-size)
        <input
          type="number"
          min={2}
          max={20}
          value={value.vSize}
          disabled={design !== 'slider'}
          onChange={(e) => onChange({ vSize: Number(e.target.value) || 10 })}
        />
      </label>
      <label>
        Click on the slide
        <select value={value.click} onChange={(e) => onChange({ click: e.target.value as GallerySettings['click'] })}>
          {CLICKS.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <Checkboxes flags={FLAGS} value={value} onChange={onChange} />
      <label>
        Title position
        <select value={value.metaPosition} onChange={(e) => onChange({ metaPosition: e.target.value as GallerySettings['metaPosition'] })}>
          {META_POSITIONS.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
