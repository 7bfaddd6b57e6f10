// The package's main entry: every element (registered on import), every page-level service
// and the page contract. The telemetry (its starts, the census, analytics, error reporting and
// the outbox's count) loads on the first call (services/telemetry-on-demand.ts), web-vitals
// with the performance client: a page that never starts them does not load them; its modules
// (`ss-blocks/services/telemetry`, …) export the same functions to import up front. So do the
// two overlays the services show, the confirmation and the system error: they are defined when
// a service first shows one, or once one is in the document (overlays-on-demand.ts). The
// single CDN file (cdn.ts) is this entry and the page's start.
// The elements' order is the single CDN file's module order (rollup.config.mjs): the small
// elements, then the overlays, then the media blocks, so that code alike sits within gzip's
// 32 kB window (about 0.85 kB gz less than in name order). Each element works whichever is
// defined first, as with the autoloader. First of all: a later copy of the library on the
// page defines none of them (one-copy.ts).
import './one-copy.js';
import './overlays-on-demand.js';
import './blocks/ss-accordion/ss-accordion.js';
import './blocks/ss-menu/ss-menu.js';
import './blocks/ss-member-pricing/ss-member-pricing.js';
import './blocks/ss-tooltip/ss-tooltip.js';
import './blocks/ss-relative-time/ss-relative-time.js';
import './blocks/ss-announcement-bar/ss-announcement-bar.js';
import './blocks/ss-product-price/ss-product-price.js';
import './blocks/ss-cart-indicator/ss-cart-indicator.js';
import './blocks/ss-cookie-banner/ss-cookie-banner.js';
import './blocks/ss-popup/ss-popup.js';
import './blocks/ss-booking/ss-booking.js';
import './blocks/ss-map/ss-map.js';
import './blocks/ss-form/ss-form.js';
import './blocks/ss-gallery/ss-gallery.js';
import './blocks/ss-lightbox/ss-lightbox.js';
import './blocks/ss-video/ss-video.js';

export { SsAccordion } from './blocks/ss-accordion/ss-accordion.js';
// The two overlays the services show are defined on use (below): their classes are types here,
// and values (with `CONFIRM_STYLES`) from their own entries (`ss-blocks/blocks/ss-confirm`, …).
export type { SsConfirm } from './blocks/ss-confirm/ss-confirm.js';
export type { SsConfirmCloseDetail, SsConfirmCloseEvent, ConfirmStyle, ConfirmPosition } from './blocks/ss-confirm/ss-confirm.js';
export { confirm, alert, information } from './services/confirm.js';
export type { ConfirmOptions, ConfirmResult, ConfirmStyleOption } from './services/confirm.js';
export { SsBooking, allowBookingHost } from './blocks/ss-booking/ss-booking.js';
// The hosts a page allows are set with ss-blocks/services/script-hosts (allowScriptHosts),
// fetched on demand, not carried by every page of the single file.
export { PARTNER_HOSTS } from './model/partner-hosts.js';
export type { SsBookingLoadDetail, SsBookingState } from './blocks/ss-booking/ss-booking.js';
export { loadScript, loadStylesheet, SCRIPT_TIMEOUT_MS, ScriptError } from './services/scripts.js';
export type { ScriptFailure } from './services/scripts.js';
export { SsCookieBanner } from './blocks/ss-cookie-banner/ss-cookie-banner.js';
export type { SsCookieBannerChoiceDetail } from './blocks/ss-cookie-banner/ss-cookie-banner.js';
export { bannerSettings, payloadToUi, uiToPayload } from './model/cookie-settings.js';
export type { BannerSettings, CookieSettingsUi } from './model/cookie-settings.js';
export { SsForm } from './blocks/ss-form/ss-form.js';
export type {
  SsFormState,
  SsFormSubmitDetail,
  SsFormSuccessDetail,
  SsFormInvalidDetail,
  SsFormFailureDetail,
  FormValue,
} from './blocks/ss-form/ss-form.js';
export {
  parseDefinition,
  editableProperties,
  EDITABLE_PROPERTIES,
  FIELD_TYPES,
  HIDDEN_PLACEHOLDER,
  LIKERT_ANSWERS,
} from './model/form-definition.js';
export type { FormDefinition, FormField, FieldType, DefinitionProblem, EditableProperty } from './model/form-definition.js';
export { displayValue } from './blocks/ss-form/values.js';
export { SsGallery } from './blocks/ss-gallery/ss-gallery.js';
export { SsLightbox } from './blocks/ss-lightbox/ss-lightbox.js';
export { SsMap, MAP_STYLES, styleId, styleName } from './blocks/ss-map/ss-map.js';
export type { SsMapFallbackDetail, SsMapMarkerMoveDetail, SsMapState, MapStyleName } from './blocks/ss-map/ss-map.js';
export { loadMaps, mapsSettings, resetMapsLoader, MapsError, MAPS_SCRIPT, MAPS_PAGE, MAPS_TIMEOUT_MS } from './services/maps.js';
export type { MapsApi, MapsFailure, MapsLoadOptions } from './services/maps.js';
export { SsMemberPricing } from './blocks/ss-member-pricing/ss-member-pricing.js';
export type { SsMemberPricingChangeDetail } from './blocks/ss-member-pricing/ss-member-pricing.js';
export { SsMenu } from './blocks/ss-menu/ss-menu.js';
export { SsRelativeTime } from './blocks/ss-relative-time/ss-relative-time.js';
export { SsAnnouncementBar, ANNOUNCEMENT_CLOSED_KEY } from './blocks/ss-announcement-bar/ss-announcement-bar.js';
export type { SsAnnouncementBarCloseEvent } from './blocks/ss-announcement-bar/ss-announcement-bar.js';
export { SsProductPrice } from './blocks/ss-product-price/ss-product-price.js';
export { SsCartIndicator } from './blocks/ss-cart-indicator/ss-cart-indicator.js';
export { addToCart, cartConfig, cartState, onCartChange, removeFromCart, setCartQuantity, syncCart, CartError } from './services/cart.js';
export type { Cart, CartState } from './services/cart.js';
export {
  SsPopup,
  POPUP_POSITIONS,
  POPUP_STYLES,
  POPUP_STORAGE_KEYS,
  clearPopupRecord,
  readPopupRecord,
} from './blocks/ss-popup/ss-popup.js';
export type { SsPopupCloseDetail, SsPopupState, PopupPosition, PopupStyle, PopupRecord, PopupVerdict } from './blocks/ss-popup/ss-popup.js';
export type { SsSystemError } from './blocks/ss-system-error/ss-system-error.js';
export { SsTooltip } from './blocks/ss-tooltip/ss-tooltip.js';
export type { SsTooltipToggleDetail, TooltipSource } from './blocks/ss-tooltip/ss-tooltip.js';
export { SsVideo, allowVideoHost } from './blocks/ss-video/ss-video.js';
export type { SsVideoPlayDetail, SsVideoPauseDetail, ProviderKind } from './blocks/ss-video/ss-video.js';
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
export { choice, mayTrack, onChoice, setChoice, whenTrackingAllowed, CONSENT_COOKIE } from './services/consent.js';
export type { Choice } from './services/consent.js';
export type { TelemetryOptions } from './contract/telemetry.js';
export { startCookieBanner } from './services/start.js';
export { startVisitorTracking, trackVisit } from './services/visitor.js';
export type { ErrorReportingOptions, ErrorRecord } from './services/error-reporting.js';
export { OUTBOX_CAP } from './services/outbox.js';
export { startBlockAnimations, ANIMATION_THRESHOLDS } from './services/block-animations.js';
export type { BlockAnimations, BlockAnimationOptions, AnimationName } from './services/block-animations.js';
export { shrinkText, shrinkAll } from './services/text-shrink.js';
export type { TextShrink, TextShrinkMode } from './services/text-shrink.js';
export { adaptiveThrottle } from './model/throttle.js';
export type { Throttled } from './model/throttle.js';
export { startAccount, setNavigationHandler } from './services/account.js';
export type { AccountStartOptions, Notice } from './services/account.js';
export { logOut, takeLogoutNotice, signIn, signOut, XSRF_HEADER } from './services/auth.js';
export type { SignInDetails } from './services/auth.js';
export { ownerRedirect, redirectOwnerToConfig } from './services/config-redirect.js';
export type { RedirectDecision, StayReason } from './services/config-redirect.js';
export { startEscapeRules } from './services/escape-key.js';
export { broadcastAdminEvent } from './services/admin-broadcast.js';
export { mousePosition } from './services/mouse-position.js';
export { roles, isAuthenticated, isViewerOnly, hasAdminPermission } from './model/roles.js';
export { ROLE } from './model/enumerations/roles.js';
export { isEditorToggleMessage, EDITOR_TOGGLE } from './contract/editor-frame.js';
// The editing frame's messages and both sides' helpers: `ss-blocks/services/editor-frame`
// (their zod schemas stay out of this entry).
export type {
  EditorToggleMessage,
  EditorMessage,
  PageMessage,
  FrameBlock,
  TweakChange,
  AttributeChanges,
  FrameEvent,
  TweakEvent,
} from './contract/editor-frame.js';
export * from './services/telemetry-on-demand.js';
export { mark, measure } from './services/user-timing.js';
