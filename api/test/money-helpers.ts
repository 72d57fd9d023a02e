import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import type { CapturedMail } from './smtp-capture';
import type { TestServer } from './harness';

/** A PDF's text as pdftotext reads it (from stdin), whitespace folded to single spaces. */
export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');

/** The bytes of a mail's application/pdf attachment (base64 in its MIME part). */
export function pdfAttachment(mail: CapturedMail): Buffer {
  const part = /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
    mail.raw,
  );
  expect(part, 'the mail has a PDF attachment').not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
}

/** A show of `server` created by its admin; its id. */
export async function createShow(server: TestServer, token: string, fields: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/events/create', {
    token,
    body: { title: 'Gig', group: 'Trio', venue: 'Radio Bean', startDate: '2026-06-05T23:00:00.000Z', ...fields },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** Saves a show's money from the record as read (its comparator), with `data` over it. */
export async function saveMoney(server: TestServer, token: string, eventId: string, data: Record<string, unknown>) {
  const current = (await server.request('GET', `/api/money/${eventId}`, { token })).body;
  const res = await server.request('PUT', `/api/money/update/${eventId}`, {
    token,
    body: { moneyComparatorData: current, moneyData: { ...current, ...data } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Saves money settings from the ones as read, with `data` over them. */
export async function saveMoneySettings(server: TestServer, token: string, data: Record<string, unknown>) {
  const settings = (await server.request('GET', '/api/money/settings', { token })).body;
  const res = await server.request('PUT', '/api/money/settings', {
    token,
    body: { settingsComparatorData: settings, settingsData: { ...settings, ...data } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}
