import { describe, expect, it } from 'vitest';
import { guessCardType, lastFour } from './card-type';

describe('card type guess (spec §5)', () => {
  it('4 is Visa, 5 Mastercard, anything else Unknown', () => {
    expect(guessCardType('411111******1111')).toBe('visa');
    expect(guessCardType('555555******4444')).toBe('mastercard');
    expect(guessCardType('371449******8431')).toBe('unknown');
  });
  it('Unknown when fewer than 6 characters are not masked', () => {
    expect(guessCardType('4111')).toBe('unknown');
    expect(guessCardType('4*********** 1111')).toBe('unknown');
    expect(guessCardType('41****1111')).toBe('visa');
    expect(guessCardType('')).toBe('unknown');
    expect(guessCardType(null)).toBe('unknown');
  });
  it('last four digits for the card name', () => expect(lastFour('411111******1111')).toBe('1111'));
});
