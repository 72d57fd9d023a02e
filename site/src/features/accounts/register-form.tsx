import { useEffect } from 'react';
import { NewUserFields } from '@jazz/client/account';
import { registerSchema } from '@jazz/contracts';
import { useForm } from '@jazz/client/forms';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { withNext } from '../../lib/lesson-choice';
import { AccountForm } from './account-form';
import { JUST_REGISTERED } from './account-notices';

/** The sign-up form (the register island: no router). Signed in already: on to /dashboard. */
export function RegisterForm({ next }: { next?: string | undefined }) {
  const form = useForm(
    registerSchema,
    { firstName: '', lastName: '', email: '', password: '', password2: '' },
    { idPrefix: 'register' },
  );
  useEffect(() => {
    const auth = useAuth.getState();
    if (auth.loading) auth.restore();
    if (useAuth.getState().isAuthenticated) window.location.replace('/dashboard');
  }, []);

  const submit = () =>
    form.submit(async () => {
      await api.users.register({ ...form.values, courses: [], roles: ['user'], ...(next ? { next } : {}) });
      // the login page says the account was created
      try {
        sessionStorage.setItem(JUST_REGISTERED, '1');
      } catch {
        // storage blocked: the login page just does not say it
      }
      window.location.assign(withNext('/login', next));
    });

  return (
    <AccountForm
      title="Register"
      action="/register"
      form={form}
      submitLabel="Register"
      onSubmit={submit}
      signedInTo="/dashboard"
      footer={
        <p>
          Already have an account? <a href={withNext('/login', next)}>Log in</a>
        </p>
      }
    >
      <p className="form-notice">
        We will mail you a link to confirm your address. Lessons can be booked, and shows followed, once it is
        confirmed.
      </p>
      <NewUserFields form={form} autoComplete="on" />
    </AccountForm>
  );
}
