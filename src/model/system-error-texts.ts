// The system error overlay's texts (spec 001 §8 "System error overlay"), where both the
// overlay and the services (the data layer's default status text) can import them. They
// move to the message catalogue (src/i18n/) when it lands; importers then change one line.

/** The network variant's default text; also the data layer's default status message. */
export const UNABLE_TO_CONNECT = 'Unable to connect to the provider. Please try again.';
export const CLEANED_TITLE = 'Something Went Wrong!';
export const CLEANED_TEXT = 'An unexpected error occurred. The exception was logged so it can be looked into.';
export const RELOAD_LABEL = 'Reload Page';
export const CLEAR_LABEL = 'Clear';
