import { expect } from 'vitest';
import type { TestServer } from './harness';
import type { CapturedMail } from './smtp-capture';

/** A mail to `address` (and with a subject matching `subject`, when given). */
export const to = (address: string, subject?: RegExp) => (mail: CapturedMail) =>
  mail.to.includes(address) && (!subject || subject.test(mail.subject));

/** The .ics attached to a mail, its base64 undone and its folding unfolded. */
export function icsOf(mail: CapturedMail): string {
  const part = /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw);
  expect(part, 'the mail has an .ics').not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r\n /g, '');
}
export const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
/** The /call/ link of an asking mail. */
export const linkOf = (mail: CapturedMail) => /http:\/\/localhost:3999(\/call\/[\w-]+)/.exec(mail.text)![1]!;
/** The /people/ feed address of a confirmation. */
export const feedOf = (mail: CapturedMail) => /http:\/\/localhost:3999(\/people\/[\w-]+\.ics)/.exec(mail.text)![1]!;

/**
 * The requests of the calls tests, as the admin of `current()` (a getter: a test that restarts
 * its server swaps it).
 */
export function callRequests(current: () => { server: TestServer; token: string }) {
  const as = (body?: unknown) => ({ token: current().token, ...(body !== undefined && { body }) });

  /** A person with a unique email address. */
  async function person(name: string, extra: Record<string, unknown> = {}) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await current().server.request('POST', '/api/people/create', as({ name, email, ...extra }));
    expect(res.status, res.text).toBe(201);
    return { id: (res.body._id ?? res.body.id) as string, email, name };
  }

  /** A player's answer, as the page's form posts it. */
  const post = (link: string, answer: string) =>
    fetch(current().server.url + link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `answer=${answer}`,
    });

  async function call(body: Record<string, unknown>) {
    const res = await current().server.request('POST', '/api/calls/create', as(body));
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  const getCall = async (eventId: string, id: string) =>
    ((await current().server.request('GET', `/api/calls?eventId=${eventId}`, as())).body as { _id: string }[]).find(
      (c) => c._id === id,
    ) as any;
  const eventOf = async (id: string) => (await current().server.request('GET', `/api/events/edit/${id}`, as())).body;
  const moneyOf = async (id: string) => (await current().server.request('GET', `/api/money/${id}`, as())).body;

  /** Saves a show with `changes` over it as read. */
  async function updateShow(id: string, changes: Record<string, unknown>) {
    const before = await eventOf(id);
    const res = await current().server.request(
      'PUT',
      `/api/events/update/${id}`,
      as({ eventComparatorData: before, eventData: { ...before, ...changes } }),
    );
    expect(res.status, res.text).toBe(200);
  }

  return { as, person, post, call, getCall, eventOf, moneyOf, updateShow };
}
