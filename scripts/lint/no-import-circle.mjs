// ESLint rule `local/no-import-circle`: no import circle, type imports included. import-x/no-cycle
// skips `import type` (and imports whose every name is a type), so a circle closed by a type
// import went unseen; here every import counts: `import`, `import type`, `export ... from`,
// `import()`. Files outside the repository (node_modules) are never followed.
//
// Each file's imports are read from its text once per lint run and resolved with the same
// workspace-aware resolver as import-x (eslint.config.js), so `@jazz/contracts/...` is followed as
// a relative path is.
import { readFileSync, realpathSync } from 'node:fs';

const IMPORTS =
  /(?:^|[;}\s])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The relative or workspace imports of `text` (comments dropped first). */
function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORTS)].map((match) => match[1] ?? match[2]);
}

/** A rule bound to `resolver` (eslint-import-resolver-typescript's, as import-x uses it). */
export function noImportCircle(resolver) {
  const resolved = new Map(); // file -> files it imports (in the repository)
  const real = (path) => {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  };
  const resolveFrom = (file, source) => {
    const result = resolver.resolve(source, file);
    if (!result?.found || !result.path) return null;
    const path = real(result.path);
    return path.includes('/node_modules/') || !/\.(ts|tsx|mts|js|mjs)$/.test(path) ? null : path;
  };
  const importsOfFile = (file) => {
    let files = resolved.get(file);
    if (files) return files;
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      /* gone: imports nothing */
    }
    files = [...new Set(importsOf(text).map((source) => resolveFrom(file, source)))].filter(Boolean);
    resolved.set(file, files);
    return files;
  };
  /** The shortest path of imports from `start` back to `target`, or null. */
  const pathBack = (start, target) => {
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of importsOfFile(file)) {
        if (next === target) {
          const route = [file];
          for (let at = previous.get(file); at; at = previous.get(at)) route.unshift(at);
          return route;
        }
        if (!previous.has(next)) {
          previous.set(next, file);
          queue.push(next);
        }
      }
    }
    return null;
  };

  return {
    meta: {
      type: 'problem',
      docs: { description: 'No import circle, type imports included' },
      schema: [],
      messages: { circle: 'Import circle (type imports included): {{route}}' },
    },
    create(context) {
      const file = real(context.physicalFilename);
      const root = context.cwd;
      const short = (path) => (path.startsWith(root + '/') ? path.slice(root.length + 1) : path);
      const check = (node) => {
        const source = node.source;
        if (!source || typeof source.value !== 'string') return;
        const target = resolveFrom(file, source.value);
        if (!target || target === file) return;
        const route = pathBack(target, file);
        if (route)
          context.report({
            node,
            messageId: 'circle',
            data: { route: [file, ...route, file].map(short).join(' -> ') },
          });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}
