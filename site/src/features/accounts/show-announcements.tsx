import { useEffect, useState, type FormEvent } from 'react';
import type { FollowGroups, MyAccount } from '@jazz/shared/contracts';
import { api } from '../../lib/api';

type Status = 'loading' | 'ready' | 'saving' | 'saved' | 'failed';

/**
 * The dashboard's "Show announcements": a signed-in user follows bands with the address of
 * their account, once that address is confirmed, so no other confirmation mail is needed.
 */
export function ShowAnnouncements({ account, bands }: { account: MyAccount; bands: string[] }) {
  if (!account.emailVerified)
    return (
      <section className="account-announcements" aria-labelledby="announcements-title">
        <h2 id="announcements-title">Show announcements</h2>
        <p>
          To get an e-mail when a show is announced, first confirm your address: open the link we mailed to{' '}
          <strong>{account.email}</strong>. No mail? Use &ldquo;Send the link again&rdquo; under Account settings, and
          check your spam folder.
        </p>
      </section>
    );
  return <AnnouncementsForm bands={bands} />;
}

/** `bands`: the site's band names (the BANDS menu's groups, each once), a prop, not the root loader's data. */
function AnnouncementsForm({ bands }: { bands: string[] }) {
  const [groups, setGroups] = useState<FollowGroups | null>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    api.follow
      .mine()
      .then((mine) => live && (setGroups(mine.groups), setStatus('ready')))
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, []);

  const all = groups === 'all';
  const has = (name: string) => all || (Array.isArray(groups) && groups.includes(name));
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
    <section className="account-announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">Show announcements</h2>
      <p>Get an e-mail when a show is announced or cancelled.</p>
      {status === 'loading' ? (
        <p>Loading...</p>
      ) : (
        <form onSubmit={save}>
          <fieldset>
            <legend>Bands</legend>
            <label>
              <input
                type="checkbox"
                checked={all}
                onChange={(e) => (setGroups(e.target.checked ? 'all' : null), setStatus('ready'))}
              />{' '}
              All bands
            </label>
            {bands.map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={has(name)}
                  disabled={all}
                  onChange={(e) => toggle(name, e.target.checked)}
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
    </section>
  );
}
