import { useState } from 'react';

/**
 * A secret address the owner hands on (a stage plot's, a player's calendar feed), with Copy and
 * Renew; what they did is read out by screen readers. `confirmRenew`, when given, is asked first
 * (a renewed link breaks the old one for whoever holds it).
 */
export function SecretLink({
  id,
  label,
  link,
  onRenew,
  renewLabel = 'Renew link',
  confirmRenew,
}: {
  id: string;
  label: string;
  link: string;
  onRenew: () => Promise<void>;
  renewLabel?: string;
  confirmRenew?: string;
}) {
  const [note, setNote] = useState('');
  const address = typeof window !== 'undefined' ? new URL(link, window.location.href).href : link;
  return (
    <p className="secret-link">
      <label htmlFor={id}>{label}</label>
      <br />
      <input id={id} readOnly value={address} size={60} onFocus={(event) => event.target.select()} />{' '}
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard.writeText(address).then(
            () => setNote('Copied.'),
            () => setNote('Select the link and copy it.'),
          )
        }
      >
        Copy link
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          if (confirmRenew && !window.confirm(confirmRenew)) return;
          void onRenew().then(
            () => setNote('A new link is made: the old one no longer works.'),
            () => setNote('The link could not be renewed. Try again.'),
          );
        }}
      >
        {renewLabel}
      </button>{' '}
      <span role="status">{note}</span>
    </p>
  );
}
