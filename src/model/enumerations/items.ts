// Items and their states (spec 001 §3 "Enumerations"). Labels a person reads are message ids
// of the catalogue (i18n/en/commerce.ts, editor.ts), not text.
import type { commerce } from '../../i18n/en/commerce.js';
import type { editor } from '../../i18n/en/editor.js';
import { entryName } from './lookup.js';

/** Item workflow states and their numbers. */
export const ITEM_WORKFLOW_STATES = { published: 1, scheduled: 2, 'needs review': 3, draft: 4, private: 5, deleted: 6 } as const;
export type ItemWorkflowState = keyof typeof ITEM_WORKFLOW_STATES;

/** The state a name ('needs review', 'NEEDS_REVIEW') or a number names; undefined otherwise. */
export const itemWorkflowState = (value: unknown): ItemWorkflowState | undefined => entryName(ITEM_WORKFLOW_STATES, value);

type CommerceId = keyof typeof commerce;
type EditorId = keyof typeof editor;

/** A product's workflow label by its state (published 'Available', scheduled 'Scheduled',
 * draft 'Hidden'), as message ids of the commerce area. */
export const PRODUCT_WORKFLOW_LABELS = {
  published: 'commerce.productAvailable',
  scheduled: 'commerce.productScheduled',
  draft: 'commerce.productHidden',
} as const satisfies Partial<Record<ItemWorkflowState, CommerceId>>;

/** Every other state is labelled 'Unsupported'. */
export const PRODUCT_WORKFLOW_OTHER_LABEL = 'commerce.productUnsupported' satisfies CommerceId;

export type ProductWorkflowLabel =
  (typeof PRODUCT_WORKFLOW_LABELS)[keyof typeof PRODUCT_WORKFLOW_LABELS] | typeof PRODUCT_WORKFLOW_OTHER_LABEL;

/** The label's message id for a state given by name or number. */
export function productWorkflowLabel(state: unknown): ProductWorkflowLabel {
  const name = itemWorkflowState(state);
  return name && Object.hasOwn(PRODUCT_WORKFLOW_LABELS, name)
    ? PRODUCT_WORKFLOW_LABELS[name as keyof typeof PRODUCT_WORKFLOW_LABELS]
    : PRODUCT_WORKFLOW_OTHER_LABEL;
}

/** The editor's content status labels (Scheduled, Needs Review, Draft, Private), as message
 * ids of the editor area, by the workflow state they show. */
export const CONTENT_STATUS_LABELS = {
  scheduled: 'editor.statusScheduled',
  'needs review': 'editor.statusNeedsReview',
  draft: 'editor.statusDraft',
  private: 'editor.statusPrivate',
} as const satisfies Partial<Record<ItemWorkflowState, EditorId>>;
