import { useState } from 'react';
import { formErrors } from '@jazz/client/api-client/errors';
import { callStateText, type Call } from '@jazz/contracts/calls';
import type { Person } from '@jazz/contracts/money';
import { DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { announceSaved } from '../../saved-notice';
import { useData } from '../../use-data';
import { CallForm } from './call-form';
import './calls.css';

/** A person's name for the admin (as paid), or a note that he is gone. */
export const personName = (people: Person[]) => (personId: string) =>
  people.find((person) => person.id === personId)?.name ?? 'a deleted person';

/** Can the call still be called off? */
const isLive = (call: Call) => call.state === 'asked' || call.state === 'confirmed';

/**
 * Edit Event's "Band" section (docs/calls.md): each chair called for the show with its state in
 * words, a Cancel for a live one, and a "Call" button opening the form. Its own requests, apart
 * from Edit Event's Save.
 */
export function BandSection({ eventId }: { eventId: string }) {
  const { api, timezone } = useAdminHost();
  const read = useData('the calls', [eventId], (client) =>
    Promise.all([client.calls.ofShow(eventId), client.people.list()]).then(([calls, people]) => ({ calls, people })),
  );
  const calls = read.data?.calls ?? null;
  const people = read.data?.people ?? [];
  // an action's failure (a cancel): a read's failure is DataStatus's line with Retry
  const [message, setMessage] = useState('');
  const [calling, setCalling] = useState(false);
  const nameOf = personName(people);

  async function cancel(call: Call) {
    if (!window.confirm(`Call off the ${call.instrument} chair? Whoever is asked or confirmed is told.`)) return;
    try {
      await api.calls.cancel(call._id);
      announceSaved('Call cancelled.');
      read.retry();
    } catch (error) {
      setMessage(formErrors(error).form ?? 'The call could not be cancelled.');
    }
  }

  return (
    <section className="band-section" aria-labelledby="band-title">
      <h2 id="band-title">Band</h2>
      {calls === null ? (
        <DataStatus reads={[read]} />
      ) : (
        <>
          {calls.length ? (
            <ul className="band-chairs">
              {calls.map((call) => (
                <li key={call._id}>
                  <span>
                    <strong>{call.instrument}</strong>: {callStateText(call, nameOf, timezone)}
                  </span>
                  {isLive(call) ? (
                    <button type="button" className="secondary" onClick={() => void cancel(call)}>
                      Cancel call
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>No chair called yet.</p>
          )}
          {message ? <p role="alert">{message}</p> : null}
          {calling ? (
            <CallForm
              eventId={eventId}
              people={people}
              onClose={() => setCalling(false)}
              onCalled={() => {
                setCalling(false);
                announceSaved('Call sent.');
                read.retry();
              }}
            />
          ) : (
            <button type="button" onClick={() => setCalling(true)}>
              Call
            </button>
          )}
        </>
      )}
    </section>
  );
}
