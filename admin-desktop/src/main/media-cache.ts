import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The images the app has shown, kept on this computer, so a screen opened offline still shows
 * them (a band's photos, a press kit's): media addresses are content-hashed, so a kept copy is
 * never stale. Bounded: past `maxBytes` the least recently written files go first.
 */
export interface MediaCache {
  get(path: string): Promise<{ type: string; body: Uint8Array<ArrayBuffer> } | null>;
  put(path: string, type: string, body: Uint8Array): Promise<void>;
}

export function createMediaCache(dir: string, maxBytes = 300 * 1024 * 1024): MediaCache {
  const nameOf = (path: string) => createHash('sha256').update(path).digest('hex');

  async function trim() {
    const files = await readdir(dir).catch((): string[] => []);
    const stats = await Promise.all(
      files.filter((f) => f.endsWith('.bin')).map(async (f) => ({ f, s: await stat(join(dir, f)).catch(() => null) })),
    );
    const live = stats.filter((x): x is { f: string; s: NonNullable<typeof x.s> } => x.s !== null);
    let total = live.reduce((sum, x) => sum + x.s.size, 0);
    for (const { f, s } of live.sort((a, b) => a.s.mtimeMs - b.s.mtimeMs)) {
      if (total <= maxBytes) break;
      await unlink(join(dir, f)).catch(() => undefined);
      await unlink(join(dir, f.replace(/\.bin$/, '.type'))).catch(() => undefined);
      total -= s.size;
    }
  }

  return {
    async get(path) {
      const name = nameOf(path);
      try {
        const [body, type] = await Promise.all([
          readFile(join(dir, `${name}.bin`)),
          readFile(join(dir, `${name}.type`), 'utf8'),
        ]);
        return { type, body: new Uint8Array(body) };
      } catch {
        return null;
      }
    },
    async put(path, type, body) {
      if (body.byteLength > maxBytes) return;
      const name = nameOf(path);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${name}.type`), type);
      await writeFile(join(dir, `${name}.bin`), body);
      await trim();
    },
  };
}
