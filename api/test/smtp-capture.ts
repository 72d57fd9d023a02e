import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text body, transfer encoding undone. */
  text: string;
  /** The HTML alternative, when the mail has one. */
  html?: string;
  headers: Record<string, string>;
  raw: string;
}

/** A real SMTP server on a random loopback port that keeps every mail it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push(
          parseMail(
            raw,
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Makes the next `count` deliveries fail with a temporary error. */
    failNext(count: number) {
      failNext = count;
    },
    /** Resolves with the first mail (received so far or later) that matches. */
    async waitFor(match: (mail: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** Enough MIME for the site's mails: single-part text, or multipart/alternative (text and HTML). */
function parseMail(raw: string, from: string, to: string[]): CapturedMail {
  const { headers, body } = splitPart(raw);
  const parts = partsOf(headers, body);
  const text = parts.find((part) => part.type.startsWith('text/plain'))?.text ?? '';
  const html = parts.find((part) => part.type.startsWith('text/html'))?.text;
  return { from, to, subject: decodeWords(headers.subject ?? ''), text, html, headers, raw };
}

function splitPart(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function partsOf(headers: Record<string, string>, body: string): { type: string; text: string }[] {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitPart(chunk.replace(/^\r?\n/, ''));
        return partsOf(part.headers, part.body);
      });
  }
  return [{ type, text: decodeBody(body, headers['content-transfer-encoding']) }];
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  const encoding = transferEncoding.toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return text.replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words; the white space between two adjacent ones is not part of the text (6.2). */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?[QB]\?)/gi, '$1')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
