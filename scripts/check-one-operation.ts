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

// NOT_YET_SPLIT: files that still export several operations and are still to be split (or to say why
// not). The list only shrinks: a file leaves it when it is split or carries the marker, and no new
// file may join it.
const NOT_YET_SPLIT = new Set<string>([
  'src/server/features/bets/auto-cash-out.ts',
  'src/server/features/bets/cash-out.ts',
  'src/server/db/client.ts',
  'src/server/db/migrate.ts',
  'src/server/db/open.ts',
  'src/server/db/prepared.ts',
  'src/server/features/matches/market-closing.ts',
  'src/server/features/matches/sync/match-state.ts',
  'src/server/features/matches/sync/sync-matches.ts',
  'src/server/features/matches/sync/sync-tournament.ts',
  'src/server/features/settlement/bet-result-notices.ts',
  'src/server/features/settlement/correctable-winnings.ts',
  'src/server/features/settlement/pending.ts',
  'src/server/features/settlement/resettle.ts',
  'src/server/features/settlement/settle-match.ts',
  'src/server/features/settlement/settle-toss.ts',
  'src/server/features/wallet/balance-events.ts',
  'src/server/http/admin.ts',
  'src/server/jobs/function-runs.ts',
  'src/server/jobs/scheduler.ts',
  'src/server/realtime/announcer.ts',
  'src/server/realtime/live-events.ts',
  'src/server/runtime.ts',
]);

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

const files = serverFiles(SERVER).map((path) => ({ file: relative(ROOT, path), path }));
const offenders = files.flatMap(({ file, path }) => {
  if (NOT_YET_SPLIT.has(file)) return [];
  const operations = operationsOf(path);
  return operations.length > 1 ? [`${file}: ${operations.length} operations (${operations.join(', ')})`] : [];
});
// A file split (or marked, or gone) leaves NOT_YET_SPLIT, so the list never hides a new offender.
const done = [...NOT_YET_SPLIT].filter((file) => {
  const found = files.find((f) => f.file === file);
  return !found || operationsOf(found.path).length <= 1;
});

if (offenders.length > 0) {
  console.error(
    'Server files exporting more than one operation. Split them (one operation per file, its types ' +
      "beside it), or give the file a header line 'One file, several operations: <why>'.\n",
  );
  for (const line of offenders) console.error(`  ${line}`);
}
if (done.length > 0) {
  console.error('\nNo longer to split: remove from NOT_YET_SPLIT in scripts/check-one-operation.ts:');
  for (const file of done) console.error(`  ${file}`);
}
if (offenders.length > 0 || done.length > 0) process.exit(1);
