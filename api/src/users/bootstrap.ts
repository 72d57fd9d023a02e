import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/errors';

// PLACEHOLDER: replaced by the users area (first admin from ADMIN_EMAIL or a random password).
export async function ensureAdmin(_db: Db, _config: Config, _logger: Logger): Promise<void> {}
