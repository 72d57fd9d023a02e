import { useState } from 'react';
import { formErrors } from '@jazz/client/api-client/errors';
import type { FieldErrors } from '@jazz/contracts';
import { yearOf } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { downloadCsv } from '../../download';
import { MoneyNote, submitted, TextInput } from './money-inputs';

/** A year as typed: four digits, or nothing to ask for. */
export const isYear = (text: string) => /^\d{4}$/.test(text.trim());

/** This year in the site's zone, as the year fields start. */
export function useThisYear(): string {
  const { timezone } = useAdminHost();
  return String(yearOf(Date.now(), timezone));
}

/**
 * The tax year's files: the 1099 list (TINs masked; the full TINs only with his password
 * typed again, a wrong one said on the field) and the mileage log, as CSV downloads.
 */
export function TaxYearDownloads() {
  const { api } = useAdminHost();
  const thisYear = useThisYear();
  const [year, setYear] = useState(thisYear);
  const [full, setFull] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState('');

  async function fetchCsv(name: string, read: () => Promise<string>): Promise<boolean> {
    setErrors({});
    setNote('');
    if (!isYear(year)) {
      setErrors({ year: 'Years are written as 2026.' });
      return false;
    }
    try {
      downloadCsv(name, await read());
      setNote(`${name} is downloaded.`);
      return true;
    } catch (error) {
      setErrors(formErrors(error));
      return false;
    }
  }

  async function fullList() {
    const done = await fetchCsv(`1099-${year}-full.csv`, () => api.money.list1099FullCsv(year, password));
    // the password is not kept once it has served
    if (done) setPassword('');
  }

  return (
    <section aria-labelledby="money-tax-title">
      <h2 id="money-tax-title">Tax year</h2>
      <div className="money-part money-filters">
        <TextInput id="tax-year" label="Year" value={year} onChange={setYear} />
        {errors.year ? <p className="field-error">{errors.year}</p> : null}
        <div className="form-actions money-buttons">
          <button type="button" onClick={() => void fetchCsv(`1099-${year}.csv`, () => api.money.list1099Csv(year))}>
            1099 list (CSV)
          </button>
          <button type="button" onClick={() => void fetchCsv(`mileage-${year}.csv`, () => api.money.mileageCsv(year))}>
            Mileage log (CSV)
          </button>
          {full ? null : (
            <button type="button" className="secondary" onClick={() => setFull(true)}>
              1099 list with full TINs…
            </button>
          )}
        </div>
      </div>
      {full ? (
        <form className="money-part" noValidate onSubmit={submitted(fullList)}>
          <p className="field-hint">The full tax numbers are for your accountant: type your password again.</p>
          <div className="field">
            <label htmlFor="tax-password">Your password</label>
            <input
              id="tax-password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(errors.currentPassword)}
              aria-describedby={errors.currentPassword ? 'tax-password-error' : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errors.currentPassword ? (
              <p className="field-error" id="tax-password-error">
                {errors.currentPassword}
              </p>
            ) : null}
          </div>
          <div className="form-actions">
            <button type="submit">Download with full TINs</button>
            <button type="button" className="secondary" onClick={() => setFull(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <MoneyNote text={note} />
    </section>
  );
}
