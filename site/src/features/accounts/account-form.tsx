import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@jazz/shared/forms';
import type { FieldErrors } from '@jazz/shared/contracts';
import './accounts.css';

interface AccountFormProps {
  title: string;
  errors: FieldErrors;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account forms: heading, fields, the form-level message and the button. */
export function AccountForm({ title, errors, submitLabel, busy, onSubmit, children, footer }: AccountFormProps) {
  return (
    <section className="account-page">
      <h1>{title}</h1>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FormError errors={errors} />
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </form>
      {footer}
    </section>
  );
}
