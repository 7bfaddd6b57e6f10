// The stray message detector (scripts/stray-messages.mjs) on small sources: it flags the
// strings people read and leaves code alone. It is not yet run over src/ as a test: the
// blocks and services move onto the catalogue in a later step.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messagesIn, readsAsMessage, strayMessages } from '../../../scripts/stray-messages.mjs';

const texts = (source: string) => messagesIn(source).map((m) => m.text);

describe('readsAsMessage', () => {
  it('takes a capitalised phrase of two words or more', () => {
    expect(readsAsMessage('Next slide')).toBe(true);
    expect(readsAsMessage('VideoLoader not found')).toBe(true);
    expect(readsAsMessage('Slide {} of {}')).toBe(true);
    expect(readsAsMessage('Okay')).toBe(false);
    expect(readsAsMessage('ArrowLeft')).toBe(false);
  });

  it("takes words ending in '.', '!', '?' or '…', capitalised or not", () => {
    expect(readsAsMessage('lightboxify is not available in this tier!')).toBe(true);
    expect(readsAsMessage('[ss-blocks] site context {}: {}; ignored.')).toBe(true);
    expect(readsAsMessage('Submitting…')).toBe(false); // one word: the catalogue has it, the detector cannot tell
    expect(readsAsMessage('sending now…')).toBe(true);
    expect(readsAsMessage('is it?')).toBe(true);
  });

  it('reads the capital after a [source] prefix', () => {
    expect(readsAsMessage('[Tween] Duration is not a finite number.')).toBe(true);
    expect(readsAsMessage('[ss-blocks] Module {} missing')).toBe(true);
    expect(readsAsMessage('[ss-blocks] module {} missing')).toBe(false);
  });

  it('leaves identifiers, lowercase fragments, paths and URLs alone', () => {
    for (const code of [
      'ss-gallery-change',
      'aria-expanded',
      'one of {}',
      'a number',
      '../blocks/x.js',
      '/api/form/x.',
      'https://a.b/c.',
      '.',
      '…',
      '{}-{}',
    ]) {
      expect(readsAsMessage(code), code).toBe(false);
    }
  });
});

describe('messagesIn', () => {
  it('flags string literals, template literals and console/Error texts, with their lines', () => {
    const found = messagesIn(
      [
        "const a = 'Next slide';",
        'const b = `Slide ${i + 1} of ${n}`;',
        'console.warn(\'Missing alignment for "content-fit" image.\');',
        'throw new Error(`Could not find gallery design named "${name}".`);',
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 1, text: 'Next slide' },
      { line: 2, text: 'Slide {} of {}' },
      { line: 3, text: 'Missing alignment for "content-fit" image.' },
      { line: 4, text: 'Could not find gallery design named "{}".' },
    ]);
  });

  it('ignores comments and JSDoc', () => {
    expect(
      texts("// Error decoding gallery block data.\n/** Reads the data. Logs 'Bad data here.' */\n/* Next slide. */\nconst x = 1;"),
    ).toEqual([]);
  });

  it('ignores css`` and svg`` templates', () => {
    expect(texts("const s = css`:host { font-family: 'Open Sans', Arial; } p::after { content: 'Read more.'; }`;")).toEqual([]);
    expect(texts('const i = svg`<title>Play video</title>`;')).toEqual([]);
  });

  it('ignores import and export paths and dynamic imports', () => {
    expect(texts("import { x } from './Some Module.js';\nexport * from './Other Thing.js';\nvoid import('./Lazy Part.js');")).toEqual([]);
  });

  it('ignores selectors, attribute names and event types given to DOM calls, and type positions', () => {
    const source = [
      "el.querySelector('Slide Item > p');",
      "el.closest('Section Title');",
      "el.getAttribute('Data Thing');",
      "el.setAttribute('Aria Label', 'Close the dialog');",
      "el.addEventListener('Custom Event', f);",
      "type Dir = 'Go left.' | 'Go right.';",
      "const map = { 'Some Key': 1 };",
      "const v = map['Other Key'];",
    ].join('\n');
    // Only setAttribute's value is text.
    expect(texts(source)).toEqual(['Close the dialog']);
  });

  it('reads html`` templates by their text and their read attributes, not their markup', () => {
    const source =
      'const v = html`<div class="Big Box" part="base" role="dialog" aria-label="Close dialog">' +
      '<h2>${title}</h2><p>Please try again.</p><img alt="A photo of the harbour" src="/x.jpg">' +
      '<button title="Next slide" @click=${() => go(\'Not text here\')}>›</button></div>`;';
    expect(texts(source).sort()).toEqual(
      ['A photo of the harbour', 'Close dialog', 'Next slide', 'Not text here', 'Please try again.'].sort(),
    );
  });

  it('reads strings inside html`` substitutions and nested templates', () => {
    expect(texts("const v = html`<p>${ok ? html`<b>All saved!</b>` : 'Not saved yet.'}</p>`;")).toEqual(['All saved!', 'Not saved yet.']);
  });

  it('leaves code strings alone', () => {
    const source = [
      "const selector = ':scope > .sqs-block';",
      "const tag = 'ss-gallery';",
      "const key = e.key === 'ArrowLeft';",
      'const url = `/api/form/FormSubmissionKey?crumb=${c}`;',
      'const id = `${prefix}-${++uid}`;',
      "'use strict';",
    ].join('\n');
    expect(texts(source)).toEqual([]);
  });
});

describe('strayMessages', () => {
  it('walks a folder of .ts files and skips the excluded folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'ss-stray-'));
    try {
      mkdirSync(join(root, 'blocks'));
      mkdirSync(join(root, 'i18n'));
      writeFileSync(join(root, 'blocks', 'a.ts'), "export const label = 'Next slide';\n");
      writeFileSync(join(root, 'blocks', 'b.d.ts'), "export declare const x: 'Declared Text here';\n");
      writeFileSync(join(root, 'i18n', 'en.ts'), "export const en = { 'x.next': 'Next slide' };\n");
      const found = strayMessages({ root, exclude: [join(root, 'i18n')] });
      expect(found.map((f) => [f.file.endsWith(join('blocks', 'a.ts')), f.line, f.text])).toEqual([[true, 1, 'Next slide']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('src/: every message lives in the catalogue', () => {
  it('has no string literal that reads as a message outside src/i18n/', () => {
    const found = strayMessages().map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(found, 'move these into src/i18n/en/<area>.ts and read them with t()').toEqual([]);
  });
});
