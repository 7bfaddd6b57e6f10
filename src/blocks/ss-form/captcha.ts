// The form's captcha (spec 001 §3 site context `captchaSettings.siteKey`, §5, §7 "a captcha
// script"): the provider's script loaded once per page, only for a form that has a captcha
// container, through one shared promise; a widget rendered explicitly in the container.
// The API is reCAPTCHA's explicit one (render, getResponse, reset), which the platform uses;
// tests and the demo load a local fake of it by URL, on a host they allow. The address comes
// from the site context: it is inserted only on the captcha's hosts (services/script-hosts.ts).
import { t } from '../../i18n/translator.js';
import { captcha as text } from '../../i18n/en/captcha.js';
import { scriptUrl } from '../../services/html/trusted-types.js';
import { checkScriptUrl } from '../../services/script-hosts.js';

/** The provider's script when the site context names none. */
export const CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export interface CaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; callback?: (token: string) => void; 'expired-callback'?: () => void }): number;
  getResponse(widget?: number): string;
  reset(widget?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaApi;
  }
}

let loading: Promise<CaptchaApi> | undefined;
let calls = 0;

/** Loads the script once for the page; a failed load may be tried again. An address the
 * captcha may not load from is refused (said in the console) as a failed load. */
export function loadCaptcha(src: string): Promise<CaptchaApi> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  const allowed = checkScriptUrl('captcha', src);
  if (!allowed) return Promise.reject(new Error(src));
  loading ??= new Promise<CaptchaApi>((resolve, reject) => {
    const callback = `ssCaptchaLoaded${++calls}`;
    const script = document.createElement('script');
    const url = new URL(allowed);
    url.searchParams.set('onload', callback);
    url.searchParams.set('render', 'explicit');
    (window as unknown as Record<string, () => void>)[callback] = () => {
      delete (window as unknown as Record<string, unknown>)[callback];
      if (window.grecaptcha?.render) resolve(window.grecaptcha);
      else reject(new Error(src));
    };
    script.onerror = () => reject(new Error(src));
    script.async = true;
    script.src = scriptUrl(url.href);
    document.head.append(script);
  }).catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

/** One captcha in one form: its answer, and a reset after a failed submission. */
export class CaptchaWidget {
  private api?: CaptchaApi;
  private widget?: number;

  constructor(
    readonly container: HTMLElement,
    /** Called when the visitor completes it, and when the answer expires. */
    private readonly changed: (completed: boolean) => void,
  ) {}

  async start(src: string, sitekey: string): Promise<void> {
    const api = await loadCaptcha(src);
    if (!this.container.isConnected || this.api) return;
    this.api = api;
    this.widget = api.render(this.container, {
      sitekey,
      callback: () => this.changed(true),
      'expired-callback': () => this.changed(false),
    });
  }

  /** The visitor's answer, '' until the captcha is completed. */
  response(): string {
    return this.api ? this.api.getResponse(this.widget) : '';
  }

  reset(): void {
    this.api?.reset(this.widget);
    this.changed(false);
  }
}

/** The captcha of a form with a `.captcha-container`: started when the form nears the
 * viewport, with the site context's key and script. Without a key, or when the script
 * cannot load, the container says so (`unavailable`) and the error is logged. */
export function watchCaptcha(
  form: HTMLFormElement,
  settings: { siteKey?: string; scriptUrl?: string } | undefined,
  changed: (completed: boolean) => void,
): CaptchaWidget | undefined {
  const container = form.querySelector<HTMLElement>('.captcha-container');
  if (!container) return undefined;
  const widget = new CaptchaWidget(container, changed);
  const unavailable = () => {
    const note = document.createElement('p');
    note.className = 'captcha-unavailable';
    note.textContent = t(text, 'captcha.unavailable');
    container.replaceChildren(note);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (!settings?.siteKey) {
        console.error(t(text, 'captcha.noSiteKey'));
        return unavailable();
      }
      widget.start(settings.scriptUrl || CAPTCHA_SCRIPT, settings.siteKey).catch((e: unknown) => {
        console.error(t(text, 'captcha.unavailable'), e);
        unavailable();
      });
    },
    { rootMargin: '200px' },
  );
  observer.observe(form);
  return widget;
}
