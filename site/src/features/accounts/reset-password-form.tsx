import { useState } from 'react';
import { isApiError } from '@jazz/client/api-client';
import { NewPasswordField } from '@jazz/client/account';
import { passwordResetSchema } from '@jazz/contracts';
import { FormError, useForm } from '@jazz/client/forms';
import { api } from '../../lib/api';

/** The new password alone: the link's id and token come from the address. */
const newPasswordSchema = passwordResetSchema.pick({ password: true });

/**
 * The new-password form of a reset link already checked (an island: no router). Shown only
 * once the link is known to be live (reset-password-page.tsx).
 */
export function ResetPasswordForm({ id, token }: { id: string; token: string }) {
  const [stage, setStage] = useState<'form' | 'done' | 'failed'>('form');
  const form = useForm(newPasswordSchema, { password: '' }, { idPrefix: 'reset' });

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

  if (stage === 'done')
    return (
      <p role="status">
        Password reset. <a href="/login">Log in</a>
      </p>
    );
  if (stage === 'failed') return <p role="alert">Password reset failed. Please try again.</p>;
  return (
    <form
      method="post"
      action={`/resetpassword/${encodeURIComponent(id)}/${encodeURIComponent(token)}`}
      noValidate
      onSubmit={form.handleSubmit(submit)}
    >
      <NewPasswordField form={form} label="New Password" />
      <FormError errors={form.errors} />
      <button type="submit" className="button" disabled={form.busy}>
        Reset Password
      </button>
    </form>
  );
}
