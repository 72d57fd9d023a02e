import type { ReactNode } from 'react';

/** A labelled checkbox in the forms' layout; `children` follow the label (a message, a hint). */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  describedBy,
  children,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
