import type { Context, Next } from 'koa';
import type { Auth } from './auth/middleware';
import type { Config } from './config';
import type { ContentVersion } from './http/content-version';
import type { Db } from './db';
import type { Logger } from './http/logger';
import type { Mailer } from './mail/mailer';
import type { PublicLists } from './http/public-lists';
import type { Services } from './services';

/** What every area of the API is built from; createApp assembles it once. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  auth: Auth;
  /** Moves when public content may have changed; cached pages and lists check it. */
  content: ContentVersion;
  /** The clock of the rate limits' windows (a test moves it on instead of waiting). */
  now: () => number;
  /** Every area's service, built once: routes call these, never a repository or SQL. */
  services: Services;
  /** The public lists, kept serialized until a write; their routes and the early lane share them. */
  lists: PublicLists;
  /** The image uploads' gate (uploadGate(2)): the routes with image bodies read them through it (withBody). */
  imageUploads: (ctx: Context, next: Next) => Promise<void>;
}
