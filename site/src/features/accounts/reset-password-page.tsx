import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TextField, useForm } from '@jazz/shared/admin/forms';
import { isApiError } from '@jazz/shared/api-client';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';
import './accounts.css';

type Stage = 'checking' | 'invalid' | 'form' | 'done' | 'failed';

export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const [stage, setStage] = useState<Stage>('checking');
  const [busy, setBusy] = useState(false);
  const form = useForm({ password: '' });

  useEffect(() => {
    let live = true;
    api.users
      .checkResetLink(id, token)
      .then(() => live && setStage('form'))
      // SPEC.md leaves a bad link on "Loading..." forever; we say so and offer a new link
      .catch(() => live && setStage('invalid'));
    return () => {
      live = false;
    };
  }, [id, token]);

  async function submit() {
    setBusy(true);
    try {
      await api.users.resetPassword({ id, token, password: form.values.password });
      setStage('done');
    } catch (error) {
      // a password the rules refuse is shown under the field; anything else ends the attempt
      if (isApiError(error) && error.status === 400 && error.fieldErrors.password)
        form.setErrors({ password: error.fieldErrors.password });
      else setStage('failed');
    } finally {
      setBusy(false);
    }
  }

  if (stage === 'form')
    return (
      <AccountForm
        title="Reset Password"
        errors={form.errors}
        submitLabel="Reset Password"
        busy={busy}
        onSubmit={() => void submit()}
      >
        <TextField form={form} name="password" label="New Password" type="password" autoComplete="new-password" />
      </AccountForm>
    );

  return (
    <section className="account-page">
      <h1>Reset Password</h1>
      {stage === 'checking' ? <p role="status">Loading...</p> : null}
      {stage === 'invalid' ? (
        <p role="alert">
          This reset link is invalid or has expired. <Link to="/forgotpassword">Ask for a new one</Link>.
        </p>
      ) : null}
      {stage === 'done' ? (
        <p role="status">
          Password reset. <Link to="/login">Log in</Link>
        </p>
      ) : null}
      {stage === 'failed' ? <p role="alert">Password reset failed. Please try again.</p> : null}
    </section>
  );
}
