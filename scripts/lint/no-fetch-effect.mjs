// ESLint rule `local/no-fetch-effect`: an admin screen reads through the one data hook, useData
// (shared/admin/src/use-data.ts: loading, one error line with Retry, a stale answer dropped), never
// with an effect of its own. In shared/admin/src it refuses a useEffect / useLayoutEffect whose
// callback awaits, chains .then/.catch, touches the API client (`api`) or calls a load function
// (load, fetch..., reload..., refresh..., a store's .load()), and the old guard `let live = true`.
// use-data.ts itself is the one place such an effect lives.
const ADMIN = /(^|\/)shared\/admin\/src\//;
const EXEMPT = /(\.test\.tsx?$)|(\/use-data\.ts$)/;
const EFFECTS = new Set(['useEffect', 'useLayoutEffect']);
const LOADS = /^(load|fetch|reload|refresh)/;

const effectName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;

/** The first node under `node` that reads data, or null. */
function readIn(node) {
  if (!node || typeof node.type !== 'string') return null;
  switch (node.type) {
    case 'AwaitExpression':
      return node;
    case 'Identifier':
      if (node.name === 'api') return node;
      break;
    case 'CallExpression': {
      const { callee } = node;
      if (callee.type === 'Identifier' && LOADS.test(callee.name)) return node;
      if (callee.type === 'MemberExpression' && !callee.computed) {
        const name = callee.property.name;
        if (name === 'then' || name === 'catch' || LOADS.test(name)) return node;
      }
      break;
    }
    default:
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object') {
        const found = readIn(child);
        if (found) return found;
      }
    }
  }
  return null;
}

export const noFetchEffect = {
  meta: {
    type: 'problem',
    messages: {
      effect:
        'An admin screen reads through useData (shared/admin/src/use-data.ts), not an effect of its own: docs/architecture.md, "How a screen reads".',
      live: 'The `let live = true` guard is the old fetch effect: read through useData (shared/admin/src/use-data.ts).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    if (!ADMIN.test(file) || EXEMPT.test(file)) return {};
    return {
      CallExpression(node) {
        if (!EFFECTS.has(effectName(node.callee))) return;
        const callback = node.arguments[0];
        if (!callback) return;
        const found = callback.async ? callback : readIn(callback.body ?? callback);
        if (found) context.report({ node: found, messageId: 'effect' });
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && node.id.name === 'live' && node.init?.value === true)
          context.report({ node, messageId: 'live' });
      },
    };
  },
};
