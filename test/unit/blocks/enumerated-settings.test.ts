// Every enumerated setting of every block (each `<tag>.settings.ts`, read from the folder, not
// a list kept by hand): an unknown value, as an attribute or under each of its keys in the
// block's JSON data, is reported with the setting's name and replaced by its default; each
// declared value is taken as it is. The gallery's design is the one the element checks itself:
// its reader keeps any name, and the gallery warns and lays out base (spec 000 §2).
import { describe, it, expect, vi, afterEach } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { applyBlockData, settingReports, type Setting, type Settings } from '../../../src/contract/settings.js';
import { settingProperty } from '../../../src/blocks/setting-properties.js';
import { checkDesign, layoutForDesign } from '../../../src/blocks/ss-gallery/design.js';
import { transitionNamed } from '../../../src/blocks/ss-gallery/transition-names.js';

const tags = readdirSync('src/blocks', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/blocks/${d.name}/${d.name}.settings.ts`))
  .map((d) => d.name);
const declarations = await Promise.all(
  tags.map(
    async (tag) => [tag, ((await import(`../../../src/blocks/${tag}/${tag}.settings.ts`)) as { settings: Settings }).settings] as const,
  ),
);
const enumerated = declarations.flatMap(([tag, settings]) =>
  Object.entries(settings)
    .filter(([, s]) => s.expected.kind === 'oneOf')
    .map(([name, s]) => [`${tag} ${name}`, tag, name, s] as const),
);

/** The value Lit gives the element's property for an attribute. */
const fromAttribute = (s: Setting<unknown>, value: string) =>
  (settingProperty(s).converter as { fromAttribute(v: string): unknown }).fromAttribute(value);

const UNKNOWN = 'no-such-value';
const fallbackOf = (s: Setting<unknown>) => s.default;
/** How the warning names the fallback: the default's value, or "the default" for a setting
 * with none of its own (optional(): the gallery's float-dir). */
const fallbackText = (s: Setting<unknown>) =>
  s.default === undefined ? 'the default' : JSON.stringify(s.default).replace(/^"(null)"$/, '$1');
/** Settings whose unknown value their element checks, not the shared reader. */
const ownCheck = new Set(['ss-gallery design', 'ss-gallery transition']);

/** An element as the readers see it: its tag and attributes. */
const element = (tag: string, attributes: Record<string, string> = {}) =>
  ({
    localName: tag,
    hasAttribute: (a: string) => a in attributes,
    getAttribute: (a: string) => attributes[a] ?? null,
  }) as unknown as Element;

/** What reading logs: the shared warning, or the error a setting the spec words its own
 * message for logs (the video's mode, spec 001 §5). */
async function warnings(read: () => unknown): Promise<{ value: unknown; logged: string[] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const value = read();
  await settingReports();
  return { value, logged: [...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0])) };
}

/** The shared warning's words, or a message of the setting's own naming it and the value. */
const names = (message: string, s: Setting<unknown>) =>
  message.includes(`"${UNKNOWN}" is not a valid ${s.attribute} `) ||
  (message.includes(`"${UNKNOWN}"`) && message.toLowerCase().includes(s.attribute));

afterEach(() => vi.restoreAllMocks());

describe('every settings declaration is found', () => {
  it('reads each block folder, and the enumerations the issue named are among them', () => {
    expect(tags.length).toBeGreaterThanOrEqual(15);
    const names = enumerated.map(([label]) => label);
    for (const want of ['ss-gallery design', 'ss-cookie-banner variant', 'ss-cookie-banner theme', 'ss-cookie-banner position'])
      expect(names).toContain(want);
  });
});

describe('ss-gallery design: an unknown value', () => {
  const s = enumerated.find(([label]) => label === 'ss-gallery design')![3];

  it('is kept by the reader, as the attribute or in block data, for the gallery to check', async () => {
    const target: Record<string, unknown> = {};
    const { value, logged } = await warnings(() => [
      fromAttribute(s, UNKNOWN),
      applyBlockData(element('ss-gallery'), { design: s }, { design: UNKNOWN }, target),
    ]);
    expect([value, target.design]).toEqual([[UNKNOWN, ['design']], UNKNOWN]);
    expect(logged).toEqual([]);
  });

  it("is warned by the gallery with the setting's name, stacked (the base layout) used", async () => {
    const { logged } = await warnings(() => checkDesign(UNKNOWN, { attribute: 'design' }));
    expect(logged).toEqual([
      `[ss-blocks] attribute design: "${UNKNOWN}" is not a valid design (expected one of grid, autogrid, autocolumns, list, carousel, slider, slideshow, stacked); using "stacked".`,
    ]);
    expect(layoutForDesign(UNKNOWN)).toBe('base');
  });

  it('a design in other case or with spaces is no unknown one', async () => {
    expect((await warnings(() => checkDesign(' Slider '))).logged).toEqual([]);
  });
});

describe('ss-gallery transition: an unknown value', () => {
  const s = enumerated.find(([label]) => label === 'ss-gallery transition')![3];

  it('is kept by the reader for the gallery to check (spec 000 §5), which names it; other spellings are known', async () => {
    const { value, logged } = await warnings(() => fromAttribute(s, UNKNOWN));
    expect([value, logged]).toEqual([UNKNOWN, []]);
    expect(() => transitionNamed(UNKNOWN)).toThrow(`Could not find transition named "${UNKNOWN}"`);
    expect(fromAttribute(s, 'Ken-Burns')).toBe('ken-burns');
    expect(transitionNamed(String(fromAttribute(s, 'ken burns')))).toBe('ken-burns');
  });
});

describe.each(enumerated.filter(([label]) => !ownCheck.has(label)))('%s: an unknown value', (_, tag, name, s) => {
  it(`as the attribute ${s.attribute}: warned with the setting's name, the fallback used`, async () => {
    const { value, logged } = await warnings(() => fromAttribute(s, UNKNOWN));
    expect(value).toEqual(fallbackOf(s));
    expect(logged).toHaveLength(1);
    expect(names(logged[0]!, s), logged[0]).toBe(true);
    expect(logged[0]).toContain(`using ${fallbackText(s)}.`);
  });

  it.each(s.keys.map((k) => [k]))('under the key %s of its block data: warned, the fallback used', async (key) => {
    const target: Record<string, unknown> = {};
    const { logged } = await warnings(() => applyBlockData(element(tag), { [name]: s }, { [key]: UNKNOWN }, target));
    expect(target[name]).toEqual(fallbackOf(s));
    expect(logged).toHaveLength(1);
    expect(names(logged[0]!, s), logged[0]).toBe(true);
    // The shared warning says where the value was found.
    if (logged[0]!.includes('is not a valid')) expect(logged[0]).toContain(`${tag} data "${key}": `);
  });

  it('each declared value is taken without a warning', async () => {
    const values = s.expected.values ?? [];
    expect(values.length).toBeGreaterThan(0);
    const { value, logged } = await warnings(() => values.map((v) => fromAttribute(s, v)));
    expect(value).toEqual(values);
    expect(logged).toEqual([]);
  });
});
