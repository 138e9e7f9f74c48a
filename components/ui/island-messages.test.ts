import { describe, expect, it } from 'vitest';
import { pickMessages } from './island-messages';

describe('an island gets only the words it reads', () => {
  const all = { pager: { next: 'Next' }, selfService: { money: { balance: 'Balance' }, menu: { wallet: 'Wallet' } }, auth: { login: 'Login' } };
  it('keeps whole namespaces and single parts of a large one, nested as they are', () => {
    expect(pickMessages(all, ['pager', 'selfService.money'])).toEqual({ pager: { next: 'Next' }, selfService: { money: { balance: 'Balance' } } });
  });
  it('merges two parts of one namespace', () => {
    expect(pickMessages(all, ['selfService.money', 'selfService.menu'])).toEqual({ selfService: all.selfService });
  });
});
