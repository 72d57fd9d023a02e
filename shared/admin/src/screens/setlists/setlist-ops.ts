import type { Setlist, Tune } from '@jazz/contracts';
import type { PastedLine } from '@jazz/contracts/shows/setlists';

/** A setlist to start from: one empty set, a draft nobody else sees. */
export const emptySetlist = (): Setlist => ({ sets: [{ tunes: [] }], final: false, public: false });

/** Where a tune sits: its set and its place in the set. */
export interface Place {
  set: number;
  index: number;
}

const copy = (setlist: Setlist): Setlist => ({
  ...setlist,
  sets: setlist.sets.map((set) => ({ ...set, tunes: [...set.tunes] })),
});

/** Adds tunes at the end of set `set` (the setlist is made when there is none). */
export function addTunes(setlist: Setlist | null, set: number, tuneIds: string[]): Setlist {
  const next = copy(setlist ?? emptySetlist());
  const target = next.sets[Math.min(set, next.sets.length - 1)]!;
  target.tunes.push(...tuneIds.map((tuneId) => ({ tuneId })));
  return next;
}

export function addSet(setlist: Setlist | null): Setlist {
  const next = copy(setlist ?? emptySetlist());
  next.sets.push({ tunes: [] });
  return next;
}

/** Removes a set; its tunes go with it. The last set stays (empty). */
export function removeSet(setlist: Setlist, set: number): Setlist {
  const next = copy(setlist);
  next.sets.splice(set, 1);
  if (next.sets.length === 0) next.sets.push({ tunes: [] });
  return next;
}

export function removeTune(setlist: Setlist, { set, index }: Place): Setlist {
  const next = copy(setlist);
  next.sets[set]!.tunes.splice(index, 1);
  return next;
}

/**
 * Moves a tune one place up (-1) or down (+1); past the top of a set it goes to the end of the
 * set before, past the bottom to the start of the next. Answers where it went (null: it can not).
 */
export function moveTune(setlist: Setlist, from: Place, delta: -1 | 1): { setlist: Setlist; to: Place } | null {
  const sets = setlist.sets;
  const length = sets[from.set]!.tunes.length;
  let to: Place;
  if (delta === -1 && from.index > 0) to = { set: from.set, index: from.index - 1 };
  else if (delta === 1 && from.index < length - 1) to = { set: from.set, index: from.index + 1 };
  else if (delta === -1 && from.set > 0) to = { set: from.set - 1, index: sets[from.set - 1]!.tunes.length };
  else if (delta === 1 && from.set < sets.length - 1) to = { set: from.set + 1, index: 0 };
  else return null;
  return { setlist: moveTo(setlist, from, to), to };
}

/** Moves a tune to a place (a drop): `to.index` counts the places of the set without the tune. */
export function moveTo(setlist: Setlist, from: Place, to: Place): Setlist {
  const next = copy(setlist);
  const [tune] = next.sets[from.set]!.tunes.splice(from.index, 1);
  next.sets[to.set]!.tunes.splice(Math.min(to.index, next.sets[to.set]!.tunes.length), 0, tune!);
  return next;
}

/** The sets of another show, as a new draft of this one. */
export const copiedSetlist = (source: Setlist): Setlist => ({
  sets: source.sets.map((set) => ({
    ...(set.title ? { title: set.title } : {}),
    tunes: set.tunes.map(({ tuneId }) => ({ tuneId })),
  })),
  final: false,
  public: false,
});

/**
 * The pasted lines added from set `target` on: a set line starts a new set (or names the set
 * being filled while it is still empty), a tune goes at the end of the current set. Answers the
 * setlist and the set the last lines went to.
 */
export function withPasted(
  setlist: Setlist | null,
  target: number,
  lines: PastedLine[],
  made: ReadonlyMap<string, Pick<Tune, '_id'>>,
): { next: Setlist; set: number } {
  let next = setlist ?? emptySetlist();
  let set = target;
  let started = false;
  for (const line of lines) {
    if (line.kind === 'set') {
      // the first set line names the set he is filling when it is still empty
      const empty = next.sets[set]!.tunes.length === 0 && !started;
      if (!empty) {
        next = addSet(next);
        set = next.sets.length - 1;
      }
      // a copy: the setlist passed in may be the form's saved one; a break with no name ("---")
      // starts a set and names none
      if (line.title)
        next = { ...next, sets: next.sets.map((one, index) => (index === set ? { ...one, title: line.title } : one)) };
    } else {
      const id = line.kind === 'tune' ? line.tune._id : made.get(line.title)?._id;
      if (id) next = addTunes(next, set, [id]);
    }
    started = true;
  }
  return { next, set };
}
