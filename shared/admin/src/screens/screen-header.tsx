import type { ReactNode } from 'react';
import type { FieldErrors } from '@jazz/contracts';
import { Link } from 'react-router-dom';

/** A list screen's title with its Back and Add links. */
export function ListHeader({ title, back, add }: { title: string; back: string; add?: ReactNode }) {
  return (
    <header className="admin-screen-header">
      <h1>{title}</h1>
      <div className="admin-header-links">
        <Link to={back}>Back</Link>
        {add}
      </div>
    </header>
  );
}

/** Back on a form: asks before dropping changes (the one form hook answers "changed?"). */
export function BackButton({ confirmLeave, onLeave }: { confirmLeave: () => boolean; onLeave: () => void }) {
  return (
    <button type="button" className="secondary" onClick={() => confirmLeave() && onLeave()}>
      Back
    </button>
  );
}

/** A record form's actions: Back (asking before dropping changes) and its submit button, off while busy. */
export function BackAndSubmit({
  confirmLeave,
  onBack,
  label,
  busy,
}: {
  confirmLeave: () => boolean;
  onBack: () => void;
  label: string;
  busy: boolean;
}) {
  return (
    <div className="form-actions">
      <BackButton confirmLeave={confirmLeave} onLeave={onBack} />
      <button type="submit" disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** A form opened inside a list screen (a tune, a venue): Cancel closes it, Save submits it. */
export function CancelSave({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="form-actions">
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit">Save</button>
    </div>
  );
}

/** What the form of a record opened in its list screen is given: the record (or 'new'), the values typed, the server's messages. */
export interface ListRecordFormProps<R, V> {
  editing: R | 'new';
  values: V;
  errors: FieldErrors;
  onValues: (values: V) => void;
  onCancel: () => void;
  onSave: () => void;
}

/** A form opened inside a list screen (a person, a venue, a tune): its heading, its fields, Cancel and Save. */
export function ListItemForm({
  className,
  heading,
  onCancel,
  onSave,
  children,
}: {
  className: string;
  heading: string;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2>{heading}</h2>
      {children}
      <CancelSave onCancel={onCancel} />
    </form>
  );
}
