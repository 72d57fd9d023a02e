import type { Booking, BookingClash } from '@jazz/contracts';
import { dayParts, formatDay, zonedInstant } from '@jazz/contracts/time';
import { formatInZone } from '../../timezone';

/** "You play Higher Ground on Dec 12 (Cannonball Quintet, December 12, 2030 8:00 PM)". */
export function clashText(clash: BookingClash, timeZone: string): string {
  const date = formatDay(clash.day, { month: 'short', day: 'numeric' });
  // a show whose time is not known yet gives no made-up time (docs/product.md, Shows)
  const when = clash.timeTBA ? 'time to be announced' : formatInZone(clash.startDate, timeZone);
  return `You play ${clash.venue || clash.title || 'a show'} on ${date} (${[clash.group, when].filter(Boolean).join(', ')})`;
}

/** The event form's prefill from a request: its band, its first date at 8 PM, its venue and city. */
export function showPrefill(booking: Booking, timeZone: string) {
  const day = booking.days[0];
  let startDate = '';
  if (day) {
    const [year, month, date] = dayParts(day);
    startDate = new Date(zonedInstant(timeZone, year, month, date, 20, 0)).toISOString();
  }
  return {
    group: booking.group,
    venue: booking.organization,
    location: booking.city,
    startDate,
    // the booker's name and address are the admin's to see, never the public's
    // the dates as the booker wrote them ("July 17 or 18"): the form holds one, the note keeps all
    privateNotes: [
      `Booked through the booking request of ${booking.name} (${booking.email}).`,
      booking.dates?.trim() ? `Dates asked: ${booking.dates.trim()}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    bookingId: booking._id,
  };
}
