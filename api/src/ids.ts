import { randomBytes } from 'node:crypto';

/** Record ids: 24 hex characters, the shape the old clients know from `_id`. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();
