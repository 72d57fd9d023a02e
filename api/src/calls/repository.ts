import type { Call, CallAsk, CallState } from '@jazz/contracts/calls';
import { jsonColumn, transactionOf, type Db } from '../db';

interface CallRow {
  id: string;
  event_id: string;
  instrument: string;
  people: string;
  fee: number | null;
  answer_by: string;
  note: string;
  state: CallState;
  created_at: string;
  ics_sequence: number;
  heard_sequence: number;
  change_seen_at: string | null;
  reminded: number;
}

interface AskRow {
  call_id: string;
  position: number;
  person_id: string;
  asked_at: string;
  deadline: string;
  answer: 'yes' | 'no' | null;
  answered_at: string | null;
}

/** A call with what only the server keeps: the calendar entry's SEQUENCE and the notices' markers. */
export interface StoredCall extends Call {
  icsSequence: number;
  heardSequence: number;
  changeSeenAt: string | null;
  reminded: boolean;
}

/** One turn as stored: its deadline and position too. */
export interface StoredAsk extends CallAsk {
  callId: string;
  position: number;
  deadline: string;
}

const askOf = (row: AskRow): StoredAsk => ({
  callId: row.call_id,
  position: row.position,
  personId: row.person_id,
  askedAt: row.asked_at,
  deadline: row.deadline,
  answer: row.answer,
  answeredAt: row.answered_at,
});

/** SQL of calls, their turns and the players' feeds (docs/calls.md). */
export function createCallsRepository(db: Db) {
  const getOne = db.prepare<[string], CallRow>('SELECT * FROM calls WHERE id = ?');
  const asksOf = db.prepare<[string], AskRow>('SELECT * FROM call_asks WHERE call_id = ? ORDER BY position');
  const ofEvent = db.prepare<[string], CallRow>('SELECT * FROM calls WHERE event_id = ? ORDER BY created_at, id');
  const ofEventsFrom = db.prepare<[string], CallRow>(
    `SELECT c.* FROM calls c JOIN events e ON e.id = c.event_id
     WHERE e.start_date >= ? ORDER BY e.start_date, c.created_at, c.id`,
  );
  const inState = db.prepare<[string], CallRow>('SELECT * FROM calls WHERE state = ? ORDER BY created_at, id');
  const insertCall = db.prepare(
    `INSERT INTO calls (id, event_id, instrument, people, fee, answer_by, note, state, created_at, heard_sequence)
     VALUES (@id, @eventId, @instrument, @people, @fee, @answerBy, @note, 'asked', @createdAt, @heardSequence)`,
  );
  const insertAsk = db.prepare(
    `INSERT INTO call_asks (call_id, position, person_id, token_hash, asked_at, deadline)
     VALUES (@callId, @position, @personId, @tokenHash, @askedAt, @deadline)`,
  );
  const byToken = db.prepare<[string], AskRow>('SELECT * FROM call_asks WHERE token_hash = ?');
  const answerAsk = db.prepare<[string | null, string | null, string, number]>(
    'UPDATE call_asks SET answer = ?, answered_at = ? WHERE call_id = ? AND position = ? AND answer IS NULL',
  );
  const setState = db.prepare<[CallState, string]>('UPDATE calls SET state = ? WHERE id = ?');
  const raiseSequence = db.prepare<[string], { ics_sequence: number }>(
    'UPDATE calls SET ics_sequence = ics_sequence + 1 WHERE id = ? RETURNING ics_sequence',
  );
  const setHeard = db.prepare<[number, string]>(
    'UPDATE calls SET heard_sequence = ?, change_seen_at = NULL WHERE id = ?',
  );
  const setSeen = db.prepare<[string, string]>('UPDATE calls SET change_seen_at = ? WHERE id = ?');
  const setReminded = db.prepare<[string]>('UPDATE calls SET reminded = 1 WHERE id = ?');
  // asked once, or a backup of a call still asking
  const named = db.prepare<{ id: string }, { one: number }>(
    `SELECT 1 AS one FROM call_asks WHERE person_id = @id
     UNION ALL SELECT 1 FROM calls c, json_each(c.people) p WHERE c.state = 'asked' AND p.value = @id LIMIT 1`,
  );
  const confirmedOf = db.prepare<[string], CallRow>(
    `SELECT c.* FROM calls c JOIN call_asks a ON a.call_id = c.id AND a.answer = 'yes'
     WHERE c.state = 'confirmed' AND a.person_id = ? ORDER BY c.created_at`,
  );
  const feedOf = db.prepare<[string], { token: string }>('SELECT token FROM people_feeds WHERE person_id = ?');
  const feedByToken = db.prepare<[string], { person_id: string }>('SELECT person_id FROM people_feeds WHERE token = ?');
  const putFeed = db.prepare<[string, string, string]>(
    `INSERT INTO people_feeds (person_id, token, created_at) VALUES (?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
  );

  const callOf = (row: CallRow): StoredCall => ({
    _id: row.id,
    eventId: row.event_id,
    instrument: row.instrument,
    people: jsonColumn<string[]>(row.people),
    fee: row.fee,
    answerBy: row.answer_by,
    note: row.note,
    state: row.state,
    asked: asksOf.all(row.id).map(({ person_id, asked_at, answer, answered_at }) => ({
      personId: person_id,
      askedAt: asked_at,
      answer,
      answeredAt: answered_at,
    })),
    createdAt: row.created_at,
    icsSequence: row.ics_sequence,
    heardSequence: row.heard_sequence,
    changeSeenAt: row.change_seen_at,
    reminded: row.reminded === 1,
  });

  return {
    transaction: transactionOf(db),
    get: (id: string): StoredCall | undefined => {
      const row = getOne.get(id);
      return row ? callOf(row) : undefined;
    },
    ofEvent: (eventId: string): StoredCall[] => ofEvent.all(eventId).map(callOf),
    /** The calls of shows starting at or after `from` (an ISO instant). */
    from: (from: string): StoredCall[] => ofEventsFrom.all(from).map(callOf),
    inState: (state: CallState): StoredCall[] => inState.all(state).map(callOf),
    insert(call: {
      id: string;
      eventId: string;
      instrument: string;
      people: string[];
      fee: number | null;
      answerBy: string;
      note: string;
      createdAt: string;
      heardSequence: number;
    }): void {
      insertCall.run({ ...call, people: JSON.stringify(call.people) });
    },
    /** The turns of a call, first asked first. */
    asks: (callId: string): StoredAsk[] => asksOf.all(callId).map(askOf),
    addAsk(ask: Omit<StoredAsk, 'answer' | 'answeredAt'> & { tokenHash: string }): void {
      insertAsk.run(ask);
    },
    askOfToken: (tokenHash: string): StoredAsk | undefined => {
      const row = byToken.get(tokenHash);
      return row ? askOf(row) : undefined;
    },
    /** Records an answer (null: the turn ended unanswered); false when the turn was answered already. */
    answer: (callId: string, position: number, answer: 'yes' | 'no' | null, at: string | null): boolean =>
      answerAsk.run(answer, at, callId, position).changes > 0,
    setState: (id: string, state: CallState): void => void setState.run(state, id),
    /** Raises the calendar entry's SEQUENCE; the new value. */
    nextSequence: (id: string): number => raiseSequence.get(id)!.ics_sequence,
    heard: (id: string, sequence: number): void => void setHeard.run(sequence, id),
    changeSeen: (id: string, at: string): void => void setSeen.run(at, id),
    reminded: (id: string): void => void setReminded.run(id),
    isNamed: (personId: string): boolean => named.get({ id: personId }) !== undefined,
    confirmedOf: (personId: string): StoredCall[] => confirmedOf.all(personId).map(callOf),
    feedToken: (personId: string): string | undefined => feedOf.get(personId)?.token,
    personOfFeed: (token: string): string | undefined => feedByToken.get(token)?.person_id,
    putFeed: (personId: string, token: string, at: string): void => void putFeed.run(personId, token, at),
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
