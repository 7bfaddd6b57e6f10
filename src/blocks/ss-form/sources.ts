// Where the form's ids and options come from (spec 001 §3 "Form submission"; real-markup.md
// "Form block"): the element's setting (its attribute or the block's JSON), else the form
// definition it renders, else the published form's markup; the first that gives one wins.
import type { BlockData } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import type { FormDefinition } from '../../model/form-definition.js';
import type { FormSettings } from './ss-form.settings.js';

type Values = SettingValues<FormSettings>;

/** The form's ids and options. */
export type Sourced = Pick<Values, 'formId' | 'collectionId' | 'objectName' | 'newsletter' | 'successRedirect' | 'submitButtonText'>;

/** Each of the form's ids and options: the setting, else the definition's, else the markup's. */
export function sourced(host: Element & Values, definition: FormDefinition | undefined, form: HTMLFormElement | undefined): Sourced {
  return {
    formId: host.formId || definition?.formId || form?.dataset.formId || '',
    collectionId: host.collectionId || definition?.collectionId || '',
    objectName: host.objectName || definition?.objectName || '',
    newsletter: host.newsletter || !!definition?.newsletter || !!form?.matches('.newsletter-form') || !!host.closest('.newsletter-block'),
    successRedirect: host.successRedirect || definition?.advanced.successRedirect || form?.dataset.successRedirect || '',
    submitButtonText: host.submitButtonText || definition?.advanced.submitButtonText || '',
  };
}

/** What the form is rendered from: the `definition` property, else block data that describes
 * the fields (the editor's shape with `build.fields` or the published island's `formFields`). */
export function definitionSource(definition: object | undefined, data: BlockData): object | undefined {
  const build = data.build as { fields?: unknown } | null | undefined;
  return definition ?? (Array.isArray(data.formFields) || Array.isArray(build?.fields) ? data : undefined);
}
