import type { Db } from '../db';

let instances = 0;

/**
 * SQL of the content version: how much this process wrote to the tables public pages read,
 * and whether another process committed anything.
 *
 * Every table but the `privateTables` gets temporary triggers (this connection's only) that
 * count its changed rows, so a table another area adds later counts by default: a needless
 * re-render is cheap, a stale page is not.
 */
export function createContentVersionRepository(db: Db, privateTables: ReadonlySet<string>) {
  const id = ++instances;
  let touched = 0;
  const counter = `content_touched_${id}`;
  db.function(counter, { deterministic: false }, () => {
    touched++;
    return null;
  });
  const tables = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'",
    )
    .pluck()
    .all();
  for (const table of tables) {
    if (privateTables.has(table)) continue;
    for (const op of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "cv${id}_${table}_${op}" AFTER ${op} ON main."${table}" BEGIN SELECT ${counter}(); END`,
      );
  }
  // a pragma costs about ten times a function call: ask it sparingly
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  return {
    /** Rows of public tables this connection changed since the version was created. */
    changes: (): number => touched,
    /** Moves on every commit by another connection to the database file. */
    dataVersion: (): number => dataVersion.get()!,
  };
}

export type ContentVersionRepository = ReturnType<typeof createContentVersionRepository>;
