import type { Event } from '@jazz/contracts';
import type { Config } from '../config';
import { createContractsService } from '../contracts/service';
import type { Db } from '../db';
import type { createAppStateRepository } from '../db/app-state';
import { createInvoicesRepository } from '../invoices/repository';
import { createInvoicesService } from '../invoices/service';
import type { Mailer } from '../mail/mailer';
import { ownerAddress } from '../mail/recipient';
import { createPeopleRepository } from '../people/repository';
import { createPeopleService } from '../people/service';
import type { Secrets } from '../secrets/secrets';
import type { SeriesRepository } from '../series/repository';
import { createReceipts } from './receipts';
import { createReports } from './reports';
import { createReportsRepository } from './reports-repository';
import { createMoneyRepository } from './repository';
import { createMoneyService } from './service';
import { createMoneySettings } from './settings';

/** The repositories of people and money (docs/money.md). */
export const createMoneyRepositories = (db: Db) => ({
  people: createPeopleRepository(db),
  money: createMoneyRepository(db),
  invoices: createInvoicesRepository(db),
  reports: createReportsRepository(db),
});

interface MoneyServicesDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  repos: ReturnType<typeof createMoneyRepositories> & {
    appState: ReturnType<typeof createAppStateRepository>;
    series: SeriesRepository;
  };
  /** The content's services: any show, private ones too, is read from its events. */
  content: { events: { find: (id: string) => Event | undefined } };
  /** The sealer of TINs (services.ts makes it once: the calendar password uses it too). */
  secrets: Secrets;
  siteName: () => string;
  now?: (() => number) | undefined;
  /** Whether another area names a person (a call asked him): such a person is not deleted either. */
  alsoNamed?: (personId: string) => boolean;
}

/** People, each show's money, invoices, contracts and reports (docs/money.md): built once per graph (services.ts). */
export function createMoneyServices(deps: MoneyServicesDeps) {
  const { db, config, mailer, repos, secrets, content, siteName, now, alsoNamed } = deps;
  const findEvent = (id: string) => content.events.find(id);
  const settings = createMoneySettings(repos.appState, repos.money.transaction);
  const hasSeries = (id: string) => repos.series.get(id) !== undefined;
  const people = createPeopleService({
    repo: repos.people,
    secrets,
    isNamed: (id) => repos.money.isNamed(id) || (alsoNamed?.(id) ?? false),
  });
  const money = createMoneyService({
    repo: repos.money,
    settings,
    findEvent,
    hasSeries,
    hasPerson: (id) => repos.people.get(id) !== undefined,
    timeZone: config.timezone,
  });
  const common = { settings, findEvent, timeZone: config.timezone, currency: config.currency };
  const clock = now ?? Date.now;
  return {
    people,
    moneySettings: settings,
    money,
    receipts: createReceipts(db, config.dataDir),
    invoices: createInvoicesService({
      ...common,
      repo: repos.invoices,
      money,
      seriesDates: repos.money.datesOf,
      hasSeries,
      mailer,
      siteName,
      now: clock,
    }),
    reports: createReports({
      ...common,
      repo: repos.reports,
      findPerson: (id) => repos.people.get(id),
      tinOf: people.tinOf,
    }),
    contracts: createContractsService({
      ...common,
      db,
      money,
      mailer,
      ownerAddress: ownerAddress({ db, config }),
      siteUrl: config.siteUrl,
      siteName,
      now: clock,
    }),
  };
}
