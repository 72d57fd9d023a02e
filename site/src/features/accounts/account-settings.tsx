import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  type MyAccount,
} from '@jazz/contracts';
import { FormError, TextField, useForm, type FormApi } from '@jazz/client/forms';
import { api } from '../../lib/api';

interface AccountSettingsProps {
  account: MyAccount;
  /** The account as the server answers it after a change. */
  onAccount: (account: MyAccount) => void;
  /** A fresh token after a password change: every earlier one has ended. */
  signIn: (token: string) => void;
}

/** "Account settings" on the dashboard: the address and its confirmation, a new password, a new e-mail. */
export function AccountSettings({ account, onAccount, signIn }: AccountSettingsProps) {
  return (
    <section className="account-settings" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title">Account settings</h2>
      <AddressState account={account} onAccount={onAccount} />
      <ChangeName account={account} onAccount={onAccount} />
      <ChangePassword signIn={signIn} />
      <ChangeEmail onAccount={onAccount} />
    </section>
  );
}

function AddressState({ account, onAccount }: Pick<AccountSettingsProps, 'account' | 'onAccount'>) {
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setSent('sending');
    try {
      onAccount(await api.users.resendVerification());
      setSent('sent');
    } catch {
      setSent('failed');
    }
  };
  return (
    <div className="account-address">
      {account.emailVerified ? (
        <Confirmed email={account.email} />
      ) : (
        <Unconfirmed email={account.email} resend={() => void resend()} sending={sent === 'sending'} />
      )}
      {account.pendingEmail && <Pending email={account.pendingEmail} />}
      <p role="status" aria-live="polite">
        {sent === 'sent' && `We sent a new link to ${account.email}.`}
        {sent === 'failed' && <span className="form-error">Could not send the link. Please try again later.</span>}
      </p>
    </div>
  );
}

const Confirmed = ({ email }: { email: string }) => (
  <p>
    Your e-mail address <strong>{email}</strong> is confirmed.
  </p>
);

const Unconfirmed = ({ email, resend, sending }: { email: string; resend?: () => void; sending?: boolean }) => (
  <>
    <p>
      Your e-mail address <strong>{email}</strong> is not confirmed yet: open the link we mailed to it.
    </p>
    <button type="button" className="button" onClick={resend} disabled={sending}>
      Send the link again
    </button>
  </>
);

const Pending = ({ email }: { email: string }) => (
  <p>
    Waiting for <strong>{email}</strong>: it becomes your address once you open the link we sent to it.
  </p>
);

/**
 * "Account settings" as the server writes it on the dashboard, a page of islands, before the
 * account is known (the token is in the browser): each state of the address in a
 * `data-address` part, whose `<strong>` the page's script (islands/dashboard.ts) fills, removing
 * the others; the forms as the island renders them, the name's fields empty until the script
 * writes the account's.
 */
export function AccountSettingsShell() {
  const none = () => {};
  const blank = { firstName: '', lastName: '', email: '', emailVerified: true } as MyAccount;
  return (
    <section className="account-settings" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title">Account settings</h2>
      <div className="account-address">
        <div data-address="confirmed">
          <Confirmed email="" />
        </div>
        <div data-address="unconfirmed">
          <Unconfirmed email="" />
        </div>
        <div data-address="pending">
          <Pending email="" />
        </div>
        <p role="status" aria-live="polite"></p>
      </div>
      <ChangeName account={blank} onAccount={none} />
      <ChangePassword signIn={none} />
      <ChangeEmail onAccount={none} />
    </section>
  );
}

/** The name the site greets with ("Hi, Sam"): the first start's admin is "Site Admin" until renamed. */
function ChangeName({ account, onAccount }: Pick<AccountSettingsProps, 'account' | 'onAccount'>) {
  const current = { firstName: account.firstName, lastName: account.lastName };
  const form = useForm(changeNameSchema, current, { idPrefix: 'change-name' });
  return (
    <SettingForm
      form={form}
      empty={current}
      send={async (data) => {
        const next = await api.users.changeName(data);
        form.reset({ firstName: next.firstName, lastName: next.lastName });
        onAccount(next);
      }}
      id="change-name"
      title="Change name"
      doneText={ACCOUNT_MESSAGES.nameChanged}
      keep
    >
      <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
    </SettingForm>
  );
}

function ChangePassword({ signIn }: Pick<AccountSettingsProps, 'signIn'>) {
  const empty = { currentPassword: '', password: '', password2: '' };
  const form = useForm(changePasswordSchema, empty, { idPrefix: 'change-password' });
  return (
    <SettingForm
      form={form}
      empty={empty}
      send={async (data) => signIn((await api.users.changePassword(data)).token)}
      id="change-password"
      title="Change password"
      doneText={ACCOUNT_MESSAGES.passwordChanged}
    >
      <CurrentPassword form={form} />
      <TextField form={form} name="password" label="New password" type="password" autoComplete="new-password" />
      <TextField
        form={form}
        name="password2"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </SettingForm>
  );
}

function ChangeEmail({ onAccount }: Pick<AccountSettingsProps, 'onAccount'>) {
  const empty = { email: '', currentPassword: '' };
  const form = useForm(changeEmailSchema, empty, { idPrefix: 'change-email' });
  return (
    <SettingForm
      form={form}
      empty={empty}
      send={async (data) => onAccount(await api.users.changeEmail(data))}
      id="change-email"
      title="Change e-mail"
      doneText={ACCOUNT_MESSAGES.emailChangePending}
    >
      <TextField form={form} name="email" label="New e-mail" type="email" autoComplete="email" />
      <CurrentPassword form={form} />
    </SettingForm>
  );
}

/** Both changes ask for the current password first. */
function CurrentPassword({ form }: Pick<ComponentProps<typeof TextField>, 'form'>) {
  return (
    <TextField
      form={form}
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
    />
  );
}

/** One of the settings' forms, titled by what its button does: sent, it empties itself and says so. */
function SettingForm<T extends object, Out>({
  form,
  empty,
  send,
  id,
  title,
  doneText,
  keep = false,
  children,
}: {
  form: FormApi<T, Out>;
  empty: T;
  send: (data: Out) => Promise<void>;
  id: string;
  title: string;
  doneText: string;
  /** The form keeps what was sent (a name) instead of emptying itself (passwords). */
  keep?: boolean;
  children: ReactNode;
}) {
  const [done, setDone] = useState(false);
  const submit = () =>
    form.submit(async (data) => {
      setDone(false);
      await send(data);
      if (!keep) form.reset(empty);
      setDone(true);
    });
  return (
    <form
      method="post"
      action="/dashboard"
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      <FormError errors={form.errors} />
      <button type="submit" className="button" disabled={form.busy}>
        {title}
      </button>
      <p role="status" aria-live="polite">
        {done && doneText}
      </p>
    </form>
  );
}
