import type { Person } from '@jazz/contracts/money';
import { DataStatus } from '../../data-error';
import { SecretLink } from '../../fields/secret-link';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';

/**
 * A player's calendar of his gigs with the band (docs/calls.md): the address he was mailed at his
 * first confirmed gig, to copy, and "Renew calendar link" for when it has gone where it should
 * not (the old one then stops working).
 */
export function PersonFeed({ person }: { person: Person }) {
  const { api } = useAdminHost();
  const read = useData('the calendar link', [person._id], (client) => client.people.feed(person._id));
  const renew = async () => {
    const feed = await api.people.renewFeed(person._id);
    read.set(() => feed);
  };
  const url = read.data?.url;
  return (
    <div className="person-feed">
      <h3>Calendar link</h3>
      {read.data === undefined ? (
        <DataStatus reads={[read]} />
      ) : url ? (
        <SecretLink
          id="person-feed"
          label={`${person.name}’s gigs with the band, as a calendar to subscribe to`}
          link={url}
          onRenew={renew}
          renewLabel="Renew calendar link"
          confirmRenew={`Renew ${person.name}’s calendar link? The old link stops working: ${person.name} must subscribe to the new one.`}
        />
      ) : (
        <p>No calendar link yet: it is made and mailed to {person.name} with the first confirmed gig.</p>
      )}
    </div>
  );
}
