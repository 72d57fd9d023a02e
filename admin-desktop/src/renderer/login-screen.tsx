import { formErrors, type ApiClient } from '@jazz/shared/api-client';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

/** Sign-in against the configured server; the token is kept between launches. */
export function LoginScreen({ api, onToken }: { api: ApiClient; onToken: (token: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { token } = await api.users.login({ email, password });
      onToken(token);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="desk-screen">
      <h1>Sign in</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Email
          <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {errors.email ? <p className="desk-error">{errors.email}</p> : null}
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {errors.password ? <p className="desk-error">{errors.password}</p> : null}
        {errors.emailOrPasswordIncorrect ? <p className="desk-error">{errors.emailOrPasswordIncorrect}</p> : null}
        {errors.form ? <p className="desk-error">{errors.form}</p> : null}
        <button type="submit" disabled={busy}>
          Log in
        </button>
      </form>
      <p>
        <Link to="/settings">Server settings</Link>
      </p>
    </main>
  );
}
