import type { ApiClient } from '@jazz/client/api-client';
import { loginSchema } from '@jazz/contracts';
import { FormError, TextField, useForm } from '@jazz/client/forms';
import { Link } from 'react-router-dom';

/** Sign-in against the configured server; the token is kept between launches. */
export function LoginScreen({ api, onToken }: { api: ApiClient; onToken: (token: string) => void }) {
  const form = useForm(loginSchema, { email: '', password: '' });

  return (
    <main className="desk-screen">
      <h1>Sign in</h1>
      <form
        noValidate
        onSubmit={form.handleSubmit(() => form.submit(async (data) => onToken((await api.users.login(data)).token)))}
      >
        <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <FormError errors={form.errors} name="emailOrPasswordIncorrect" />
        <FormError errors={form.errors} />
        <button type="submit" disabled={form.busy}>
          Log in
        </button>
      </form>
      <p>
        <Link to="/settings">Server settings</Link>
      </p>
    </main>
  );
}
