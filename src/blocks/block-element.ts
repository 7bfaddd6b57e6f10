// The base of every block: reads the block's JSON data once, before the first render, and
// fills the settings whose attributes are absent. A block whose data cannot be read is
// marked skipped (attribute `data-ss-skipped`) and leaves the page as it was.
import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { readBlockData, blockDataMessages, type BlockData, type BlockDataMessages } from '../contract/block-data.js';
import { applyBlockData, type Settings } from '../contract/settings.js';

export abstract class BlockElement extends LitElement {
  /** The block's settings (see contract/settings.ts); attributes are declared from them. */
  static settings: Settings = {};
  /** Messages logged when the block's data cannot be read. */
  static dataMessages: BlockDataMessages = blockDataMessages('block');
  /** False for blocks that load their own images (the gallery); otherwise plain published
   * `<img data-src>` inside the block go to the page's shared image loader. */
  static loadsPlainImages = true;

  /** True when the block's data could not be read. */
  @state() protected skipped = false;
  /** The block's JSON data as read from the page ({} when it has none). */
  protected blockData: BlockData = {};
  private dataRead = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.dataRead) return;
    this.dataRead = true;
    const ctor = this.constructor as typeof BlockElement;
    const result = readBlockData(this, ctor.dataMessages);
    if (result.status === 'error') {
      this.skipped = true;
      this.setAttribute('data-ss-skipped', '');
      return;
    }
    if (result.status === 'ok') {
      this.blockData = result.data;
      applyBlockData(this, ctor.settings, result.data);
    }
    if (ctor.loadsPlainImages && this.querySelector('img[data-src]')) {
      // Loaded on demand: blocks without images do not pay for the loader.
      void import('../services/image-loader.js').then(({ sharedImageLoader }) => {
        if (this.isConnected) sharedImageLoader().observe(this);
      });
    }
  }
}

/** Registers a tag once; a second registration of the same tag is skipped. */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, ctor);
}
