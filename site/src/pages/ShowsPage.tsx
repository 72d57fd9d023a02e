import type { SiteSettings } from '@jazz/shared/shows';
import { splitShows } from '@jazz/shared/shows';
import { useLoaderData } from 'react-router-dom';
import type { ShowsData } from '../app/loaders';
import { SITE_NAME, type RouteHandle } from '../app/meta';
import { ShowList } from '../components/ShowList';

export const showsHandle: RouteHandle = {
  meta: () => ({
    title: `Shows | ${SITE_NAME}`,
    description: 'Upcoming and past shows of Sam Whitesell and his bands in Vermont and New England.',
  }),
  // schema.org MusicEvent for search engines (rendered on the server only)
  jsonLd: (data, settings: SiteSettings) => {
    const { events, now } = data as ShowsData;
    return splitShows(events, now, settings.timeZone).upcoming.map((event) => ({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: event.title || `${event.group} at ${event.venue}`,
      startDate: event.startDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue,
        address: event.location || event.venue,
        ...(event.venueLink ? { url: event.venueLink } : {}),
      },
      performer: { '@type': 'MusicGroup', name: event.group },
      ...(event.description ? { description: event.description } : {}),
      ...(event.ticketsLink ? { offers: { '@type': 'Offer', url: event.ticketsLink } } : {}),
      url: `${settings.siteUrl}/shows`,
    }));
  },
};

export function ShowsPage() {
  const { events, now } = useLoaderData() as ShowsData;
  return (
    <div className="page">
      <h1>Shows</h1>
      <ShowList events={events} now={now} />
      <p className="calendar-link">
        <a href="/shows.ics">Add the upcoming shows to your calendar</a> (iCalendar feed)
      </p>
    </div>
  );
}
