import { PERSON_FIELDS, personDataSchema, type Person, type PersonInUse } from '@jazz/contracts/money';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { conflict, HttpError, notFound, validate } from '../http/errors';
import type { Secrets } from '../secrets/secrets';
import type { PeopleRepository, StoredPerson } from './repository';

interface PeopleDeps {
  repo: PeopleRepository;
  secrets: Secrets;
  /** Whether a payout (or, later, a call) names the person: then they can not be deleted. */
  isNamed: (personId: string) => boolean;
}

/**
 * The rules of people (docs/money.md): the TIN is write-only, sealed under the secrets key; only
 * its last four digits are ever answered. A person a payout names is kept.
 */
export function createPeopleService({ repo, secrets, isNamed }: PeopleDeps) {
  /** The stored form of validated data; `tin` absent or '' keeps `kept`'s TIN, null removes it. */
  function stored(input: unknown, kept: { tinSealed: string; tinLast4: string }): StoredPerson {
    const { tin, ...data } = validate(personDataSchema, input);
    if (tin === null) return { ...data, tinSealed: '', tinLast4: '' };
    if (!tin) return { ...data, ...kept };
    return { ...data, tinSealed: secrets.seal('tin', tin), tinLast4: tin.slice(-4) };
  }

  const get = (id: string): Person => {
    const person = repo.get(id);
    if (!person) throw notFound('No such person.');
    return person;
  };

  return {
    list: (): Person[] => repo.list(),
    get,
    find: (id: string): Person | undefined => repo.get(id),

    create: (input: unknown): Person => repo.insert(stored(input, { tinSealed: '', tinLast4: '' })),

    update(id: string, body: unknown): Person {
      const comparator = comparatorOf('person', body);
      const data = updateDataOf('person', body) ?? {};
      return repo.transaction(() => {
        const current = get(id);
        if (!matchesComparator(current, comparator, PERSON_FIELDS)) throw conflict(current);
        return repo.update(id, stored(data, { tinSealed: repo.sealedTin(id), tinLast4: current.tinLast4 }))!;
      });
    },

    remove(id: string): { _id: string } {
      return repo.transaction(() => {
        const person = get(id);
        if (isNamed(id))
          throw new HttpError(409, {
            message: `${person.name} is paid on a show: remove them from its band pay first.`,
            reason: 'in-use',
          } satisfies PersonInUse);
        repo.remove(id);
        return { _id: id };
      });
    },

    /** The plain TIN of a person ('' when none, or sealed under a key this install lacks). */
    tinOf: (id: string): string => {
      const sealed = repo.sealedTin(id);
      return sealed ? (secrets.open('tin', sealed) ?? '') : '';
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
