import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { vi } from 'vitest';

/**
 * A real CalDAV server for the tests: Debian's Radicale (`python3-radicale`, which `.ci/run`
 * installs), in a temporary folder with its own config, an htpasswd user file in plain text (a
 * wrong password is a real 401) and the address it bound to. The first start lets Radicale bind
 * port 0 and reads the port from its own "Listening on" line (no race for a free port); a restart
 * (`stop()` then `start()`) takes the same port again, so a client that knew the server finds it.
 */

/** The Python that has Radicale: RADICALE_PYTHON, else Debian's, else the one on PATH. */
const python = () => process.env.RADICALE_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

export interface RadicaleUser {
  username: string;
  password: string;
}

export interface Radicale {
  /** "http://127.0.0.1:PORT/" */
  url: string;
  users: RadicaleUser[];
  /** Its storage folder (a test greps it). */
  folder: string;
  /** Stops the server (it answers nothing until start()); the stored calendars stay. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Gives a user another password (his provider revoked the app password): Radicale reads the file at each login. */
  setPassword(username: string, password: string): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * Waits until the address answers HTTP (any status): asked again by vitest's `vi.waitFor` (the
 * project's one way of polling), never a fixed sleep; a server that exited fails at once.
 */
async function answering(url: string, child: ChildProcess): Promise<void> {
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`Radicale exited (${child.exitCode})`);
      await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
    },
    { timeout: 15_000, interval: 25 },
  );
}

export async function startRadicale(
  users: RadicaleUser[] = [{ username: 'dana', password: 'app-password-1' }],
): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-radicale-'));
  const folder = join(dir, 'collections');
  const usersFile = join(dir, 'users');
  const writeUsers = (list: RadicaleUser[]) =>
    writeFileSync(usersFile, list.map((u) => `${u.username}:${u.password}`).join('\n') + '\n');
  writeUsers(users);
  const configFile = join(dir, 'config');
  const writeConfig = (port: number) =>
    writeFileSync(
      configFile,
      [
        '[server]',
        `hosts = 127.0.0.1:${port}`,
        '[auth]',
        'type = htpasswd',
        `htpasswd_filename = ${usersFile}`,
        'htpasswd_encryption = plain',
        // a wrong password answers at once (Radicale waits a second by default)
        'delay = 0',
        '[storage]',
        `filesystem_folder = ${folder}`,
        '[rights]',
        'type = owner_only',
        '[logging]',
        'level = info',
        'mask_passwords = True',
      ].join('\n') + '\n',
    );

  let port = 0;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    writeConfig(port);
    const proc = spawn(python(), ['-m', 'radicale', '--config', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    const lines = createInterface({ input: proc.stderr! });
    const bound = new Promise<number>((resolve, reject) => {
      lines.on('line', (line) => {
        const m = /Listening on '\[?127\.0\.0\.1\]?:(\d+)'/.exec(line);
        if (m) resolve(Number(m[1]));
      });
      proc.once('exit', (code) => reject(new Error(`Radicale exited (${code}) before listening`)));
      proc.once('error', reject);
    });
    port = await bound;
    await answering(`http://127.0.0.1:${port}/`, proc);
  }

  async function stop(): Promise<void> {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `http://127.0.0.1:${port}/`,
    users,
    folder,
    stop,
    start,
    setPassword(username, password) {
      writeUsers(users.map((u) => (u.username === username ? { ...u, password } : u)));
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Plain WebDAV calls as his phone would make them, for the tests to set up and change calendars. */
export function davAs(server: Pick<Radicale, 'url'>, user: RadicaleUser) {
  const auth = 'Basic ' + Buffer.from(`${user.username}:${user.password}`).toString('base64');
  const at = (path: string) => new URL(path, server.url).toString();
  return {
    /** The address of a calendar of the user's, made when absent. */
    async calendar(name: string, displayName = name): Promise<string> {
      const url = at(`/${user.username}/${name}/`);
      const res = await fetch(url, {
        method: 'MKCALENDAR',
        headers: { Authorization: auth, 'Content-Type': 'application/xml' },
        body: `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname></D:prop></D:set></C:mkcalendar>`,
      });
      if (res.status !== 201 && res.status !== 405 && res.status !== 409) throw new Error(`MKCALENDAR ${res.status}`);
      return url;
    },
    async put(url: string, ics: string, headers: Record<string, string> = {}) {
      const res = await fetch(at(url), {
        method: 'PUT',
        headers: { Authorization: auth, 'Content-Type': 'text/calendar; charset=utf-8', ...headers },
        body: ics,
      });
      return { status: res.status, etag: res.headers.get('ETag') ?? '' };
    },
    async get(url: string) {
      const res = await fetch(at(url), { headers: { Authorization: auth } });
      return { status: res.status, etag: res.headers.get('ETag') ?? '', text: await res.text() };
    },
    async remove(url: string) {
      return (await fetch(at(url), { method: 'DELETE', headers: { Authorization: auth } })).status;
    },
    /** The file names in a calendar. */
    async list(calendarUrl: string): Promise<string[]> {
      const res = await fetch(calendarUrl, {
        method: 'PROPFIND',
        headers: { Authorization: auth, Depth: '1', 'Content-Type': 'application/xml' },
        body: '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>',
      });
      const text = await res.text();
      return [...text.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/gi)].map((m) =>
        decodeURIComponent(m[1]!.split('/').pop()!),
      );
    },
  };
}

/** New York's time zone as a phone writes it into each file (daylight time from 2007's rules). */
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A calendar file as his phone writes it: the given VEVENT lines with New York's VTIMEZONE. */
export const phoneCalendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Phone//EN', ...NEW_YORK, ...lines, 'END:VCALENDAR', ''].join('\r\n');
