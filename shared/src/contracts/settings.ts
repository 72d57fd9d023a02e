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
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
