import { Link } from 'react-router-dom';
import { callStateText } from '@jazz/contracts/calls';
import { dateText, startTimeText } from '@jazz/contracts/shows/format';
import { DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useData } from '../../use-data';
import { ListHeader } from '../screen-header';
import { personName } from './band-section';
import './calls.css';

/** The admin's "Calls": the upcoming chairs not confirmed (asked or unfilled), soonest show first. */
export function CallsScreen() {
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the calls', [], (client) =>
    Promise.all([client.calls.open(), client.people.list(), client.events.list()]).then(([calls, people, events]) => ({
      calls,
      people,
      events,
    })),
  );
  const loaded = read.data;
  const showOf = (eventId: string) => loaded?.events.find((event) => event._id === eventId);
  return (
    <section className="calls-screen">
      <ListHeader title="Calls" back={path()} />
      {!loaded ? (
        <DataStatus reads={[read]} />
      ) : loaded.calls.length === 0 ? (
        <p>Every upcoming chair called is confirmed.</p>
      ) : (
        <ul className="band-chairs">
          {loaded.calls.map((call) => {
            const show = showOf(call.eventId);
            return (
              <li key={call._id}>
                <Link to={`${path('edit-event')}?id=${encodeURIComponent(call.eventId)}`}>
                  {show ? (
                    <>
                      {/* a weekend of one band's shows reads apart by its days and venues */}
                      {show.venue ? `${show.group || show.title} at ${show.venue}` : show.group || show.title}
                      <br />
                      {`${dateText(show.startDate, timezone)}, ${startTimeText(show.startDate, timezone)}`}
                    </>
                  ) : (
                    'A show'
                  )}
                </Link>
                <span>
                  <strong>{call.instrument}</strong>: {callStateText(call, personName(loaded.people), timezone)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
