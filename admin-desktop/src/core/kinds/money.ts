import { ApiError, type ApiClient, type Comparator, type MutationOptions } from '@jazz/client/api-client';
import { parseFields, sameValue, type Event } from '@jazz/contracts';
import {
  computeMoney,
  moneyDataSchema,
  NO_MONEY_DATA,
  personDataSchema,
  type MoneyData,
  type Person,
  type PersonData,
  type ShowMoney,
  type ValidMoneyData,
  type ValidPersonData,
} from '@jazz/contracts/money';
import { addDays, dayOf } from '@jazz/contracts/time';
import { edited, type OfflineKit } from '../offline-kit';
import {
  isTempId,
  type DraftPersonData,
  type DraftStorage,
  type OutboxEntry,
  type OutboxOp,
  type ShowNamed,
} from '../outbox-types';
import { isUnreachable } from '../reachability';
import { comparatorFor, realId, type SendContext, type Sent } from '../send-kit';
import { orThrow } from '../valid';
import { recordKey, resolveId } from '../views';

const now = () => new Date().toISOString();

/** Shown beside the TIN when it can not go straight to the server (docs/desktop-offline.md, "TINs"). */
export const TIN_NOT_KEPT =
  'The TIN was not saved: a TIN is never kept on this computer, so it is sent only while the server answers. ' +
  'Leave it empty to save the rest now (it waits to be sent), and type the TIN again when you are online.';
/** The same, when an earlier change to this person still waits: the TIN may not overtake it. */
export const TIN_AFTER_PENDING =
  'The TIN was not saved: this person has changes still waiting to be sent, and a TIN is never kept on this ' +
  'computer. Leave it empty to save the rest now, and type the TIN again once “All changes saved on the server” shows.';
/** A receipt chosen while the server can not be reached. */
export const RECEIPT_ONLINE_ONLY =
  'Receipts upload only while the server answers: attach it again when you are online. The rest of the money can be saved now.';

/** The days of money kept on this computer: shows from this many days back (and up to a year ahead). */
export const RECENT_DAYS = 90;
export const AHEAD_DAYS = 366;

/**
 * Whether the desktop keeps a show's money at sign-in (docs/desktop-offline.md): its start falls
 * on a site day from RECENT_DAYS before today to AHEAD_DAYS after it, today being the site's.
 * Any other show's money is kept once it is opened.
 */
export function keepsMoney(show: Pick<Event, 'startDate'>, nowMs: number, timeZone: string): boolean {
  if (Number.isNaN(Date.parse(show.startDate))) return false;
  const today = dayOf(nowMs, timeZone);
  const day = dayOf(show.startDate, timeZone);
  return day >= addDays(today, -RECENT_DAYS) && day <= addDays(today, AHEAD_DAYS);
}

/** A typed TIN (not an empty one, which keeps the stored TIN, nor null, which removes it). */
const typedTin = (data: ValidPersonData) => typeof data.tin === 'string' && data.tin !== '';

/** A person as the outbox may keep them: never a TIN. */
function draftOf({ tin, ...data }: ValidPersonData): DraftPersonData {
  return tin === null ? { ...data, tin: null } : data;
}

/**
 * People for the desktop: listed, created and edited offline too. A TIN is write-only and never
 * written to this computer's storage: a change carrying one goes straight to the server or is
 * refused (TIN_NOT_KEPT) with nothing kept; without a TIN it is drafted like any other record.
 * Deleting a person needs the server.
 */
export function offlinePeople(api: ApiClient, kit: OfflineKit): ApiClient['people'] {
  const storage = kit.outbox.storage;
  const secret = (waits: boolean, send: (m: MutationOptions) => Promise<Person>, o?: MutationOptions) =>
    kit.sendOnly(
      async (m) => kit.remember('person', await send(m)),
      () => new ApiError(400, 'Please check the form.', { tin: waits ? TIN_AFTER_PENDING : TIN_NOT_KEPT }),
      waits,
      o,
    );
  return {
    ...api.people,
    list: () => kit.readList('person', api.people.list),
    async create(input: PersonData, options?: MutationOptions) {
      const data = orThrow(parseFields(personDataSchema, input));
      if (typedTin(data)) return secret(false, (m) => api.people.create(data, m), options);
      const tempId = kit.outbox.newTempId();
      const draft = draftOf(data);
      return kit.change(
        { op: 'person.create', tempId, data: draft },
        async (m) => kit.remember('person', await api.people.create(draft, m)),
        (): Person => ({ ...draft, _id: tempId, id: tempId, tinLast4: '', updatedAt: now() }),
        options,
      );
    },
    async update(rawId: string, comparator: Comparator<Person>, input: PersonData, options?: MutationOptions) {
      const data = orThrow(parseFields(personDataSchema, input));
      const id = await resolveId(storage, rawId);
      if (typedTin(data))
        return secret(
          isTempId(id) || kit.outbox.isPending('person', id),
          (m) => api.people.update(id, comparator, data, m),
          options,
        );
      const draft = draftOf(data);
      const op: OutboxOp = { op: 'person.update', id, comparator, from: kit.source('person', id), data: draft };
      return kit.change(
        op,
        async (m) => kit.remember('person', await api.people.update(id, comparator, draft, m)),
        () => edited<Person>(comparator, { ...draft, ...(draft.tin === null ? { tinLast4: '' } : {}), _id: id, id }),
        options,
      );
    },
  };
}

/** The totals of a show's money as the server computes them (they do not depend on the mileage: no rate needed). */
const totalsOf = (data: ValidMoneyData) => computeMoney(data, { mileageRates: {}, year: 0 }).totals;

/** The money of a show with none yet (as GET /api/money/{eventId} answers it; a show drafted offline has none). */
const emptyMoney = (eventId: string): ShowMoney => ({
  eventId,
  ...NO_MONEY_DATA,
  dealFrom: '',
  totals: totalsOf(NO_MONEY_DATA),
  updatedAt: '',
});

/** A show's money with a draft over it, its totals computed here as the server computes them (@jazz/contracts/money). */
function withDraft(base: ShowMoney, data: ValidMoneyData): ShowMoney {
  return {
    ...base,
    ...data,
    // a deal changed here is the show's own; one left as it was keeps where it came from
    dealFrom: sameValue(data.deal, base.deal) ? base.dealFrom : data.deal ? 'show' : '',
    totals: totalsOf(data),
  };
}

/**
 * A show's money for the desktop: read as last known offline (every show from RECENT_DAYS back is
 * kept at sign-in, warm-cache.ts), with its drafts applied; a change waits in the outbox like
 * any other (`money.update`), its totals computed here. A receipt uploads only online.
 */
export function offlineMoney(api: ApiClient, kit: OfflineKit): ApiClient['money'] {
  const storage = kit.outbox.storage;
  const drafted = (id: string, base: ShowMoney) =>
    kit.outbox
      .entries()
      .reduce((shown, e) => (e.op === 'money.update' && e.id === id ? withDraft(shown, e.data) : shown), base);
  return {
    ...api.money,
    async read(eventId: string) {
      const id = await resolveId(storage, eventId);
      // a show drafted offline has no money on the server yet
      const base = isTempId(id)
        ? emptyMoney(id)
        : await kit.cachedRead(recordKey('money', id), () => api.money.read(id));
      return drafted(id, base);
    },
    async update(eventId: string, comparator: Comparator<ShowMoney>, input: MoneyData, options?: MutationOptions) {
      const data = orThrow(parseFields(moneyDataSchema, input));
      const id = await resolveId(storage, eventId);
      const show = (await kit.shownList('event')).find((e) => e._id === id);
      const named: ShowNamed | undefined = show && {
        title: show.title,
        group: show.group,
        venue: show.venue,
        startDate: show.startDate,
      };
      const op: OutboxOp = {
        op: 'money.update',
        id,
        comparator,
        from: kit.source('money', id),
        data,
        ...(named ? { show: named } : {}),
      };
      return kit.change(
        op,
        async (m) => {
          const saved = await api.money.update(id, comparator, data, m);
          await storage.setCache(recordKey('money', id), saved);
          return saved;
        },
        () => withDraft(edited<ShowMoney>(comparator, {}), data),
        options,
      );
    },
    settings: () => kit.cachedRead('money:settings', api.money.settings),
    series: (seriesId: string) => kit.cachedRead(`money:series:${seriesId}`, () => api.money.series(seriesId)),
    async uploadReceipt(eventId: string, file: string, options?: MutationOptions) {
      try {
        return await api.money.uploadReceipt(await resolveId(storage, eventId), file, options);
      } catch (error) {
        // the file is not drafted: receipts are large and the server keeps them apart (docs/money.md)
        if (isUnreachable(error)) throw new ApiError(0, RECEIPT_ONLINE_ONLY, { form: RECEIPT_ONLINE_ONLY });
        throw error;
      }
    },
  };
}

/**
 * A show's money drafted with a person drafted offline names them by temp id; by the time it is
 * sent their creates have been answered (in order; holds.ts), so each is real.
 */
async function withRealPeople(storage: DraftStorage, data: ValidMoneyData): Promise<ValidMoneyData> {
  const real = async (personId: string) => {
    if (!isTempId(personId)) return personId;
    const id = await resolveId(storage, personId);
    if (isTempId(id)) throw new Error('The show’s money names a person who was never created.');
    return id;
  };
  const payouts = [];
  for (const payout of data.payouts) payouts.push({ ...payout, personId: await real(payout.personId) });
  const expenses = [];
  for (const expense of data.expenses) expenses.push({ ...expense, reimburseTo: await real(expense.reimburseTo) });
  return { ...data, payouts, expenses };
}

/** Sends a person's create or edit, or a show's money (send.ts); the answer is kept as last known. */
export async function sendMoney(
  entry: Extract<OutboxEntry, { op: `person.${string}` | 'money.update' }>,
  api: ApiClient,
  { storage, m }: SendContext,
): Promise<Sent> {
  if (entry.op === 'person.create') return api.people.create(entry.data, m);
  if (entry.op === 'person.update') {
    const id = await realId(storage, entry);
    return api.people.update(id, await comparatorFor(storage, entry, id), entry.data, m);
  }
  const id = await realId(storage, entry, 'a show that was never created');
  const data = await withRealPeople(storage, entry.data);
  const saved = await api.money.update(id, await comparatorFor(storage, entry, id), data, m);
  await storage.setCache(recordKey('money', id), saved);
  return 'cached';
}

/** Calls (docs/calls.md): a show's chairs and the open ones read as last known; calling needs the server. */
export function offlineCalls(api: ApiClient, { cachedRead }: OfflineKit): ApiClient['calls'] {
  return {
    ...api.calls,
    ofShow: (eventId: string) => cachedRead(`calls:${eventId}`, () => api.calls.ofShow(eventId)),
    open: () => cachedRead('calls:open', api.calls.open),
  };
}
