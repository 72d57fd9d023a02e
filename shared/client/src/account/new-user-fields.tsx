// through the indexes, as the pages that use these do: no extra chunks for a page to load
import { MESSAGES, type FieldErrors } from '@jazz/contracts';
import { TextField, type InputBinding } from '../forms';

type NewUserField = 'firstName' | 'lastName' | 'email' | 'password' | 'password2';

interface NewUserFieldsProps {
  form: { bind: (name: NewUserField) => InputBinding; errors: FieldErrors };
  /** 'on' where people register themselves (the browser fills in their name), 'off' where an admin adds someone. */
  autoComplete: 'on' | 'off';
}

/** Names, address and a new password twice, with the password rule said before anything is wrong. */
export function NewUserFields({ form, autoComplete }: NewUserFieldsProps) {
  const own = autoComplete === 'on';
  return (
    <>
      <TextField form={form} name="firstName" label="First Name" autoComplete={own ? 'given-name' : 'off'} />
      <TextField form={form} name="lastName" label="Last Name" autoComplete={own ? 'family-name' : 'off'} />
      <TextField form={form} name="email" label="Email" type="email" autoComplete={own ? 'email' : 'off'} />
      <NewPasswordField form={form} label="Password" />
      <TextField form={form} name="password2" label="Confirm Password" type="password" autoComplete="new-password" />
    </>
  );
}

/** A new password (named `password`), with its rule said before anything is wrong. */
export function NewPasswordField({
  form,
  label,
}: {
  form: { bind: (name: 'password') => InputBinding; errors: FieldErrors };
  label: string;
}) {
  return (
    <TextField
      form={form}
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      hint={MESSAGES.passwordHint}
    />
  );
}
