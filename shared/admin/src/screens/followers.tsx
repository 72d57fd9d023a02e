import { useState, type ReactNode } from 'react';
import { isApiError } from '@jazz/client/api-client';
import type { FollowersSummary } from '@jazz/contracts';
import { download } from '../download';
import { useAdminHost } from '../host';
import { useAdminPath } from '../paths';
import { formatInZone } from '../timezone';
import { ListError } from './list-error';
import { DataError, Loading } from '../data-error';
import { useData } from '../use-data';
import { ListHeader } from './screen-header';
import { HeaderRow } from '../table';

const message = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/** One action at a time (every action button waits while one runs); its outcome in words, then the summary again. */
function useFollowerActions(reload: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  async function act(run: () => Promise<string>) {
    setBusy(true);
    setNotice('');
    try {
      setNotice(await run());
      reload();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  }

  /** A button that runs one action: every such button waits while one runs. */
  const actButton = (label: string, run: () => Promise<string>, className?: string): ReactNode => (
    <button type="button" className={className} disabled={busy} onClick={() => void act(run)}>
      {label}
    </button>
  );
  return { error, notice, actButton };
}

type ActButton = ReturnType<typeof useFollowerActions>['actButton'];

/**
 * Fans who follow the bands: how many per band, the digest that waits to go out (with a
 * preview, Send now and Hold) and an export of the confirmed addresses. No address is listed.
 */
export function Followers() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the followers', [], (client) => client.followers.summary());
  const summary = read.data;
  const { error, notice, actButton } = useFollowerActions(read.retry);

  return (
    <section className="admin-screen admin-followers">
      <ListHeader title="Followers" back={path()} />
      <DataError reads={[read]} />
      <ListError error={error} />
      {summary ? (
        <>
          <FollowersPerBand summary={summary} />
          <h2>Next announcement</h2>
          <NextAnnouncement digest={summary.digest} actButton={actButton} />
          <h2>Export</h2>
          <p>The confirmed followers as a CSV file, for a move to another mailing service.</p>
          {actButton(
            'Export CSV',
            async () => {
              download('followers.csv', await api.followers.exportCsv(), 'text/csv');
              return 'Exported.';
            },
            'secondary',
          )}
          <p role="status" aria-live="polite">
            {notice}
          </p>
        </>
      ) : read.loading ? (
        <Loading />
      ) : null}
    </section>
  );
}

function FollowersPerBand({ summary }: { summary: FollowersSummary }) {
  return (
    <>
      <p>
        {summary.confirmed} confirmed {summary.confirmed === 1 ? 'follower' : 'followers'}, {summary.pending} waiting
        for confirmation.
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Followers per band</caption>
          <HeaderRow labels={['Band', 'Confirmed', 'Pending']} />
          <tbody>
            {summary.bands.map((band) => (
              <tr key={band.name}>
                <th scope="row">{band.name}</th>
                <td>{band.confirmed}</td>
                <td>{band.pending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The digest that waits: when and to how many it goes, its preview, Send now and Hold or Release. */
function NextAnnouncement({ digest, actButton }: { digest: FollowersSummary['digest']; actButton: ActButton }) {
  const { api, timezone } = useAdminHost();
  if (digest.shows.length === 0)
    return <p>No show waits to be announced.{digest.held ? ' Announcements are on hold.' : ''}</p>;
  return (
    <>
      <p>
        {digest.held
          ? 'On hold: nothing is sent until you send it or release the hold.'
          : `Goes out ${digest.dueAt ? formatInZone(digest.dueAt, timezone) : 'soon'}`}
        {` to ${digest.recipients} ${digest.recipients === 1 ? 'follower' : 'followers'}.`}
      </p>
      {digest.preview ? (
        <details className="admin-digest-preview">
          <summary>Preview: {digest.preview.subject}</summary>
          <pre>{digest.preview.text}</pre>
        </details>
      ) : null}
      <div className="admin-actions">
        {actButton('Send now', async () => {
          const { queued } = await api.followers.sendDigest();
          return `${queued} ${queued === 1 ? 'mail' : 'mails'} queued.`;
        })}
        {actButton(
          digest.held ? 'Release' : 'Hold',
          async () => {
            const { held } = await api.followers.hold(!digest.held);
            return held ? 'Held.' : 'Released: it goes out as planned.';
          },
          'secondary',
        )}
      </div>
    </>
  );
}
