// Index changes made on behalf of someone (spec 000 §4 "Gallery index"): the index model
// decides whether a change happens; this remembers who asked, so that the change event can
// say so. A change nobody here asked for comes from a linked gallery syncing this one.
import type { GalleryIndex } from '../../model/gallery-index.js';
import type { GallerySource } from './events.js';

export class IndexChanges {
  /** Who is changing the index now. */
  source: GallerySource = 'linked';

  /** per: the slides one step moves (a carousel's row, else 1). */
  constructor(
    private readonly model: GalleryIndex,
    private readonly per: () => number,
  ) {}

  step(dir: 'previous' | 'next', source: GallerySource): boolean {
    const per = this.per();
    return this.as(source, () => (dir === 'next' ? this.model.next(per) : this.model.previous(per)));
  }

  /** Makes index (normalised) current; false when rejected or already current. */
  goTo(index: number, source: GallerySource): boolean {
    return this.as(source, () => this.model.setIndex(index));
  }

  /** Runs a change on behalf of source. */
  as<T>(source: GallerySource, fn: () => T): T {
    this.source = source;
    try {
      return fn();
    } finally {
      this.source = 'linked';
    }
  }
}
