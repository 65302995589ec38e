import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/**
 * `cn()` only joins class names (ADR 060): when one element gets two classes for the same property, the stylesheet's
 * order picks the winner, not the order of the classes. This reads every source file of the web app and fails on
 * such a pair, in two places:
 *
 * - **One `cn()` call**: classes that can apply together. An argument gives one of its alternatives (a ternary's two
 *   branches, a lookup table's values, a `cva` variant's values, nothing for `cond && …`); alternatives of one
 *   argument never meet, those of two arguments may.
 * - **A component and its callers**: the classes a component gives its element around the caller's `className` (or
 *   `fooClassName`, whatever prop it hands to a `cn()` call or on to another such component) against the classes a
 *   caller passes in that prop. A default the caller may replace is written `fallback:…`, which no class outranks.
 *
 * tailwind-merge (a dev dependency, not in the app) says which classes conflict: a pair conflicts when merging them
 * drops one.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
);

/** Module-level constants of each file, and what each file imports by name (to follow `buttonVariants` etc.). */
const constsByFile = new Map<ts.SourceFile, Map<string, ts.Expression>>();
for (const sf of files) {
  const consts = new Map<string, ts.Expression>();
  for (const st of sf.statements)
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  constsByFile.set(sf, consts);
}
const exported = new Map<string, ts.Expression>();
for (const [sf, consts] of constsByFile)
  for (const st of sf.statements)
    if (ts.isVariableStatement(st) && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) exported.set(d.name.text, consts.get(d.name.text)!);

function constant(node: ts.Identifier): ts.Expression | undefined {
  return constsByFile.get(node.getSourceFile())!.get(node.text) ?? exported.get(node.text);
}

type Classes = string[];
const split = (s: string): Classes => s.split(/\s+/).filter(Boolean);

/** The alternatives an expression may give (each a list of classes); `[[]]` when it gives nothing we can read. */
function alternatives(node: ts.Expression, depth = 0): Classes[] {
  if (depth > 6) return [[]];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [split(node.text)];
  if (ts.isTemplateExpression(node))
    return [split([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '))];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return alternatives(node.expression, depth + 1);
  if (ts.isConditionalExpression(node))
    return [...alternatives(node.whenTrue, depth + 1), ...alternatives(node.whenFalse, depth + 1)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return [[], ...alternatives(node.right, depth + 1)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    return [...alternatives(node.left, depth + 1), ...alternatives(node.right, depth + 1)];
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? alternatives(p.initializer, depth + 1) : [[]],
    );
  if (ts.isElementAccessExpression(node)) return alternatives(node.expression, depth + 1);
  // `SIZES[size].box`: the `box` of each entry of the table.
  if (ts.isPropertyAccessExpression(node)) {
    const table = ts.isElementAccessExpression(node.expression) ? node.expression.expression : undefined;
    const init = table && ts.isIdentifier(table) ? constant(table) : undefined;
    const entries =
      init && ts.isObjectLiteralExpression(init)
        ? init.properties.filter(ts.isPropertyAssignment).map((p) => p.initializer)
        : [];
    if (entries.length && entries.every(ts.isObjectLiteralExpression))
      return entries.flatMap((entry) =>
        entry.properties
          .filter(ts.isPropertyAssignment)
          .filter((p) => p.name.getText() === node.name.text)
          .flatMap((p) => alternatives(p.initializer, depth + 1)),
      );
    return [[]];
  }
  if (ts.isIdentifier(node)) {
    const init = constant(node);
    return init ? alternatives(init, depth + 1) : [[]];
  }
  if (ts.isCallExpression(node)) {
    const callee = ts.isIdentifier(node.expression) ? constant(node.expression) : undefined;
    // A `cva(base, { variants })` definition called: its base with one value of each variant.
    if (callee && ts.isCallExpression(callee) && callee.expression.getText() === 'cva')
      return cvaAlternatives(callee);
    if (node.expression.getText() === 'cva') return cvaAlternatives(node);
  }
  return [[]];
}

/** The variants a JSX element names literally (`variant="outline"`), while its component's classes are read. */
let chosen = new Map<string, string>();

function cvaAlternatives(call: ts.CallExpression): Classes[] {
  const [base, config] = call.arguments;
  let combos: Classes[] = base ? alternatives(base) : [[]];
  const variants =
    config && ts.isObjectLiteralExpression(config)
      ? config.properties.find((p) => p.name?.getText() === 'variants')
      : undefined;
  if (variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer))
    for (const key of variants.initializer.properties) {
      if (!ts.isPropertyAssignment(key) || !ts.isObjectLiteralExpression(key.initializer)) continue;
      const pick = chosen.get(key.name.getText());
      const values = key.initializer.properties
        .filter(ts.isPropertyAssignment)
        .filter((v) => pick === undefined || v.name.getText().replace(/['"]/g, '') === pick)
        .flatMap((v) => alternatives(v.initializer));
      combos = combos.flatMap((c) => values.map((v) => [...c, ...v]));
    }
  return combos;
}

/** The classes of `a` and `b` that merging them drops (each list on its own merges to itself). */
function conflicts(a: Classes, b: Classes): string[] {
  const kept = new Set(split(twMerge([...a, ...b].join(' '))));
  return [...new Set([...a, ...b])].filter((c) => !kept.has(c));
}

/** Every pair of alternatives from two different arguments, and each alternative on its own. */
function callConflicts(args: Classes[][]): string[] {
  const found: string[] = [];
  args.forEach((alts, i) => {
    for (const a of alts) {
      found.push(...conflicts(a, []));
      for (const other of args.slice(i + 1)) for (const b of other) found.push(...conflicts(a, b));
    }
  });
  return [...new Set(found)];
}

const where = (node: ts.Node) => {
  const sf = node.getSourceFile();
  return `${path.relative(SRC, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

const isCn = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn';

function visitAll(visit: (node: ts.Node, component: string | undefined) => void) {
  for (const sf of files) {
    const walk = (node: ts.Node, component: string | undefined) => {
      let name = component;
      if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (ts.isArrowFunction(node.initializer)) name = node.name.text;
      }
      visit(node, name);
      node.forEachChild((child) => walk(child, name));
    };
    walk(sf, undefined);
  }
}

/** `Component.prop` → the classes the component sets around what a caller passes in `prop`. */
const around = new Map<string, () => Classes[]>();
visitAll((node, component) => {
  if (!component || !/^[A-Z]/.test(component) || !isCn(node)) return;
  node.arguments.forEach((arg) => {
    if (!ts.isIdentifier(arg) || !/className$/i.test(arg.text)) return;
    const others = () => node.arguments.filter((a) => a !== arg).flatMap((a) => alternatives(a));
    // A `cva` call that is handed the className itself (`buttonVariants({ variant, size, className })`).
    around.set(`${component}.${arg.text}`, others);
  });
  const inner = node.arguments.find(ts.isCallExpression);
  const prop = inner?.arguments[0];
  if (inner && prop && ts.isObjectLiteralExpression(prop))
    for (const p of prop.properties)
      if (ts.isShorthandPropertyAssignment(p) && /className$/i.test(p.name.text))
        around.set(`${component}.${p.name.text}`, () => alternatives(inner));
});
// A component that hands a prop on to another one's className takes that one's classes, until nothing changes.
for (let round = 0; round < 5; round++)
  visitAll((node, component) => {
    if (!component || !/^[A-Z]/.test(component)) return;
    if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) return;
    for (const attr of node.attributes.properties) {
      if (!ts.isJsxAttribute(attr) || !attr.initializer || !ts.isJsxExpression(attr.initializer)) continue;
      const target = around.get(`${node.tagName.getText()}.${attr.name.getText()}`);
      const passed = attr.initializer.expression;
      if (!target || !passed || !ts.isIdentifier(passed) || !/className$/i.test(passed.text)) continue;
      const key = `${component}.${passed.text}`;
      if (!around.has(key)) around.set(key, target);
    }
  });

describe('cn', () => {
  it('joins class names and conditionals, dropping none', () => {
    const open = false;
    expect(cn('px-4 py-2', open && 'hidden', ['rounded-md', { 'px-2': true }])).toBe(
      'px-4 py-2 rounded-md px-2',
    );
  });

  it('no cn() call gives one element two classes for the same property', () => {
    const found: string[] = [];
    visitAll((node) => {
      if (!isCn(node)) return;
      const args = node.arguments.map((a) => alternatives(a));
      const clash = callConflicts(args);
      if (clash.length) found.push(`${where(node)}: ${clash.join(' ')}`);
    });
    expect(found).toEqual([]);
  });

  it("no caller's class meets a component's class for the same property, but a fallback: one", () => {
    const found: string[] = [];
    visitAll((node) => {
      if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) return;
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || !attr.initializer) continue;
        const ownClasses = around.get(`${node.tagName.getText()}.${attr.name.getText()}`);
        if (!ownClasses) continue;
        chosen = new Map(
          node.attributes.properties.flatMap((a) =>
            ts.isJsxAttribute(a) && a.initializer && ts.isStringLiteral(a.initializer)
              ? [[a.name.getText(), a.initializer.text] as const]
              : [],
          ),
        );
        const own = ownClasses();
        chosen = new Map();
        const given = ts.isStringLiteral(attr.initializer)
          ? [split(attr.initializer.text)]
          : ts.isJsxExpression(attr.initializer) && attr.initializer.expression
            ? alternatives(attr.initializer.expression)
            : [[]];
        const clash = new Set(own.flatMap((o) => given.flatMap((g) => conflicts(o, g))));
        if (clash.size) found.push(`${where(attr)} <${node.tagName.getText()}>: ${[...clash].join(' ')}`);
      }
    });
    expect(found).toEqual([]);
  });
});
