import { describe, expect, it } from 'vitest';
import { callStateText, shortWhen, type Call } from './calls';

const call: Call = {
  _id: 'c',
  eventId: 'e',
  instrument: 'bass',
  people: ['dana', 'sam'],
  fee: null,
  answerBy: '2026-06-04T22:00:00.000Z',
  note: '',
  state: 'asked',
  asked: [{ personId: 'dana', askedAt: '2026-06-01T22:00:00.000Z', answer: null, answeredAt: null }],
  createdAt: '2026-06-01T22:00:00.000Z',
};
const names: Record<string, string> = { dana: 'Dana Reyes', sam: 'Sam Okafor' };

describe('callStateText', () => {
  it('says who is asked and until when, in the site zone', () => {
    expect(callStateText(call, (id) => names[id]!, 'America/New_York')).toBe(
      'Asked Dana Reyes — waiting, answer by Thu 6 PM',
    );
  });
  it('gives a later person as long as the first had, across the autumn DST change', () => {
    const later: Call = {
      ...call,
      answerBy: '2026-11-01T22:00:00.000Z',
      createdAt: '2026-10-31T22:00:00.000Z',
      asked: [
        { personId: 'dana', askedAt: '2026-10-31T22:00:00.000Z', answer: 'no', answeredAt: '2026-10-31T23:00:00.000Z' },
        { personId: 'sam', askedAt: '2026-10-31T23:00:00.000Z', answer: null, answeredAt: null },
      ],
    };
    // 24 hours after 7 PM EDT on Saturday is 6 PM EST on Sunday
    expect(callStateText(later, (id) => names[id]!, 'America/New_York')).toBe(
      'Asked Sam Okafor — waiting, answer by Sun 6 PM',
    );
  });
  it('names the confirmed player and the other states', () => {
    const yes = { ...call, state: 'confirmed' as const, asked: [{ ...call.asked[0]!, answer: 'yes' as const }] };
    expect(callStateText(yes, (id) => names[id]!, 'UTC')).toBe('Confirmed: Dana Reyes');
    expect(callStateText({ ...call, state: 'unfilled' }, (id) => names[id]!, 'UTC')).toBe('Unfilled: nobody said yes');
    expect(shortWhen('2026-06-06T23:30:00.000Z', 'Europe/Paris')).toBe('Sun 1:30 AM');
  });
});
