import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { DEFAULT_LESSON_SETTINGS, type Booking, type Lesson } from '@jazz/contracts';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/factories';
import { renderAdmin } from '@jazz/testing/render-admin';
import { MoveLesson } from './screens/lessons/move-lesson';

afterEach(cleanup);

const offline = () => createApiClient({ baseURL: 'http://127.0.0.1:9' });

describe('the owner’s second week in the admin', () => {
  it('says "Saved." in a polite live region after a save that leaves the form', async () => {
    const api = offline();
    const host = offlineHost({
      api: {
        ...api,
        groups: {
          ...api.groups,
          list: async () => [],
          create: async (data) => ({ ...(data as any), _id: 'g1', id: 'g1', updatedAt: '2031-01-01T00:00:00.000Z' }),
        },
      },
    });
    renderAdmin('/admin-panel/add-group', host);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Trio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const saved = await screen.findByText('Saved.');
    // a live region without role="status", so the hosts' own status (the desktop's "Online") stays the only one
    expect(saved.getAttribute('aria-live')).toBe('polite');
    expect(saved.className).toBe('admin-saved');
  });

  it('marks a private show "Private" on its Edit Event screen', async () => {
    const api = offline();
    const show = testEvent('e1', '2031-06-01T23:00:00.000Z', { private: true, title: 'Birthday party' } as any);
    const host = offlineHost({ api: { ...api, events: { ...api.events, get: async () => show } } });
    renderAdmin('/admin-panel/edit-event?id=e1', host);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toContain('Private'));
  });

  it('labels the lesson price boxes and fills them with no sample value', async () => {
    const api = offline();
    const host = offlineHost({
      api: { ...api, lessons: { ...api.lessons, settings: async () => DEFAULT_LESSON_SETTINGS } },
    });
    renderAdmin('/admin-panel/lesson-settings', host);
    const lengths = await screen.findByRole('group', { name: 'Lengths and prices' });
    const prices = within(lengths).getAllByLabelText('Price') as HTMLInputElement[];
    expect(prices.length).toBeGreaterThan(0);
    for (const input of prices) expect(input.placeholder).toBe('');
    // the label is visible text, not only an aria-label
    expect(prices[0]!.closest('label')?.textContent).toContain('Price');
    expect((within(lengths).getAllByLabelText('Minutes')[0] as HTMLElement).closest('label')).toBeTruthy();
  });

  it('explains that lessons start on the half hour when one is moved to 2:15', async () => {
    const moved: string[] = [];
    const lesson = { _id: 'l1', start: '2031-06-03T18:00:00.000Z' } as Lesson;
    render(<MoveLesson lesson={lesson} zone="America/New_York" onMove={async (start) => moved.push(start)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    fireEvent.change(screen.getByLabelText('New start'), { target: { value: '2031-06-03T14:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move and notify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lessons start on the hour or the half hour: choose 2:00 PM or 2:30 PM.',
    );
    expect(moved).toEqual([]);
    fireEvent.change(screen.getByLabelText('New start'), { target: { value: '2031-06-03T14:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move and notify' }));
    await waitFor(() => expect(moved).toEqual(['2031-06-03T18:30:00.000Z']));
  });

  it('marks a request "Booked" once the show added from it is saved', async () => {
    const api = offline();
    const booking: Booking = {
      _id: 'b1',
      id: 'b1',
      name: 'Jenna Booker',
      email: 'jenna@example.com',
      organization: 'Higher Ground',
      city: 'South Burlington, VT',
      dates: 'July 17 or 18',
      group: 'Cannonball Quintet',
      budget: '',
      message: 'Summer series',
      status: 'new',
      notes: '',
      createdAt: '2031-03-01T12:00:00.000Z',
      updatedAt: '2031-03-01T12:00:00.000Z',
      days: ['2031-07-17', '2031-07-18'],
      clashes: [],
    };
    const updates: unknown[] = [];
    const host = offlineHost({
      api: {
        ...api,
        bookings: {
          ...api.bookings,
          list: async () => [booking],
          page: async () => ({ items: [booking], next: null }),
          update: async (_id, _comparator, data) => (updates.push(data), { ...booking, ...data }) as Booking,
        },
        events: {
          ...api.events,
          list: async () => [],
          create: async (data) => testEvent('e1', String((data as any).startDate), data as any),
        },
        groups: { ...api.groups, list: async () => [] },
        venues: { ...api.venues, list: async () => [] },
      },
    });
    renderAdmin('/admin-panel/bookings', host);
    expect(within(await screen.findByLabelText('Status')).getByRole('option', { name: 'Booked' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add as show' }));
    const notes = (await screen.findByLabelText(/^Private notes/)) as HTMLTextAreaElement;
    // both dates the booker wrote stay with the show
    expect(notes.value).toContain('July 17 or 18');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Summer series' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(updates).toEqual([{ status: 'confirmed', notes: '' }]));
  });

  it('opens on what needs the owner, each line leading to its screen', async () => {
    const api = offline();
    const host = offlineHost({
      api: {
        ...api,
        admin: {
          overview: async () => ({
            newBookings: 2,
            lessonRequests: 1,
            failedMails: [
              { to: 'jenna@venue.example', subject: 'Your booking request', createdAt: '2031-03-01T17:00:00.000Z' },
            ],
          }),
        },
      },
    });
    renderAdmin('/admin-panel', host);
    const needs = await screen.findByRole('region', { name: 'Needs you' });
    expect(within(needs).getByRole('link', { name: '2 new booking requests' }).getAttribute('href')).toBe(
      '/admin-panel/bookings',
    );
    expect(within(needs).getByRole('link', { name: '1 lesson request to approve' }).getAttribute('href')).toBe(
      '/admin-panel/lessons',
    );
    expect(needs.textContent).toContain('1 mail could not be sent');
    expect(needs.textContent).toContain('Your booking request to jenna@venue.example');
  });

  it('lists the dates a repeat will make, with a box to skip each; the skipped ones are deleted once made', async () => {
    const api = offline();
    const removed: string[] = [];
    let sent: any = null;
    const host = offlineHost({
      api: {
        ...api,
        groups: { ...api.groups, list: async () => [] },
        venues: { ...api.venues, list: async () => [] },
        events: { ...api.events, list: async () => [], remove: async (id) => (removed.push(id), { _id: id }) },
        series: {
          ...api.series,
          create: async (data) => {
            sent = data;
            // Thursdays at 8 PM EDT
            const events = ['2031-06-06', '2031-06-13', '2031-06-20'].map((day, i) =>
              testEvent(`d${i}`, `${day}T00:00:00.000Z`),
            );
            return { ...(data as any), _id: 's1', id: 's1', updatedAt: '', events };
          },
        },
      },
    });
    renderAdmin('/admin-panel/add-event', host);
    fireEvent.change(await screen.findByLabelText(/^Group\s*\*?$/), { target: { value: 'Cannonball Quintet' } });
    fireEvent.change(screen.getByLabelText(/^Venue$/), { target: { value: 'Radio Bean' } });
    fireEvent.change(screen.getByLabelText(/^Start Date & Time/), { target: { value: 'June 5, 2031 8:00 PM' } });
    fireEvent.change(screen.getByLabelText('Repeats', { selector: 'select' }), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: 'count' } });
    fireEvent.change(screen.getByLabelText('Number of dates'), { target: { value: '3' } });
    const list = screen.getByRole('list', { name: 'Dates it will create' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(within(list).getByLabelText('Skip June 12, 2031 8:00 PM')).toBe(boxes[1]);
    fireEvent.click(boxes[1]!);
    expect(screen.getByText(/3 dates, 1 skipped/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(removed).toEqual(['d1']));
    expect(sent).toMatchObject({ count: 3, from: '2031-06-05' });
  });

  it('copies the lineup of an earlier show, and offers players named before with their instrument', async () => {
    const api = offline();
    const earlier = testEvent('old', '2026-01-10T01:00:00.000Z', {
      title: 'Winter night',
      lineup: [
        { name: 'Dana Whitfield', instrument: 'piano' },
        { name: 'Ray Brown', instrument: 'bass' },
      ],
    } as any);
    const host = offlineHost({
      api: {
        ...api,
        groups: { ...api.groups, list: async () => [] },
        venues: { ...api.venues, list: async () => [] },
        events: { ...api.events, list: async () => [earlier] },
      },
    });
    renderAdmin('/admin-panel/add-event', host);
    const lineup = await screen.findByRole('group', { name: 'Lineup' });
    const from = within(lineup).getByLabelText('Copy the lineup of an earlier show');
    fireEvent.focus(from);
    await within(lineup).findByRole('option', { name: /Winter night.*Dana Whitfield, Ray Brown/ });
    fireEvent.change(from, { target: { value: 'old' } });
    fireEvent.click(within(lineup).getByRole('button', { name: 'Copy lineup' }));
    expect((within(lineup).getByLabelText('Player 2') as HTMLInputElement).value).toBe('Ray Brown');
    expect((within(lineup).getByLabelText('Instrument 2') as HTMLInputElement).value).toBe('bass');

    // a saved player: his name is offered, his instrument follows
    fireEvent.click(within(lineup).getByRole('button', { name: 'Remove player 1' }));
    fireEvent.click(within(lineup).getByRole('button', { name: 'Add a player' }));
    const name = within(lineup).getByLabelText('Player 2') as HTMLInputElement;
    expect(name.getAttribute('list')).toBe('lineup-saved-players');
    expect([...document.querySelectorAll('#lineup-saved-players option')].map((o) => o.getAttribute('value'))).toEqual([
      'Dana Whitfield',
      'Ray Brown',
    ]);
    fireEvent.change(name, { target: { value: 'Dana Whitfield' } });
    expect((within(lineup).getByLabelText('Instrument 2') as HTMLInputElement).value).toBe('piano');
  });
});
