// What the motion code (motion/, loaded when a gallery first needs it) and the gallery give
// each other. Types only: importing this file loads nothing.
import type { TemplateResult, nothing } from 'lit';
import type { GalleryIndex } from '../../model/gallery-index.js';
import type { FrameClock } from '../../model/tween.js';
import type { GallerySource } from './events.js';
import type { GallerySlide } from './slides.js';
import type { Stage } from './stage.js';
import type { Shown } from './layouts/track.js';
import type { GalleryLayout, LayoutResult, TrackOptions, TrackSpec } from './layouts/types.js';

export interface MotionHost {
  /** The gallery's shadow root. */
  readonly root: ShadowRoot;
  /** The element pointer gestures start on: the stage, around the slides. */
  readonly stageElement: HTMLElement | null;
  readonly elements: readonly HTMLElement[];
  readonly slides: readonly GallerySlide[];
  readonly layout: GalleryLayout & { track: TrackSpec };
  readonly geometry: LayoutResult;
  readonly options: TrackOptions;
  readonly index: number;
  readonly inMotion: boolean;
  /** The index model's rules: a carousel's groups, and where the ends are. */
  readonly model: Pick<GalleryIndex, 'groupStart' | 'within'>;
  /** Slides a step moves (a carousel's row). */
  readonly per: number;
  /** The settings the motion reads as the page wrote them (validated here, spec 000 §5). */
  readonly settings: {
    transition: string;
    swipeBoundaries: string;
    snapPoints: string;
    mixedContent: boolean;
    lightbox: boolean;
    activeSlideClickBehavior: 'next' | 'previous' | 'none' | 'halves';
  };
  /** The layout's transition time, ms. */
  readonly speed: number;
  /** False under prefers-reduced-motion and ?nomotion=true: changes are instant. */
  readonly animates: boolean;
  /** The slides displayed now, with their x. */
  readonly shown: readonly Shown[];
  /** Autoplay's time per slide, ms (ken burns zooms over it). */
  readonly dwell: number;
  /** Time for tweens and gestures; the page's unless a test sets one. */
  readonly clock?: FrameClock;
  readonly stage: Stage;
  /** The slides in view with the current one at rest, the track moved by shift px. */
  view(index: number, shift?: number): Shown[];
  /** Requests the images of these slides and those to preload after them. */
  load(view: Shown[]): void;
  setInMotion(on: boolean): void;
  step(dir: 'previous' | 'next', source: GallerySource): boolean;
  goTo(index: number, source: GallerySource): boolean;
  /** The scroll transition reached an end of the track. */
  reached(edge: 'beginning' | 'end'): void;
}

export interface Motion {
  /** Shows the change the index model just made, animated when it may be. */
  go(from: number, to: number): void;
  /** A click on the gallery, before slide activation (which it may take). */
  click(e: MouseEvent): void;
  /** A new geometry: anything running stops at rest. */
  relaid(): void;
  destroy(): void;
}

/** What the chrome (meta, indicators, pause/play, thumbnails) needs of the gallery: what
 * the motion code does, and its settings and autoplay. */
export interface ChromeHost extends Omit<MotionHost, 'settings' | 'geometry' | 'layout'> {
  readonly geometry?: LayoutResult;
  /** The stage's width, px. */
  readonly width: number;
  readonly settings: MotionHost['settings'] & {
    showMeta: boolean;
    showMetaOnHover: boolean;
    metaPosition: string;
    indicators: boolean;
    thumbnails: boolean;
    thumbnailStripHeight: number;
    padding: number;
  };
  readonly autoplay: { shown: boolean; paused: boolean; toggle(): void };
}

export interface Chrome {
  meta(host: ChromeHost): TemplateResult | typeof nothing;
  bar(host: ChromeHost): TemplateResult | typeof nothing;
  thumbnails(host: ChromeHost): TemplateResult | typeof nothing;
  /** After each render: what needs measuring (an overflowing meta overlay). */
  rendered(root: ParentNode): void;
}
