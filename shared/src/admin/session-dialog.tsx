import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import { formErrors } from '../api-client';
import { loginSchema, parseFields } from '../contracts';
import { FormError } from './forms/field';
import { useForm } from './forms/use-form';
import { useAdminHost } from './host';
import { useAdminStores } from './stores';

/**
 * The session ended mid-work (the server answered 401): log in again over the screen, so the
 * form under it keeps every value, then the refused save or load runs again.
 */
export function SessionDialog() {
  const { session } = useAdminStores();
  const expired = useStore(session, (s) => s.expired);
  if (!expired) return null;
  return <SessionLogin />;
}

function SessionLogin() {
  const { api, user, onSignedIn } = useAdminHost();
  const { session } = useAdminStores();
  const form = useForm({ email: user?.email ?? '', password: '' }, { focusErrors: false });
  const [busy, setBusy] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => (form.values.email ? password : email).current?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  async function submit() {
    const parsed = parseFields(loginSchema, form.values);
    if (!parsed.ok) return form.setErrors(parsed.errors);
    setBusy(true);
    try {
      const { token } = await api.users.login(parsed.data);
      onSignedIn?.(token);
      session.getState().resume();
    } catch (error) {
      form.setErrors(formErrors(error));
      setBusy(false);
    }
  }

  const cancel = () => session.setState({ expired: false, retry: null });
  const message = form.errors.emailOrPasswordIncorrect;
  return (
    <div className="conflict-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="session-title"
        aria-describedby="session-text"
        className="conflict-dialog session-dialog"
        onKeyDown={(event) => event.key === 'Escape' && cancel()}
      >
        <h2 id="session-title">Your session has expired</h2>
        <p id="session-text">
          Log in again to go on. Nothing on the screen is lost: what you were saving is sent once you are logged in.
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SessionField form={form} name="email" label="Email" type="email" autoComplete="username" inputRef={email} />
          <SessionField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            inputRef={password}
          />
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
          <FormError errors={form.errors} />
          <div className="form-actions">
            <button type="submit" disabled={busy}>
              Log In
            </button>
            <button type="button" className="secondary" onClick={cancel}>
              Not now
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

interface SessionFieldProps {
  form: ReturnType<typeof useForm<{ email: string; password: string }>>;
  name: 'email' | 'password';
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Own ids: the form under the dialog may have its own Email and Password fields. */
function SessionField({ form, name, label, type, autoComplete, inputRef }: SessionFieldProps) {
  const id = `session-${name}`;
  const error = form.errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...form.bind(name)}
        id={id}
        ref={inputRef}
        type={type}
        autoComplete={autoComplete}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
