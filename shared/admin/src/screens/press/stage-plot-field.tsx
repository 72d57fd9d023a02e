import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import {
  IMAGE_ACCEPT,
  IMAGE_FORMAT_NAMES,
  isStagePlotPdf,
  MAX_PRESS_PHOTO_BYTES,
  PRESS_MESSAGES,
} from '@jazz/contracts';
import { CheckboxField } from '../../fields/checkbox-field';
import { SecretLink } from '../../fields/secret-link';
import { readAsDataUrl } from '../../read-file';

interface Props {
  /** A data URL (a new image or PDF), the kit's plot URL, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  byLinkOnly: boolean;
  onByLinkOnly: (value: boolean) => void;
  error: string | undefined;
  /** The secret address of the saved plot, shown to copy; '' before one is saved. */
  link: string;
  /** Makes a new secret address; rejects when the server could not be reached. */
  onRenew: () => Promise<void>;
}

/** What the stage plot takes: an image as everywhere, or a PDF (kept as uploaded). */
const PLOT_DROP = { accept: { ...IMAGE_ACCEPT, 'application/pdf': ['.pdf'] }, maxSize: MAX_PRESS_PHOTO_BYTES } as const;

/** The dropzone of the plot: one file, read as a data URL; a refused file is named with the reason. */
function usePlotDrop(onChange: (value: string) => void) {
  const [refused, setRefused] = useState<string | null>(null);
  const dropzone = useDropzone({
    ...PLOT_DROP,
    multiple: false,
    onDrop: (files, rejections) => {
      const names = rejections.map((r) => r.file.name).join(', ');
      const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
      setRefused(
        names
          ? `Not added: ${names}. ${tooLarge ? PRESS_MESSAGES.stagePlotTooManyBytes : `The stage plot must be an image (${IMAGE_FORMAT_NAMES}) or a PDF.`}`
          : null,
      );
      const file = files[0];
      if (file) void readAsDataUrl(file).then(onChange);
    },
  });
  return { refused, dropzone };
}

/** The stage plot: one image or PDF, optionally kept off the public page and shared by its secret link. */
export function StagePlotField({ value, onChange, byLinkOnly, onByLinkOnly, error, link, onRenew }: Props) {
  const id = useId();
  const { refused, dropzone } = usePlotDrop(onChange);
  const { getRootProps, getInputProps, isDragActive } = dropzone;
  return (
    <fieldset className="field">
      <legend>Stage plot</legend>
      {value ? <PlotPreview value={value} byLinkOnly={byLinkOnly} link={link} onRemove={() => onChange('')} /> : null}
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input
          {...getInputProps({
            'aria-label': 'Choose a stage plot image or PDF',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          })}
        />
        <p>
          {value
            ? 'Drop another image or PDF here, or click to choose one.'
            : 'Drop the stage plot here, or click to choose it.'}
        </p>
      </div>
      {refused && <p role="alert">{refused}</p>}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <CheckboxField
        id={`${id}-link-only`}
        label="Only by link (not shown on the press page)"
        checked={byLinkOnly}
        onChange={onByLinkOnly}
      />
      {link && <SecretLink id={`${id}-link`} label="Secret link to the stage plot" link={link} onRenew={onRenew} />}
    </fieldset>
  );
}

/** The plot as it is now (a PDF as a link), with Remove. */
function PlotPreview({
  value,
  byLinkOnly,
  link,
  onRemove,
}: {
  value: string;
  byLinkOnly: boolean;
  link: string;
  onRemove: () => void;
}) {
  return (
    <p>
      {value.startsWith('data:application/pdf') || isStagePlotPdf(value) ? (
        <a href={value.startsWith('data:') ? undefined : byLinkOnly && link ? link : value}>Stage plot (PDF)</a>
      ) : (
        <img
          // a stage plot shown only by link is served only under that link, not at /media/
          src={byLinkOnly && link && value.startsWith('/media/') ? link : value}
          alt="Stage plot"
          style={{ maxWidth: '320px', height: 'auto' }}
        />
      )}
      <br />
      <button type="button" onClick={onRemove}>
        Remove the stage plot
      </button>
    </p>
  );
}
