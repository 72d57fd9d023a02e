import type { Page } from '@jazz/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentLoad, serverData, siteSettings } from '../lib/data-source';
import type { LessonsStart } from '../features/lessons/lesson-weeks';

export interface LessonsData {
  page: Page<'lessons'>;
  /** The booking's settings and first week of open times, read at each request (the page is never kept). */
  booking: LessonsStart;
}

/** /lessons: the owner's words and the open times, rendered on the server (docs/islands.md). */
export async function lessonsLoader({ context, request }: LoaderFunctionArgs): Promise<LessonsData> {
  if (!import.meta.env.SSR) return documentLoad(request);
  const data = serverData(context);
  const [{ lessonsStart }, { readLessonChoice }] = await Promise.all([
    import('../features/lessons/lesson-weeks'),
    import('../lib/lesson-choice'),
  ]);
  const settings = data.lessonSettings();
  const choice = readLessonChoice(new URL(request.url).search) ?? {};
  // a time outside the horizon or of no open day still opens its week; one long past opens today's
  const start = { settings, timeZone: siteSettings(context).timeZone, now: Date.now(), choice };
  const booking = await lessonsStart(start, async (...args) => data.lessonSlots(...args)).catch(() =>
    lessonsStart({ ...start, choice: {} }, async (...args) => data.lessonSlots(...args)),
  );
  return { page: data.getPage('lessons'), booking };
}
