import { describe, expect, it } from 'vitest';
import { guessCardType, lastFour } from './card-type';

describe('card type guess (spec §5)', () => {
  it('4 is Visa, 5 Mastercard, anything else Unknown', () => {
    expect(['411111******1111', '555555******4444', '371449******8431'].map((v) => guessCardType(v))).toEqual(['visa', 'mastercard', 'unknown']);
  });
  it('Unknown when fewer than 6 characters are not masked', () => {
    expect(['4111', '4*********** 1111', '41****1111', '', null].map((v) => guessCardType(v))).toEqual(['unknown', 'unknown', 'visa', 'unknown', 'unknown']);
  });
  it('last four digits for the card name', () => expect(lastFour('411111******1111')).toBe('1111'));
});
