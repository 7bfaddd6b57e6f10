// Block animations (spec 001 §4 "Other transitions": "Block animations start when a block
// becomes at least partly visible (thresholds 0, 0.1, 0.25, 0.5, 1). They wait for loading
// images first and are not run in edit mode"; §9 "Animation thresholds are 0, 0.1, 0.25, 0.5,
// 1", "Default animation 0.3 s"). Nothing is hidden until this module runs, and only blocks
// outside the viewport then are: the page without script, or with a script that failed,
// shows everything; a block the visitor has already seen is never hidden again.
import { inEditingBackend } from '../contract/page.js';
import { onSiteEvent } from '../contract/site-events.js';
import { motionReduced } from '../contract/reduced-motion.js';
import { animation as text } from '../i18n/en/animation.js';
import { t } from '../i18n/translator.js';
import { ANIMATED_SELECTOR } from './page-markup.js';

/** spec 001 §4, §9: the observer's thresholds. */
export const ANIMATION_THRESHOLDS: readonly number[] = [0, 0.1, 0.25, 0.5, 1];
/** spec 001 §9 "Default animation 0.3 s" (ms). */
export const ANIMATION_DURATION_MS = 300;
/** Ours: the longest a block waits for its loading images (ms); it then animates anyway, so
 * an image that never answers cannot keep a block hidden. */
export const ANIMATION_IMAGE_WAIT_MS = 3000;

export type AnimationName = 'fade-in' | 'slide-up' | 'scale';

/** Transforms and opacity only (CONVENTIONS "Motion"); 0.94 is the spec's scale for a
 * scalable hide (§9), used here for the way in. */
const KEYFRAMES: Record<AnimationName, Keyframe[]> = {
  'fade-in': [{ opacity: 0 }, { opacity: 1 }],
  'slide-up': [
    { opacity: 0, transform: 'translateY(24px)' },
    { opacity: 1, transform: 'none' },
  ],
  scale: [
    { opacity: 0, transform: 'scale(0.94)' },
    { opacity: 1, transform: 'none' },
  ],
};

/** The platform's names (`blockAnimation` in a block's JSON) for ours. */
const ALIASES: Record<string, AnimationName | 'none'> = {
  fade: 'fade-in',
  slide: 'slide-up',
  'fade-in': 'fade-in',
  'slide-up': 'slide-up',
  scale: 'scale',
  none: 'none',
  '': 'none',
};

/** The animation an element asks for: `data-animation`, else its block JSON's
 * `blockAnimation`, or a gallery section's `scrollAnimation` (its `data-props`); an unknown
 * name is reported and the block shown without one. */
export function animationOf(el: Element): AnimationName | undefined {
  let name = el.getAttribute('data-animation');
  if (name === null) {
    try {
      const data = JSON.parse(el.getAttribute('data-block-json') ?? el.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
      const value = data.blockAnimation ?? data.scrollAnimation;
      name = typeof value === 'string' ? value : '';
    } catch {
      return undefined; // the block itself reports JSON it cannot read
    }
  }
  const known = ALIASES[name.trim().toLowerCase()];
  if (known === undefined) console.warn(t(text, 'animation.unknown', { name }));
  return known === 'none' ? undefined : known;
}

/** Edit mode (ours, the spec does not define it): the page is the editing backend (under
 * /config, or framed by it: contract/page `inEditingBackend`), or the editor marks the body
 * with `sqs-edit-mode`. The `frame-editing-change` site event with `editing: true` stops the
 * animations for the rest of the page view. */
export const inEditMode = (doc: Document = document): boolean => inEditingBackend() || doc.body.classList.contains('sqs-edit-mode');

export interface BlockAnimations {
  /** Blocks still waiting to come into view. */
  readonly waiting: number;
  /** Shows every block still hidden, at once, and stops watching. */
  stop(): void;
}

export interface BlockAnimationOptions {
  /** Where the blocks are; default the document. */
  root?: ParentNode;
  /** ms; default 300. */
  duration?: number;
}

const STATE = 'data-ss-animation';
const ruled = new WeakSet<Document>();

/** An adopted sheet, not a <style>: a strict CSP (style-src without 'unsafe-inline')
 * refuses inline style elements, never a constructed sheet. */
function hideRule(doc: Document): void {
  if (ruled.has(doc)) return;
  ruled.add(doc);
  // The document's own constructor: a sheet made in another window cannot be adopted.
  const sheet = new (doc.defaultView as typeof globalThis).CSSStyleSheet();
  // Screen only: a printed page shows every block.
  sheet.replaceSync(`@media screen{[${STATE}=hidden]{opacity:0!important}}`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** Resolves when every image in el that is loading has loaded or failed, or after 3 s. */
function imagesSettled(el: Element): Promise<void> {
  const loading = [...(el.localName === 'img' ? [el] : []), ...el.querySelectorAll('img')].filter(
    (img) => !(img as HTMLImageElement).complete,
  );
  if (!loading.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let left = loading.length;
    const timer = setTimeout(resolve, ANIMATION_IMAGE_WAIT_MS);
    const one = () => {
      if (--left) return;
      clearTimeout(timer);
      resolve();
    };
    for (const img of loading) {
      img.addEventListener('load', one, { once: true });
      img.addEventListener('error', one, { once: true });
    }
  });
}

const none: BlockAnimations = { waiting: 0, stop() {} };

/**
 * Starts the page's block animations: every element marked `data-animation="fade-in |
 * slide-up | scale"` (or a published block whose JSON has `blockAnimation`) that is outside
 * the viewport now is hidden, and animates in when at least part of it comes into view,
 * once its loading images have loaded or failed. Blocks in view now are left as they are.
 * Nothing happens under reduced motion (`prefers-reduced-motion`, `?nomotion=true`) or in
 * edit mode; a block that comes into view once either holds is simply shown.
 */
export function startBlockAnimations({ root = document, duration = ANIMATION_DURATION_MS }: BlockAnimationOptions = {}): BlockAnimations {
  const doc = root instanceof Document ? root : (root as Node).ownerDocument!;
  if (typeof IntersectionObserver === 'undefined' || motionReduced() || inEditMode(doc)) return none;
  const blocks = new Map<Element, AnimationName>();
  for (const el of root.querySelectorAll(ANIMATED_SELECTOR)) {
    const name = animationOf(el);
    if (name) blocks.set(el, name);
  }
  if (!blocks.size) return none;
  hideRule(doc);

  const first = new Set(blocks.keys());
  let stopped = false;

  const show = (el: Element): void => el.removeAttribute(STATE);

  const run = async (el: Element, name: AnimationName): Promise<void> => {
    await imagesSettled(el);
    if (stopped) return;
    const still = !motionReduced() && !inEditMode(doc);
    show(el);
    // Removing the hiding rule and starting at the first keyframe happen in one task: no
    // frame shows the block in between.
    if (still) el.animate(KEYFRAMES[name], { duration, easing: 'ease-out', fill: 'backwards' });
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target;
        const visible = entry.isIntersecting || entry.intersectionRatio > 0;
        if (first.delete(el)) {
          // The first report tells where the block is now: seen already, or still to come.
          if (!visible) {
            el.setAttribute(STATE, 'hidden');
            continue;
          }
        } else if (!visible) continue;
        observer.unobserve(el);
        const name = blocks.get(el)!;
        blocks.delete(el);
        if (el.hasAttribute(STATE)) void run(el, name);
      }
    },
    { threshold: [...ANIMATION_THRESHOLDS] },
  );
  for (const el of blocks.keys()) observer.observe(el);

  const stop = (): void => {
    stopped = true;
    observer.disconnect();
    unlisten();
    for (const el of root.querySelectorAll(`[${STATE}]`)) show(el);
    blocks.clear();
  };
  const unlisten = onSiteEvent('frame-editing-change', (d) => d?.editing && stop());

  return {
    get waiting() {
      return blocks.size;
    },
    stop,
  };
}
