import type { Event } from '@jazz/contracts';
import { sameValue } from '@jazz/contracts';
import {
  computeMoney,
  MONEY_FIELDS,
  moneyDataSchema,
  NO_MONEY_DATA,
  seriesDealDataSchema,
  type Deal,
  type MoneyComputed,
  type Payment,
  type SeriesMoney,
  type ShowMoney,
  type ValidMoneyData,
} from '@jazz/contracts/money';
import { yearOf } from '@jazz/contracts/time';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import type { MoneyRepository, MoneyRest } from './repository';
import type { MoneySettingsStore } from './settings';

interface MoneyDeps {
  repo: MoneyRepository;
  settings: MoneySettingsStore;
  /** Any show, private ones too. */
  findEvent: (id: string) => Event | undefined;
  /** Whether a series exists. */
  hasSeries: (id: string) => boolean;
  hasPerson: (id: string) => boolean;
  timeZone: string;
}

// a show with no money saved: the rest of NO_MONEY_DATA, its deal apart (a series' may apply)
const { deal: _noDeal, ...EMPTY_REST } = NO_MONEY_DATA;

/** The people a show's money names must exist: a payout or a reimbursement to nobody is refused. */
function checkPeople(data: ValidMoneyData, hasPerson: (id: string) => boolean): void {
  const unknown = data.payouts.find((payout) => !hasPerson(payout.personId));
  if (unknown) throw badRequest({ payouts: 'Choose a person from People for each payout.' });
  if (data.expenses.some((expense) => expense.reimburseTo && !hasPerson(expense.reimburseTo)))
    throw badRequest({ expenses: 'Reimburse a person from People (or nobody).' });
}

/**
 * The money of each show (docs/money.md): admin-only, read and written through its own routes,
 * never through the events'. Totals are computed by @jazz/contracts/money and stored on write.
 * A date of a series follows the series' deal until its own deal is saved.
 */
export function createMoneyService({ repo, settings, findEvent, hasSeries, hasPerson, timeZone }: MoneyDeps) {
  const eventOf = (id: string): Event => {
    const event = findEvent(id);
    if (!event) throw notFound('No such show.');
    return event;
  };
  const seriesDeal = (event: Event): Deal | null =>
    event.seriesId ? (repo.getSeries(event.seriesId)?.deal ?? null) : null;

  function compute(event: Event, deal: Deal | null, rest: MoneyRest): MoneyComputed {
    return computeMoney(
      { ...rest, deal, settlement: rest.settlement, mileage: rest.mileage },
      { mileageRates: settings.read().mileageRates, year: yearOf(event.startDate, timeZone) },
    );
  }

  function read(event: Event): ShowMoney {
    const stored = repo.getShow(event.id);
    const rest = stored?.data ?? EMPTY_REST;
    const followed = seriesDeal(event);
    const deal = stored?.ownDeal ?? followed;
    return {
      eventId: event.id,
      deal,
      ...rest,
      dealFrom: stored?.ownDeal ? 'show' : followed ? 'series' : '',
      totals: compute(event, deal, rest).totals,
      updatedAt: stored?.updatedAt ?? '',
    };
  }

  /** Stores a show's money with its totals; `ownDeal` null follows the series. */
  function save(event: Event, ownDeal: Deal | null, rest: MoneyRest): void {
    repo.saveShow(event.id, ownDeal, rest, compute(event, ownDeal ?? seriesDeal(event), rest));
  }

  /** A change of a show's stored money other than its deal, its totals computed again. */
  function editRest(eventId: string, edit: (rest: MoneyRest) => MoneyRest): void {
    repo.transaction(() => {
      const event = eventOf(eventId);
      const stored = repo.getShow(eventId);
      save(event, stored?.ownDeal ?? null, edit(stored?.data ?? EMPTY_REST));
    });
  }

  return {
    get: (eventId: string): ShowMoney => read(eventOf(eventId)),

    update(eventId: string, body: unknown): ShowMoney {
      const comparator = comparatorOf('money', body);
      const data = validate(moneyDataSchema, updateDataOf('money', body) ?? {});
      checkPeople(data, hasPerson);
      return repo.transaction(() => {
        const event = eventOf(eventId);
        const current = read(event);
        if (!matchesComparator(current, comparator, MONEY_FIELDS)) throw conflict(current);
        const { deal, ...rest } = data;
        // the series' deal sent back unchanged is still the series'; any other deal is the date's own
        const followed = seriesDeal(event);
        const own = deal && !(current.dealFrom !== 'show' && followed && sameValue(deal, followed)) ? deal : null;
        save(event, own, rest);
        return read(event);
      });
    },

    getSeries(seriesId: string): SeriesMoney {
      if (!hasSeries(seriesId)) throw notFound('No such series.');
      const stored = repo.getSeries(seriesId);
      return { seriesId, deal: stored?.deal ?? null, updatedAt: stored?.updatedAt ?? '' };
    },

    /** A series' deal; every date still following it has its totals computed again. */
    updateSeries(seriesId: string, body: unknown): SeriesMoney {
      const comparator = comparatorOf('money', body);
      const { deal } = validate(seriesDealDataSchema, updateDataOf('money', body) ?? {});
      return repo.transaction(() => {
        if (!hasSeries(seriesId)) throw notFound('No such series.');
        const stored = repo.getSeries(seriesId);
        const current: SeriesMoney = { seriesId, deal: stored?.deal ?? null, updatedAt: stored?.updatedAt ?? '' };
        if (!matchesComparator(current, comparator, ['deal'])) throw conflict(current);
        const updatedAt = repo.saveSeries(seriesId, deal);
        for (const id of repo.datesOf(seriesId)) {
          const event = findEvent(id);
          const own = repo.getShow(id);
          if (event && !own?.ownDeal) save(event, null, own?.data ?? EMPTY_REST);
        }
        return { seriesId, deal, updatedAt };
      });
    },

    /** Adds a payment received (an invoice's) to a show's money, its totals computed again. */
    addPayment: (eventId: string, payment: Payment): void =>
      editRest(eventId, (rest) => ({ ...rest, payments: [...rest.payments, payment] })),

    /** Changes a show's payouts (a call's player joining or leaving), its totals computed again. */
    editPayouts: (eventId: string, edit: (payouts: MoneyRest['payouts']) => MoneyRest['payouts']): void =>
      editRest(eventId, (rest) => ({ ...rest, payouts: edit(rest.payouts) })),

    isNamed: (personId: string): boolean => repo.isNamed(personId),
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
