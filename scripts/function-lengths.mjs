// Code-health figures: functions over a line limit and type casts in source (tests excluded),
// per workspace. Run with `npm run health` (optionally `-- --limit 100`, `-- --casts` to list
// every cast with its place). `-- --check` exits 1 when any function is over the limit, when the
// casts in source exceed the budget (MAX_CASTS) or any `as unknown as` is left in source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 150;
const check = process.argv.includes('--check');
const listCasts = process.argv.includes('--casts');
// The budget of `as` casts in source, all workspaces together (half the 290 counted when it was set).
const MAX_CASTS = 145;
const workspaces = [
  'shared/contracts/src',
  'shared/client/src',
  'shared/admin/src',
  'shared/testing/src',
  'api/src',
  'site/src',
  'admin-desktop/src',
];
const isTest = (p) => /\.(test|spec)\.tsx?$/.test(p) || /(^|\/)(test|tests|__tests__)\//.test(p);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name === 'node_modules' || name === 'dist') continue;
      yield* sourceFiles(p);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTest(relative(root, p))) {
      yield p;
    }
  }
}

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const long = [];
const casts = [];
const totals = {};
for (const ws of workspaces) {
  const t = { files: 0, functions: 0, over: 0, casts: 0, unknownCasts: 0 };
  totals[ws] = t;
  for (const file of sourceFiles(join(root, ws))) {
    t.files++;
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node)
      ) {
        t.functions++;
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > limit) {
          t.over++;
          long.push({ lines, where: `${relative(root, file)}:${start + 1}`, name: functionName(node) });
        }
      }
      if (ts.isAsExpression(node)) {
        // `as const` is not a cast (the parser reads it as a reference to a type named `const`)
        const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(sf) === 'const';
        if (!isConst) {
          t.casts++;
          const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
          casts.push(`${relative(root, file)}:${line}  as ${node.type.getText(sf).replace(/\s+/g, ' ').slice(0, 60)}`);
          if (ts.isAsExpression(node.expression) && node.expression.type.kind === ts.SyntaxKind.UnknownKeyword) {
            t.unknownCasts++;
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

long.sort((a, b) => b.lines - a.lines);
console.log(`Functions over ${limit} lines (source, tests excluded):`);
for (const f of long) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
if (long.length === 0) console.log('  none');
console.log('\nPer workspace:');
console.log('  workspace           files  functions  over-limit  `as` casts  `as unknown as`');
const row = (name, t) =>
  console.log(
    `  ${name.padEnd(18)} ${String(t.files).padStart(6)} ${String(t.functions).padStart(10)} ${String(t.over).padStart(11)} ${String(t.casts).padStart(11)} ${String(t.unknownCasts).padStart(16)}`,
  );
const total = { files: 0, functions: 0, over: 0, casts: 0, unknownCasts: 0 };
for (const [ws, t] of Object.entries(totals)) {
  row(ws, t);
  for (const k of Object.keys(total)) total[k] += t[k];
}
row('total', total);
if (listCasts) {
  console.log('\nCasts:');
  for (const c of casts) console.log(`  ${c}`);
}
if (check) {
  const problems = [];
  if (long.length > 0) problems.push(`${long.length} function(s) over ${limit} lines`);
  if (total.casts > MAX_CASTS) problems.push(`${total.casts} \`as\` casts in source, at most ${MAX_CASTS} allowed`);
  if (total.unknownCasts > 0) problems.push(`${total.unknownCasts} \`as unknown as\` in source, none allowed`);
  if (problems.length > 0) {
    console.error(`\nhealth check failed: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `\nhealth check passed: no function over ${limit} lines, ${total.casts} casts (at most ${MAX_CASTS}), no \`as unknown as\``,
  );
}
