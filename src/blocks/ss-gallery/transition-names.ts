// The slideshow's transitions by name, and the new-swipe options (spec 000 §2 "Stacked has
// the transitions fade, ken burns, new swipe, scroll and swipe"; §5: a transition name must
// exist, else 'Could not find transition named ...'; new-swipe boundaries must each be none,
// hard or inertial; snap points a percent value or none). Validation only: the transitions
// themselves load with the motion code (motion/).
import { t } from '../../i18n/translator.js';
import { motion as text } from '../../i18n/en/motion.js';

// The names are declared with the setting (ss-gallery.settings.ts): the gallery's first chunk
// holds them, and this module stays with the motion code that uses it.
import { TRANSITIONS, type TransitionName } from './ss-gallery.settings.js';

export { TRANSITIONS, type TransitionName };

/** The transition named `name` ("ken burns", "kenBurns" and "ken-burns" alike); throws the
 * spec's error for any other. */
export function transitionNamed(name: string): TransitionName {
  const key = String(name)
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const found = TRANSITIONS.find((n) => n === key);
  if (!found) throw new Error(t(text, 'motion.unknownTransition', { name: String(name) }));
  return found;
}

export const BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** "hard" (both ends) or "hard inertial" (start, end); throws for anything else. */
export function parseBoundaries(raw: string): [Boundary, Boundary] {
  const words = String(raw)
    .trim()
    .toLowerCase()
    .split(/[\s,]+/);
  const bad = words.find((w) => !(BOUNDARIES as readonly string[]).includes(w));
  if (bad !== undefined || words.length > 2) throw new Error(t(text, 'motion.newSwipeBoundary', { value: String(raw) }));
  return [words[0] as Boundary, (words[1] ?? words[0]) as Boundary];
}

/** "50%" → 0.5 of the width between snap points; "none" → null; throws for anything else. */
export function parseSnapPoints(raw: string): number | null {
  const s = String(raw).trim().toLowerCase();
  if (s === 'none') return null;
  const m = /^(\d*\.?\d+)%$/.exec(s);
  if (!m || !(Number(m[1]) > 0)) throw new Error(t(text, 'motion.snapPoints', { value: String(raw) }));
  return Number(m[1]) / 100;
}
