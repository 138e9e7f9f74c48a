import { describe, expect, it } from 'vitest';
import { chargedFigures } from './charged';

// Issue 23: the Pay button shows what is charged. spec §9: prices show VAT, (price plus tax_amount) times quantity.
describe('charged figures at checkout', () => {
  const cart = { subtotal: 0.95, tax: 0.05, discount: 0, total: 1 };
  it("a stored price of 1 where the provider asks 60: the provider's 60, with the change noticed", () => {
    expect(chargedFigures(cart, { subtotal: 57.14, tax: 2.86, discount: 0, total: 60 })).toEqual({ subtotal: 57.14, tax: 2.86, discount: 0, total: 60, changed: true });
  });
  it('the same total to the fils is no change (float noise ignored)', () => {
    expect(chargedFigures({ ...cart, total: 0.1 + 0.2 }, { subtotal: 0.29, tax: 0.01, discount: 0, total: 0.3 }).changed).toBe(false);
  });
  it("without the provider's answer the cart's figures stand", () => {
    expect(chargedFigures(cart, null)).toEqual({ ...cart, changed: false });
  });
});
