import type { Db } from './index';

/** SQL of app_state: one-off facts about this installation (e.g. that demo content was seeded). */
export function createAppStateRepository(db: Db) {
  const getRow = db.prepare<[string], { value: string }>('SELECT value FROM app_state WHERE key = ?');
  const setRow = db.prepare(
    'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | undefined => getRow.get(key)?.value,
    set(key: string, value: string): void {
      setRow.run(key, value);
    },
  };
}
