// The size goals (size-goals.json beside package.json): what each entry of the size report
// should weigh, with the reason. Keys are report rows; three kinds of value:
//   "row":       { "goal": bytes, "why": "…" }, and for a goal not met yet also
//                { "ceiling": bytes, "missed": "what stands in the way" }: the figure may
//                not grow past the ceiling while the goal is missed;
//   "prefix/*":  { "common": bytes, "why": "…" }: for CDN pages (autoload/<tag>), the part
//                every element's page loads (loader and core) is at most that, i.e. the page
//                weighs at most its element's own code plus it;
//   "*":         { "why": "…", "goals": { "row": bytes, … } }: rows with no goal of their
//                own, held under one stated rule.
// An exact row wins over a pattern, a pattern over "*".
import { readFileSync } from 'node:fs';

export const GOALS_FILE = 'size-goals.json';

export const readGoals = (file = GOALS_FILE) => JSON.parse(readFileSync(file, 'utf8'));

/** The goal of a report row `{ name, gzip, page? }` (page: a CDN page's split, for
 * `common` rules), or undefined when none applies. */
export function goalFor(goals, { name, gzip, page }) {
  const own = goals[name];
  if (own?.goal !== undefined) return own;
  for (const [key, rule] of Object.entries(goals)) {
    if (key === '*' || !key.endsWith('/*') || !name.startsWith(key.slice(0, -1))) continue;
    if (rule.common !== undefined && page) return { goal: gzip - page.common + rule.common, why: rule.why };
  }
  const fallback = goals['*'];
  const goal = fallback?.goals?.[name];
  return goal === undefined ? undefined : { goal, why: fallback.why };
}

/** 'ok', 'missed' (over its goal, within the ceiling of a goal known to be missed), or
 * 'over' (over its goal, or over that ceiling; the report fails), 'none' (no goal). */
export function verdict(goal, gzip) {
  if (!goal) return 'none';
  if (gzip <= goal.goal) return 'ok';
  return goal.ceiling !== undefined && gzip <= goal.ceiling ? 'missed' : 'over';
}
