import { describe, expect, it } from 'vitest';
import { describeEntry } from '../src/core/describe';
import { desktop, deskForThisFile } from './setup';

const desk = deskForThisFile();

const fieldsOf = (page: Record<string, unknown>) => {
  const { _id: _i, updatedAt: _u, ...fields } = page;
  return fields;
};
const serverPage = async (name: string) => (await desk.server.request('GET', `/api/pages/${name}`)).body;

describe('page edits drafted offline', () => {
  it('keeps an edit made while the server is down and sends it once when it is back', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.pages.get('lessons');
    await desk.gate.down();
    const draft = { ...fieldsOf(seen), description: 'Lessons drafted on the train.' };
    const shown = await d.client.pages.update('lessons', { pageComparatorData: seen, pageData: draft as never });
    expect(shown.description).toBe('Lessons drafted on the train.');
    expect(d.outbox.size).toBe(1);
    expect(describeEntry(d.outbox.entries()[0]!, (iso) => iso)).toBe('Changes to the page “Lessons”');
    // readable offline with the draft applied
    expect((await d.client.pages.get('lessons')).description).toBe('Lessons drafted on the train.');

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    expect((await serverPage('lessons')).description).toBe('Lessons drafted on the train.');
  });

  it('never overwrites a web edit: a 409 holds the page, another page still goes out', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const about = await d.client.pages.get('about');
    const home = await d.client.pages.get('home');
    await desk.gate.down();
    await d.client.pages.update('about', {
      pageComparatorData: about,
      pageData: { ...fieldsOf(about), bio: 'Desktop biography.' } as never,
    });
    await d.client.pages.update('home', {
      pageComparatorData: home,
      pageData: { ...fieldsOf(home), tagline: 'Desktop tagline' } as never,
    });
    const web = await desk.server.request('PUT', '/api/pages/update/about', {
      token: desk.admin.token,
      body: { pageComparatorData: about, pageData: { ...fieldsOf(about), bio: 'Web biography.' } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'page.update', id: 'about', status: 'conflict' });
    expect((await serverPage('about')).bio).toBe('Web biography.');
    expect((await serverPage('home')).tagline).toBe('Desktop tagline');

    await d.engine.keepMine(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await serverPage('about')).bio).toBe('Desktop biography.');
  });

  it("keeps the site page's own name field (the musician's name) apart from the page's key", async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.pages.get('site');
    await desk.gate.down();
    const draft = { ...fieldsOf(seen), name: 'Sam Drafted Offline' };
    const shown = await d.client.pages.update('site', { pageComparatorData: seen, pageData: draft as never });
    expect(shown).toMatchObject({ _id: 'site', name: 'Sam Drafted Offline' });
    expect(await d.client.pages.get('site')).toMatchObject({ _id: 'site', name: 'Sam Drafted Offline' });

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    expect(await serverPage('site')).toMatchObject({ _id: 'site', name: 'Sam Drafted Offline' });
  });
});
