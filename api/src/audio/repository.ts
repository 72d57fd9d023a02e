import type { AudioExtension } from '@jazz/contracts';
import { transactionOf, type Db } from '../db';

export interface StoredAudio {
  id: string;
  ext: AudioExtension;
  bytes: number;
}

/** SQL of the audio area: one row per distinct uploaded file (id = sha256 of its bytes). */
export function createAudioRepository(db: Db) {
  const insertRow = db.prepare('INSERT OR IGNORE INTO audio (id, ext, bytes, created_at) VALUES (?, ?, ?, ?)');
  const getRow = db.prepare<[string], StoredAudio>('SELECT id, ext, bytes FROM audio WHERE id = ?');
  return {
    transaction: transactionOf(db),
    insert(audio: StoredAudio, now: string): void {
      insertRow.run(audio.id, audio.ext, audio.bytes, now);
    },
    get: (id: string): StoredAudio | undefined => getRow.get(id),
  };
}

export type AudioRepository = ReturnType<typeof createAudioRepository>;
