// ESLint rule `local/test-helpers-in-tests`: @jazz/testing (fixtures, Chromium, factories) is for
// tests only. A test file, an e2e folder or a test folder may import it; source never does, so no
// package's code depends on the one that sits on top of them all.
const TEST_FILE = /(\.test\.tsx?$)|(\/(e2e|test)\/)|(^|\/)shared\/testing\//;
const HELPERS = /^@jazz\/testing(\/|$)/;

export const testHelpersInTests = {
  meta: {
    type: 'problem',
    messages: { source: '@jazz/testing is for tests only: source never imports it.' },
    schema: [],
  },
  create(context) {
    if (TEST_FILE.test(context.filename.replaceAll('\\', '/'))) return {};
    const check = (node) => {
      if (node.source && HELPERS.test(String(node.source.value))) context.report({ node, messageId: 'source' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
