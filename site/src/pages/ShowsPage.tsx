import { useLoaderData } from 'react-router-dom';
import type { ShowsData } from '../app/loaders';
import { ShowList } from '../components/ShowList';
import { FollowForm } from '../features/follow/follow-form';

export function ShowsPage() {
  const { events, now } = useLoaderData() as ShowsData;
  return (
    <div className="page">
      <h1>Shows</h1>
      <ShowList events={events} now={now} />
      <p className="calendar-link">
        <a href="/shows.ics">Add the upcoming shows to your calendar</a> (iCalendar feed)
      </p>
      <FollowForm />
    </div>
  );
}
