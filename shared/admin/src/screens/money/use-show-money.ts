import { useState } from 'react';
import { sameValue } from '@jazz/contracts';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { StoredMoneySettings } from '@jazz/client/api-client';
import type { FieldErrors } from '@jazz/contracts';
import {
  computeMoney,
  type InvoiceRequest,
  type Person,
  type ShowMoney,
  type ValidMoneyData,
} from '@jazz/contracts/money';
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

/**
 * The form's values over a record the server changed meanwhile (an invoice paid adds a payment,
 * the series' deal changes the deal a date follows): each field he has not touched takes the
 * server's value, each field he changed keeps his.
 */
export function mergeUntouched(mine: ValidMoneyData, before: ValidMoneyData, after: ValidMoneyData): ValidMoneyData {
  const take = <K extends keyof ValidMoneyData>(key: K): ValidMoneyData[K] =>
    sameValue(mine[key], before[key]) ? after[key] : mine[key];
  return {
    deal: take('deal'),
    settlement: take('settlement'),
    payouts: take('payouts'),
    leaderShare: take('leaderShare'),
    expenses: take('expenses'),
    mileage: take('mileage'),
    payments: take('payments'),
  };
}

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
  // the stored record read again (after a payment, a series' deal): his edits stay over it
  const [base, setBase] = useState(loaded.stored);
  if (base !== loaded.stored) {
    setBase(loaded.stored);
    setData(mergeUntouched(data, dataOf(base), dataOf(loaded.stored)));
  }
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

/**
 * The show's paperwork from its saved money: the contract and invoices (the show's, or its
 * series' month), each made and mailed with a note of how it went; `onMade` after an invoice is made.
 */
export function usePaperwork(eventId: string, onMade: () => void) {
  const { api } = useAdminHost();
  // where the note shows: beside the show's buttons, or the series' month invoice
  const [note, setNote] = useState<{ text: string; from: 'show' | 'series' }>({ text: '', from: 'show' });
  // saved money only: the contract and invoices are made from what the server holds
  async function paperwork(action: () => Promise<string>, from: 'show' | 'series' = 'show') {
    try {
      setNote({ text: await action(), from });
    } catch (error) {
      setNote({ text: Object.values(formErrors(error)).join(' '), from });
    }
  }
  const sendContract = () =>
    paperwork(async () => {
      await api.money.sendContract(eventId);
      return 'The contract is on its way to the buyer.';
    });
  const made = (request: InvoiceRequest) =>
    paperwork(
      async () => {
        const invoice = await api.invoices.create(request);
        onMade();
        try {
          await api.invoices.send(invoice.id);
        } catch (error) {
          // made but not mailed: it waits as a draft on the Money screen
          const why = Object.values(formErrors(error)).join(' ');
          return `Invoice ${invoice.number} is made but not sent: ${why}`;
        }
        onMade();
        return `Invoice ${invoice.number} is on its way to the buyer.`;
      },
      'eventId' in request ? 'show' : 'series',
    );
  const invoice = (kind: 'deposit' | 'balance' | 'full') => made({ eventId, kind });
  const monthInvoice = (seriesId: string, month: string) => made({ seriesId, month, kind: 'month' });
  return { note, sendContract, invoice, monthInvoice };
}

export type Paperwork = ReturnType<typeof usePaperwork>;
