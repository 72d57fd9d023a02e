import { nowIso } from '../ids';
import type { CaldavClient, DavFile } from './caldav';
import { busyTimes } from './busy-times';
import { clientOf, nextTurn, openAccount, recordOk, recordTrouble, type SyncContext } from './context';
import { fieldsOfText } from './phone-fields';
import { sameFields } from './push';

const DAY_MS = 24 * 3600_000;
/** Files read in one calendar-multiget. */
const MULTIGET = 100;

/** What changed in a calendar since the last read: by sync token, or by ETag listing. */
async function changesOf(
  ctx: SyncContext,
  client: CaldavClient,
  url: string,
  known: Map<string, string>,
  tokenKey = url,
): Promise<{ changed: DavFile[]; deleted: string[] }> {
  const token = ctx.repo.syncToken(tokenKey);
  let answer = token ? await client.sync(url, token).catch(() => undefined) : undefined;
  // no token yet, or a refused one: the whole calendar
  const full = !answer;
  answer ??= await client.sync(url, '').catch(() => undefined);
  if (answer) {
    ctx.repo.saveSyncToken(tokenKey, answer.token);
    // a full read lists every file: those not listed are gone
    const listed = new Set(answer.changed.map((f) => f.url));
    const gone = full ? [...known.keys()].filter((href) => !listed.has(href)) : answer.deleted;
    return { changed: answer.changed.filter((f) => known.get(f.url) !== f.etag), deleted: gone };
  }
  // no sync-collection on this server: every ETag, compared with the ones kept
  const files = await client.etags(url);
  const listed = new Set(files.map((f) => f.url));
  return {
    changed: files.filter((f) => known.get(f.url) !== f.etag),
    deleted: [...known.keys()].filter((href) => !listed.has(href)),
  };
}

/** The texts of changed files, a multiget at a time. */
async function textsOf(client: CaldavClient, url: string, files: DavFile[]): Promise<DavFile[]> {
  const read: DavFile[] = [];
  for (let i = 0; i < files.length; i += MULTIGET)
    read.push(
      ...(await client.texts(
        url,
        files.slice(i, i + MULTIGET).map((f) => f.url),
      )),
    );
  return read;
}

/**
 * The pull (docs/calendar-sync.md, "Pull"): his busy calendars read by sync-collection or ETag
 * listing, each changed file's times kept (never its title or text), repeats expanded over the
 * lesson horizon; and his gigs calendar read for pushed shows changed or deleted on his phone.
 */
export function createPull(ctx: SyncContext) {
  const { repo } = ctx;

  async function pullBusy(client: CaldavClient, url: string): Promise<void> {
    const known = repo.files(url);
    const { changed, deleted } = await changesOf(ctx, client, url, known);
    for (const href of deleted) repo.dropFile(url, href);
    const now = ctx.now();
    const window = { from: now - DAY_MS, to: now + (ctx.horizonWeeks() * 7 + 2) * DAY_MS };
    const zone = ctx.settings().timeZone;
    for (const file of await textsOf(client, url, changed)) {
      const busy = await busyTimes(file.data ?? '', window, zone, nextTurn);
      repo.saveFile(url, file.url, file.etag, busy);
      await nextTurn();
    }
  }

  /** His edits of pushed shows: a changed ETag whose times or status differ from ours, a file gone. */
  async function pullGigs(client: CaldavClient, url: string): Promise<void> {
    const pushed = repo.allPushed().filter((p) => !p.dropped);
    const byHref = new Map(pushed.map((p) => [p.href, p]));
    const known = new Map(pushed.map((p) => [p.href, p.etag]));
    const { changed, deleted } = await changesOf(ctx, client, url, known, `gigs ${url}`);
    const zone = ctx.settings().timeZone;
    for (const href of deleted) {
      const mine = byHref.get(href);
      if (mine && ctx.events.find(mine.eventId) && !repo.change(mine.eventId))
        repo.saveChange({ eventId: mine.eventId, kind: 'deleted', theirs: null, etag: '' }, nowIso());
    }
    const ours = changed.filter((f) => byHref.has(f.url));
    for (const file of await textsOf(client, url, ours)) {
      const mine = byHref.get(file.url)!;
      const theirs = fieldsOfText(file.data ?? '', zone);
      if (!theirs) continue;
      // the server wrote our text its own way: the same times and status, only a new ETag
      if (sameFields(theirs, mine.pushed)) repo.savePushed({ ...mine, etag: file.etag }, nowIso());
      else repo.saveChange({ eventId: mine.eventId, kind: 'changed', theirs, etag: file.etag }, nowIso());
    }
  }

  /** One pull of every calendar; the state records how it went. */
  async function pull(): Promise<void> {
    const account = openAccount(ctx);
    if (!account) return;
    const client = clientOf(account);
    try {
      repo.keepOnlySources([...account.busyCalendars, account.gigsCalendar]);
      for (const url of account.busyCalendars) await pullBusy(client, url);
      if (account.gigsCalendar) await pullGigs(client, account.gigsCalendar);
      repo.stampPull(nowIso());
      recordOk(ctx);
    } catch (error) {
      recordTrouble(ctx, error);
    }
  }

  return { pull };
}
