// The business side of `npm run bench:scale`'s career (scripts/bench-scale.mjs): players, each
// show's money (settled and paid for the past, a deal for what is ahead), calls for the chairs
// of shows, and a year of busy entries pulled from his calendar. Generated here for the bench
// only, never shipped. Money is written as the API writes it: computed by @jazz/contracts' one
// arithmetic (computeMoney) and stored with its totals by the money repository.
import { createHash } from 'node:crypto';

const { computeMoney, DEFAULT_MONEY_SETTINGS, moneyDataSchema } =
  await import('../shared/contracts/src/money/index.ts');
const { dayOf } = await import('../shared/contracts/src/time/index.ts');
const { createMoneyRepository } = await import('../api/src/money/repository.ts');
const { newId } = await import('../api/src/ids.ts');

const DAY = 24 * 3600_000;
const METHODS = ['check', 'zelle', 'venmo', 'cash', 'ach'];
const INSTRUMENTS = ['piano', 'bass', 'drums', 'trumpet', 'guitar', 'vibes'];
/** The URL of his busy calendar: no server is asked (its last pull is kept fresh, see below). */
const BUSY_CALENDAR = 'http://127.0.0.1:1/calendars/owner/busy/';

/** Twelve players, two on each instrument; the first of each is the regular, the second the sub. */
function seedPeople(db, stamp) {
  const add = db.prepare(
    `INSERT INTO people (id, name, email, instruments, pay_method, w9_on_file, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  return INSTRUMENTS.flatMap((instrument, i) =>
    [0, 1].map((n) => {
      const person = { id: newId(), instrument, name: `Player ${i * 2 + n + 1}` };
      add.run(
        person.id,
        person.name,
        `player${i * 2 + n + 1}@example.com`,
        JSON.stringify([instrument]),
        METHODS[(i + n) % METHODS.length],
        stamp,
        stamp,
      );
      return person;
    }),
  );
}

/**
 * A show's money: a deal (a guarantee, or a door deal versus one), and for a show played the
 * settlement, three players paid on the night's next days (by share, one flat), an expense or
 * two (one reimbursed), a round trip's miles and the buyer's payment.
 */
function moneyOf(show, band, rnd, played) {
  const guarantee = 20_000 + Math.floor(rnd() * 80) * 1_000;
  const deal = {
    type: rnd() < 0.7 ? 'flat' : 'versus',
    guarantee,
    doorPercent: 80,
    splitPoint: 0,
    hours: 0,
    rate: 0,
    deposit: 0,
  };
  const paidOn = dayOf(show.start + (1 + Math.floor(rnd() * 10)) * DAY, 'America/New_York');
  const payouts = band.map((person, i) => ({
    personId: person.id,
    role: person.instrument,
    rule: i === 2 ? 'flat' : 'share',
    amount: i === 2 ? 15_000 : 0,
    percent: 0,
    minimum: 10_000,
    paid: played ? { date: paidOn, method: METHODS[i % METHODS.length], reference: '' } : null,
  }));
  if (!played) return moneyDataSchema.parse({ deal, payouts });
  return moneyDataSchema.parse({
    deal,
    settlement: {
      gross: Math.floor(rnd() * 300) * 1_000,
      houseCosts: 5_000,
      tips: Math.floor(rnd() * 100) * 100,
      merch: 0,
    },
    payouts,
    expenses: [
      { category: 'parking', amount: 1_500 + Math.floor(rnd() * 20) * 100, note: '', offTop: true },
      ...(rnd() < 0.3 ? [{ category: 'strings', amount: 2_500, note: '', offTop: true, reimburseTo: band[1].id }] : []),
    ],
    mileage: { miles: 20 + Math.floor(rnd() * 120), purpose: 'To the gig and back' },
    payments: [{ date: paidOn, amount: guarantee, method: 'check', reference: '' }],
  });
}

/** Each show's money, as PUT /api/money/update/{eventId} stores it. */
function seedMoney(db, people, now, rnd) {
  const repo = createMoneyRepository(db);
  const shows = db.prepare('SELECT id, start_date FROM events ORDER BY start_date').all();
  const rates = DEFAULT_MONEY_SETTINGS.mileageRates;
  for (const [i, row] of shows.entries()) {
    const show = { id: row.id, start: Date.parse(row.start_date) };
    // the regular on piano and bass most nights, the sub one night in five; drums the third chair
    const band = [people[rnd() < 0.8 ? 0 : 1], people[rnd() < 0.8 ? 2 : 3], people[4 + (i % 2)]];
    const { deal, ...rest } = moneyOf(show, band, rnd, show.start < now);
    const year = Number(dayOf(show.start, 'America/New_York').slice(0, 4));
    repo.saveShow(show.id, deal, rest, computeMoney({ ...rest, deal }, { mileageRates: rates, year }));
  }
}

/**
 * A call for a chair of one show in ten: the past ones confirmed (or unfilled, or cancelled),
 * those ahead asked or unfilled or confirmed, each with its players' turns.
 */
function seedCalls(db, people, now, rnd) {
  const addCall = db.prepare(
    `INSERT INTO calls (id, event_id, instrument, people, fee, answer_by, note, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, '', ?, ?)`,
  );
  const addAsk = db.prepare(
    `INSERT INTO call_asks (call_id, position, person_id, token_hash, asked_at, deadline, answer, answered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const shows = db.prepare('SELECT id, start_date FROM events ORDER BY start_date').all();
  for (const [i, show] of shows.entries()) {
    if (i % 10 !== 0) continue;
    const start = Date.parse(show.start_date);
    const ahead = start >= now;
    const states = ahead
      ? ['asked', 'asked', 'unfilled', 'confirmed']
      : ['confirmed', 'confirmed', 'unfilled', 'cancelled'];
    const state = states[Math.floor(rnd() * states.length)];
    const chair = Math.floor(rnd() * 3) * 2 + 6;
    const asked = [people[chair % people.length], people[(chair + 1) % people.length]];
    const id = newId();
    const askedAt = new Date(start - 14 * DAY).toISOString();
    addCall.run(
      id,
      show.id,
      asked[0].instrument,
      JSON.stringify(asked.map((p) => p.id)),
      15_000,
      new Date(start - 7 * DAY).toISOString(),
      state,
      askedAt,
    );
    asked.forEach((person, position) => {
      const answer = state === 'confirmed' ? (position === 0 ? 'yes' : null) : state === 'unfilled' ? 'no' : null;
      const token = createHash('sha256').update(`${id} ${position}`).digest('base64url');
      addAsk.run(
        id,
        position,
        person.id,
        token,
        askedAt,
        new Date(start - 7 * DAY).toISOString(),
        answer,
        answer && askedAt,
      );
    });
  }
}

/**
 * His calendar account and a year of busy entries pulled from it (from a month ago to eleven
 * months ahead): on most days one to four entries of half an hour to three hours between 8:00
 * and 21:00, a weekly rehearsal, now and then an all-day one and a free (transparent) one.
 * Its last pull is put far ahead, so no lessons screen asks a calendar server during the bench.
 */
function seedBusy(db, now, rnd, stamp) {
  db.prepare(
    `INSERT INTO calendar_account (id, server_url, username, password_sealed, gigs_calendar, busy_calendars,
       all_day_blocks, buffer_minutes, last_pull, updated_at)
     VALUES (1, 'http://127.0.0.1:1/', 'owner', 'bench: never unsealed', '', ?, 1, 15, '2999-01-01T00:00:00.000Z', ?)`,
  ).run(JSON.stringify([BUSY_CALENDAR]), stamp);
  const addBusy = db.prepare(
    'INSERT INTO calendar_busy (calendar_url, href, start_ms, end_ms, all_day, transparent) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const first = Math.floor((now - 30 * DAY) / DAY) * DAY;
  let entries = 0;
  for (let day = first; day < first + 365 * DAY; day += DAY) {
    const count = Math.floor(rnd() * 5);
    for (let n = 0; n < count; n++) {
      // 8:00 to 21:00 in New York is 12:00Z to 01:00Z, near enough for a bench
      const start = day + 12 * 3600_000 + Math.floor(rnd() * 26) * 1800_000;
      const length = (1 + Math.floor(rnd() * 6)) * 1800_000;
      addBusy.run(BUSY_CALENDAR, `/busy/${entries}.ics`, start, start + length, 0, rnd() < 0.1 ? 1 : 0);
      entries++;
    }
    if (new Date(day).getUTCDay() === 4) {
      addBusy.run(BUSY_CALENDAR, '/busy/rehearsal.ics', day + 14 * 3600_000, day + 17 * 3600_000, 0, 0);
      entries++;
    }
    if (rnd() < 0.02) {
      addBusy.run(BUSY_CALENDAR, `/busy/day-${entries}.ics`, day + 5 * 3600_000, day + 29 * 3600_000, 1, 0);
      entries++;
    }
  }
  return entries;
}

/** Seeds the business of a seeded career (its shows are in `db`); answers what the bench asks of it. */
export function seedBusiness(db, { now, rnd, stamp }) {
  const people = seedPeople(db, stamp);
  seedMoney(db, people, now, rnd);
  seedCalls(db, people, now, rnd);
  const busyEntries = seedBusy(db, now, rnd, stamp);
  return { player: people[0].id, busyEntries };
}
