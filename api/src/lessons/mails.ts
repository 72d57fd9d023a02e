import type { LessonSettings } from '@jazz/contracts';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { StoredLesson } from './repository';
import { utcStamp } from '@jazz/contracts/time';
import { component, icsFile, icsLine, icsText } from '../calendar/icalendar';

export interface MailContext {
  settings: LessonSettings;
  timeZone: string;
  siteUrl: string;
  siteName: string;
  /** The owner's address: receiver of his own notices (never written into a calendar file). */
  owner: string;
  /** The invitation's ORGANIZER address: the site's sender (MAIL_FROM), under the site's name. */
  organizer: string;
  /** The moment of the mail (ms): the place goes only to lessons still to come. */
  now: number;
}

/** Why the student is mailed. */
export type LessonNotice = 'booked' | 'confirmed' | 'declined' | 'cancelled' | 'late-cancelled' | 'moved' | 'reminder';

/** The settings without the studio address and the lesson link. */
export const withoutPlaces = (settings: LessonSettings): LessonSettings => ({
  ...settings,
  formats: settings.formats.map((format) =>
    format.key === 'in-person' ? { ...format, address: '' } : { ...format, link: '' },
  ),
});

/** The studio address or the online link of the lesson's format (given only once booked). */
export function whereOf(lesson: Pick<StoredLesson, 'format'>, settings: LessonSettings): string {
  const format = settings.formats.find((f) => f.key === lesson.format);
  if (!format) return '';
  return format.key === 'in-person' ? format.address : format.link;
}

/** "Tuesday, March 10, 2026, 4:00 PM EDT", in the site's zone. */
export const whenText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const CANCELLED = new Set<LessonNotice>(['declined', 'cancelled', 'late-cancelled']);

/** One VEVENT per lesson: one UID per lesson, its SEQUENCE grows with each change. */
function lessonEvent(lesson: StoredLesson, context: MailContext, method: 'REQUEST' | 'CANCEL', now: number): string[] {
  const host = new URL(context.siteUrl).hostname;
  const format = context.settings.formats.find((f) => f.key === lesson.format);
  const where = whereOf(lesson, context.settings);
  const student = `${lesson.student.firstName} ${lesson.student.lastName}`;
  return component('VEVENT', [
    `UID:lesson-${lesson._id}@${host}`,
    `SEQUENCE:${lesson.sequence}`,
    // with METHOD, DTSTAMP is when this message was made (RFC 5545 3.8.7.2)
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(lesson.start)}`,
    `DTEND:${utcStamp(lesson.end)}`,
    `SUMMARY:${icsText(`${lesson.length}-minute lesson (${format?.label ?? lesson.format})`)}`,
    `DESCRIPTION:${icsText([context.siteName, where, `${context.siteUrl}/dashboard`].filter(Boolean).join('\n'))}`,
    ...(where ? [`LOCATION:${icsText(where)}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : lesson.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'}`,
    icsLine('ORGANIZER', `mailto:${context.organizer}`, { CN: context.siteName }),
    icsLine('ATTENDEE', `mailto:${lesson.student.email}`, {
      RSVP: 'FALSE',
      PARTSTAT: 'ACCEPTED',
      ROLE: 'REQ-PARTICIPANT',
      CN: student,
    }),
  ]);
}

/** The lessons as one iCalendar invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL). */
export function lessonsIcs(
  lessons: StoredLesson[],
  context: MailContext,
  method: 'REQUEST' | 'CANCEL',
  now = Date.now(),
): string {
  return icsFile(
    component('VCALENDAR', [
      'VERSION:2.0',
      `PRODID:-//${icsText(context.siteName).replace(/\//g, '-')}//Lessons//EN`,
      'CALSCALE:GREGORIAN',
      `METHOD:${method}`,
      ...lessons.flatMap((lesson) => lessonEvent(lesson, context, method, now)),
    ]),
  );
}

const SUBJECTS: Record<LessonNotice, string> = {
  booked: 'Your lesson request',
  confirmed: 'Your lesson is confirmed',
  declined: 'Your lesson request was declined',
  cancelled: 'Your lesson is cancelled',
  'late-cancelled': 'Your lesson is cancelled (late cancellation)',
  moved: 'Your lesson has moved',
  reminder: 'Reminder: your lesson tomorrow',
};

function opening(notice: LessonNotice, lesson: StoredLesson): string {
  switch (notice) {
    case 'booked':
      return lesson.status === 'confirmed'
        ? 'Your lesson is booked and confirmed.'
        : 'Thank you for your request. You will get a mail as soon as it is confirmed.';
    case 'confirmed':
      return 'Your lesson is confirmed.';
    case 'declined':
      return 'Sorry, your lesson request was declined. The time is free again for another booking.';
    case 'cancelled':
      return 'Your lesson is cancelled.';
    case 'late-cancelled':
      return 'Your lesson is cancelled. It was cancelled after the cancellation limit, so it counts as a late cancellation.';
    case 'moved':
      return lesson.status === 'confirmed'
        ? 'Your lesson has moved to a new time.'
        : 'Your lesson has moved to a new time. It waits for confirmation: you will get a mail as soon as it is confirmed.';
    case 'reminder':
      return 'A reminder: your lesson is in about 24 hours.';
  }
}

/** The student's mail about a lesson, with the calendar invitation (or its cancellation). */
export function studentMail(notice: LessonNotice, lessons: StoredLesson[], full: MailContext): OutgoingMail {
  const lesson = lessons[0]!;
  // the studio address and the lesson link only for a confirmed lesson still to come
  const shown = lesson.status === 'confirmed' && Date.parse(lesson.end) > full.now;
  const context = shown ? full : { ...full, settings: withoutPlaces(full.settings) };
  const method = CANCELLED.has(notice) ? 'CANCEL' : 'REQUEST';
  const where = whereOf(lesson, context.settings);
  const format = context.settings.formats.find((f) => f.key === lesson.format);
  return {
    to: lesson.student.email,
    // the student's answer goes to the musician, not to the site's no-reply sender
    replyTo: context.owner,
    // a booking the owner need not approve is not a request: it is booked
    subject: `${notice === 'booked' && lesson.status === 'confirmed' ? 'Your lesson is booked' : SUBJECTS[notice]}: ${whenText(lesson.start, context.timeZone)}`,
    text: [
      `Hello ${lesson.student.firstName},`,
      '',
      opening(notice, lesson),
      '',
      ...lessons.map((l) => `When: ${whenText(l.start, context.timeZone)} (${l.length} minutes)`),
      `How: ${format?.label ?? lesson.format}${method === 'REQUEST' && where ? `, ${where}` : ''}`,
      '',
      // a lesson still on gets its link to the dashboard, at that lesson (Reschedule and Cancel)
      ...(method === 'REQUEST'
        ? [`To reschedule or cancel: ${context.siteUrl}/dashboard#lesson-${lesson._id}`, '']
        : [`To book another time: ${context.siteUrl}/lessons`, '']),
      `Your lessons: ${context.siteUrl}/dashboard`,
      '',
      context.siteName,
    ].join('\n'),
    ical: { method, content: lessonsIcs(lessons, context, method) },
  };
}

/** The owner's notice of a booking or a student's cancellation. */
export function ownerMail(
  what: 'booked' | 'cancelled' | 'moved',
  lessons: StoredLesson[],
  context: MailContext,
): OutgoingMail | undefined {
  const first = lessons[0];
  if (!first) return undefined;
  const name = `${first.student.firstName} ${first.student.lastName}`;
  const needsYou = what !== 'cancelled' && first.status === 'pending';
  // a moved lesson is the same event at its new time: an update of it
  const ownerMethod = what === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const heading = { booked: 'Lesson booked', cancelled: 'Lesson cancelled', moved: 'Lesson moved' }[what];
  return {
    to: context.owner,
    replyTo: first.student.email,
    subject: `${heading}: ${name}, ${whenText(first.start, context.timeZone)}`,
    text: [
      `${name} (${first.student.email}) ${what === 'moved' ? 'moved a lesson to' : what}:`,
      ...lessons.map((l) => `- ${whenText(l.start, context.timeZone)}, ${l.length} minutes, ${l.format} (${l.status})`),
      first.message && `\nMessage:\n${first.message}`,
      '',
      needsYou ? 'It waits for your approval in the admin (Lessons).' : 'See the admin (Lessons).',
    ]
      .filter((line) => line !== '')
      .join('\n'),
    ical: { method: ownerMethod, content: lessonsIcs(lessons, context, ownerMethod) },
  };
}
