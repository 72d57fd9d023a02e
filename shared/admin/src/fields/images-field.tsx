import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { MAX_IMAGES, type FieldErrors } from '@jazz/contracts';
import { FieldError } from '@jazz/client/forms/fields';
import { readImageAsDataUrl } from '../read-file';
import { IMAGE_DROP, IMAGE_DROP_RULES, refusedImages } from './image-drop';

interface ImagesFieldProps {
  name: string;
  /** key -> data URL (new upload) or URL (an image the group already has). */
  value: Record<string, string>;
  onChange: (images: Record<string, string>) => void;
  errors: FieldErrors;
}

/** A key the server accepts (at most 200 characters) that no other image of the group has. */
function keyFor(fileName: string, taken: Record<string, string>): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^a-zA-Z0-9_-]+/g, '-')
      .slice(0, 60) || 'image';
  let key = base;
  for (let n = 2; key in taken; n++) key = `${base}-${n}`;
  return key;
}

/** Drop or pick many images (no cropping); previews with Remove; existing ones kept until removed. */
export function ImagesField({ name, value, onChange, errors }: ImagesFieldProps) {
  // drops are read asynchronously: merge into the latest value, not the one of the drop's render
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const onDrop = useCallback(
    async (files: File[]) => {
      const urls = await Promise.all(files.map(readImageAsDataUrl));
      const next = { ...latest.current };
      files.forEach((file, i) => {
        next[keyFor(file.name, next)] = urls[i]!;
      });
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  // a file the uploader refuses (a PDF, an iPhone HEIC photo...) is named, never dropped silently
  const [refused, setRefused] = useState<string | null>(null);
  const count = Object.keys(value).length;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files, rejections: FileRejection[]) => {
      setRefused(refusedImages(rejections, 'Images'));
      if (files.length) void onDrop(files);
    },
    ...IMAGE_DROP,
    multiple: true,
    maxFiles: Math.max(1, MAX_IMAGES - count),
  });

  const remove = (key: string) => {
    const { [key]: _removed, ...rest } = latest.current;
    latest.current = rest;
    onChange(rest);
  };

  return (
    <div className="field">
      <span className="field-label" id={`field-${name}-label`}>
        Images
      </span>
      {/* a button for the keyboard and screen readers: Enter or Space opens the file chooser */}
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' dropzone-active' : ''}`,
          role: 'button',
          'aria-labelledby': `field-${name}-label field-${name}-hint`,
          'aria-describedby': refused ? `field-${name}-refused` : undefined,
        })}
      >
        <p id={`field-${name}-hint`}>
          {isDragActive ? 'Drop the images here.' : `Drop images here, or click to choose them. ${IMAGE_DROP_RULES}`}
        </p>
      </div>
      {/* beside the button, not in it (no control inside a control); the button opens it */}
      <input {...getInputProps({ 'aria-labelledby': `field-${name}-label`, name })} />
      {refused ? (
        <p id={`field-${name}-refused`} className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      {count > 0 ? (
        <ul className="image-previews" aria-label="Selected images">
          {Object.entries(value).map(([key, src], index) => (
            <li key={key}>
              {/^data:image\/hei[cf]/i.test(src) ? (
                // most browsers can not show an iPhone's HEIC: the server converts it on save
                <span className="image-preview-pending" role="img" aria-label={`Image ${index + 1}`}>
                  HEIC photo: shown after saving
                </span>
              ) : (
                <img src={src} alt={`Image ${index + 1}`} />
              )}
              <button type="button" onClick={() => remove(key)} aria-label={`Remove image ${index + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError name={name} errors={errors} />
    </div>
  );
}
