import { describe, expect, it } from 'vitest';
import { listedServices } from './services';

describe('service select (spec §6)', () => {
  it('lists public services and the one named pos', () => {
    const s = [
      { name: { en: 'Padel' }, isPublic: true },
      { name: { en: 'Staff' }, isPublic: false },
      { name: { en: 'POS' }, isPublic: false },
    ];
    expect(listedServices(s).map((x) => x.name.en)).toEqual(['Padel', 'POS']);
  });
});
