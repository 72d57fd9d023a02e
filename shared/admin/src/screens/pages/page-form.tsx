import { useState, type ReactNode } from 'react';
import { pageDataSchemas, type PageFields } from '@jazz/contracts';
import { maxLengthFor, rowMaxLengthFor } from '@jazz/client/forms/limits';
import { AudioField } from '../../fields/audio-field';
import { RowsField, type RowColumn } from '../../fields/rows-field';
import { FormError, StaleDraftNotice, TextField } from '@jazz/client/forms/fields';
import type { FormApi } from '@jazz/client/forms/use-form';
import { BackAndSubmit } from '../screen-header';
import { HomePhotoField } from './home-photo-field';
import { emptyRowOf, type PageDefinition, type PageValues } from './page-definitions';

type Row = Record<string, string>;

interface PageFormProps {
  definition: PageDefinition;
  form: FormApi<PageValues, PageFields>;
  onSubmit: () => void;
  onBack: () => void;
  children?: ReactNode;
}

/** The fields of one page, in the order the page shows them, with Back and Save. */
export function PageForm({ definition, form, onSubmit, onBack, children }: PageFormProps) {
  // tracks upload their audio as soon as it is chosen: Save waits for the URLs
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (uploading: boolean) => setUploads((n) => n + (uploading ? 1 : -1));
  return (
    <form noValidate aria-label={definition.title} onSubmit={form.handleSubmit(() => !uploads && onSubmit())}>
      <StaleDraftNotice form={form} />
      {definition.fields.map((field) =>
        field.kind === 'text' && field.photo ? (
          <HomePhotoField key={field.key} form={form} name={field.key} label={field.label} />
        ) : field.kind === 'text' ? (
          <TextField
            key={field.key}
            form={form}
            name={field.key}
            label={field.label}
            multiline={field.multiline}
            hint={field.hint}
            autoComplete="off"
            maxLength={maxLengthFor(pageDataSchemas[definition.name], field.key)}
          />
        ) : (
          <RowsField<Row>
            key={field.key}
            name={field.key}
            label={field.label}
            itemLabel={field.itemLabel}
            hint={field.hint}
            // safe: a field of kind 'rows' in the page's field list holds rows (page-rows.ts)
            value={(form.values[field.key] as Row[] | undefined) ?? []}
            onChange={(rows) => form.set(field.key, rows)}
            errors={form.errors}
            emptyRow={emptyRowOf(field)}
            columns={field.columns.map(({ audio, ...column }): RowColumn<Row> =>
              audio
                ? { ...column, render: (props) => <AudioField {...props} onBusyChange={onBusyChange} /> }
                : { ...column, maxLength: rowMaxLengthFor(pageDataSchemas[definition.name], field.key, column.key) },
            )}
          />
        ),
      )}
      <FormError errors={form.errors} />
      {uploads ? (
        <p className="field-hint" role="status">
          Waiting for the audio upload to finish before saving.
        </p>
      ) : null}
      <BackAndSubmit confirmLeave={form.confirmLeave} onBack={onBack} label="Save" busy={form.busy || uploads > 0} />
      {children}
    </form>
  );
}
