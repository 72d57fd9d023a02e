// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { MoneyData, MoneySettings, Person, PersonData, SeriesMoney, ShowMoney, Deal } from '@jazz/contracts/money';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';

/** Money settings as answered (the settings and when they were saved). */
export type StoredMoneySettings = MoneySettings & { updatedAt: string };

/** A receipt as stored (POST /api/money/{eventId}/receipts). */
export interface ReceiptAnswer {
  id: string;
  eventId: string;
  type: string;
  size: number;
  createdAt: string;
}

/** People and money (docs/money.md): every call is the admin's. */
export function moneyApi({ get, send, id }: Transport) {
  return {
    people: {
      list: () => get<Person[]>('/api/people'),
      create: (data: PersonData, m?: MutationOptions) => send<Person>('POST', '/api/people/create', data, m),
      update: (personId: string, comparator: Comparator<Person>, data: PersonData, m?: MutationOptions) =>
        send<Person>(
          'PUT',
          `/api/people/update/${id(personId)}`,
          { personComparatorData: comparator, personData: data },
          m,
        ),
      remove: (personId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/people/delete/${id(personId)}`, undefined, m),
    },

    money: {
      /** A show's money; a show with none answers an empty record. */
      read: (eventId: string) => get<ShowMoney>(`/api/money/${id(eventId)}`),
      update: (eventId: string, comparator: Comparator<ShowMoney>, data: MoneyData, m?: MutationOptions) =>
        send<ShowMoney>(
          'PUT',
          `/api/money/update/${id(eventId)}`,
          { moneyComparatorData: comparator, moneyData: data },
          m,
        ),
      series: (seriesId: string) => get<SeriesMoney>(`/api/money/series/${id(seriesId)}`),
      updateSeries: (seriesId: string, comparator: Comparator<SeriesMoney>, deal: Deal | null, m?: MutationOptions) =>
        send<SeriesMoney>(
          'PUT',
          `/api/money/series/${id(seriesId)}`,
          { moneyComparatorData: comparator, moneyData: { deal } },
          m,
        ),
      settings: () => get<StoredMoneySettings>('/api/money/settings'),
      updateSettings: (comparator: Comparator<StoredMoneySettings>, data: MoneySettings, m?: MutationOptions) =>
        send<StoredMoneySettings>(
          'PUT',
          '/api/money/settings',
          { settingsComparatorData: comparator, settingsData: data },
          m,
        ),
      /** A receipt (an image or a PDF as a data URL) kept with a show's expenses. */
      uploadReceipt: (eventId: string, file: string, m?: MutationOptions) =>
        send<ReceiptAnswer>('POST', `/api/money/${id(eventId)}/receipts`, { file }, m),
    },
  };
}
