// Where a block's JSON data comes from (BlockElement.dataSource), and its reading: waiting for
// the block's markup, reading the data (again once a streaming block's markup is complete),
// skipping a block whose data cannot be read, filling the settings its attributes leave open,
// handing plain published images to the loader. A module of its own, so an element with no
// data (an overlay a service creates, a small widget) declares no source and bundles none of it.
import { blockDataMessages, readBlockData, type BlockData } from '../contract/block-data.js';
import { dataComplete, whenDataComplete } from '../contract/parsed.js';
import { applyBlockData, type Setting } from '../contract/settings.js';
import type { BlockElement } from './block-element.js';

/** A block's reader, called by BlockElement before Lit's own callbacks. */
export interface BlockReader {
  /** On each connection. False while the block waits for its markup: the reader connects it
   * again once the markup is complete. */
  connect(): boolean;
  /** On each disconnection. False when the block never connected as far as Lit knows (it was
   * waiting for its markup). */
  disconnect(): boolean;
}

/** Makes a block's reader. */
export type DataSource = (block: BlockElement) => BlockReader;

/** BlockElement's protected state and hooks, which its reader fills and calls: the reader is
 * part of the base, in a module of its own. */
interface Reading {
  skipped: boolean;
  blockData: BlockData;
  streaming: boolean;
  awaitingMarkup: boolean;
  streamed(): void;
  streamEnded(): void;
}

const fallback = blockDataMessages('block');

function reader(el: BlockElement, ownOnly: boolean): BlockReader {
  const block = el as unknown as Reading;
  const options = el.constructor as typeof BlockElement;
  let read = false;
  let observer: MutationObserver | undefined;

  const observe = () => {
    observer ??= new MutationObserver(() => block.streamed());
    observer.observe(el, { childList: true, subtree: true });
  };

  const readData = (): boolean => {
    const result = readBlockData(el, options.dataMessages ?? fallback, options.wrapperNeedsData, ownOnly);
    if (result.status === 'error') {
      block.skipped = true;
      el.setAttribute('data-ss-skipped', '');
    } else if (result.status === 'ok') {
      block.blockData = result.data;
      applyBlockData(el, options.settings, result.data);
    }
    return result.status !== 'error';
  };

  // Plain published images go to the page's loader while the block is in the page, and
  // leave it when the block does: the loader would otherwise keep them, and the block.
  let imageLoader: Promise<typeof import('../services/image-loader.js')> | undefined;
  // Whichever the block is once the loader is there: in the page, or out of it.
  const handImages = () => void imageLoader?.then((m) => m.sharedImageLoader()[el.isConnected ? 'observe' : 'unobserve'](el));

  const endStream = () => {
    observer?.disconnect();
    observer = undefined;
    block.streaming = false;
    if (!el.isConnected) return;
    readData();
    block.streamEnded();
  };

  return {
    connect() {
      if (!read) {
        if (!options.streams && !dataComplete(el)) {
          if (!block.awaitingMarkup) {
            block.awaitingMarkup = true;
            whenDataComplete(el, () => {
              // Connected meanwhile where the markup was complete: it did not wait.
              if (!block.awaitingMarkup) return;
              block.awaitingMarkup = false;
              if (el.isConnected) el.connectedCallback();
            });
          }
          return false;
        }
        block.awaitingMarkup = false;
        read = true;
        if (readData()) {
          if (!dataComplete(el)) {
            block.streaming = true;
            observe();
            whenDataComplete(el, endStream);
          }
          // Loaded on demand: blocks without images do not pay for the loader.
          if (options.loadsPlainImages && el.querySelector('img[data-src]')) imageLoader = import('../services/image-loader.js');
        }
        // Put back while the page still loads: it goes on streaming.
      } else if (block.streaming) observe();
      handImages();
      return true;
    },
    disconnect() {
      observer?.disconnect();
      handImages();
      return read;
    },
  };
}

/** Every shape a published page carries a block's data in (contract/block-data.ts): its data
 * attributes, a JSON island inside or right after it, a `.sqs-block` wrapper inside it, an
 * ancestor that stores data. */
export const pageData: DataSource = (block) => reader(block, false);

/** Its own data only: its data attributes and a JSON island inside or right after it, for a
 * block whose content holds other blocks with data of their own (the popup). */
export const ownData: DataSource = (block) => reader(block, true);

/** True when the page sets `s` itself, by the block's attribute or in its data; hints the
 * published markup carries (a real page's data-* flags, a marked tab) then give way. */
export function given(block: BlockElement, s: Setting<unknown>): boolean {
  return block.hasAttribute(s.attribute) || s.keys.some((k) => (block as unknown as Reading).blockData[k] != null);
}
