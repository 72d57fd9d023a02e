import { randomBytes } from 'node:crypto';

/** Record ids: 24 hex characters, the shape the old clients know from `_id`. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();

/** A stored record's id under both names the clients read: `_id` (the old clients) and `id`. */
export const idsOf = (id: string): { _id: string; id: string } => ({ _id: id, id });
