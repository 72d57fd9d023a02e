import { describe, expect, it } from 'vitest';
import { paperOf } from './paper';

describe('the one-sheet paper', () => {
  it('is US Letter in the United States and Canada, A4 elsewhere', () => {
    for (const zone of [
      'America/New_York',
      'America/Indiana/Indianapolis',
      'America/Toronto',
      'America/Vancouver',
      'Pacific/Honolulu',
    ])
      expect(paperOf(zone), zone).toBe('LETTER');
    for (const zone of ['Europe/Paris', 'America/Mexico_City', 'America/Sao_Paulo', 'Asia/Kolkata', 'UTC'])
      expect(paperOf(zone), zone).toBe('A4');
  });
});
