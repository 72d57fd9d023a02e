import {
  emptyPageFields,
  isPageName,
  PAGE_MESSAGES,
  pageFields,
  parsePageData,
  type Page,
  type PageName,
} from '@jazz/shared/contracts';
import type { Db } from '../db';
import { matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { createPagesRepository } from './repository';

function pageName(name: string): PageName {
  if (!isPageName(name)) throw notFound(PAGE_MESSAGES.page);
  return name;
}

/** The rules of the pages: reads for everyone, checked and compared writes for admins. */
export function createPagesService(db: Db) {
  const pages = createPagesRepository(db);

  function read<N extends PageName>(name: N): Page<N> {
    const stored = pages.get(name);
    // fields added to a page after it was saved read as empty, never as missing
    const fields = { ...emptyPageFields(name), ...stored?.fields };
    return { _id: name, ...fields, updatedAt: stored?.updatedAt ?? '' } as Page<N>;
  }

  return {
    get: (name: string): Page => read(pageName(name)),

    /** Reads a known page (the site's renderer). */
    read,

    update(rawName: string, input: unknown): Page {
      const name = pageName(rawName);
      const body = (input ?? {}) as { pageComparatorData?: unknown; pageData?: unknown };
      const raw = body.pageComparatorData;
      if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw badRequest({ pageComparatorData: 'Send the page as it was first loaded (pageComparatorData).' });
      if (!body.pageData || typeof body.pageData !== 'object' || Array.isArray(body.pageData))
        throw badRequest({ pageData: 'Send the fields of the page (pageData).' });
      const parsed = parsePageData(name, body.pageData);
      if (!parsed.ok) throw badRequest(parsed.errors);
      return db.transaction(() => {
        const current = read(name);
        if (!matchesComparator(current, raw as Record<string, unknown>, pageFields(name))) throw conflict(current);
        pages.save(name, parsed.data, nowIso());
        return read(name);
      })();
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
