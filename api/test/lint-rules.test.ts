import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture is the lint config (docs/architecture.md, "The arrows, written down"): each
// rule is proved here on a probe file that breaks it, linted in memory at a real path of the
// repository (so the import resolver and the rule's folders apply), and on one that keeps it.

const repo = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

/** The rule ids ESLint reports for `code` as if it were the file `path` of the repository. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the packages of shared/ import one another only downwards', () => {
  it('@jazz/contracts imports no React, no Node, no axios and no other package', async () => {
    const broken = await rulesBroken(
      'shared/contracts/src/probe.ts',
      [
        "import { useState } from 'react';",
        "import { readFileSync } from 'node:fs';",
        "import axios from 'axios';",
        "import { createApiClient } from '@jazz/client/api-client';",
        'export const probe = [useState, readFileSync, axios, createApiClient];',
      ].join('\n'),
    );
    expect(broken).toContain('import-x/no-nodejs-modules');
    expect(broken.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(3);
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('@jazz/client does not import the admin', async () => {
    const broken = await rulesBroken(
      'shared/client/src/probe.ts',
      "import { AdminRoutes } from '@jazz/admin/routes';\nexport const probe = AdminRoutes;\n",
    );
    expect(broken).toEqual(['import-x/no-restricted-paths']);
  });

  it('source never imports @jazz/testing; a test may', async () => {
    const probe = "import { testEvent } from '@jazz/testing/factories';\nexport const probe = testEvent;\n";
    for (const path of ['shared/admin/src/probe.ts', 'api/src/probe.ts', 'site/src/probe.ts']) {
      expect(await rulesBroken(path, probe), path).toEqual(['local/test-helpers-in-tests']);
    }
    expect(await rulesBroken('shared/admin/src/probe.test.ts', probe)).toEqual([]);
  });

  it('a file that keeps to the arrows passes', async () => {
    const broken = await rulesBroken(
      'shared/admin/src/probe.ts',
      "import { eventSchema } from '@jazz/contracts';\nimport { useForm } from '@jazz/client/forms';\nexport const probe = [eventSchema, useForm];\n",
    );
    expect(broken).toEqual([]);
  });
});
