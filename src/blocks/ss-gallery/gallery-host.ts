// What the motion code, the chrome (motion-types.ts) and slide activation (activation.ts) get
// of the gallery: read through to its parts when asked, so none of it is the element's API.
import type { GalleryIndex } from '../../model/gallery-index.js';
import type { ActivationHost } from './activation.js';
import type { GalleryEdgeDetail, GalleryEventMap, GallerySource } from './events.js';
import type { AutoplayChunk } from './autoplay-chunk.js';
import type { IndexChanges } from './index-changes.js';
import type { LayoutPass } from './layout-pass.js';
import type { Shown } from './layouts/track.js';
import type { GalleryLayout, LayoutResult, TrackSpec } from './layouts/types.js';
import { STACKED_SPEED } from './layouts/stacked.js';
import { STRIP_SPEED } from './layouts/strip.js';
import type { ChromeHost, MotionHost } from './motion-types.js';
import type { BlockState, SlideIntake } from './slide-intake.js';
import type { SsGallery } from './ss-gallery.element.js';
import type { TrackView } from './track-view.js';
import { emit } from '../element-helpers.js';

export class GalleryHost implements MotionHost, ChromeHost, ActivationHost {
  constructor(
    private readonly gallery: SsGallery,
    private readonly block: BlockState,
    private readonly indexModel: GalleryIndex,
    private readonly changes: IndexChanges,
    private readonly intake: SlideIntake,
    private readonly pass: LayoutPass,
    private readonly track: TrackView,
    private readonly autoplayer: AutoplayChunk,
  ) {}

  get autoplay(): ChromeHost['autoplay'] {
    return this.autoplayer;
  }

  get root(): ShadowRoot {
    return this.gallery.renderRoot as ShadowRoot;
  }

  get stageElement(): HTMLElement | null {
    return this.gallery.renderRoot?.querySelector<HTMLElement>('.stage') ?? null;
  }

  get settings(): SsGallery {
    return this.gallery;
  }

  get elements(): readonly HTMLElement[] {
    return this.intake.elements;
  }

  get slides() {
    return this.intake.slides;
  }

  get lightControls(): readonly HTMLElement[] {
    return this.intake.lightControls;
  }

  get lightbox(): boolean {
    return this.gallery.lightbox;
  }

  get newWindow(): boolean {
    return this.gallery.newWindow;
  }

  get skipped(): boolean {
    return this.block.skipped();
  }

  get layout(): GalleryLayout & { track: TrackSpec } {
    return this.pass.drawn as GalleryLayout & { track: TrackSpec };
  }

  get geometry(): LayoutResult {
    return this.gallery.geometry!;
  }

  get width(): number {
    return this.pass.width;
  }

  get per(): number {
    return this.pass.per;
  }

  get speed(): number {
    return this.pass.drawn?.name === 'stacked' ? STACKED_SPEED : STRIP_SPEED;
  }

  get model(): MotionHost['model'] {
    return this.indexModel;
  }

  get index(): number {
    return this.indexModel.currentIndex;
  }

  get inMotion(): boolean {
    return this.indexModel.inMotion;
  }

  setInMotion(on: boolean): void {
    this.indexModel.inMotion = on;
    this.gallery.requestUpdate();
  }

  get animates(): boolean {
    return this.autoplayer.animates;
  }

  get dwell(): number {
    return this.autoplayer.settings.timeout;
  }

  get clock() {
    return this.gallery.clock;
  }

  get stage() {
    return this.track.stage;
  }

  get shown(): readonly Shown[] {
    return this.track.stage.shown;
  }

  get options() {
    return this.track.options;
  }

  view(index: number, shift?: number): Shown[] {
    return this.track.viewAt(index, shift);
  }

  load(view: Shown[]): void {
    this.track.load(view);
  }

  step(dir: 'previous' | 'next', source: GallerySource): boolean {
    return this.changes.step(dir, source);
  }

  goTo(index: number, source: GallerySource): boolean {
    return this.changes.goTo(index, source);
  }

  reached(edge: 'beginning' | 'end'): void {
    emit<GalleryEdgeDetail>(this.gallery, edge === 'end' ? 'ss-gallery-reached-end' : 'ss-gallery-reached-beginning', {
      index: this.indexModel.currentIndex,
    });
  }

  fire<K extends 'ss-gallery-click-through' | 'ss-gallery-lightbox-open'>(type: K, detail: GalleryEventMap[K]['detail']): boolean {
    return emit(this.gallery, type, detail, true);
  }
}
