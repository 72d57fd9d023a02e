/** GET /api/admin/overview (admin): what needs the owner, for the Admin Panel's first screen. */
export interface AdminOverview {
  /** Booking requests still "New". */
  newBookings: number;
  /** Lesson requests waiting for his approval (pending, not yet started). */
  lessonRequests: number;
  /** Mails given up on in the last 7 days, newest first (at most 20): whom, what, when. */
  failedMails: { to: string; subject: string; createdAt: string }[];
}
