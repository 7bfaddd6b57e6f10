// Where a block's JSON data comes from (BlockElement.dataSource), and when it is complete. A
// module of its own so that an element with no data (an overlay a service creates, a small
// widget) declares no source and bundles none of this.
import { blockDataMessages, readBlockData, type BlockDataMessages, type BlockDataResult } from '../contract/block-data.js';
import { dataComplete, whenDataComplete } from '../contract/parsed.js';

export interface DataSource {
  /** True once the block's markup is complete, and the JSON island that may follow it. */
  complete(el: Element): boolean;
  /** Calls fn once it is. */
  whenComplete(el: Element, fn: () => void): void;
  read(el: Element, messages: BlockDataMessages | undefined, wrapperNeedsData: boolean): BlockDataResult;
}

const fallback = blockDataMessages('block');

/** Every shape a published page carries a block's data in (contract/block-data.ts): its data
 * attributes, a JSON island inside or right after it, a `.sqs-block` wrapper inside it, an
 * ancestor that stores data. */
export const pageData: DataSource = {
  complete: dataComplete,
  whenComplete: whenDataComplete,
  read: (el, messages = fallback, wrapperNeedsData) => readBlockData(el, messages, wrapperNeedsData),
};

/** Its own data only: its data attributes and a JSON island inside or right after it, for a
 * block whose content holds other blocks with data of their own (the popup). */
export const ownData: DataSource = {
  ...pageData,
  read: (el, messages = fallback) => readBlockData(el, messages, false, true),
};
