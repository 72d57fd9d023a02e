import { insecureServerWarning, settingsSchema, type Settings } from '../ipc-contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The server address, remembered (main's settings file, or the preview server). An http://
 * address of another computer is explained and needs an explicit confirmation: the password
 * and the token would cross the network unencrypted.
 */
export function SettingsScreen({
  initial,
  save,
  version,
}: {
  initial: Settings | null;
  save: (settings: Settings) => Promise<void>;
  version?: string;
}) {
  const [serverUrl, setServerUrl] = useState(initial?.serverUrl ?? 'http://127.0.0.1:3000');
  const [confirmed, setConfirmed] = useState(initial?.allowInsecure === true);
  const [error, setError] = useState('');
  const navigate = useNavigate();
  const warning = insecureServerWarning(serverUrl);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = settingsSchema.safeParse({ serverUrl, ...(warning && confirmed ? { allowInsecure: true } : {}) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid address');
    try {
      await save(parsed.data);
      navigate('/login');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <main className="desk-screen">
      <h1>Server</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Server address
          <input
            type="url"
            value={serverUrl}
            onChange={(e) => {
              setServerUrl(e.target.value);
              setConfirmed(false);
              setError('');
            }}
            aria-describedby={warning ? 'desk-insecure' : undefined}
          />
        </label>
        {warning ? (
          <div className="desk-alert" id="desk-insecure" role="alert">
            <p>{warning}</p>
            <label className="desk-check">
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> Use this
              address without encryption
            </label>
          </div>
        ) : null}
        {error ? <p className="desk-error">{error}</p> : null}
        <button type="submit">Save</button>
      </form>
      {version ? <p className="desk-muted">Version {version}</p> : null}
    </main>
  );
}
