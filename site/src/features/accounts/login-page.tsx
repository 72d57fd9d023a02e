import { useState } from 'react';
import { Link, Navigate, useLocation, type Location } from 'react-router-dom';
import { ACCOUNT_MESSAGES, loginSchema } from '@jazz/shared/contracts';
import { FormError, TextField, useForm } from '@jazz/shared/forms';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';
import { nextOf, withNext } from '../../lib/lesson-choice';
import { useSessionReady } from '../../lib/use-session-ready';

export function LoginPage() {
  const { isAuthenticated, loading, signIn } = useSessionReady(({ isAuthenticated, loading, signIn }) => ({
    isAuthenticated,
    loading,
    signIn,
  }));
  const location = useLocation();
  // the admin guard sends visitors here with where they were going
  const state = location.state as { from?: Location; registered?: boolean } | null;
  // `?next=`: the lesson time a student chose, carried through /register and the verification mail
  const next = nextOf(location.search);
  const from = next ?? state?.from;
  const [justSignedIn, setJustSignedIn] = useState(false);
  const form = useForm(loginSchema, { email: '', password: '' });

  if (loading) return null;
  // signed in already: to / (docs/product.md), or to `?next=`; just signed in: back where the
  // guard stopped them or to `?next=`
  if (isAuthenticated) return <Navigate to={(justSignedIn || next) && from ? from : '/'} replace />;

  const submit = () =>
    form.submit(async (data) => {
      const { token } = await api.users.login(data);
      setJustSignedIn(true);
      signIn(token);
    });

  return (
    <AccountForm
      title="Log In"
      form={form}
      submitLabel="Log In"
      onSubmit={submit}
      footer={
        <p>
          <Link to="/forgotpassword">Forgot your password?</Link> ·{' '}
          <Link to={withNext('/register', next)}>Register</Link>
        </p>
      }
    >
      {state?.registered && (
        <p className="form-notice" role="status">
          {ACCOUNT_MESSAGES.accountCreated}
        </p>
      )}
      {next?.startsWith('/lessons') && (
        <p className="form-notice">
          After you log in you are back at the lesson time you chose. Booking needs a confirmed address: open the link
          we mailed you first.
        </p>
      )}
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <FormError errors={form.errors} name="emailOrPasswordIncorrect" />
    </AccountForm>
  );
}
