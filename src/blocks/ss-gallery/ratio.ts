// Aspect ratios as pages name them (spec 000 §3 imageAspectRatio, 'Auto' = no fixed ratio;
// real-markup.md: "square", "four-three", "three-four-vertical", "anamorphic-widescreen").
// Returns width / height, or null for no fixed ratio.

const NAMED: Record<string, number> = {
  square: 1,
  standard: 4 / 3,
  'standard-vertical': 3 / 4,
  widescreen: 16 / 9,
  'widescreen-vertical': 9 / 16,
  'anamorphic-widescreen': 2.4,
};

/** The ratios known by name (any "w:h", "w-h" in words, or number is read too). */
export const RATIO_NAMES = Object.keys(NAMED);

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];

export function parseRatio(raw: unknown): number | null {
  if (typeof raw === 'number') return raw > 0 && Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim().toLowerCase();
  // Own names only: 'constructor' or '__proto__' are not ratios.
  if (Object.hasOwn(NAMED, s)) return NAMED[s];
  // "16:9", "16x9", "16/9", "1.5"
  const m = /^(\d*\.?\d+)\s*(?:[:x/]\s*(\d*\.?\d+))?$/.exec(s);
  if (m) return ratioOf(Number(m[1]), m[2] === undefined ? 1 : Number(m[2]));
  // "four-three", "three-four-vertical", "sixteen-nine"
  const words = s
    .replace(/-vertical$/, '')
    .split('-')
    .map((w) => WORDS.indexOf(w));
  return words.length === 2 ? ratioOf(words[0], words[1]) : null;
}

const ratioOf = (w: number, h: number): number | null => (w > 0 && h > 0 ? w / h : null);
