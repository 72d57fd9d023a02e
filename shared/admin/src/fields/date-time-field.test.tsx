import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './date-time-field';

// Node re-reads TZ when it is assigned; shared's tsconfig has no Node types, hence the cast
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  env.TZ = originalTz;
});

function Harness({ initial, timezone, onValue }: { initial: string; timezone: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      name="startDate"
      label="Start Date & Time"
      value={value}
      onChange={(iso) => {
        setValue(iso);
        onValue(iso);
      }}
      errors={{}}
      timezone={timezone}
    />
  );
}

/** An empty New York field, its picker opened. */
function openEmptyPicker() {
  // jsdom has no ResizeObserver, which the open time list uses to size itself
  const g = globalThis as unknown as { ResizeObserver?: unknown };
  g.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  render(<Harness initial="" timezone="America/New_York" onValue={() => {}} />);
  fireEvent.click(screen.getByLabelText('Start Date & Time'));
}

describe('DateTimeField', () => {
  it.each(['Europe/Paris', 'Asia/Tokyo', 'America/Los_Angeles'])(
    'shows and edits New York wall time on a computer set to %s',
    (computerZone) => {
      env.TZ = computerZone;
      // the computer's zone really differs from the site's (the test would prove nothing otherwise)
      expect(new Date(2027, 6, 1).getTimezoneOffset()).not.toBe(240);
      expect(new Date(2027, 6, 1).getTimezoneOffset()).not.toBe(0);
      let last = '';
      render(<Harness initial="2027-05-04T00:00:00.000Z" timezone="America/New_York" onValue={(v) => (last = v)} />);
      const input = screen.getByLabelText('Start Date & Time') as HTMLInputElement;
      expect(input.value).toBe('May 3, 2027 8:00 PM');
      fireEvent.change(input, { target: { value: 'December 24, 2027 9:30 PM' } });
      // 9:30 PM EST is 02:30 UTC the next day
      expect(last).toBe('2027-12-25T02:30:00.000Z');
      expect(screen.getByText("Eastern Time, the site's time zone")).toBeTruthy();
    },
  );

  it('opens an empty field’s time list at noon, earlier times still in the list', () => {
    openEmptyPicker();
    const times = screen.getAllByRole('option').filter((o) => /^\d{1,2}:\d{2} [AP]M$/.test(o.textContent ?? ''));
    // the time the list scrolls to and the keyboard starts on
    expect(times.find((o) => o.tabIndex === 0)?.textContent).toBe('12:00 PM');
    expect(times.some((o) => o.textContent === '9:00 AM')).toBe(true);
  });
});

describe('today in the date picker (issue 46)', () => {
  /** The picker opened on an empty field at `now` on a computer in `computerZone`; the days it marks. */
  function openAt(now: string, computerZone: string) {
    env.TZ = computerZone;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    openEmptyPicker();
    const marked = [...document.querySelectorAll('.react-datepicker__day.site-today')];
    return marked.map((day) => day.getAttribute('aria-label'));
  }

  it('marks the site’s day just after New York springs forward, on a computer on standard time', () => {
    // 04:30 UTC on 15 March 2027 is 00:30 EDT (clocks went forward on the 14th): the 15th in
    // New York, still the 14th at UTC-5 all year
    const marked = openAt('2027-03-15T04:30:00.000Z', 'Etc/GMT+5');
    expect(new Date().getDate()).toBe(14);
    expect(marked).toEqual([expect.stringMatching(/March 15th, 2027/)]);
  });

  it('marks the site’s day, not the computer’s, on a laptop in Tokyo', () => {
    // 02:00 UTC on 1 June is 10 PM on 31 May in New York and 11 AM on 1 June in Tokyo
    const marked = openAt('2027-06-01T02:00:00.000Z', 'Asia/Tokyo');
    expect(new Date().getDate()).toBe(1);
    expect(marked).toEqual([expect.stringMatching(/May 31st, 2027/)]);
  });
});
