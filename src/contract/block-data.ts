// Reads a block's JSON data from every shape a published page carries it in
// (spec 000 §3 "Gallery block data"; the spec folder's real-markup.md).
import { t } from '../i18n/translator.js';
import { blockData } from '../i18n/en/block-data.js';

export type BlockData = Record<string, unknown>;

export type BlockDataResult = { status: 'none' } | { status: 'ok'; data: BlockData; source: string } | { status: 'error'; message: string };

/** Attributes that carry a block's JSON, the spec's own name first. */
export const JSON_ATTRIBUTES = ['data-block-json', 'data-props', 'data-context'] as const;

/** A JSON island: the block data newer pages put inside or right after a block. */
export const ISLAND = 'script[type="application/json"]';

function ownSource(el: Element): [string, string] | undefined {
  for (const name of JSON_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value !== null) return [name, value];
  }
  return undefined;
}

/** A classic published block wrapper (`div.sqs-block`) placed inside the element. */
const publishedWrapper = (el: Element): Element | null => el.querySelector(':scope > .sqs-block, :scope > * > .sqs-block');

/** The JSON text and where it came from, by precedence: the element's own attributes, a
 * JSON island inside it or right after it, then (unless `ownOnly`) a classic `div.sqs-block`
 * wrapper inside it and the nearest ancestor that stores block data. */
function findSource(el: Element, ownOnly: boolean): [string, string] | undefined {
  const own = ownSource(el);
  if (own) return own;
  const island = el.querySelector(`:scope > ${ISLAND}`) ?? (el.nextElementSibling?.matches(ISLAND) ? el.nextElementSibling : null);
  if (island) return ['json island', island.textContent ?? ''];
  if (ownOnly) return undefined;
  const wrapper = publishedWrapper(el);
  const inner = wrapper && ownSource(wrapper);
  if (inner) return [`.sqs-block ${inner[0]}`, inner[1]];
  const ancestor = el.parentElement?.closest(JSON_ATTRIBUTES.map((a) => `[${a}]`).join(','));
  const stored = ancestor && ownSource(ancestor);
  return stored ? [`ancestor ${stored[0]}`, stored[1]] : undefined;
}

/** What is logged when a block's data cannot be read, in the current locale. */
export interface BlockDataMessages {
  /** The JSON cannot be parsed, e.g. 'Error decoding gallery block data.' */
  decode: () => string;
  /** It parses to something other than an object, e.g. 'Error evaluating gallery block data.' */
  evaluate: () => string;
}

/** The messages of a block (spec 000 §8 gives the gallery's; the others follow them). */
export function blockDataMessages(block: string): BlockDataMessages {
  return {
    decode: () => t(blockData, 'blockData.decodeError', { block }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block }),
  };
}

/** Reads and parses the block's data. Missing data is `none`; an empty or unparsable
 * attribute is an `error` whose message has already been logged with console.error.
 * `wrapperNeedsData`: a published `.sqs-block` wrapper inside the element without any data
 * is an error too (spec 000 §5: a missing gallery data attribute is logged and the block
 * skipped); an element configured by its own attributes needs no JSON. `ownOnly`: only the
 * element's own data, for a block whose content may hold other blocks with theirs. */
export function readBlockData(el: Element, messages: BlockDataMessages, wrapperNeedsData = false, ownOnly = false): BlockDataResult {
  const found = findSource(el, ownOnly);
  if (!found) {
    const wrapper = wrapperNeedsData ? publishedWrapper(el) : null;
    if (!wrapper) return { status: 'none' };
    const message = messages.decode();
    console.error(message, { element: el, source: '.sqs-block without data-block-json' });
    return { status: 'error', message };
  }
  const [source, text] = found;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const message = messages.decode();
    console.error(message, { element: el, source, cause });
    return { status: 'error', message };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = messages.evaluate();
    console.error(message, { element: el, source, value });
    return { status: 'error', message };
  }
  return { status: 'ok', data: value as BlockData, source };
}
