// The spec's id ranges as types and guards (spec 001 §3 "Block types and variants",
// "Enumerations").

type Upto<N extends number, Acc extends number[] = []> = Acc['length'] extends N ? Acc[number] : Upto<N, [...Acc, Acc['length']]>;

/** The whole numbers from `From` to `To`, as a union type. */
export type IdRange<From extends number, To extends number> = Exclude<Upto<To> | To, Upto<From>>;

/** A guard for the whole numbers from `first` to `last` (numeric text is not a number). */
export const inRange =
  <T extends number>(first: number, last: number) =>
  (n: unknown): n is T =>
    Number.isInteger(n) && (n as number) >= first && (n as number) <= last;
