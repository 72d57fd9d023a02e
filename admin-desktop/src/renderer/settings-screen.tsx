import { settingsSchema, type Settings } from '../ipc-contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The server address, remembered (main's settings file, or the preview server). */
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
  const [error, setError] = useState('');
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = settingsSchema.safeParse({ serverUrl });
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
          <input type="url" value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} />
        </label>
        {error ? <p className="desk-error">{error}</p> : null}
        <button type="submit">Save</button>
      </form>
      {version ? <p className="desk-muted">Version {version}</p> : null}
    </main>
  );
}
