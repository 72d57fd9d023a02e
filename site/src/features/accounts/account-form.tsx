import type { ReactNode } from 'react';
import { FormError, type FormApi } from '@jazz/client/forms';

interface AccountFormProps {
  title: string;
  /** The page's form hook: its errors, its busy state while sending, its submit. */
  form: Pick<FormApi<object>, 'errors' | 'busy' | 'handleSubmit'>;
  submitLabel: string;
  onSubmit: () => unknown;
  children: ReactNode;
  footer?: ReactNode;
  /** Where a visitor already signed in goes instead (the page's script reads it, islands/account-pages.ts). */
  signedInTo?: string;
  /** The page's own address: without script the form posts there, and the page says it needs JavaScript. */
  action: string;
}

/** The frame of the account forms: heading, fields, the form-level message and the button. */
export function AccountForm({
  title,
  form,
  submitLabel,
  onSubmit,
  children,
  footer,
  signedInTo,
  action,
}: AccountFormProps) {
  return (
    <section className="account-page" data-signed-in-to={signedInTo}>
      <h1>{title}</h1>
      <form method="post" action={action} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {children}
        <FormError errors={form.errors} />
        <button type="submit" className="button" disabled={form.busy}>
          {submitLabel}
        </button>
      </form>
      {footer}
    </section>
  );
}
