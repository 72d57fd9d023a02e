import { useEffect } from 'react';
import { ACCOUNT_MESSAGES, loginSchema } from '@jazz/contracts';
import { FormError, TextField, useForm } from '@jazz/client/forms';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { withNext } from '../../lib/lesson-choice';
import { carriedFrom } from '../../lib/login-return';
import { AccountForm } from './account-form';
import { JUST_REGISTERED } from './account-notices';

/**
 * The login form (the login island: no router). Signed in already: on to `next` or / (the
 * page's script does it before the island is live, islands/account-pages.ts); just signed in:
 * to `next`, else back where the admin's guard stopped the visitor (the admin's shell loads /login
 * carrying it in the history entry, lib/login-return.ts), else /, as a page load, so the next page
 * greets the visitor.
 */
export function LoginForm({ next }: { next?: string | undefined }) {
  const form = useForm(loginSchema, { email: '', password: '' }, { idPrefix: 'login' });
  useEffect(() => {
    const auth = useAuth.getState();
    if (auth.loading) auth.restore();
    if (useAuth.getState().isAuthenticated) window.location.replace(next ?? '/');
  }, [next]);

  const submit = () =>
    form.submit(async (data) => {
      const { token } = await api.users.login(data);
      useAuth.getState().signIn(token);
      window.location.assign(next ?? carriedFrom() ?? '/');
    });

  return (
    <AccountForm
      title="Log In"
      action="/login"
      form={form}
      submitLabel="Log In"
      onSubmit={submit}
      signedInTo={next ?? '/'}
      footer={
        <p>
          <a href="/forgotpassword">Forgot your password?</a> · <a href={withNext('/register', next)}>Register</a>
        </p>
      }
    >
      {/* shown by the page's script once, after a sign-up (islands/account-pages.ts) */}
      <p className="form-notice" role="status" hidden data-notice={JUST_REGISTERED}>
        {ACCOUNT_MESSAGES.accountCreated}
      </p>
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
