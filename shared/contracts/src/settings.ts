import './zod-setup';
import { z } from 'zod';

/**
 * GET /api/settings (public): what a client needs to know about the site it talks to. The
 * desktop app edits times in `timeZone` (SITE_TIMEZONE) and keeps this for offline use.
 */
export const siteSettingsSchema = z.object({
  timeZone: z.string().min(1),
  siteUrl: z.string(),
  siteName: z.string(),
  /** SITE_CURRENCY (ISO 4217) every amount of money is in; USD when absent (settings kept by an older desktop). */
  currency: z.string().optional(),
  /** Only in the pages' settings (embedded in the HTML): the zone as visitors say it ("Eastern Time"). */
  timeZoneLabel: z.string().optional(),
  /** Only in the pages' settings: how long a show lasts in calendars when it has no end; 120 when absent. */
  showMinutes: z.number().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
