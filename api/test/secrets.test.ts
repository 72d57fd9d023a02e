import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecrets, SECRETS_KEY_FILE } from '../src/secrets/secrets';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('secrets at rest', () => {
  it('seals a value that opens again for its purpose only, under a key file of mode 0600', () => {
    const dir = dataDir();
    const secrets = createSecrets(dir);
    const sealed = secrets.seal('tin', '123-45-6789');
    expect(sealed).not.toContain('6789');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // a random IV: the same value seals differently each time
    expect(secrets.seal('tin', '123-45-6789')).not.toBe(sealed);
    expect(secrets.open('tin', sealed)).toBe('123-45-6789');
    expect(secrets.open('calendar-password', sealed)).toBeUndefined();
    expect(statSync(join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    // the key file is the only thing that opens it: a second process reads the same key
    expect(createSecrets(dir).open('tin', sealed)).toBe('123-45-6789');
  });

  it('opens nothing sealed under another key, nor a value tampered with', () => {
    const sealed = createSecrets(dataDir()).seal('calendar-password', 'app-password');
    expect(createSecrets(dataDir()).open('calendar-password', sealed)).toBeUndefined();
    const own = createSecrets(dataDir());
    const mine = own.seal('calendar-password', 'app-password');
    const parts = mine.split('.');
    parts[4] = Buffer.from('app-passwore').toString('base64url');
    expect(own.open('calendar-password', parts.join('.'))).toBeUndefined();
    expect(own.open('calendar-password', 'not sealed')).toBeUndefined();
  });

  it('refuses a key file that is not a key, rather than sealing under a wrong one', () => {
    const dir = dataDir();
    const secrets = createSecrets(dir);
    secrets.seal('tin', 'x');
    const key = readFileSync(join(dir, SECRETS_KEY_FILE), 'utf8');
    expect(Buffer.from(key.trim(), 'base64url')).toHaveLength(32);
    rmSync(join(dir, SECRETS_KEY_FILE));
    writeFileSync(join(dir, SECRETS_KEY_FILE), 'short\n');
    expect(() => createSecrets(dir).seal('tin', 'x')).toThrow(/not a secrets key/);
  });
});
