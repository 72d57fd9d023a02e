import { useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { StoredMoneySettings } from '@jazz/client/api-client';
import type { FieldErrors } from '@jazz/contracts';
import { computeMoney, type Person, type ShowMoney, type ValidMoneyData } from '@jazz/contracts/money';
import { yearOf } from '@jazz/contracts/time';
import { useAdminHost } from '../../host';
import { announceSaved } from '../../saved-notice';
import { replaced } from './money-lists';

/** What the Money section reads before its form shows: the show's money, the people, the settings. */
export interface Loaded {
  stored: ShowMoney;
  people: Person[];
  settings: StoredMoneySettings;
}

const dataOf = ({ eventId: _e, dealFrom: _f, totals: _t, updatedAt: _u, ...data }: ShowMoney): ValidMoneyData => data;

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** The Money form's state: the data being edited, its totals, its errors, Save and a receipt's upload. */
export function useShowMoney({
  eventId,
  startDate,
  loaded,
  onStored,
}: {
  eventId: string;
  startDate: string;
  loaded: Loaded;
  onStored: (stored: ShowMoney) => void;
}) {
  const { api, timezone } = useAdminHost();
  const [data, setData] = useState<ValidMoneyData>(() => dataOf(loaded.stored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ValidMoneyData>(key: K, value: ValidMoneyData[K]) => setData({ ...data, [key]: value });
  // the same arithmetic as the server's (and the desktop's, offline): what Save will store
  const computed = computeMoney(data, {
    mileageRates: loaded.settings.mileageRates,
    year: yearOf(startDate, timezone),
  });

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const stored = await api.money.update(eventId, loaded.stored, data);
      onStored(stored);
      setData(dataOf(stored));
      announceSaved('Money saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setErrors({
          form: 'Someone else changed this show’s money. Reload the page to see it, then enter yours again.',
        });
      else setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  async function attach(index: number, file: File) {
    try {
      const receipt = await api.money.uploadReceipt(eventId, await readFile(file));
      set('expenses', replaced(data.expenses, index, { ...data.expenses[index]!, receipt: receipt.id }));
    } catch (error) {
      setErrors(formErrors(error));
    }
  }

  return { data, set, errors, busy, computed, save, attach };
}

/** The show's paperwork from its saved money: the contract and invoices, each with a note of how it went. */
export function usePaperwork(eventId: string) {
  const { api } = useAdminHost();
  const [note, setNote] = useState('');
  // saved money only: the contract and invoices are made from what the server holds
  async function paperwork(action: () => Promise<string>) {
    try {
      setNote(await action());
    } catch (error) {
      setNote(formErrors(error).form ?? Object.values(formErrors(error)).join(' '));
    }
  }
  const sendContract = () =>
    paperwork(async () => {
      await api.money.sendContract(eventId);
      return 'The contract is on its way to the buyer.';
    });
  const invoice = (kind: 'deposit' | 'balance' | 'full') =>
    paperwork(async () => {
      const made = await api.invoices.create({ eventId, kind });
      await api.invoices.send(made.id);
      return `Invoice ${made.number} is on its way to the buyer.`;
    });
  return { note, sendContract, invoice };
}
