// The message catalogue: one typed id space over the English areas in ./en/, one function
// that fills `{placeholder}`s, plural forms chosen by Intl.PluralRules, locales registered
// and switched at run time with a fallback to English.
//
//   import { t } from '…/i18n/index.js';
//   import { form } from '…/i18n/en/form.js';
//   t(form, 'form.submitting'); // 'Submitting…'
export {
  Translator,
  TranslationError,
  translator,
  t,
  setLocale,
  currentLocale,
  registerMessages,
  onLocaleChange,
  type LocaleListener,
  type TranslatorOptions,
  type TranslationErrorCode,
} from './translator.js';
export {
  fill,
  placeholders,
  pluralText,
  isPlural,
  type Area,
  type Message,
  type ParamValue,
  type PluralForms,
  type PluralCategory,
} from './format.js';
export type { English, MessageId, MessageParams, Messages, Placeholders, Checked } from './catalogue.js';
