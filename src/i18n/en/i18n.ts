// The catalogue's own errors (spec 000 §8 "Translation libraries raise an error when the
// instance is not initialised"; 000 §5 "Plural text must include an 'other' form"). The
// spec gives the gist of both; the texts are ours.
import type { Area } from '../format.js';

export const i18n = {
  'i18n.notInitialised': 'The translation instance is not initialised: call init() before using it.', // ours
  'i18n.pluralWithoutOther': "Message {id} of locale {locale} is plural but has no 'other' form.", // ours
  'i18n.invalidMessage': 'Message {id} of locale {locale} is neither a text nor plural forms.', // ours
} as const satisfies Area<'i18n'>;
