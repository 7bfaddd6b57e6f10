// The behaviour every block shares, run against each block by one call from its own small
// test file (test/browser/blocks/<tag>/shared.test.ts):
//
//   blockSuite<SsMenu>({
//     element: SsMenu,                        // registered; its static `settings` are fuzzed
//     content: '<button role="tab">…',        // small markup of its default state
//     messages: { decode: () => t(…), … },    // read from the catalogue ids
//     english: { decode: 'Error decoding menu block data.', … },
//     ready, works, renders,                  // see BlockUnderTest
//   });
//
// A new block joins with that one file. What it checks:
// - bad data (spec 000 §5 "A missing or unparsable gallery data attribute is logged as an
//   error and the block is skipped"; the other blocks follow the gallery's messages): every
//   shape a page carries block data in, unparsable or not an object, logs the catalogue's
//   message once, marks the block `data-ss-skipped` and leaves it as published (its light
//   DOM and attributes untouched, also after clicks), while a sibling of the same kind on the
//   page renders and works;
// - fuzzed attributes (fast-check, 200 runs): every attribute the block's settings declare,
//   set to arbitrary text before and after upgrade, never raises an error or an unhandled
//   rejection on the page; every setting ends valid and the block still renders;
// - axe finds nothing in the default state.
// The SSR import check of every block is a unit test (test/unit/ssr.test.ts).
import { expect, fixture, nextFrame } from '@open-wc/testing';
import fc from 'fast-check';
import { settingReports, type Settings } from '../../../src/contract/settings.js';
import { setLocale } from '../../../src/i18n/index.js';
import { expectAccessible } from '../helpers/a11y.js';
import { captureConsole } from '../helpers/console.js';

/** What the suite needs of a block class: its settings, and whether a published `.sqs-block`
 * wrapper inside it must carry data (the gallery, spec 000 §5). */
export interface BlockClass extends CustomElementConstructor {
  settings: Settings;
  wrapperNeedsData?: boolean;
}

export interface BlockUnderTest<E extends HTMLElement> {
  element: BlockClass;
  /** The block's children in its default state, as a page publishes them. Keep it small:
   * the fuzz mounts it 200 times. */
  content: string;
  /** Attributes every mounted copy gets (e.g. a width), none of them a setting. */
  host?: string;
  /** The messages logged for bad data, read from the catalogue (current locale). */
  messages: { decode: () => string; evaluate: () => string };
  /** The same messages as the spec writes them in English. */
  english: { decode: string; evaluate: string };
  /** Resolves once the block has rendered and laid out whatever it lays out. Must not wait
   * on a real clock for more than a frame or two; must resolve whatever the settings. */
  ready(el: E): Promise<void>;
  /** Uses the block as a visitor would and asserts that it responds. */
  works(el: E): Promise<void>;
  /** Asserts that the block renders: its parts are there and its content is drawn. */
  renders(el: E): void;
}

/** Where a page carries a block's data, and what a bad one says. `wrap` puts the block's
 * content inside the published wrapper. */
interface BadData {
  name: string;
  kind: 'decode' | 'evaluate';
  attrs?: string;
  wrap?: (content: string) => string;
}

const island = (json: string) => (content: string) => `<script type="application/json">${json}</script>${content}`;
const sqsBlock = (attrs: string) => (content: string) =>
  `<div class="sqs-block" data-block-type="0" ${attrs}><div class="sqs-block-content">${content}</div></div>`;

const BAD_DATA: BadData[] = [
  { name: 'unparsable data-block-json', kind: 'decode', attrs: `data-block-json='{"design": grid'` },
  { name: 'an empty data-block-json', kind: 'decode', attrs: `data-block-json=""` },
  { name: 'data-props holding an array', kind: 'evaluate', attrs: `data-props='[1, 2]'` },
  { name: 'data-context holding a string', kind: 'evaluate', attrs: `data-context='"block"'` },
  { name: 'a JSON island holding null', kind: 'evaluate', wrap: island('null') },
  { name: 'an unparsable JSON island', kind: 'decode', wrap: island('{"a": ') },
  { name: 'a published .sqs-block wrapper with unparsable data', kind: 'decode', wrap: sqsBlock(`data-block-json='{,}'`) },
];

/** Only where a published wrapper must carry data (spec 000 §5, the gallery). */
const WRAPPER_WITHOUT_DATA: BadData = { name: 'a published .sqs-block wrapper without data', kind: 'decode', wrap: sqsBlock('') };

// Arbitrary attribute text: empty and blank, numbers huge, negative and not quite numbers,
// JSON fragments, inherited names, unicode, very long strings, markup.
const BLANK = ['', ' ', '   ', '\t', '\n', '\u00a0', '\u200b', '\u3000'];
const NUMBERISH = [
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-320',
  '-0',
  '0',
  '1',
  '2',
  '3',
  '-1',
  '-3',
  '0.5',
  '.5',
  '5.',
  '+3',
  '0x1F',
  '1_000',
  '9007199254740993',
  '300px',
  '50%',
  '1,5',
  '١٢',
];
const JSONISH = ['{', '}', '[', '[1,', '{"a":', 'null', '[]', '{}', '"x"', '{"__proto__":{"polluted":1}}', 'true', 'false'];
const MARKUP = [
  '<img src=x onerror="window.__ssFuzzed=1">',
  '<script>window.__ssFuzzed=1</script>',
  '"><svg onload="window.__ssFuzzed=1">',
  '</div></ss-gallery><b>',
  '&amp;&lt;&#0;',
  '<!--',
  'javascript:window.__ssFuzzed=1',
  'http://[',
  '//other.example/x',
];

// Names a lookup table inherits: a parser that looks values up must not find them.
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** The values of each closed set ('light', 'dark'), so valid values are drawn too. */
const literals = (settings: Settings) => Object.values(settings).flatMap((s) => s.expected.values ?? []);

function attributeText(settings: Settings): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...BLANK, ...NUMBERISH, ...JSONISH, ...MARKUP, ...INHERITED, ...literals(settings), 'yes', 'off', 'undefined'),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(String),
    fc.double().map(String),
    fc.json({ maxDepth: 2 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc
      .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 4 }), fc.integer({ min: 500, max: 3000 }))
      .map(([s, n]) => s.repeat(n)),
  );
}

/** Parses markup without upgrading anything, as the page published it. */
function published(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

const attributesOf = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

export function blockSuite<E extends HTMLElement>(block: BlockUnderTest<E>): void {
  const tag = customElements.getName(block.element);
  if (!tag) throw new Error(`${block.element.name} is not registered: import its define module first`);
  const settings = block.element.settings;
  const mount = (attrs = '', content = block.content) => `<${tag} ${block.host ?? ''} ${attrs}>${content}</${tag}>`;

  describe(`${tag}: what every block does`, () => {
    afterEach(() => setLocale('en'));

    it("logs the catalogue's messages for bad data, in the spec's English words", () => {
      setLocale('en');
      expect(block.messages.decode()).to.equal(block.english.decode);
      expect(block.messages.evaluate()).to.equal(block.english.evaluate);
    });

    it('has no axe violations in its default state', async () => {
      const el = await fixture<E>(mount());
      await block.ready(el);
      block.renders(el);
      await expectAccessible(el);
    });

    describe('bad data: logged, skipped and left as published, its sibling unaffected (spec 000 §5)', () => {
      const cases = block.element.wrapperNeedsData ? [...BAD_DATA, WRAPPER_WITHOUT_DATA] : BAD_DATA;
      for (const bad of cases) {
        it(`${bad.name}: '${bad.kind === 'decode' ? block.english.decode : block.english.evaluate}'`, async () => {
          const markup = mount(bad.attrs, bad.wrap ? bad.wrap(block.content) : block.content);
          const before = published(markup);
          const { result: page, messages } = await captureConsole('error', async () => {
            const page = await fixture<HTMLElement>(`<div>${markup}${mount()}</div>`);
            const [, good] = page.children as unknown as [E, E];
            await block.ready(good);
            return page;
          });
          const [skipped, good] = page.children as unknown as [E, E];
          expect(
            messages.map((m) => m[0]),
            'logged once',
          ).to.deep.equal([block.messages[bad.kind]()]);
          expect(skipped.hasAttribute('data-ss-skipped')).to.equal(true);
          expect(good.hasAttribute('data-ss-skipped')).to.equal(false);

          // Settings declared to reflect (for styling) show their default on the host: ours.
          const reflected = Object.values(settings)
            .filter((s) => s.reflect && !before.hasAttribute(s.attribute))
            .map((s) => [s.attribute, s.toAttribute(s.default)]);
          const asPublished = () => {
            expect(skipped.innerHTML, 'its content as published').to.equal(before.innerHTML);
            expect(attributesOf(skipped), 'its attributes as published').to.deep.equal({
              ...attributesOf(before),
              ...Object.fromEntries(reflected),
              'data-ss-skipped': '',
            });
          };
          asPublished();
          expect(skipped.getBoundingClientRect().height, 'its content still shows').to.be.greaterThan(0);

          block.renders(good);
          await block.works(good);
          for (const node of skipped.querySelectorAll<HTMLElement>('*')) node.click();
          await nextFrame();
          asPublished();
        });
      }
    });

    it('raises no error on fuzzed attributes; every setting ends valid and the block renders (200 runs)', async function () {
      // A guard against a hang, not a speed check: 400 settles of a frame or two took over 30 s
      // with two suites on a 2-core machine, and the gallery's over 120 s beside another full
      // `npm test`.
      this.timeout(300_000);
      const attributes = Object.values(settings).map((s) => s.attribute);
      const text = attributeText(settings);
      const before = fc.record(Object.fromEntries(attributes.map((a) => [a, text])), { requiredKeys: [] });
      const after = fc.record(Object.fromEntries(attributes.map((a) => [a, fc.option(text, { nil: null })])), { requiredKeys: [] });

      // Elements made in a document without a window are not upgraded: attributes set on
      // them are there before the upgrade, as in published markup.
      const inert = document.implementation.createHTMLDocument('');
      const container = await fixture<HTMLElement>('<div></div>');
      const address = location.href;
      const failures: unknown[] = [];
      const onError = (e: ErrorEvent) => failures.push(e.error ?? e.message);
      const onRejection = (e: PromiseRejectionEvent) => failures.push(e.reason);
      // Mocha's own handler would end the test at the first error, before fast-check shrinks it.
      const mochaOnError = window.onerror;
      window.onerror = null;
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const quiet = { warn: console.warn, error: console.error };
      // Bad values may warn, and an unknown gallery design is logged as an error (spec 000 §2).
      console.warn = console.error = () => {};
      try {
        await fc.assert(
          fc.asyncProperty(before, after, async (first, then) => {
            container.replaceChildren();
            failures.length = 0;
            const el = inert.createElement(tag) as E;
            for (const [name, value] of Object.entries(first)) el.setAttribute(name, value as string);
            el.innerHTML = block.content;
            container.append(el);
            expect(el, 'upgraded once in the page').to.be.instanceOf(block.element);
            await settle(el, failures, block);
            for (const [name, value] of Object.entries(then)) {
              if (value === null) el.removeAttribute(name);
              else el.setAttribute(name, value as string);
            }
            await settle(el, failures, block);
            history.replaceState(history.state, '', address);
            expect(failures, 'errors on the page').to.deep.equal([]);
            expect((window as { __ssFuzzed?: number }).__ssFuzzed, 'markup in an attribute never runs').to.equal(undefined);
            expect({}.constructor.prototype).to.not.have.property('polluted');
            for (const [name, s] of Object.entries(settings)) {
              const value = (el as unknown as Record<string, unknown>)[name];
              const valid = Object.is(value, s.default) || (value != null && Object.is(s.parse(value), value));
              expect(valid, `${name} = ${JSON.stringify(value)} (attribute ${JSON.stringify(el.getAttribute(s.attribute))})`).to.equal(
                true,
              );
            }
            expect(el.hasAttribute('data-ss-skipped')).to.equal(false);
            block.renders(el);
          }),
          { numRuns: 200, includeErrorInReport: true },
        );
      } finally {
        await settingReports();
        Object.assign(console, quiet);
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        window.onerror = mochaOnError;
        history.replaceState(history.state, '', address);
        container.replaceChildren();
      }
    });
  });
}

/** Waits for the block's update and layout, recording a rejected update as a failure. */
async function settle<E extends HTMLElement>(el: E, failures: unknown[], block: BlockUnderTest<E>): Promise<void> {
  try {
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await block.ready(el);
  } catch (e) {
    failures.push(e);
  }
}
