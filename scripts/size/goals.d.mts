/** One row's goal in size-goals.json (scripts/size/goals.mjs). */
export interface Goal {
  goal: number;
  why: string;
  /** For a goal not met yet: the figure may not grow past it. */
  ceiling?: number;
  /** What stands in the way of a goal not met yet. */
  missed?: string;
}

/** A rule for rows under a prefix (`autoload/*`): the part every page loads at most. */
export interface CommonRule {
  common: number;
  why: string;
}

/** Rows with no goal of their own, under one stated rule. */
export interface Fallback {
  why: string;
  goals: Record<string, number>;
}

export type Goals = Record<string, Goal | CommonRule | Fallback | string>;

export const GOALS_FILE: string;
export function readGoals(file?: string): Goals;
export function goalFor(goals: Goals, row: { name: string; gzip: number; page?: { common: number } }): Goal | undefined;
export function verdict(goal: Goal | undefined, gzip: number): 'ok' | 'missed' | 'over' | 'none';
