import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './http/errors';

// PLACEHOLDER: replaced by the groups/events area (demo bands and shows on an empty database).
export async function seedDemoContent(_db: Db, _config: Config, _logger: Logger): Promise<void> {}
