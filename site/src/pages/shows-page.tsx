import { googleSubscribeLink, webcalLink } from '@jazz/shared/shows';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { showsLoader } from '../app/loaders';
import type { RootData } from '../lib/root-data';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

export function ShowsPage() {
  const shows = useLoaderData<typeof showsLoader>();
  const feed = useRouteLoaderData<RootData>('root')!.settings.siteUrl + '/shows.ics';
  return (
    <div className="page">
      <h1>Shows</h1>
      <ShowList shows={shows} base="/shows" />
      <section className="calendar-links" aria-labelledby="calendar-links">
        <h2 id="calendar-links">Shows in your calendar</h2>
        <ul>
          <li>
            <a href={webcalLink(feed)}>Subscribe</a> in your calendar app: new shows appear by themselves
          </li>
          <li>
            <a href={googleSubscribeLink(feed)} rel="noopener">
              Subscribe in Google Calendar
            </a>
          </li>
          <li>
            <a href="/shows.ics" download="shows.ics">
              Download the shows
            </a>{' '}
            (iCalendar file)
          </li>
        </ul>
      </section>
      <FollowForm />
    </div>
  );
}
