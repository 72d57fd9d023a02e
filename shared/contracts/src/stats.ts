import { z } from 'zod';

/** What POST /api/hits counts (docs/statistics.md). */
export const HIT_TYPES = [
  'pageview',
  'audio_play',
  'video_play',
  'ticket_click',
  'outbound_click',
  'follow',
  'contact',
  'booking',
  'lesson',
] as const;

export type HitType = (typeof HIT_TYPES)[number];

/** The events of GET /api/stats: every type but pageview, which has its own numbers. */
export const STATS_EVENT_TYPES = HIT_TYPES.filter((type): type is Exclude<HitType, 'pageview'> => type !== 'pageview');

/** One hit as the beacon sends it: `path` is the page's address (with its query, for utm_source). */
export const hitSchema = z.object({
  type: z.enum(HIT_TYPES, { message: 'Unknown type.' }),
  path: z
    .string({ message: 'Send the page path.' })
    .max(2000, 'The path is too long.')
    .regex(/^\//, 'The path starts with /.'),
  referrer: z.string().max(2000, 'The referrer is too long.').optional(),
  target: z.string().max(2000, 'The target is too long.').optional(),
});

export type HitInput = z.infer<typeof hitSchema>;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the day as YYYY-MM-DD.');

/** GET /api/stats?from&to: inclusive SITE_TIMEZONE days. */
export const statsQuerySchema = z.object({ from: dayText, to: dayText });

export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** GET /api/stats: the numbers of the Stats screen for one period. */
export interface Stats {
  /** The sum of the days' visitors: a visitor is known for one day only. */
  visitors: number;
  pageviews: number;
  days: { date: string; visitors: number; pageviews: number }[];
  pages: { path: string; pageviews: number }[];
  sources: { source: string; visitors: number }[];
  events: Record<Exclude<HitType, 'pageview'>, number>;
  /** Each show with its title (the venue when it has none) and start, so a list names it. */
  shows: { id: string; title: string; startDate: string; pageviews: number; ticketClicks: number }[];
  /** Plays per track and per video: what was played (`target`) and how often. */
  plays: { type: 'audio_play' | 'video_play'; target: string; plays: number }[];
}
