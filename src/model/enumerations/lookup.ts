// Reading a numbered table's entry from what a page or an API gives: its number, or its name
// in any of the spellings the platform uses ('gift card', 'GIFT_CARD', 'gift-card').

/** The name of the entry a number or a name gives; undefined for anything else. */
export function entryName<T extends Record<string, number>>(table: T, value: unknown): (keyof T & string) | undefined {
  const names = Object.keys(table) as (keyof T & string)[];
  if (typeof value === 'number') return names.find((k) => table[k] === value);
  const name = typeof value === 'string' ? value.trim().toLowerCase().replace(/[_-]/g, ' ') : '';
  return Object.hasOwn(table, name) ? name : undefined;
}
