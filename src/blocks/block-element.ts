// The base of every element: applies its declared settings (defaults, then attributes) and,
// for a block with a data source, reads the block's JSON data once, before the first render,
// and fills the settings whose attributes are absent. A block whose data cannot be read is
// marked skipped (attribute `data-ss-skipped`) and leaves the page as it was. An element with
// no data source (the overlays services create, small widgets) reads nothing, waits for
// nothing, and renders as soon as it is connected.
import { LitElement, type PropertyDeclarations } from 'lit';
import type { BlockData, BlockDataMessages } from '../contract/block-data.js';
import { defaults, type Settings } from '../contract/settings.js';
import type { BlockReader, DataSource } from './block-data-source.js';

export abstract class BlockElement extends LitElement {
  /** The block's settings, declared once (contract/settings.ts): each subclass declares its
   * Lit properties from them (`settingProperties`), gets their defaults here, and their
   * types by interface merging with `SettingValues`. */
  static settings: Settings = {};
  /** Where the block's JSON data is read from (blocks/block-data-source.ts): `pageData` for a
   * published block, `ownData` for one whose content holds other blocks; none, no data. */
  static dataSource?: DataSource;
  /** Messages logged when the block's data cannot be read (default: the generic block's). */
  static dataMessages?: BlockDataMessages;
  /** A published `.sqs-block` wrapper inside the block must carry its data (the gallery:
   * spec 000 §5); otherwise the block is skipped. Unset: it need not. */
  static wrapperNeedsData?: boolean;
  /** False for blocks that load their own images (the gallery); otherwise plain published
   * `<img data-src>` inside the block go to the page's shared image loader. */
  static loadsPlainImages = true;
  /** @internal Reactive properties are declared in plain `static properties`, not with
   * decorators: Lit's decorator code and esbuild's per-module decorator helper would add
   * ~0.4 kB gz to every page. */
  static override properties: PropertyDeclarations = { skipped: { state: true } };

  /** Blocks upgraded while the page loads wait for their markup to be complete (their end
   * tag, and a JSON island right after them) before they read their data and render. A
   * streaming block (the gallery) starts with its first children instead: `streamed()` is
   * called as the parser adds more, and `streamEnded()` once the markup is complete and the
   * data read again (an island after it may take precedence). Unset: the block waits. */
  static streams?: boolean;

  /** True when the block's data could not be read. */
  protected skipped = false;
  /** The block's JSON data as read from the page ({} when it has none). */
  protected blockData: BlockData = {};
  /** A streaming block upgraded before its end tag: the parser is still adding children. */
  protected streaming = false;
  /** Connected, but waiting for the parser to finish the block's markup: subclasses'
   * connectedCallback returns after super's while this is true. */
  protected awaitingMarkup = false;
  /** Reads the block's data into the fields above (block-data-source.ts). */
  private readonly reader?: BlockReader;

  constructor() {
    super();
    const ctor = this.constructor as typeof BlockElement;
    Object.assign(this, defaults(ctor.settings));
    this.reader = ctor.dataSource?.(this);
  }

  override connectedCallback(): void {
    if (this.reader?.connect() === false) return;
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    if (this.reader?.disconnect() === false) return;
    super.disconnectedCallback();
  }

  /** The parser added children to a streaming block (nested ones too). */
  protected streamed(): void {}

  /** A streaming block's markup is complete and its data read again. */
  protected streamEnded(): void {}
}
