import type { Config } from '../config';
import type { Db } from '../db';
import { createPagesRepository } from '../pages/repository';
import { createPagesService } from '../pages/service';

/**
 * The sender of every mail, read at each delivery: MAIL_FROM as given when it names a sender
 * ("Ada Sax <news@ada.example>"); a bare address (the default no-reply@host) goes out under the
 * site's name (Edit Pages → Site details), else the site's host, so a fan sees who wrote.
 */
export function mailSender(db: Db, config: Pick<Config, 'mailFrom' | 'siteUrl'>) {
  const pages = createPagesService(createPagesRepository(db));
  return (): string | { name: string; address: string } => {
    if (config.mailFrom.includes('<')) return config.mailFrom;
    const name = pages.read('site').name.trim() || new URL(config.siteUrl).hostname;
    return { name, address: config.mailFrom };
  };
}
