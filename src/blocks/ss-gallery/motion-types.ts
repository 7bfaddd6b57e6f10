// What the motion code (motion/, loaded when a gallery first needs it) and the gallery give
// each other. Types only: importing this file loads nothing.
import type { TemplateResult, nothing } from 'lit';
import type { FrameClock } from '../../model/tween.js';
import type { GallerySource } from './events.js';
import type { GallerySlide } from './slides.js';
import type { Stage } from './stage.js';
import type { Shown } from './layouts/track.js';
import type { GalleryLayout, LayoutResult, TrackOptions, TrackSpec } from './layouts/types.js';
import type { Boundary, TransitionName } from './transition-names.js';

export interface MotionHost {
  /** The element pointer gestures start on: the stage, around the slides. */
  readonly stageElement: HTMLElement | null;
  readonly elements: readonly HTMLElement[];
  readonly slides: readonly GallerySlide[];
  readonly layout: GalleryLayout & { track: TrackSpec };
  readonly geometry: LayoutResult;
  readonly options: TrackOptions;
  readonly index: number;
  readonly inMotion: boolean;
  /** Slides a step moves (a carousel's row). */
  readonly per: number;
  /** stacked: its transition; the strip and the carousel slide; base changes at once. */
  readonly transition: TransitionName | 'slide' | 'none';
  readonly boundaries: [Boundary, Boundary];
  readonly snap: number | null;
  /** The layout's transition time, ms. */
  readonly speed: number;
  /** False under prefers-reduced-motion and ?nomotion=true: changes are instant. */
  readonly animates: boolean;
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
  /** A new geometry: anything running stops at rest. */
  relaid(): void;
  destroy(): void;
}

/** What the chrome (meta, indicators, pause/play, thumbnails) needs of the gallery. */
export interface ChromeHost {
  readonly slides: readonly GallerySlide[];
  readonly index: number;
  readonly per: number;
  readonly shown: readonly Shown[];
  readonly geometry?: LayoutResult;
  /** The stage's width, px. */
  readonly width: number;
  readonly animates: boolean;
  readonly settings: {
    showMeta: boolean;
    showMetaOnHover: boolean;
    metaPosition: string;
    indicators: boolean;
    thumbnails: boolean;
    thumbnailStripHeight: number;
    padding: number;
  };
  readonly autoplay: { shown: boolean; paused: boolean; toggle(): void };
  goTo(index: number): void;
}

export interface Chrome {
  meta(host: ChromeHost): TemplateResult | typeof nothing;
  bar(host: ChromeHost): TemplateResult | typeof nothing;
  thumbnails(host: ChromeHost): TemplateResult | typeof nothing;
}
