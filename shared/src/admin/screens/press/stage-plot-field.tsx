import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { IMAGE_DROP, refusedImages } from '../../fields/image-drop';
import { readAsDataUrl } from '../../read-file';

interface Props {
  /** A data URL (a new image), the kit's image URL, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  byLinkOnly: boolean;
  onByLinkOnly: (value: boolean) => void;
  error: string | undefined;
  /** The secret address of the saved plot, shown to copy; '' before one is saved. */
  link: string;
  onRenew: () => void;
}

/** The stage plot: one image, optionally kept off the public page and shared by its secret link. */
export function StagePlotField({ value, onChange, byLinkOnly, onByLinkOnly, error, link, onRenew }: Props) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    ...IMAGE_DROP,
    multiple: false,
    onDrop: (files, rejections) => {
      setRefused(refusedImages(rejections, 'Images'));
      const file = files[0];
      if (file) void readAsDataUrl(file).then(onChange);
    },
  });
  const address = link && typeof window !== 'undefined' ? new URL(link, window.location.href).href : link;
  return (
    <fieldset className="field">
      <legend>Stage plot</legend>
      {value ? (
        <p>
          <img src={value} alt="Stage plot" style={{ maxWidth: '320px', height: 'auto' }} />
          <br />
          <button type="button" onClick={() => onChange('')}>
            Remove the stage plot
          </button>
        </p>
      ) : null}
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': 'Choose a stage plot image' })} />
        <p>
          {value
            ? 'Drop another image here, or click to choose one.'
            : 'Drop the stage plot here, or click to choose it.'}
        </p>
      </div>
      {refused && <p role="alert">{refused}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p>
        <input
          id={`${id}-link-only`}
          type="checkbox"
          checked={byLinkOnly}
          onChange={(event) => onByLinkOnly(event.target.checked)}
        />{' '}
        <label htmlFor={`${id}-link-only`}>Only by link (not shown on the press page)</label>
      </p>
      {link && (
        <p>
          <label htmlFor={`${id}-link`}>Secret link to the stage plot</label>
          <br />
          <input id={`${id}-link`} readOnly value={address} size={60} onFocus={(event) => event.target.select()} />{' '}
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard.writeText(address).then(
                () => setCopied('Copied.'),
                () => setCopied('Select the link and copy it.'),
              )
            }
          >
            Copy link
          </button>{' '}
          <button type="button" onClick={onRenew}>
            Renew link
          </button>{' '}
          <span role="status">{copied}</span>
        </p>
      )}
    </fieldset>
  );
}
