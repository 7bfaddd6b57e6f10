// The package's main entry and the CDN bundle: registers every element and exposes the
// page-level services and the page contract.
import './blocks/ss-accordion/ss-accordion.js';
import './blocks/ss-form/ss-form.js';
import './blocks/ss-gallery/ss-gallery.js';
import './blocks/ss-lightbox/ss-lightbox.js';
import './blocks/ss-menu/ss-menu.js';
import './blocks/ss-system-error/ss-system-error.js';

export { SsAccordion } from './blocks/ss-accordion/ss-accordion.js';
export { SsForm } from './blocks/ss-form/ss-form.js';
export type { SsFormState, SsFormSubmitDetail, SsFormSuccessDetail, SsFormInvalidDetail, SsFormFailureDetail, FormValue } from './blocks/ss-form/ss-form.js';
export { parseDefinition, editableProperties, EDITABLE_PROPERTIES, FIELD_TYPES, HIDDEN_PLACEHOLDER, LIKERT_ANSWERS } from './model/form-definition.js';
export type { FormDefinition, FormField, FieldType, DefinitionProblem, EditableProperty } from './model/form-definition.js';
export { displayValue } from './blocks/ss-form/values.js';
export { SsGallery } from './blocks/ss-gallery/ss-gallery.js';
export { SsLightbox } from './blocks/ss-lightbox/ss-lightbox.js';
export { SsMenu } from './blocks/ss-menu/ss-menu.js';
export { SsSystemError } from './blocks/ss-system-error/ss-system-error.js';
export * from './contract/index.js';
export { request, get, post, put, del, configureDataLayer, DataLayerError } from './services/data-layer.js';
export type { RequestOptions, Method, DataLayerErrorKind } from './services/data-layer.js';
export { showSystemError, hideSystemError, setSystemErrorPresenter } from './services/system-error.js';
export type { SystemErrorDetail, SystemErrorPresenter } from './services/system-error.js';
export { lightbox, setLightboxPresenter } from './services/lightbox.js';
export type { LightboxItem, LightboxOptions, LightboxPresenter, LightboxSource } from './services/lightbox.js';
export { registerDialog, onUnhandledEscape, MODAL_BASE_Z_INDEX } from './services/dialog-stack.js';
export type { StackedDialog, DialogRegistration, UnhandledEscapeHandler } from './services/dialog-stack.js';
export { DialogController } from './controllers/dialog-controller.js';
export type { DialogControllerOptions } from './controllers/dialog-controller.js';
export { readCrumb, storeCrumb } from './services/crumb.js';
export { formSubmissionKey, saveFormSubmission, recordFormRender, recordSubscribe } from './services/forms.js';
export type { FormSubmission, PageFields } from './services/forms.js';
export { ImageLoader, loadImage, readImageSettings, reserveBox, sharedImageLoader } from './services/image-loader.js';
export { setLocale, currentLocale, registerMessages, onLocaleChange } from './i18n/translator.js';
export type { Messages, MessageId } from './i18n/catalogue.js';
