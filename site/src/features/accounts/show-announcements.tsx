import { useEffect, useState, type FormEvent } from 'react';
import type { FollowGroups, MyAccount } from '@jazz/contracts';
import { api } from '../../lib/api';

type Status = 'loading' | 'ready' | 'saving' | 'saved' | 'failed';

/**
 * The dashboard's "Show announcements": a signed-in user follows bands with the address of
 * their account, once that address is confirmed, so no other confirmation mail is needed.
 * `groups`: the bands followed as saved, when the page's script has read them already.
 */
export function ShowAnnouncements({
  account,
  bands,
  groups,
}: {
  account: MyAccount;
  bands: string[];
  groups?: FollowGroups;
}) {
  return (
    <section className="account-announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">Show announcements</h2>
      {account.emailVerified ? (
        <AnnouncementsForm bands={bands} saved={groups} />
      ) : (
        <ConfirmFirst email={account.email} />
      )}
    </section>
  );
}

const ConfirmFirst = ({ email }: { email: string }) => (
  <p>
    To get an e-mail when a show is announced, first confirm your address: open the link we mailed to{' '}
    <strong>{email}</strong>. No mail? Use &ldquo;Send the link again&rdquo; under Account settings, and check your spam
    folder.
  </p>
);

/**
 * "Show announcements" as the server writes it on the dashboard, a page of islands, before the
 * account is known: both states in a `data-announcements` part; the page's script
 * (islands/dashboard.ts) keeps the one of the account, fills the address or ticks the bands as saved.
 */
export function ShowAnnouncementsShell({ bands }: { bands: string[] }) {
  return (
    <section className="account-announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">Show announcements</h2>
      <div data-announcements="unconfirmed">
        <ConfirmFirst email="" />
      </div>
      <div data-announcements="confirmed">
        <AnnouncementsBody bands={bands} groups={null} status="ready" />
      </div>
    </section>
  );
}

/** The ids of the boxes: fixed, so a box ticked before the island was live is ticked again in it. */
const boxId = (index: number | 'all') => `announce-${index}`;

/** `bands`: the site's band names (the BANDS menu's groups, each once), a prop, not the root loader's data. */
function AnnouncementsForm({ bands, saved }: { bands: string[]; saved?: FollowGroups }) {
  const [groups, setGroups] = useState<FollowGroups | null>(saved ?? null);
  const [status, setStatus] = useState<Status>(saved === undefined ? 'loading' : 'ready');

  useEffect(() => {
    if (saved !== undefined) return;
    let live = true;
    api.follow
      .mine()
      .then((mine) => live && (setGroups(mine.groups), setStatus('ready')))
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, [saved]);

  const toggle = (name: string, on: boolean) => {
    const current = Array.isArray(groups) ? groups : [];
    const next = on ? [...current, name] : current.filter((other) => other !== name);
    setGroups(next.length > 0 ? next : null);
    setStatus('ready');
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    try {
      setGroups((await api.follow.setMine(groups)).groups);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <AnnouncementsBody
      bands={bands}
      groups={groups}
      status={status}
      save={save}
      setAll={(on) => (setGroups(on ? 'all' : null), setStatus('ready'))}
      toggle={toggle}
    />
  );
}

function AnnouncementsBody({
  bands,
  groups,
  status,
  save,
  setAll,
  toggle,
}: {
  bands: string[];
  groups: FollowGroups | null;
  status: Status;
  save?: (event: FormEvent) => void;
  setAll?: (on: boolean) => void;
  toggle?: (name: string, on: boolean) => void;
}) {
  const all = groups === 'all';
  const has = (name: string) => all || (Array.isArray(groups) && groups.includes(name));
  return (
    <>
      <p>Get an e-mail when a show is announced or cancelled.</p>
      {status === 'loading' ? (
        <p>Loading...</p>
      ) : (
        <form method="post" action="/dashboard" onSubmit={save}>
          <fieldset>
            <legend>Bands</legend>
            <label>
              <input type="checkbox" id={boxId('all')} checked={all} onChange={(e) => setAll?.(e.target.checked)} /> All
              bands
            </label>
            {bands.map((name, index) => (
              <label key={name}>
                <input
                  type="checkbox"
                  id={boxId(index)}
                  checked={has(name)}
                  disabled={all}
                  onChange={(e) => toggle?.(name, e.target.checked)}
                />{' '}
                {name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={status === 'saving'}>
            {status === 'saving' ? 'Saving…' : 'Save'}
          </button>
          <p role="status" aria-live="polite">
            {status === 'saved' &&
              (groups ? 'Saved. We will e-mail you when a show is announced.' : 'Saved. No announcements.')}
            {status === 'failed' && <span className="form-error">Could not save. Please try again.</span>}
          </p>
        </form>
      )}
    </>
  );
}
