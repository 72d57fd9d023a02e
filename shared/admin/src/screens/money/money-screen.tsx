import { useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { StoredMoneySettings } from '@jazz/client/api-client';
import type { FieldErrors } from '@jazz/contracts';
import type { MoneySettings } from '@jazz/contracts/money';
import { useAdminPath } from '../../paths';
import { announceSaved } from '../../saved-notice';
import { DataStatus } from '../../data-error';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';
import { ListHeader } from '../screen-header';
import { submitted, TextInput } from './money-inputs';
import { MoneyReceivables, MoneyReport } from './money-overview';
import { InvoiceList } from './invoice-list';
import { TaxYearDownloads } from './money-downloads';
import './money.css';

/** A table by year as typed, one "2026: 72.5" a line. */
const yearsText = (table: Record<string, number>) =>
  Object.entries(table)
    .map(([year, value]) => `${year}: ${value}`)
    .join('\n');
const yearsOf = (text: string): Record<string, number> =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^\s*(\d{4})\s*:\s*([\d.]+)\s*$/.exec(line))
      .flatMap((match) => (match ? [[match[1]!, Number(match[2])] as const] : [])),
  );

/** Money settings: the business on invoices, the contract template, mileage rates and 1099 thresholds. */
function SettingsForm({
  stored,
  onStored,
}: {
  stored: StoredMoneySettings;
  onStored: (s: StoredMoneySettings) => void;
}) {
  const { api } = useAdminHost();
  const { updatedAt: _u, ...initial } = stored;
  const [values, setValues] = useState<MoneySettings>(initial);
  const [years, setYears] = useState({
    mileageRates: yearsText(initial.mileageRates),
    thresholds1099: yearsText(initial.thresholds1099),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const text = (
    key: 'businessName' | 'businessAddress' | 'paymentInstructions' | 'contractTemplate' | 'reminderHour',
    label: string,
    multiline = false,
  ) => (
    <TextInput
      id={`money-${key}`}
      label={label}
      multiline={multiline}
      value={values[key]}
      onChange={(v) => setValues({ ...values, [key]: v })}
      error={errors[key]}
    />
  );
  /** A table by year, typed one "2026: 72.5" a line. */
  const yearsField = (key: keyof typeof years, label: string) => (
    <TextInput
      id={`money-${key}`}
      label={label}
      multiline
      value={years[key]}
      onChange={(v) => setYears({ ...years, [key]: v })}
      error={errors[key]}
    />
  );
  async function save() {
    try {
      const saved = await api.money.updateSettings(stored, {
        ...values,
        mileageRates: yearsOf(years.mileageRates),
        thresholds1099: yearsOf(years.thresholds1099),
      });
      onStored(saved);
      setErrors({});
      announceSaved();
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.status === 409
          ? { form: 'Someone else changed the money settings: reload the page.' }
          : formErrors(error),
      );
    }
  }
  return (
    <form className="money-settings" noValidate onSubmit={submitted(save)}>
      <h2>Money settings</h2>
      {text('businessName', 'Business name')}
      {text('businessAddress', 'Business address', true)}
      {text('paymentInstructions', 'Payment instructions (on invoices)', true)}
      {text('contractTemplate', 'Contract template', true)}
      {yearsField('mileageRates', 'Mileage rates, cents per mile (one “2026: 72.5” a line)')}
      {yearsField('thresholds1099', '1099 thresholds in cents (one “2026: 200000” a line)')}
      {text('reminderHour', 'Reminder hour (HH:MM)')}
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit">Save settings</button>
      </div>
    </form>
  );
}

/**
 * Money: what is owed, the invoices with their actions, the income report with its chart by
 * month, the tax year's files and the money settings.
 */
export function MoneyScreen() {
  const path = useAdminPath();
  const read = useData('the money settings', [], (api) => api.money.settings());
  // an invoice sent, paid or voided: the receivables and the invoices are read again
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <section className="admin-screen">
      <ListHeader title="Money" back={path()} />
      <MoneyReceivables version={version} />
      <InvoiceList version={version} onChanged={changed} />
      <MoneyReport />
      <TaxYearDownloads />
      {read.data ? (
        <SettingsForm stored={read.data} onStored={(saved) => read.set(() => saved)} />
      ) : (
        <DataStatus reads={[read]} />
      )}
    </section>
  );
}
