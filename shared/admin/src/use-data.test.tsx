import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@jazz/client/api-client';
import { offlineHost } from '@jazz/testing/admin-host';
import { testEvent } from '@jazz/testing/factories';
import { renderAdmin } from '@jazz/testing/render-admin';
import { DataStatus } from './data-error';
import { AdminProvider } from './provider';
import { useData } from './use-data';

afterEach(cleanup);

/** A read the test answers when it chooses: its promise, how to settle it, and the signal it got. */
interface Pending {
  id: string;
  signal: AbortSignal;
  answer: (text: string) => void;
  fail: (error: unknown) => void;
}

function reads() {
  const started: Pending[] = [];
  const load = (id: string) => (_api: ApiClient, signal: AbortSignal) =>
    new Promise<string>((answer, fail) => started.push({ id, signal, answer, fail }));
  return { started, load };
}

function Screen({
  id,
  load,
}: {
  id: string;
  load: (id: string) => (api: ApiClient, signal: AbortSignal) => Promise<string>;
}) {
  const read = useData('the record', [id], load(id));
  return (
    <section>
      <DataStatus reads={[read]} />
      {read.data ? <p data-testid="record">{read.data}</p> : null}
    </section>
  );
}

function Mounted({ load }: { load: (id: string) => (api: ApiClient, signal: AbortSignal) => Promise<string> }) {
  const [id, setId] = useState('a');
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter>
      <AdminProvider host={offlineHost()}>
        <button type="button" onClick={() => setId('b')}>
          Other record
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
        {open ? <Screen id={id} load={load} /> : null}
      </AdminProvider>
    </MemoryRouter>
  );
}

const offline = () => createApiClient({ baseURL: 'http://127.0.0.1:9' });

describe('useData, the one data hook of the admin', () => {
  it('says Loading… until the answer, then shows it', async () => {
    const { started, load } = reads();
    render(<Mounted load={load} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() => started[0]!.answer('Record A'));
    expect((await screen.findByTestId('record')).textContent).toBe('Record A');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure as an alert with a focusable Retry that reads again', async () => {
    const { started, load } = reads();
    render(<Mounted load={load} />);
    act(() => started[0]!.fail(new Error('boom')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load the record. Something went wrong. Please try again. Retry');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(started).toHaveLength(2);
    act(() => started[1]!.answer('Record A'));
    expect((await screen.findByTestId('record')).textContent).toBe('Record A');
  });

  it('says why the server refused, in the client’s words', async () => {
    const { started, load } = reads();
    render(<Mounted load={load} />);
    // a real ApiError: the client at a port where nothing listens
    const refused = await offline()
      .events.get('x')
      .catch((error: unknown) => error);
    act(() => started[0]!.fail(refused));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the record. The server can not be reached. Check the connection and try again. Retry',
    );
  });

  it('drops the answer of a stale request when the id changes, and aborts its signal', async () => {
    const { started, load } = reads();
    render(<Mounted load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Other record' }));
    expect(started.map((r) => r.id)).toEqual(['a', 'b']);
    expect(started[0]!.signal.aborted).toBe(true);
    expect(started[1]!.signal.aborted).toBe(false);
    act(() => started[1]!.answer('Record B'));
    act(() => started[0]!.answer('Record A, too late'));
    await waitFor(() => expect(screen.getByTestId('record').textContent).toBe('Record B'));
    // a late failure of the stale request says nothing either
    act(() => started[0]!.fail(new Error('late')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the request of a screen that closed', () => {
    const { started, load } = reads();
    render(<Mounted load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(started[0]!.signal.aborted).toBe(true);
    act(() => started[0]!.answer('Record A'));
    expect(screen.queryByTestId('record')).toBeNull();
  });

  it('reads while the browser says it is offline (the desktop answers from its local copy)', async () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    try {
      const { started, load } = reads();
      render(<Mounted load={load} />);
      expect(started).toHaveLength(1);
      act(() => started[0]!.answer('From the local copy'));
      expect((await screen.findByTestId('record')).textContent).toBe('From the local copy');
    } finally {
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });
});

describe('Edit Event reads its series through the hook', () => {
  it('says when the series can not be read, instead of only disabling the scope, and Retry enables it', async () => {
    const api = offline();
    const show = testEvent('e1', '2031-06-05T23:00:00.000Z', { seriesId: 's1' } as any);
    let seriesAnswer: (() => Promise<any>) | null = null;
    const host = offlineHost({
      api: {
        ...api,
        events: { ...api.events, get: async () => show },
        // the server is down until the test says otherwise
        series: { ...api.series, get: (id: string) => (seriesAnswer ? seriesAnswer() : api.series.get(id)) },
      },
    });
    renderAdmin('/admin-panel/edit-event?id=e1', host);
    const alert = await waitFor(
      () => {
        const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('the series of this show'));
        if (!found) throw new Error('no alert about the series');
        return found;
      },
      { timeout: 4000 },
    );
    expect(alert.textContent).toBe(
      'Could not load the series of this show. The server can not be reached. Check the connection and try again. Retry',
    );
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).disabled).toBe(true);
    seriesAnswer = async () => ({
      _id: 's1',
      id: 's1',
      repeat: { freq: 'weekly', interval: 1, byDay: ['TH'] },
      startTime: '19:00',
      endTime: '',
      from: '2031-06-05',
      until: '',
      count: 0,
      events: [],
      updatedAt: '2031-01-01T00:00:00.000Z',
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).disabled).toBe(false));
    // the series' own alert is gone (the series' deal is another read, still offline here)
    const left = screen.queryAllByRole('alert').filter((a) => a.textContent?.includes('the series of this show'));
    expect(left.map((a) => a.textContent)).toEqual([]);
  });
});
