import { useState } from 'react';
import { TextField, useForm } from '@jazz/shared/admin/forms';
import { formErrors } from '@jazz/shared/api-client';
import { api } from '../../lib/api';
import { AccountForm, ServerMessage } from './account-form';
import './accounts.css';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({ email: '' });

  async function submit() {
    setBusy(true);
    try {
      // the response is the success flag (SPEC.md section 4); false keeps the form
      setSent(Boolean(await api.users.requestPasswordReset(form.values.email)));
    } catch (error) {
      setSent(false);
      form.setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <section className="account-page">
        <h1>Forgot Password</h1>
        <p role="status">Email sent.</p>
      </section>
    );

  return (
    <AccountForm
      title="Forgot Password"
      errors={form.errors}
      submitLabel="Send"
      busy={busy}
      onSubmit={() => void submit()}
    >
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <ServerMessage message={form.errors.emailnotfound} />
    </AccountForm>
  );
}
