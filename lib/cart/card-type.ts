/**
 * spec §5 card type guess: a number starting with 4 is Visa, with 5 Mastercard, otherwise Unknown; Unknown too when
 * fewer than 6 characters are not masked (a saved card shows only its first six and last four digits).
 */
export type CardType = 'visa' | 'mastercard' | 'unknown';

const MASK = /[*xX•·#\s-]/g;

export function guessCardType(cardNumber: string | null | undefined): CardType {
  const s = (cardNumber ?? '').trim();
  const visible = s.replace(MASK, '');
  if (visible.length < 6) return 'unknown';
  if (s.startsWith('4')) return 'visa';
  if (s.startsWith('5')) return 'mastercard';
  return 'unknown';
}

/** The last four digits of a masked number, for the card's accessible name. */
export function lastFour(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.slice(-4);
}
