import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@jazz/shared/api-client';
import { NewPasswordField } from '@jazz/shared/account';
import { passwordResetSchema } from '@jazz/shared/contracts';
import { useForm } from '@jazz/shared/forms';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';

type Stage = 'checking' | 'invalid' | 'form' | 'done' | 'failed';

/** The new password alone: the link's id and token come from the address. */
const newPasswordSchema = passwordResetSchema.pick({ password: true });

export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const [stage, setStage] = useState<Stage>('checking');
  const form = useForm(newPasswordSchema, { password: '' });

  useEffect(() => {
    let live = true;
    api.users
      .checkResetLink(id, token)
      .then(() => live && setStage('form'))
      // docs/product.md leaves a bad link on "Loading..." forever; we say so and offer a new link
      .catch(() => live && setStage('invalid'));
    return () => {
      live = false;
    };
  }, [id, token]);

  const submit = () =>
    form.submit(
      async ({ password }) => {
        await api.users.resetPassword({ id, token, password });
        setStage('done');
      },
      {
        // a password the rules refuse is shown under the field; anything else ends the attempt
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors.password) return false;
          setStage('failed');
          return true;
        },
      },
    );

  if (stage === 'form')
    return (
      <AccountForm title="Reset Password" form={form} submitLabel="Reset Password" onSubmit={submit}>
        <NewPasswordField form={form} label="New Password" />
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
