// node --import tsx scripts/check-one-operation.ts (part of `npm run lint`)
// One exported operation per server file, its types beside it (documenso's server-only shape). An
// operation is an exported function, or an exported const whose value is a function or arrow; types,
// interfaces, constants, schemas and classes are not. A file that is one cohesive thing with several
// operations (a route table, a set of pure formatters) says so in its header comment with a line
// `One file, several operations: <why>`. Lists every other file and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'src/server');
const MARKER = /One file, several operations:\s*\S/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    // Tests and the helpers only tests import (test-fixtures.ts, test-support.ts) are not server code.
    const isTest = /\.test\.tsx?$/.test(entry.name) || entry.name.startsWith('test-');
    return isSource && !isTest ? [path] : [];
  });
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isFunctionValue(expression: ts.Expression | undefined): boolean {
  let value = expression;
  while (
    value &&
    (ts.isParenthesizedExpression(value) ||
      ts.isAsExpression(value) ||
      ts.isSatisfiesExpression(value) ||
      ts.isTypeAssertionExpression(value))
  ) {
    value = value.expression;
  }
  return !!value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
}

/** The names of the operations a file exports itself (re-exports from other files are not its own). */
function exportedOperations(source: ts.SourceFile): string[] {
  const functions = new Set<string>();
  const operations: string[] = [];
  const locallyExported: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      functions.add(name);
      if (isExported(statement) && statement.body) operations.push(name);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !isFunctionValue(declaration.initializer)) continue;
        functions.add(declaration.name.text);
        if (isExported(statement)) operations.push(declaration.name.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        if (!element.isTypeOnly) locallyExported.push((element.propertyName ?? element.name).text);
      }
    }
  }
  return [...operations, ...locallyExported.filter((name) => functions.has(name))];
}

function headerComment(text: string): string {
  const ranges = ts.getLeadingCommentRanges(text, 0) ?? [];
  return ranges.map((range) => text.slice(range.pos, range.end)).join('\n');
}

function operationsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (MARKER.test(headerComment(text))) return [];
  return exportedOperations(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false));
}

const offenders = serverFiles(SERVER).flatMap((path) => {
  const file = relative(ROOT, path);
  const operations = operationsOf(path);
  return operations.length > 1 ? [`${file}: ${operations.length} operations (${operations.join(', ')})`] : [];
});
if (offenders.length > 0) {
  console.error(
    'Server files exporting more than one operation. Split them (one operation per file, its types ' +
      "beside it), or give the file a header line 'One file, several operations: <why>'.\n",
  );
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
