// Finds string literals in src/**/*.ts, outside the message catalogue (src/i18n/), that
// read as messages: a capitalised phrase of several words ('Next slide'), or text of
// several words ending in '.', '!', '?' or '…' ('Error decoding gallery block data.').
// Template literals are read with each `${…}` as `{}`; html`` templates by their text and
// their aria-label, title, alt, placeholder and label attributes. Not read: comments and
// JSDoc, css`` and svg`` templates, import and export paths, type positions, property
// names, and strings passed to DOM query and attribute calls (selectors and attribute
// names). Every string a person or a console reads belongs in the catalogue.
//
//   node scripts/stray-messages.mjs   prints what it finds under src/ (exit 1 if anything)
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Calls whose string arguments are selectors, attribute names, event types or ids. */
const NOT_TEXT_CALLS = new Set([
  'querySelector',
  'querySelectorAll',
  'closest',
  'matches',
  'getElementById',
  'getElementsByClassName',
  'getElementsByTagName',
  'getAttribute',
  'hasAttribute',
  'removeAttribute',
  'toggleAttribute',
  'addEventListener',
  'removeEventListener',
  'createElement',
  'define',
  'get',
  'whenDefined',
  'matchMedia',
  'getPropertyValue',
  'setProperty',
  'removeProperty',
]);
/** Tagged templates that are not text. */
const NOT_TEXT_TAGS = new Set(['css', 'svg', 'unsafeCSS']);
/** Attributes of html`` templates that people read. */
const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
];

/** True when text reads as a message: two words or more, and a capital first (after a
 * `[source] ` prefix such as `[ss-blocks] `) or a sentence's end last. */
export function readsAsMessage(text) {
  const s = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\[[\w-]+\] /, '');
  const words = s.split(' ').filter((w) => /[A-Za-z]{2}/.test(w));
  if (words.length < 2) return false;
  // A URL or path that happens to end in a dot is not a sentence.
  const sentenceEnd = /[.!?…]$/.test(s) && !/^(https?:|\.{0,2}\/)/.test(s);
  return /^[A-Z]/.test(s) || sentenceEnd;
}

function calleeName(call) {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

function skipped(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCallExpression(parent)) {
    if (parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    const name = calleeName(parent);
    if (name && NOT_TEXT_CALLS.has(name)) return true;
    // setAttribute(name, value): the name is not text, the value may be.
    if (name === 'setAttribute' && parent.arguments[0] === node) return true;
  }
  if (ts.isExpressionStatement(parent) && ts.isStringLiteral(node) && node.text === 'use strict') return true;
  return false;
}

/** The html`` template's readable parts: text between tags and read attributes. */
function htmlTexts(template) {
  const parts = [];
  const attrs = new RegExp(`\\s(?:${READ_ATTRIBUTES.join('|')})=(?:"([^"]*)"|'([^']*)')`, 'g');
  for (const [, a, b] of template.matchAll(attrs)) parts.push(a ?? b);
  for (const text of template.replace(/<!--[\s\S]*?-->/g, ' ').split(/<[^>]*>/)) parts.push(text);
  return parts;
}

/** Template text with each substitution as `{}`. */
function templateText(node) {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

/**
 * The strings in one source that read as messages: `{ line, text }`, line 1-based, text
 * with each template substitution as `{}`.
 */
export function messagesIn(source, fileName = 'source.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const report = (node, text) => {
    if (readsAsMessage(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = ts.isIdentifier(node.tag) ? node.tag.text : ts.isPropertyAccessExpression(node.tag) ? node.tag.name.text : '';
      if (NOT_TEXT_TAGS.has(tag)) return;
      if (tag === 'html') {
        for (const text of htmlTexts(templateText(node.template))) report(node, text);
        // Substitutions may hold strings and nested templates of their own.
        if (ts.isTemplateExpression(node.template)) node.template.templateSpans.forEach((span) => visit(span.expression));
        return;
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!skipped(node)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!skipped(node)) report(node, templateText(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every stray message under root (default src/), outside exclude (default src/i18n/):
 * `{ file, line, text }`, file relative to the working directory. */
export function strayMessages({ root = 'src', exclude = [join('src', 'i18n')] } = {}) {
  const excluded = exclude.map((dir) => relative('.', dir));
  return tsFiles(root)
    .map((path) => relative('.', path))
    .filter((file) => !excluded.some((dir) => file === dir || file.startsWith(dir + sep)))
    .sort()
    .flatMap((file) => messagesIn(readFileSync(file, 'utf8'), file).map((m) => ({ file, ...m })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = strayMessages();
  for (const { file, line, text } of found) console.log(`${file}:${line}  ${text}`);
  console.log(`${found.length} stray message${found.length === 1 ? '' : 's'} outside src/i18n/`);
  process.exit(found.length ? 1 : 0);
}
