import type { Config } from '../config';

/** The site's name for mails and pages: the owner's, from the `site` page; else the host name. */
export function siteNameOf(config: Config): () => string {
  return () => new URL(config.siteUrl).host;
}
