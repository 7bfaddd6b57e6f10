// Where the form's ids and options come from (spec 001 §3 "Form submission"; real-markup.md
// "Form block"): the element's setting (its attribute or the block's JSON), else the form
// definition it renders, else the published form's markup; the first that gives one wins.
import type { BlockData } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import type { FormDefinition } from '../../model/form-definition.js';
import { isPlainObject } from '../../model/plain-object.js';
import type { FormSettings } from './ss-form.settings.js';

type Values = SettingValues<FormSettings>;

const FROM_DEFINITION = {
  formId: (d) => d.formId,
  collectionId: (d) => d.collectionId,
  objectName: (d) => d.objectName,
  newsletter: (d) => d.newsletter,
  successRedirect: (d) => d.advanced.successRedirect,
  submitButtonText: (d) => d.advanced.submitButtonText,
} satisfies { [K in keyof Values]?: (d: FormDefinition) => Values[K] };

export type Sourced = keyof typeof FROM_DEFINITION;

// A rendered form carries its definition's values in the same places, so the markup adds
// nothing to a definition that gives one.
const FROM_MARKUP: { [K in Sourced]?: (form: HTMLFormElement | undefined, host: Element) => Values[K] | undefined } = {
  formId: (form) => form?.dataset.formId,
  successRedirect: (form) => form?.dataset.successRedirect,
  newsletter: (form, host) => !!form?.matches('.newsletter-form') || !!host.closest('.newsletter-block'),
};

export interface Sources {
  /** The element, with its settings. */
  host: Element & Values;
  /** The definition it renders, if it renders one. */
  definition?: FormDefinition;
  /** The form in its markup, once found. */
  form?: HTMLFormElement;
}

/** The value of `name`: the setting, else the definition's, else the markup's, else the
 * setting's default (an empty text, false). */
export function sourced<K extends Sourced>(name: K, { host, definition, form }: Sources): Values[K] {
  return (host[name] || (definition && FROM_DEFINITION[name](definition)) || FROM_MARKUP[name]?.(form, host) || host[name]) as Values[K];
}

/** What the form is rendered from: the `definition` property, else block data that describes
 * the fields (the editor's shape with `build.fields` or the published island's `formFields`). */
export function definitionSource(definition: object | undefined, data: BlockData): object | undefined {
  return (
    definition ?? (Array.isArray(data.formFields) || (isPlainObject(data.build) && Array.isArray(data.build.fields)) ? data : undefined)
  );
}
