import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('cart badge (spec §2: shows at most 10)', () => {
  it('caps at 10', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(10)).toBe('10');
    expect(badgeText(11)).toBe('10+');
    expect(badgeText(Number.NaN)).toBeNull();
  });
});
