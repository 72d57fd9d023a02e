import { FIXED_BANDS, fixedBandOf } from '@jazz/contracts/bands';
import { createAudioRepository } from './audio/repository';
import { createAudioStore } from './audio/store';
import type { Config } from './config';
import { createAltcha } from './contact/altcha';
import { createContactRepository } from './contact/repository';
import { createContactService } from './contact/service';
import type { Db } from './db';
import { createAppStateRepository } from './db/app-state';
import { createEventsRepository } from './events/repository';
import { createEventChanges } from './events/changes';
import { createEventListing } from './events/listing';
import { createEventsService } from './events/service';
import { createFollowRepository } from './follow/repository';
import { createFollowService } from './follow/service';
import { createGroupsRepository } from './groups/repository';
import { createGroupsService } from './groups/service';
import { createIdempotencyRepository } from './http/idempotency-repository';
import { createLessonsRepository } from './lessons/repository';
import { createLessonsService } from './lessons/service';
import { createMailBudgets } from './mail/budgets';
import { createBandcampLookup } from './embeds/bandcamp';
import { createPlayerResolver } from './embeds/resolve';
import { createImportService } from './import/service';
import type { Mailer } from './mail/mailer';
import { ownerAddress } from './mail/recipient';
import { createMediaRepository } from './media/repository';
import { createMediaStore } from './media/store';
import { createPagesRepository } from './pages/repository';
import { createPagesService } from './pages/service';
import { createPhotosRepository } from './photos/repository';
import { createPhotosService } from './photos/service';
import { createUserRepository } from './users/repository';
import { createBookingsRepository } from './bookings/repository';
import { createBookingsService } from './bookings/service';
import { createPressRepository } from './press/repository';
import { createPressService } from './press/service';
import { createResetService } from './users/reset';
import { createUserService } from './users/service';
import { createVerificationService } from './users/verification';
import { createSecrets } from './secrets/secrets';
import { busyBlocks } from './calendar-sync/busy-blocks';
import { createCalendarSyncRepository } from './calendar-sync/repository';
import { createCalendarSyncService } from './calendar-sync/service';
import { createLogger, type Logger } from './http/logger';
import { showMinutesOf } from '@jazz/contracts';
import { createCallsRepository } from './calls/repository';
import { createCallsService } from './calls/service';
import { createSeriesRepository } from './series/repository';
import { createImportRunsRepository } from './import/runs-repository';
import { createSeriesService } from './series/service';
import { createTunesRepository } from './tunes/repository';
import { createTunesService } from './tunes/service';
import { createMoneyServices, createMoneyRepositories } from './money/services';
import { createVenuesRepository } from './venues/repository';
import { createVenuesService } from './venues/service';

/** Every repository of the app over one database: the only place SQL is written. */
function createRepositories(db: Db, timeZone: string) {
  return {
    users: createUserRepository(db),
    groups: createGroupsRepository(db),
    events: createEventsRepository(db, timeZone),
    contact: createContactRepository(db),
    follow: createFollowRepository(db),
    pages: createPagesRepository(db),
    photos: createPhotosRepository(db),
    audio: createAudioRepository(db),
    media: createMediaRepository(db),
    idempotency: createIdempotencyRepository(db),
    appState: createAppStateRepository(db),
    lessons: createLessonsRepository(db),
    press: createPressRepository(db),
    bookings: createBookingsRepository(db),
    venues: createVenuesRepository(db),
    tunes: createTunesRepository(db),
    series: createSeriesRepository(db),
    importRuns: createImportRunsRepository(db),
    calendarSync: createCalendarSyncRepository(db),
    ...createMoneyRepositories(db),
    calls: createCallsRepository(db),
  };
}

export interface ServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The clock of the follow area (digests, request expiry); Date.now when absent. */
  now?: () => number;
  /** Where background work logs what went wrong (the calendar sync); the app's logger when absent. */
  logger?: Logger;
}

/** The services of the site's content, which send no mail (the demo seed uses these alone). */
export function createContentServices({ db, config }: Pick<ServiceDeps, 'db' | 'config'>) {
  const repos = createRepositories(db, config.timezone);
  const media = createMediaStore(repos.media, config.dataDir);
  const tunes = createTunesService(repos.tunes, { timeZone: config.timezone });
  return {
    repos,
    groups: createGroupsService(repos.groups, media),
    events: createEventsService(repos.events, repos.venues, config.timezone, {
      tunes: repos.tunes,
      publicEvents: tunes.publicEvents,
    }),
    tunes,
    venues: createVenuesService(repos.venues),
    pages: createPagesService(repos.pages),
    photos: createPhotosService(repos.photos, media),
    audio: createAudioStore(repos.audio, config.dataDir),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;

/** What the site's services are built from: the deps, the content and the site-wide parts. */
interface SiteParts {
  db: Db;
  config: Config;
  mailer: Mailer;
  now?: (() => number) | undefined;
  repos: ReturnType<typeof createRepositories>;
  content: ContentServices;
  siteName: () => string;
  altcha: ReturnType<typeof createAltcha>;
  budgets: ReturnType<typeof createMailBudgets>;
}

/** Accounts: the address check, the users and the password reset. */
function createAccountServices({ repos, config, mailer, siteName, budgets, now }: SiteParts) {
  const verification = createVerificationService({
    repo: repos.users,
    mailer,
    config,
    siteName,
    // confirmations are shared by the follow form and account verification
    cap: budgets.confirmations,
    // the show announcements of an account follow its address
    onEmailChanged: (from, to) => repos.follow.moveFollower(from, to),
    now,
  });
  return {
    verification,
    users: createUserService(repos.users, config, verification),
    resets: createResetService(repos.users, mailer, config, siteName, budgets.account),
  };
}

/**
 * The bands a visitor can follow: the fixed bands have their pages whether or not a group of
 * their name exists; a group of a fixed band's name is that band (named once: "all" narrowed by
 * a form stays a set).
 */
function followBandNames(content: ContentServices) {
  return () => [
    ...new Set([
      ...FIXED_BANDS.map((band) => band.name),
      ...content.groups
        .list()
        .map((group) => group.name)
        .filter((name) => !fixedBandOf(name)),
    ]),
  ];
}

/** The visitors' forms that mail: contact, follow, lessons, bookings. */
function createVisitorServices(parts: SiteParts & { isVerified: ReturnType<typeof createUserService>['isVerified'] }) {
  const { db, config, mailer, now, repos, content, siteName, altcha, budgets } = parts;
  return {
    contact: createContactService({
      repo: repos.contact,
      config,
      mailer,
      altcha,
      ownerAddress: ownerAddress({ db, config }),
      siteName,
    }),
    follow: createFollowService({
      repo: repos.follow,
      events: repos.events,
      spentAltcha: repos.contact,
      config,
      mailer,
      altcha,
      siteName,
      bandNames: followBandNames(content),
      confirmations: budgets.confirmations,
      now,
    }),
    lessons: createLessonsService({
      db,
      repo: repos.lessons,
      events: repos.events,
      config,
      mailer,
      siteName,
      isVerified: parts.isVerified,
      ownerAddress: ownerAddress({ db, config }),
      budget: budgets.lessons,
      now,
      // his own calendar's busy time blocks lesson slots (docs/calendar-sync.md)
      busy: busyBlocks(repos.calendarSync),
    }),
    bookings: createBookingsService({
      repo: repos.bookings,
      spentAltcha: repos.contact,
      altcha,
      mailer,
      config,
      ownerAddress: ownerAddress({ db, config }),
      siteName,
      // the acknowledgement names the band as the site writes it (the follow form's bands)
      bandNames: followBandNames(content),
      budget: budgets.lessons,
      now,
    }),
  };
}

/** The calendar sync (docs/calendar-sync.md) over the shows and the lesson settings. */
function calendarSyncService(
  { config, now, repos, content, siteName }: SiteParts,
  secrets: ReturnType<typeof createSecrets>,
  horizonWeeks: () => number,
  logger: Logger | undefined,
) {
  return createCalendarSyncService({
    repo: repos.calendarSync,
    secrets,
    events: {
      find: (id) => content.events.find(id),
      update: (id, body) => content.events.update(id, body),
      overlapping: (from, to, length) => repos.events.overlapping(from, to, length),
    },
    settings: () => ({
      timeZone: config.timezone,
      siteUrl: config.siteUrl,
      siteName: siteName(),
      showMinutes: showMinutesOf(content.pages.read('site').showLength),
    }),
    horizonWeeks,
    logger: logger ?? createLogger(config.logLevel),
    now: now ?? Date.now,
  });
}

/** The admin's reads over the shows: the listing and the changes since a time. */
function eventViews({ db, config, now, content }: SiteParts) {
  return {
    eventListing: createEventListing({
      db,
      find: (id) => content.events.find(id),
      findPublic: (id) => content.events.public.show(id),
      timeZone: config.timezone,
      now: now ?? Date.now,
    }),
    eventChanges: createEventChanges({
      db,
      find: (id) => content.events.find(id),
      // the admin's every show (private ones too, once shows can be private)
      all: () => content.events.list(),
      now: now ?? Date.now,
    }),
  };
}

/** Every service of the site but money's (createServices adds those). */
function createSiteServices({ db, config, mailer, now, logger }: ServiceDeps) {
  const content = createContentServices({ db, config });
  const { repos } = content;
  // the site's name in mails, follow pages and settings: the owner's (the `site` page), else the host
  const siteName = () => content.pages.read('site').name.trim() || new URL(config.siteUrl).hostname;
  const altcha = createAltcha({ secret: config.jwtSecret, maxNumber: config.altchaCost });
  // the site-wide allowances of mail, one per kind. Built once per graph: the server builds one
  // graph (server.ts)
  const budgets = createMailBudgets(config, now);
  const parts: SiteParts = { db, config, mailer, now, repos, content, siteName, altcha, budgets };
  const account = createAccountServices(parts);
  // people's tax numbers and the calendar password, sealed under DATA_DIR's key file
  const secrets = createSecrets(config.dataDir);
  const services = {
    ...content,
    altcha,
    secrets,
    ...account,
    ...createVisitorServices({ ...parts, isVerified: account.users.isVerified }),
    siteName,
    press: createPressService({
      repo: repos.press,
      media: createMediaStore(repos.media, config.dataDir),
      config,
      groups: content.groups,
      siteName,
    }),
    players: createPlayerResolver(createBandcampLookup({ base: config.embedLookupBase })),
    series: createSeriesService({
      repo: repos.series,
      events: repos.events,
      venues: repos.venues,
      timeZone: config.timezone,
      now: now ?? Date.now,
    }),
  };
  const horizonWeeks = () => services.lessons.settings().horizonWeeks;
  return {
    ...services,
    calendarSync: calendarSyncService(parts, secrets, horizonWeeks, logger),
    ...eventViews(parts),
    budgets,
    imports: createImportService({
      events: repos.events,
      venues: repos.venues,
      series: services.series,
      bandNames: () => repos.groups.list().map((group) => group.name),
      groups: repos.groups,
      runs: repos.importRuns,
      timeZone: config.timezone,
      siteUrl: config.siteUrl,
    }),
  };
}

/** Calls (docs/calls.md) over the show, its lineup, people and money. */
function callsService(
  deps: Pick<SiteParts, 'db' | 'config' | 'mailer' | 'now' | 'repos' | 'content' | 'siteName'> & {
    money: Pick<ReturnType<typeof createMoneyServices>, 'money' | 'moneySettings'>;
  },
) {
  const { db, config, repos, content } = deps;
  return createCallsService({
    repo: repos.calls,
    findEvent: (id) => content.events.find(id),
    setLineup: repos.events.setLineup,
    findPerson: (id) => repos.people.get(id),
    money: deps.money.money,
    settings: deps.money.moneySettings,
    mailer: deps.mailer,
    ownerAddress: ownerAddress({ db, config }),
    context: () => ({
      siteUrl: config.siteUrl,
      timeZone: config.timezone,
      currency: config.currency,
      showMinutes: showMinutesOf(content.pages.read('site').showLength),
      siteName: deps.siteName(),
    }),
    now: deps.now ?? Date.now,
  });
}

/**
 * Every service of the app, each built once from its repositories. createApp hands them to
 * the routes, the follow pages and the site's pages; server.ts builds one graph and hands it to the
 * app, the announcer and the lesson reminders, so each site-wide limit (the mail budgets) exists once.
 */
export function createServices(deps: ServiceDeps) {
  const site = createSiteServices(deps);
  const { repos, secrets, siteName } = site;
  // people, each show's money, invoices, contracts and reports (docs/money.md); a person paid once
  // or called once stays (409 in-use)
  const money = createMoneyServices({
    ...deps,
    repos,
    secrets,
    content: site,
    siteName,
    alsoNamed: repos.calls.isNamed,
  });
  const calls = callsService({ ...deps, repos, content: site, money, siteName });
  // a show deleted by anyone (the admin, its series, an import's undo) calls off its calls first
  repos.events.onDelete((event) => calls.showDeleted(event));
  return { ...site, ...money, calls };
}

export type Services = ReturnType<typeof createServices>;
