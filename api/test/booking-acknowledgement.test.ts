import { beforeAll, describe, expect, it, vi } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';
import type { CapturedMail } from './smtp-capture';

// The site's clock: Saturday March 13, 2027, 11 PM EST (04:00 UTC on the 14th), three hours
// before New York's clocks go forward (Sunday March 14, 2 AM EST becomes 3 AM EDT).
let clock = Date.parse('2027-03-14T04:00:00.000Z');
const server = serverForThisFile({ config: { contactTo: 'studio@site.example' }, now: () => clock });
const admin = adminForThisFile(server);

const request = (email: string, fields: Record<string, string>) => ({
  name: 'Pat Booker',
  email,
  organization: 'Higher Ground',
  city: 'South Burlington',
  dates: 'June 5',
  message: 'Our summer series.',
  ...fields,
});

async function acknowledgement(email: string, fields: Record<string, string>): Promise<CapturedMail> {
  const res = await server.request('POST', '/api/bookings', {
    body: { ...request(email, fields), altcha: await solvedAltcha(server) },
  });
  expect(res.status).toBe(201);
  await vi.waitFor(() => expect(server.mailer.pending()).toBe(0));
  return server.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject.endsWith('we received your request'));
}

// issue 46: the acknowledgement named neither the band nor the days, nor when he would hear back
describe("the booker's acknowledgement", () => {
  // the server runs elsewhere: the request's day is New York's
  processZoneForThisFile('Pacific/Kiritimati');
  beforeAll(async () => {
    const group = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Dana Whitfield Trio', description: '' },
    });
    expect(group.status).toBe(201);
  });

  it('names the band as the site writes it, the days it read in its own words, and when he hears back', async () => {
    const mail = await acknowledgement('first@venue.example', {
      group: 'cannonball QUINTET',
      dates: 'june 5th or 6th, maybe the 12th of june',
    });
    expect(mail.text).toContain('Band: Cannonball Quintet');
    expect(mail.text).toContain('The days we read in it: Saturday, June 5; Sunday, June 6 and Saturday, June 12');
    expect(mail.text).toContain('We answer every request by e-mail, within two working days.');
    // nothing he typed: not his casing of the band, not his dates, name, venue or message
    for (const typed of ['QUINTET', 'june 5th', 'maybe', 'Pat Booker', 'Higher Ground', 'summer series'])
      expect(mail.text + mail.subject).not.toContain(typed);
    expect(mail.headers['reply-to']).toBe('studio@site.example');
  });

  it('reads the days on the site day of the request, across the spring DST change (TZ elsewhere)', async () => {
    // 11 PM EST on Saturday March 13: "tomorrow" is Sunday March 14, the day the clocks change
    const before = await acknowledgement('saturday@venue.example', { dates: 'tomorrow' });
    expect(before.text).toContain('The days we read in it: Sunday, March 14');
    // 3:30 AM EDT on Sunday March 14 (07:30 UTC): "tomorrow" is Monday March 15
    clock = Date.parse('2027-03-14T07:30:00.000Z');
    const after = await acknowledgement('sunday@venue.example', { dates: 'tomorrow' });
    expect(after.text).toContain('The days we read in it: Monday, March 15');
  });

  it('names a group of the site, adds the year when it is not this one, and says nothing of a band it does not know', async () => {
    const group = await acknowledgement('group@venue.example', {
      group: 'dana whitfield trio',
      dates: 'January 8, 2028',
    });
    expect(group.text).toContain('Band: Dana Whitfield Trio');
    expect(group.text).toContain('The days we read in it: Saturday, January 8, 2028');
    const unknown = await acknowledgement('unknown@venue.example', { group: 'The Phishing Band', dates: 'some day' });
    expect(unknown.text).not.toContain('Band:');
    expect(unknown.text).not.toContain('Phishing');
    expect(unknown.text).not.toContain('The days we read');
    expect(unknown.text).toContain('within two working days');
  });
});
