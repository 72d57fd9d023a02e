import { describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '@jazz/contracts';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { book, putSettings, slots } from './lessons-helpers';

// the outbox can reach no mail server and gives up at the first failure
const server = serverForThisFile({ smtpUrl: 'smtp://127.0.0.1:1', mailer: { maxAttempts: 1, retryDelay: () => 10 } });
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const overview = async () => {
  const res = await server.request<AdminOverview>('GET', '/api/admin/overview', { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/admin/overview', () => {
  it('is for admins only', async () => {
    expect((await server.request('GET', '/api/admin/overview')).status).toBe(401);
    expect((await server.request('GET', '/api/admin/overview', { token: member.token })).status).toBe(403);
  });

  it('counts new booking requests and lesson requests, and lists the mails given up on', async () => {
    const before = await overview();
    const booking = await server.request('POST', '/api/bookings', {
      body: {
        name: 'Jenna Booker',
        email: 'jenna@venue.example',
        organization: 'Higher Ground',
        city: 'South Burlington, VT',
        dates: 'July 17 or 18',
        message: 'Summer series?',
        altcha: await solvedAltcha(server),
      },
    });
    expect(booking.status, booking.text).toBe(201);

    await putSettings(server, admin.token, { approval: true });
    const open = await slots(server, day(1), day(14), 30);
    expect(open.length).toBeGreaterThan(0);
    const lesson = await book(server, member.token, { start: open[0] });
    expect(lesson.status, lesson.text).toBe(201);

    const after = await overview();
    expect(after.newBookings).toBe(before.newBookings + 1);
    expect(after.lessonRequests).toBe(before.lessonRequests + 1);
    // the owner's copy of the request could not be sent: it is listed with whom and what
    await vi.waitFor(
      async () => {
        const { failedMails } = await overview();
        expect(failedMails.some((mail) => mail.to.includes(admin.email))).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );

    // a request answered is no longer new
    const [stored] = (await server.request('GET', '/api/bookings', { token: admin.token })).body as any[];
    const { days: _d, clashes: _c, ...comparator } = stored;
    const answered = await server.request('PUT', `/api/bookings/update/${stored._id}`, {
      token: admin.token,
      body: { bookingComparatorData: comparator, bookingData: { status: 'replied', notes: '' } },
    });
    expect(answered.status, answered.text).toBe(200);
    expect((await overview()).newBookings).toBe(before.newBookings);
  });
});
