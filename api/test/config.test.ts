import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, readConfig } from '../src/config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder as a tool would point DATA_DIR at it: shared (0755), with someone else's file (0644). */
function sharedFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-config-'));
  dirs.push(dir);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'theirs.txt'), 'not ours', { mode: 0o644 });
  chmodSync(join(dir, 'theirs.txt'), 0o644);
  return dir;
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('reading the configuration apart from preparing the data folder', () => {
  it('readConfig reads the settings and changes nothing on disk', () => {
    const dir = sharedFolder();
    const missing = join(dir, 'not-yet');
    const config = readConfig({ DATA_DIR: dir, ALTCHA_COST: '1234' });
    expect(config.altchaCost).toBe(1234);
    expect(config.dataDir).toBe(dir);
    expect(readConfig({ DATA_DIR: missing }).dataDir).toBe(missing);
    expect(mode(dir)).toBe(0o755);
    expect(mode(join(dir, 'theirs.txt'))).toBe(0o644);
    expect(readdirSync(dir)).toEqual(['theirs.txt']);
    expect(existsSync(missing)).toBe(false);
  });

  it('loadConfig prepares the folder: owner-only modes and a signing key kept in it', () => {
    const dir = sharedFolder();
    mkdirSync(join(dir, 'media'), { mode: 0o755 });
    const config = loadConfig({ DATA_DIR: dir });
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'media'))).toBe(0o700);
    expect(mode(join(dir, 'theirs.txt'))).toBe(0o600);
    expect(config.jwtSecret.length).toBeGreaterThan(40);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });
});
