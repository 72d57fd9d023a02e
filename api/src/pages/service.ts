import {
  emptyPageFields,
  isPageName,
  isRecord,
  PAGE_MESSAGES,
  pageFields,
  parsePageData,
  type Page,
  type PageName,
} from '@jazz/contracts';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, notFound } from '../http/errors';
import { nowIso } from '../ids';
import type { PagesRepository } from './repository';

function pageName(name: string): PageName {
  if (!isPageName(name)) throw notFound(PAGE_MESSAGES.page);
  return name;
}

/** The rules of the pages: reads for everyone, checked and compared writes for admins. */
export function createPagesService(pages: PagesRepository) {
  function read<N extends PageName>(name: N): Page<N> {
    const stored = pages.get(name);
    // fields added to a page after it was saved read as empty, never as missing
    const fields = { ...emptyPageFields(name), ...stored?.fields };
    // safe: page N's empty fields overlaid with its stored ones; TypeScript loses N through the spread
    return { _id: name, ...fields, updatedAt: stored?.updatedAt ?? '' } as Page<N>;
  }

  return {
    get: (name: string): Page => read(pageName(name)),

    /** Reads a known page (the site's renderer). */
    read,

    update(rawName: string, input: unknown): Page {
      const name = pageName(rawName);
      const raw = comparatorOf('page', input);
      const pageData = updateDataOf('page', input);
      if (!isRecord(pageData)) throw badRequest({ pageData: 'Send the fields of the page (pageData).' });
      const parsed = parsePageData(name, pageData);
      if (!parsed.ok) throw badRequest(parsed.errors);
      return pages.transaction(() => {
        const current = read(name);
        if (!matchesComparator(current, raw, pageFields(name))) throw conflict(current);
        pages.save(name, parsed.data, nowIso());
        return read(name);
      });
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
