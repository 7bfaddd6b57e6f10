// Every placeholder of the catalogue is filled where a message is formatted. The types make
// each `t(area, id, params)` name every placeholder of its message (catalogue.ts); what they
// cannot see is a value that is undefined at run time, which `fill` leaves as `{name}`: a
// warning that ended in a literal `{fallback}` came from `JSON.stringify` of an undefined
// default, typed `string`. This reads every call of the translator in src/ with the compiler
// and fails on a parameter whose type admits undefined, or that is `JSON.stringify` of a value
// that may be undefined.
import { describe, it, expect } from 'vitest';
import { resolve } from 'node:path';
import ts from 'typescript';
import * as en from '../../../src/i18n/en/index.js';
import { placeholders, type Message } from '../../../src/i18n/format.js';

const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, '.');
const files = config.fileNames.filter((f) => /^src\//.test(f)).map((f) => resolve(f));
const program = ts.createProgram(files, config.options);
const checker = program.getTypeChecker();

const catalogue = new Map<string, Message>(Object.values(en as unknown as Record<string, Record<string, Message>>).flatMap(Object.entries));
const textsOf = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));

const UNDEFINED = ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/** True when a value of the type may be undefined (or, with `orNull`, null): `fill` leaves
 * `{name}` for either; `JSON.stringify` writes null. */
function mayBeMissing(type: ts.Type, orNull = true): boolean {
  if (type.flags & (orNull ? UNDEFINED | ts.TypeFlags.Null : UNDEFINED)) return true;
  return type.isUnion() && type.types.some((u) => mayBeMissing(u, orNull));
}

/** Why a parameter's value may leave its placeholder unfilled, or undefined when it cannot. */
function unfilled(value: ts.Expression): string | undefined {
  if (mayBeMissing(checker.getTypeAtLocation(value))) return 'may be undefined';
  // JSON.stringify is typed string, and gives undefined for undefined.
  if (
    ts.isCallExpression(value) &&
    value.expression.getText() === 'JSON.stringify' &&
    value.arguments[0] &&
    mayBeMissing(checker.getTypeAtLocation(value.arguments[0]), false)
  )
    return 'JSON.stringify of a value that may be undefined';
  return undefined;
}

interface Call {
  where: string;
  id: string;
  params?: ts.ObjectLiteralExpression;
}

/** Every `t(area, 'id', …)` and `x.t(area, 'id', …)` with a literal id. */
function calls(): Call[] {
  const out: Call[] = [];
  for (const file of program.getSourceFiles().filter((f) => files.includes(f.fileName))) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const named = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const [, id, params] = node.arguments;
        if (named === 't' && id && ts.isStringLiteralLike(id) && catalogue.has(id.text)) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          out.push({
            where: `${file.fileName}:${line + 1}`,
            id: id.text,
            params: params && ts.isObjectLiteralExpression(params) ? params : undefined,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

describe('every placeholder of the catalogue is filled where its message is formatted', () => {
  const found = calls();

  it('finds the calls of the translator', () => {
    // A broken search (a renamed function) would find nothing and pass the rest.
    expect(found.length).toBeGreaterThan(150);
    expect(found.some((c) => c.id === 'settings.invalid')).toBe(true);
  });

  // The compiler's checks take seconds on a loaded machine.
  it('no parameter value may be undefined', { timeout: 90_000 }, () => {
    const bad: string[] = [];
    for (const { where, id, params } of found) {
      const wanted = new Set(textsOf(catalogue.get(id)!).flatMap(placeholders));
      for (const p of params?.properties ?? []) {
        const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '';
        if (!value || !wanted.has(name)) continue;
        const why = unfilled(value);
        if (why) bad.push(`${where} ${id} {${name}}: ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every message with placeholders is given each of them where its id is written', () => {
    const bad: string[] = [];
    for (const { where, id, params } of found) {
      const wanted = textsOf(catalogue.get(id)!).flatMap(placeholders);
      // A params object built elsewhere (a variable, a spread) is checked by the types.
      if (!wanted.length || !params || params.properties.some(ts.isSpreadAssignment)) continue;
      const given = new Set(
        params.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')),
      );
      for (const name of wanted) if (name !== 'count' && !given.has(name)) bad.push(`${where} ${id} lacks {${name}}`);
    }
    expect(bad).toEqual([]);
  });
});
