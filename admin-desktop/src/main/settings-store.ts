import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { settingsSchema, type Settings } from '../ipc-contract';

/** The server address, remembered in a JSON file under the app's user-data folder. */
export function createSettingsStore(file: string) {
  let cached: Settings | null | undefined;
  return {
    async read(): Promise<Settings | null> {
      if (cached !== undefined) return cached;
      try {
        const parsed = settingsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
        cached = parsed.success ? parsed.data : null;
      } catch {
        cached = null;
      }
      return cached;
    },
    async write(settings: Settings): Promise<void> {
      await mkdir(dirname(file), { recursive: true });
      // write then rename: a crash never leaves half a file
      await writeFile(`${file}.tmp`, JSON.stringify(settings, null, 2));
      await rename(`${file}.tmp`, file);
      cached = settings;
    },
  };
}
