import { useId } from 'react';
import type { BandMapping } from '@jazz/contracts/import';

const CREATE = '\u0000create';

/**
 * Each artist of the file that is none of the site's bands ("Dana Whitfield Quartet", as
 * GigPress kept it for years): map it to one of the bands, or create it as a new band. Every
 * choice checks the file again, so the preview shows the shows as they will be imported.
 */
export function ImportBands({
  names,
  bands,
  mapping,
  onChange,
  disabled,
}: {
  /** The file's unknown names, and the ones already mapped. */
  names: string[];
  bands: string[];
  mapping: BandMapping;
  onChange: (next: BandMapping) => void;
  disabled: boolean;
}) {
  const id = useId();
  if (names.length === 0) return null;
  return (
    <fieldset className="import-bands">
      <legend>Bands of the file</legend>
      <p className="field-hint">
        The file names {names.length === 1 ? 'an artist' : 'artists'} the site has no band for. Choose the band each one
        is, or create it as a new band.
      </p>
      {names.map((name, i) => {
        const chosen = mapping[name];
        const value = chosen === undefined ? '' : typeof chosen === 'string' ? chosen : CREATE;
        return (
          <div className="field" key={name}>
            <label className="field-label" htmlFor={`${id}-${i}`}>
              {name}
            </label>
            <select
              id={`${id}-${i}`}
              value={value}
              disabled={disabled}
              onChange={(e) => {
                const next = Object.fromEntries(Object.entries(mapping).filter(([key]) => key !== name));
                if (e.target.value !== '') next[name] = e.target.value === CREATE ? { create: true } : e.target.value;
                onChange(next);
              }}
            >
              <option value="">Choose a band…</option>
              {bands.map((band) => (
                <option key={band} value={band}>
                  {band}
                </option>
              ))}
              <option value={CREATE}>Create a new band “{name}”</option>
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
