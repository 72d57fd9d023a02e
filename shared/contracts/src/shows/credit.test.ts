import { describe, expect, it } from 'vitest';
import { creditLine } from './credit';

describe('creditLine', () => {
  it('writes "Photo:" once, keeping a credit the owner wrote as one', () => {
    expect(creditLine('Jane Doe')).toBe('Photo: Jane Doe');
    expect(creditLine('Photo: Jane Doe')).toBe('Photo: Jane Doe');
    expect(creditLine('photo by Jane Doe')).toBe('photo by Jane Doe');
    expect(creditLine('© 2024 Jane Doe')).toBe('© 2024 Jane Doe');
    expect(creditLine('Photographer: Jane')).toBe('Photographer: Jane');
    expect(creditLine('  ')).toBe('');
    expect(creditLine('Photon Studio')).toBe('Photo: Photon Studio');
  });
});
