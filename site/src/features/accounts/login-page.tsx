import { useState } from 'react';
import { Link, Navigate, useLocation, type Location } from 'react-router-dom';
import { TextField, useForm } from '@jazz/shared/admin/forms';
import { formErrors } from '@jazz/shared/api-client';
import { loginSchema, parseFields } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { AccountForm, ServerMessage } from './account-form';
import { useSessionReady } from '../../lib/use-session-ready';

export function LoginPage() {
  const { isAuthenticated, loading, signIn } = useSessionReady();
  const location = useLocation();
  // the admin guard sends visitors here with where they were going
  const from = (location.state as { from?: Location } | null)?.from;
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({ email: '', password: '' });

  if (loading) return null;
  // signed in already: to / (SPEC.md section 2); just signed in: back where the guard stopped them
  if (isAuthenticated) return <Navigate to={justSignedIn && from ? from : '/'} replace />;

  async function submit() {
    const parsed = parseFields(loginSchema, form.values);
    if (!parsed.ok) return form.setErrors(parsed.errors);
    setBusy(true);
    try {
      const { token } = await api.users.login(parsed.data);
      setJustSignedIn(true);
      signIn(token);
    } catch (error) {
      form.setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountForm
      title="Log In"
      errors={form.errors}
      submitLabel="Log In"
      busy={busy}
      onSubmit={() => void submit()}
      footer={
        <p>
          <Link to="/forgotpassword">Forgot your password?</Link> · <Link to="/register">Register</Link>
        </p>
      }
    >
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <ServerMessage message={form.errors.emailOrPasswordIncorrect} />
    </AccountForm>
  );
}
