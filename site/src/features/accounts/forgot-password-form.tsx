import { useState } from 'react';
import { passwordResetRequestSchema } from '@jazz/contracts';
import { FormError, TextField, useForm } from '@jazz/client/forms';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';

/** The forgotten-password form (an island: no router). */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm(passwordResetRequestSchema, { email: '' }, { idPrefix: 'forgot' });

  const submit = () =>
    form.submit(async () => {
      // the response is the success flag (docs/product.md); false keeps the form
      setSent(Boolean(await api.users.requestPasswordReset(form.values.email)));
    });

  if (sent)
    return (
      <section className="account-page">
        <h1>Forgot Password</h1>
        <p role="status">Email sent.</p>
      </section>
    );

  return (
    <AccountForm title="Forgot Password" action="/forgotpassword" form={form} submitLabel="Send" onSubmit={submit}>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormError errors={form.errors} name="emailnotfound" />
    </AccountForm>
  );
}
