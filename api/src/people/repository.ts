import type { PayMethod, Person, ValidPersonData } from '@jazz/contracts/money';
import { jsonColumn, transactionOf, type Db } from '../db';
import { idsOf, newId, nowIso } from '../ids';

/** A row of the people table. */
interface PersonRow {
  id: string;
  name: string;
  stage_name: string;
  email: string;
  phone: string;
  address: string;
  instruments: string;
  pay_method: PayMethod;
  pay_handle: string;
  w9_on_file: number;
  tin_sealed: string;
  tin_last4: string;
  notes: string;
  updated_at: string;
}

const COLUMNS =
  'id, name, stage_name, email, phone, address, instruments, pay_method, pay_handle, w9_on_file, tin_sealed, tin_last4, notes, updated_at';

const toPerson = (row: PersonRow): Person => ({
  ...idsOf(row.id),
  name: row.name,
  stageName: row.stage_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  instruments: jsonColumn<string[]>(row.instruments),
  payMethod: row.pay_method,
  payHandle: row.pay_handle,
  w9OnFile: row.w9_on_file === 1,
  tinLast4: row.tin_last4,
  notes: row.notes,
  updatedAt: row.updated_at,
});

/** What a write stores: the person's fields and the TIN as sealed (never the plain one). */
export type StoredPerson = Omit<ValidPersonData, 'tin'> & { tinSealed: string; tinLast4: string };

const params = (id: string, person: StoredPerson, now: string) => ({
  ...person,
  id,
  now,
  instruments: JSON.stringify(person.instruments),
  w9OnFile: person.w9OnFile ? 1 : 0,
});

/** SQL of the people table. */
export function createPeopleRepository(db: Db) {
  const listAll = db.prepare<[], PersonRow>(`SELECT ${COLUMNS} FROM people ORDER BY name COLLATE NOCASE, id`);
  const getOne = db.prepare<[string], PersonRow>(`SELECT ${COLUMNS} FROM people WHERE id = ?`);
  const insertOne = db.prepare(
    `INSERT INTO people (id, name, stage_name, email, phone, address, instruments, pay_method, pay_handle, w9_on_file,
       tin_sealed, tin_last4, notes, created_at, updated_at)
     VALUES (@id, @name, @stageName, @email, @phone, @address, @instruments, @payMethod, @payHandle, @w9OnFile,
       @tinSealed, @tinLast4, @notes, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE people SET name = @name, stage_name = @stageName, email = @email, phone = @phone, address = @address,
       instruments = @instruments, pay_method = @payMethod, pay_handle = @payHandle, w9_on_file = @w9OnFile,
       tin_sealed = @tinSealed, tin_last4 = @tinLast4, notes = @notes, updated_at = @now WHERE id = @id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM people WHERE id = ?');

  const get = (id: string): Person | undefined => {
    const row = getOne.get(id);
    return row ? toPerson(row) : undefined;
  };

  return {
    transaction: transactionOf(db),
    list: (): Person[] => listAll.all().map(toPerson),
    get,
    /** The sealed TIN of a person ('' when none): only the 1099 export behind the password opens it. */
    sealedTin: (id: string): string => getOne.get(id)?.tin_sealed ?? '',
    insert(person: StoredPerson): Person {
      const id = newId();
      insertOne.run(params(id, person, nowIso()));
      return get(id)!;
    },
    update(id: string, person: StoredPerson): Person | undefined {
      if (!updateOne.run(params(id, person, nowIso())).changes) return undefined;
      return get(id);
    },
    remove: (id: string): boolean => deleteOne.run(id).changes > 0,
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
