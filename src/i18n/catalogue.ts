// The one id space: the English areas' types joined (type-only imports, so nothing here
// reaches a bundle), the ids, each id's parameters, and the shape of a locale's table.
import type * as en from './en/index.js';
import type { Message, ParamValue, PluralForms } from './format.js';

type Areas = typeof en;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every English message, by id. */
export type English = UnionToIntersection<Areas[keyof Areas]>;

/** A message's stable id, `<area>.<name>`: `form.submitting`, `dataLayer.unauthorized`. */
export type MessageId = keyof English & string;

/** The `{name}` placeholders of a text. */
export type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

type TextsOf<M> = M extends string ? M : M extends PluralForms ? M[keyof M] : never;

/** The parameters message `Id` takes: its placeholders (a plural message also `count`, the
 * number that chooses the form). */
export type MessageParams<Id extends MessageId> = English[Id] extends string
  ? { [P in Placeholders<English[Id]>]: ParamValue }
  : { [P in Placeholders<TextsOf<English[Id]>> | 'count']: P extends 'count' ? number : ParamValue };

/** The parameter argument of `t()`: required when the message has placeholders. */
export type ParamsArg<Id extends MessageId> = [keyof MessageParams<Id>] extends [never]
  ? [params?: Record<string, never>]
  : [params: MessageParams<Id>];

/** A locale's table: any subset of the ids, a text where English has a text and plural
 * forms where English has plural forms. */
export type Messages = { readonly [Id in MessageId]?: English[Id] extends string ? string : PluralForms };

type Allowed<Id extends MessageId> = keyof MessageParams<Id> & string;
type CheckText<V, A extends string> = [Exclude<Placeholders<V>, A>] extends [never]
  ? V
  : `unknown placeholder {${Exclude<Placeholders<V>, A>}}`;

/** `T` with every text that uses a placeholder its English message lacks turned into an
 * error type, and every key that is not an id into `never`: what `registerMessages`
 * accepts. */
export type Checked<T> = {
  [K in keyof T]: K extends MessageId
    ? T[K] extends string
      ? CheckText<T[K], Allowed<K>>
      : { [F in keyof T[K]]: CheckText<T[K][F], Allowed<K>> }
    : never;
};

export type { Message };
