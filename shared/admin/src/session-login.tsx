import { useEffect, useRef } from 'react';
import { loginSchema } from '@jazz/contracts';
import { FormError, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from './host';
import { useAdminStores } from './stores';
import { useModal } from './use-modal';

/** The login over the screen (SessionDialog); its code and the login's schema load when a session ends. */
export function SessionLogin() {
  const { api, user, onSignedIn } = useAdminHost();
  const { session } = useAdminStores();
  // its own ids: the form under the dialog may have its own Email and Password fields
  const form = useForm(loginSchema, { email: user?.email ?? '', password: '' }, { idPrefix: 'session' });
  const cancel = () => session.setState({ expired: false, retry: null });
  const dialog = useModal(cancel);
  const password = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => (form.values.email ? password : email).current?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  function submit() {
    return form.submit(async (data) => {
      const { token } = await api.users.login(data);
      onSignedIn?.(token);
      session.getState().resume();
    });
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="session-title"
      aria-describedby="session-text"
      className="conflict-dialog session-dialog"
    >
      <h2 id="session-title">Your session has expired</h2>
      <p id="session-text">
        Log in again to go on. Nothing on the screen is lost: what you were saving is sent once you are logged in.
      </p>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="username" inputRef={email} />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          inputRef={password}
        />
        <FormError errors={form.errors} name="emailOrPasswordIncorrect" />
        <FormError errors={form.errors} />
        <div className="form-actions">
          <button type="submit" disabled={form.busy}>
            Log In
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            Not now
          </button>
        </div>
      </form>
    </dialog>
  );
}
