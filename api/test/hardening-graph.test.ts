import { describe, expect, it } from 'vitest';
import { solvedAltcha } from './contact-solve';
import { serverForThisFile } from './harness';

/** The app and the background jobs share one graph of services: a site-wide limit exists once. */
const server = serverForThisFile({ config: { rateWindowMs: 60_000, confirmationMailsPerHour: 2 } });

describe('one graph of services', () => {
  it('gives the announcer and the reminders the services the app answers with', async () => {
    expect(server.announcer.follow).toBe(server.services.follow);
    expect(server.reminders.lessons).toBe(server.services.lessons);
    // what the app's follow form spends, the graph the jobs hold has spent
    for (const email of ['one@example.com', 'two@example.com']) {
      const res = await server.request('POST', '/api/follow', {
        body: { email, groups: 'all', altcha: await solvedAltcha(server) },
      });
      expect(res.status).toBe(202);
    }
    expect(server.services.budgets.confirmations.allows()).toBe(false);
  });
});
