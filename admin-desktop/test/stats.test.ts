import { describe, expect, it } from 'vitest';
import { deskForThisFile, desktop } from './setup';

const desk = deskForThisFile();
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('the Stats screen offline', () => {
  it('shows the numbers last synced when the server can not be reached', async () => {
    const hit = await fetch(`${desk.server.url}/api/hits`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': AGENT },
      body: JSON.stringify({ type: 'pageview', path: '/shows' }),
    });
    expect(hit.status).toBe(204);
    const d = desktop(desk.gate.url, desk.admin.token);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: desk.server.config.timezone }).format(new Date());
    const online = await d.client.stats.read(today, today);
    expect(online.pageviews).toBe(1);
    expect(await d.client.stats.shows()).toEqual([]);

    await desk.gate.down();
    // the same period: its own numbers; another period: the last ones read (the screen says so)
    expect(await d.client.stats.read(today, today)).toEqual(online);
    expect((await d.client.stats.read('2020-01-01', '2020-01-07')).days).toEqual(online.days);
    expect(await d.client.stats.shows()).toEqual([]);
  });

  it('says the server can not be reached when nothing was ever synced', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await desk.gate.down();
    await expect(d.client.stats.read('2020-01-01', '2020-01-07')).rejects.toMatchObject({ status: 0 });
  });
});
