import { useLoaderData } from 'react-router-dom';
import type { showsLoader } from './shows-loader';
import { CalendarLinks } from '../components/calendar-links';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

export function ShowsPage() {
  const shows = useLoaderData<typeof showsLoader>();
  return (
    <div className="page">
      <h1>Shows</h1>
      <ShowList shows={shows} base="/shows" />
      <CalendarLinks path="/shows.ics" />
      <FollowForm />
    </div>
  );
}
